import { blockingViolations } from './support/axe';
import { expect, presetLanguage, signIn, test, type Language } from './support/fixtures';

/**
 * Issue 34 (decision 035): old addresses keep working — a renamed company's and a re-filed flare's old
 * addresses answer 301 in the API and land on today's page in the browser — and a joint venture is shown
 * with its holders; the admin console's candidate-duplicates report asks for evidence.
 */
const COPY: Record<
  Language,
  { vista: RegExp; pampa: RegExp; jointVenture: RegExp; caption: string; evidenceError: string }
> = {
  en: {
    vista: /VISTA ENERGY ARGENTINA SAU/,
    pampa: /PAMPA ENERGIA S\.A\./,
    jointVenture:
      /Nigeria LNG is a joint venture of NNPC Limited \(49%\), Shell \(25\.6%\), TotalEnergies \(15%\) and Eni \(10\.4%\)/,
    caption: 'Candidate duplicate companies',
    evidenceError: 'Write the evidence for this decision (at least 10 characters)',
  },
  es: {
    vista: /VISTA ENERGY ARGENTINA SAU/,
    pampa: /PAMPA ENERGIA S\.A\./,
    jointVenture:
      /Nigeria LNG es una empresa conjunta de NNPC Limited \(49\s?%\), Shell \(25,6\s?%\), TotalEnergies \(15\s?%\) y Eni \(10,4\s?%\)/,
    caption: 'Posibles empresas duplicadas',
    evidenceError: 'Escriba la evidencia de esta decisión (al menos 10 caracteres)',
  },
};

for (const language of ['en', 'es'] as const) {
  test.describe(`company truth (${language})`, () => {
    test('a renamed company’s old address answers 301 and the page lands on its new one', async ({
      page,
      context,
    }) => {
      const copy = COPY[language];
      await presetLanguage(context, language);
      const api = await page.request.get(
        '/api/flaring/countries/argentina/companies/vista-oil-and-gas-argentina-sau',
        { maxRedirects: 0 },
      );
      expect(api.status()).toBe(301);
      expect(api.headers().location).toBe(
        '/api/flaring/countries/argentina/companies/vista-energy-argentina-sau',
      );
      await page.goto('/flaring-explorer/argentina/vista-oil-and-gas-argentina-sau');
      await expect(page).toHaveURL(/\/flaring-explorer\/argentina\/vista-energy-argentina-sau$/);
      await expect(page.getByRole('heading', { level: 1, name: copy.vista })).toBeVisible();
      // A company taken over (Petrobras Argentina → Pampa Energía), on the companies section too.
      await page.goto('/companies/argentina/petrobras-argentina-s-a');
      await expect(page).toHaveURL(/\/companies\/argentina\/pampa-energia-s-a$/);
      await expect(page.getByRole('heading', { level: 1, name: copy.pampa })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });

    test('a re-filed flare’s old address answers 301 and the page lands on its new one', async ({
      page,
      context,
    }) => {
      await signIn(context, { language });
      const old = '/api/flaring/countries/iraq/companies/unattributed/flares/flare-00318';
      const api = await page.request.get(old, { maxRedirects: 0 });
      expect(api.status()).toBe(301);
      expect(api.headers().location).toBe(
        '/api/flaring/countries/iraq/companies/lukoil/flares/west-qurna-2-yamama-00318',
      );
      await page.goto('/flaring-explorer/iraq/unattributed/flare-00318?horizon=gwp20');
      await expect(page).toHaveURL(
        /\/flaring-explorer\/iraq\/lukoil\/west-qurna-2-yamama-00318\?horizon=gwp20$/,
      );
      await expect(page.getByRole('heading', { level: 1, name: /west-qurna-2-yamama-00318/ })).toBeVisible();
    });

    test('a joint venture shows its holders; the duplicates report asks for evidence', async ({
      page,
      context,
    }) => {
      const copy = COPY[language];
      await presetLanguage(context, language);
      await page.goto('/companies/nigeria/nigeria-lng');
      await expect(page.getByTestId('joint-ventures')).toContainText(copy.jointVenture);
      expect(await blockingViolations(page)).toEqual([]);

      await signIn(context, { language, role: 'admin' });
      await page.goto('/admin/duplicates');
      const table = page.getByRole('table', { name: copy.caption });
      await expect(table).toBeVisible();
      await table.getByTestId('duplicate-pair').first().getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await dialog.getByRole('textbox').fill('short');
      await dialog
        .getByRole('button', { name: language === 'en' ? 'Save the decision' : 'Guardar la decisión' })
        .click();
      await expect(dialog.getByText(copy.evidenceError)).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}
