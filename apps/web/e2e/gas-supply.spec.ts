import path from 'node:path';
import type { Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { expect, presetLanguage, signIn, test } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 33, part B (decision 032): the screened list sorted by the lenders' case, filtered by the
 * sponsors' equity IRR, and one click to the flare page's P50/P90 and survival curve, in en and es.
 */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const TEXT = {
  en: {
    screened: 'Screened opportunities',
    sortLenders: 'Sort by Lenders’ case: debt P90 supports',
    supplyYears: /^from \d{4}–\d{4}$/,
    survival: /of flares this size still seen 5 years on \((this country|world), [\d,]+ followed\)/,
    casesNote: /^Lenders’ case: the loan sized to a minimum DSCR of 1\.30/,
    minIrr: 'Sponsors: equity IRR at least (%)',
    apply: 'Apply',
    supplyTitle: 'The gas a plant can count on (P50 and P90)',
    p50Table: /^P50 and P90 gas of flare .+ by operating year$/,
    survivalTable: 'Share of flares of this size still seen k years on',
  },
  es: {
    screened: 'Oportunidades preseleccionadas',
    sortLenders: 'Ordenar por Caso de los prestamistas: deuda que sostiene el P90',
    supplyYears: /^de \d{4}–\d{4}$/,
    survival:
      /de las antorchas de este tamaño se siguen viendo 5 años después \((este país|mundo), [\d.\s]+ seguidas\)/,
    casesNote: /^Caso de los prestamistas: el préstamo dimensionado a un DSCR mínimo de 1,30/,
    minIrr: 'Patrocinadores: TIR del capital de al menos (%)',
    apply: 'Aplicar',
    supplyTitle: 'El gas con el que puede contar una central (P50 y P90)',
    p50Table: /^Gas P50 y P90 de la antorcha .+ por año de operación$/,
    survivalTable: 'Parte de las antorchas de este tamaño que se siguen viendo k años después',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const T = TEXT[language];

  test(`P50/P90 and the two cases: screened list by the lenders' case, then the flare's record (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await presetLanguage(context, language);
    await signIn(context, { language });
    await page.goto('/opportunities/screened');
    await expect(h1(page)).toHaveText(T.screened, { timeout: 60_000 });
    await expect(page.getByTestId('screened-cases-note')).toHaveText(T.casesNote);

    // Highest debt share on P90 first: the first row rests on ≥ 3 years and names them.
    await page.getByRole('button', { name: T.sortLenders }).click();
    await expect(page).toHaveURL(/sort=lenders&order=desc/);
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow.getByText(T.supplyYears)).toBeVisible();
    await expect(firstRow.getByTestId('screened-survival')).toHaveText(T.survival);
    expect(await blockingViolations(page)).toEqual([]);

    // Sponsors' equity IRR of at least 10 %: the URL holds the fraction, the list answers it.
    await page.getByLabel(T.minIrr).fill('10');
    await page.getByRole('button', { name: T.apply }).click();
    await expect(page).toHaveURL(/minSponsorsEquityIrr=0\.1/);
    await expect(page.locator('[data-page="1"]')).toBeVisible();

    // One click to the flare: its P50/P90 by operating year and its size's survival curve.
    await page.getByRole('row').nth(1).getByRole('link').first().click();
    await expect(page.getByRole('heading', { name: T.supplyTitle })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: T.p50Table })).toBeVisible();
    await expect(page.getByRole('table', { name: T.survivalTable }).getByRole('row')).toHaveCount(6);
    expect(await blockingViolations(page)).toEqual([]);
    // For people to look at (screenshots/gas-supply/).
    await saveScreenshot(page, {
      path: path.join('screenshots', 'gas-supply', `flare-${language}.png`),
      fullPage: true,
    });
  });
}
