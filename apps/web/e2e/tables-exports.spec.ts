import type { Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { blockingViolations } from './support/axe';
import { expect, presetLanguage, signIn, test, unitsSwitch, type Language } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 20, items 13 and 14, clicked through in Chromium in both languages: every table sorts, with
 * the sort in the address; wide tables scroll sideways with a cue and a sticky first column; exports
 * come in the user's units and language and match the screen.
 */

const TEXT = {
  en: {
    ranking: 'Countries ranked by flared gas, 2024',
    sortBy: 'Sort by',
    intensity: 'Intensity (m³/bbl)',
    country: 'Country',
    field: 'Field',
    fields: 'Fields of YPF S.A.',
    flares: 'Flares in Argentina',
    download: 'Download data',
    hint: 'Swipe or scroll sideways to see every column',
  },
  es: {
    ranking: 'Países ordenados por gas quemado, 2024',
    sortBy: 'Ordenar por',
    intensity: 'Intensidad (m³/bbl)',
    country: 'País',
    field: 'Yacimiento',
    fields: 'Yacimientos de YPF S.A.',
    flares: 'Antorchas de Argentina',
    download: 'Descargar datos',
    hint: 'Deslice o desplácese hacia los lados para ver todas las columnas',
  },
} as const;

/** The row headers (names) of a table, top to bottom. */
const names = (table: Locator) => table.getByRole('rowheader').allTextContents();

/** A screenshot of the viewport (kept with the test's output), with `top` just under the page's header. */
const shot = async (page: Page, name: string, top?: Locator) => {
  if (top)
    await top.evaluate((element) =>
      window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 100),
    );
  await saveScreenshot(page, { path: test.info().outputPath(`${name}.png`), fullPage: false });
};

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  const text = TEXT[language];

  test(`sorts the world's ranking by intensity and by name, from a click and the keyboard, and a reload keeps it (${language})`, async ({
    page,
    context,
  }) => {
    await presetLanguage(context, language);
    await page.goto('/flaring-explorer');
    const ranking = page.getByRole('region', { name: text.ranking });
    await expect(ranking.getByRole('rowheader').first()).toBeVisible();
    expect((await names(ranking))[0]).toBe(language === 'es' ? 'Rusia' : 'Russia');

    const intensity = ranking.getByRole('button', { name: `${text.sortBy} ${text.intensity}` });
    await intensity.click();
    await expect(page).toHaveURL(/countriesSort=intensity&countriesOrder=desc/);
    await expect(
      ranking.getByRole('columnheader', { name: new RegExp(text.intensity.replace(/[()]/g, '\\$&')) }),
    ).toHaveAttribute('aria-sort', 'descending');
    const byIntensity = await names(ranking);
    // The intensity column, read off the screen, runs largest first.
    const values = await ranking
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((row) => row.children[5]?.textContent ?? ''));
    const parse = (v: string) =>
      Number(language === 'es' ? v.replace(/\./g, '').replace(',', '.') : v.replace(/,/g, ''));
    const numbers = values.filter((v) => v !== '—').map(parse);
    expect(numbers.length).toBeGreaterThan(5);
    expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
    await shot(page, `ranking-by-intensity-${language}`, ranking);

    await page.reload();
    await expect(ranking.getByRole('rowheader').first()).toBeVisible();
    expect(await names(ranking)).toEqual(byIntensity);

    // Keyboard: from the table's scroll box, Tab reaches the rank and then the country button; Enter sorts A→Z.
    await ranking.getByRole('group', { name: text.ranking }).focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(
      ranking.getByRole('button', { name: `${text.sortBy} ${text.country}`, exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/countriesSort=country&countriesOrder=asc/);
    // The address changes a moment before the table re-renders: read it once it says it is sorted.
    await expect(
      ranking.getByRole('columnheader', { name: `${text.sortBy} ${text.country}`, exact: true }),
    ).toHaveAttribute('aria-sort', 'ascending');
    const alphabetical = await names(ranking);
    expect(alphabetical).toEqual([...alphabetical].sort(new Intl.Collator(language).compare));
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/countriesSort=country&countriesOrder=desc/);

    expect(await blockingViolations(page)).toEqual([]);
  });

  test(`sorts a company's fields and keeps the order on reload (${language})`, async ({ page, context }) => {
    await presetLanguage(context, language);
    await page.goto('/flaring-explorer/argentina/ypf-s-a');
    const fields = page.getByRole('table', { name: text.fields });
    await expect(fields.getByRole('rowheader').first()).toBeVisible();
    await fields.getByRole('button', { name: `${text.sortBy} ${text.field}`, exact: true }).click();
    await expect(page).toHaveURL(/fieldsSort=name&fieldsOrder=asc/);
    await expect(
      fields.getByRole('columnheader', { name: `${text.sortBy} ${text.field}`, exact: true }),
    ).toHaveAttribute('aria-sort', 'ascending');
    const sorted = await names(fields);
    expect(sorted).toEqual([...sorted].sort(new Intl.Collator(language, { sensitivity: 'base' }).compare));
    await page.reload();
    await expect(fields.getByRole('rowheader').first()).toBeVisible();
    expect(await names(fields)).toEqual(sorted);
  });
}

test('on a phone, a wide table says it scrolls sideways, fades at its edge and keeps its names in view', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  for (const language of ['en', 'es'] as const) {
    await page.goto('/flaring-explorer');
    await page.evaluate((lng) => window.localStorage.setItem('flarescope.locale', lng), language);
    await page.reload();
    const ranking = page.getByRole('region', { name: TEXT[language].ranking });
    await ranking.scrollIntoViewIfNeeded();
    await expect(ranking.getByText(TEXT[language].hint)).toBeVisible();
    await expect(ranking.getByTestId('scroll-cue')).toBeVisible();
    await shot(page, `ranking-phone-${language}`, ranking);
  }
  const ranking = page.getByRole('region', { name: TEXT.es.ranking });
  const box = ranking.getByRole('group', { name: TEXT.es.ranking });
  const firstName = ranking.getByRole('rowheader').first();
  const before = (await firstName.boundingBox())!;
  await box.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  await expect(ranking.getByTestId('scroll-cue')).toBeHidden();
  // The name column stuck to the box's left edge while the figures moved under it.
  const boxLeft = (await box.boundingBox())!.x;
  await expect.poll(async () => Math.round((await firstName.boundingBox())!.x)).toBe(Math.round(boxLeft));
  expect(before.x).toBeGreaterThan(boxLeft);
  await expect(firstName).toBeVisible();
  await shot(page, 'ranking-phone-scrolled-es', ranking);
  expect(await blockingViolations(page)).toEqual([]);
});

test('a premium user in Spanish and imperial units downloads the flares as CSV and XLSX that match the screen', async ({
  page,
  context,
}) => {
  await signIn(context, { hasPremiumAccess: true, language: 'es' });
  await page.goto('/flaring-explorer/argentina');
  await unitsSwitch(page).getByText('Imperial', { exact: true }).click();
  const flares = page.getByRole('table', { name: TEXT.es.flares });
  await expect(flares.getByRole('columnheader', { name: /Gas quemado 2024 \(MMscf\)/ })).toBeVisible();
  const firstRow = flares.locator('tbody tr').first();
  const name = (await firstRow.getByRole('rowheader').textContent())!.trim();
  const onScreen = (await firstRow.locator('td').nth(3).textContent())!.trim();
  await shot(page, 'country-flares-imperial-es', flares);

  await page.getByRole('button', { name: TEXT.es.download }).click();
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV: Antorchas' }).click(),
  ]);
  const content = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const [header, ...rows] = content.trim().split(/\r?\n/);
  expect(header).toBe('Nombre;Empresa;Yacimiento;Tipo;Latitud (°);Longitud (°);Gas quemado (MMscf);Año');
  const row = rows.find((line) => line.startsWith(`${name};`))!.split(';');
  // Same figure as the screen, written as Spanish Excel reads it: decimal comma, no grouping.
  expect(row[6]).toBe(onScreen.replace(/\./g, ''));
  expect(row[3]).toBe(await firstRow.locator('td').nth(2).textContent());

  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Excel (XLSX): todas las tablas de esta vista' }).click(),
  ]);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile((await xlsx.path())!)) as unknown as ArrayBuffer);
  expect(workbook.worksheets.map((sheet) => sheet.name)).toContain('Fuentes y licencias');
  const sheet = workbook.getWorksheet('Antorchas')!;
  expect(sheet.getRow(1).getCell(7).value).toBe('Gas quemado (MMscf)');
  let volume: unknown;
  sheet.eachRow((sheetRow) => {
    if (sheetRow.getCell(1).value === name) volume = sheetRow.getCell(7).value;
  });
  expect(volume).toBe(Number(onScreen.replace(/\./g, '').replace(',', '.')));
  const sources = workbook.getWorksheet('Fuentes y licencias')!;
  expect(String(sources.getRow(2).getCell(6).value)).toMatch(/^Contiene datos de /);
});
