import type { Page } from '@playwright/test';
import { expect, presetLanguage, signIn, test } from './support/fixtures';
import { createProject } from './support/projects';
import { saveScreenshot } from './support/screenshots';

/*
 * Issue 26, item 6: an owner gives a project a two-year construction period; the financials page then
 * shows the construction years C1 and C2 before operating year 1, and its figures change, in en and es.
 */

const TEXT = {
  en: {
    cashFlows: 'Yearly cash flows',
    results: 'Results',
    npv: /^NPV at 10 ?%, at the start of construction/,
    payback: 'Payback (from the start of operation)',
    idc: 'Interest during construction (added to the loan)',
    construction: 'Construction (years before operation)',
    share: (n: number) => `Capex in year C${n} (%)`,
    save: 'Save project',
    note: /C1–C2 are the construction years/,
    sharesError: 'The construction years’ shares of capex must add up to 100 %',
  },
  es: {
    cashFlows: 'Flujos de caja anuales',
    results: 'Resultados',
    npv: /^VAN al 10 %, al inicio de la construcción/,
    payback: 'Repago (desde el inicio de la operación)',
    idc: 'Intereses durante la construcción (sumados al préstamo)',
    construction: 'Construcción (años antes de la operación)',
    share: (n: number) => `Capex en el año C${n} (%)`,
    save: 'Guardar el proyecto',
    note: /C1–C2 son los años de construcción/,
    sharesError: 'Las partes del capex de los años de construcción deben sumar 100 %',
  },
} as const;

/** The row headers of the cash-flow table: "C1", "1", "2"… */
const yearsOf = (page: Page, name: string) =>
  page.getByRole('table', { name }).getByRole('rowheader').allInnerTexts();

/** The value cell of a row of the results table. */
const resultOf = (page: Page, table: string, name: RegExp | string) =>
  page.getByRole('table', { name: table, exact: true }).getByRole('row', { name }).getByRole('cell');

for (const language of ['en', 'es'] as const) {
  const T = TEXT[language];

  test(`an owner sets a two-year construction: construction rows and new figures (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    await presetLanguage(context, language);
    const user = await signIn(context, { language });
    // A project of the default inputs: built in one year (the cited default), C1 before year 1.
    const project = createProject(user.id, language);
    const page = await context.newPage();
    await page.goto(`/project/${project.slug}/project-financials`);
    await expect(page.getByRole('heading', { name: T.cashFlows, level: 2 })).toBeVisible({ timeout: 20_000 });
    expect((await yearsOf(page, T.cashFlows)).slice(0, 3)).toEqual(['C1', '1', '2']);
    const npvBefore = await resultOf(page, T.results, T.npv).innerText();

    // Two years: the form offers each year's share, evenly; shares that do not add up are refused.
    await page.goto(`/project/${project.slug}/edit`);
    const years = page.getByLabel(T.construction);
    await expect(years).toBeVisible({ timeout: 20_000 });
    await years.fill('2');
    await expect(page.getByLabel(T.share(1))).toHaveValue('50');
    await page.getByLabel(T.share(1)).fill('60');
    await expect(page.getByText(T.sharesError)).toBeVisible();
    await page.getByLabel(T.share(2)).fill('40');
    await expect(page.getByText(T.sharesError)).toHaveCount(0);
    await page.getByLabel(T.share(2)).scrollIntoViewIfNeeded();
    await saveScreenshot(page, { path: test.info().outputPath(`construction-form-${language}.png`) });
    await page.getByRole('button', { name: T.save }).click();
    await expect(page).toHaveURL(new RegExp(`/project/${project.slug}$`), { timeout: 20_000 });

    await page.goto(`/project/${project.slug}/project-financials`);
    await expect(page.getByRole('heading', { name: T.cashFlows, level: 2 })).toBeVisible({ timeout: 20_000 });
    expect((await yearsOf(page, T.cashFlows)).slice(0, 4)).toEqual(['C1', 'C2', '1', '2']);
    await expect(page.getByTestId('cash-flows-note')).toHaveText(T.note);
    const npvAfter = await resultOf(page, T.results, T.npv).innerText();
    expect(npvAfter).not.toBe(npvBefore);
    await expect(resultOf(page, T.results, T.payback)).toBeVisible();
    await expect(resultOf(page, T.results, T.idc)).toHaveText(/\d/);
    await saveScreenshot(page, {
      path: test.info().outputPath(`construction-financials-${language}.png`),
      fullPage: true,
    });
  });
}
