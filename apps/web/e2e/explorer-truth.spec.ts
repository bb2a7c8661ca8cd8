import type { Page } from '@playwright/test';
import { expect, presetLanguage, test, type Language } from './support/fixtures';

const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"]`);

/** Issue 20, "Truth": what an analyst quotes from the screen says what it ranks and which source it uses. */
const COPY: Record<
  Language,
  { rank: RegExp; rankNote: string; gap: string; progress: RegExp; source: string; seenIn: string }
> = {
  en: {
    rank: /^World rank1 of \d+ named operators/,
    rankNote: 'operators a source names are ranked, in 1 country',
    gap: 'Cannot be computed: oil production is published for',
    progress: /Argentina flared 8\d(\.\d)?% more in 2023 than in 2012/,
    source: 'Both years and the trend from one source: World Bank.',
    seenIn: 'in 2024',
  },
  es: {
    rank: /^Posición mundial1 de \d+ operadores identificados/,
    rankNote: 'operadores que una fuente identifica, en 1 país',
    gap: 'No se puede calcular: la producción de petróleo está publicada de',
    progress: /Argentina quemó un 8\d(,\d)?\s?% más en 2023 que en 2012/,
    source: 'Ambos años y la tendencia, de una sola fuente: Banco Mundial.',
    seenIn: 'en 2024',
  },
};

for (const language of ['en', 'es'] as const) {
  test.describe(`explorer figures an analyst can quote (${language})`, () => {
    test('YPF’s rank says it ranks named operators, and the missing intensity says why', async ({
      page,
      context,
    }) => {
      const copy = COPY[language];
      await presetLanguage(context, language);
      await page.goto('/flaring-explorer/argentina/ypf-s-a');
      await expect(figure(page, 'worldRank')).toHaveText(copy.rank);
      await expect(figure(page, 'worldRank')).toContainText(copy.rankNote);
      await expect(figure(page, 'intensity')).toContainText(copy.gap);
      await expect(figure(page, 'intensity')).not.toHaveText(/^\D+—$/);
    });

    test('Argentina’s progress compares the World Bank with itself and names it', async ({
      page,
      context,
    }) => {
      const copy = COPY[language];
      await presetLanguage(context, language);
      await page.goto('/flaring-explorer/argentina');
      const note = page.getByRole('note').filter({ hasText: '2030' });
      await expect(note).toContainText(copy.progress);
      await expect(note).toContainText(copy.source);
    });
  });
}
