import type { Page } from '@playwright/test';
import { readFile, writeFile } from 'node:fs/promises';
import { expect, presetLanguage, signIn, test, unitsSwitch, type Language } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });
const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"]`);
const map = (page: Page) => page.getByTestId('flare-map');

/**
 * Waits until MapLibre has drawn and returns a screenshot of the map (kept with the test's output). SwiftShader
 * draws a frame or two after the map says it is ready: the screenshot is taken again until it holds more than
 * `minBytes` (a blank canvas compresses to a few kB), instead of a fixed pause.
 */
const drawnMap = async (page: Page, name: string, minBytes = 0) => {
  await expect(map(page)).toHaveAttribute('data-map-ready', 'true', { timeout: 20_000 });
  await expect(map(page).locator('canvas')).toBeVisible({ timeout: 20_000 });
  let shot: Buffer = Buffer.alloc(0);
  await expect
    .poll(
      async () => {
        shot = await map(page).screenshot();
        return shot.byteLength;
      },
      { message: `the ${name} map drawn`, timeout: 20_000 },
    )
    .toBeGreaterThan(minBytes);
  await writeFile(test.info().outputPath(`${name}.png`), shot);
  return shot;
};

test.describe('Flaring Explorer: world', () => {
  test('draws the world map in Chromium and shows the world totals in the chosen units', async ({ page }) => {
    await page.goto('/flaring-explorer');
    await expect(h1(page)).toHaveText('Flaring Explorer');
    await expect(figure(page, 'flared')).toContainText('149 bcm');
    await expect(figure(page, 'flared')).toContainText('Earth Observation Group');
    // A blank canvas compresses to a few kB; countries, borders and shading take far more.
    expect((await drawnMap(page, 'world-map', 25_000)).byteLength).toBeGreaterThan(25_000);

    await unitsSwitch(page).getByText('Imperial', { exact: true }).click();
    await expect(figure(page, 'flared')).toContainText('5,270 Bcf');
    await expect(figure(page, 'intensity')).toContainText('scf/bbl');
    await expect(page.getByRole('columnheader', { name: /Flared gas 2024 \(Bcf\)/ })).toBeVisible();
  });

  test('is in Spanish with comma decimals', async ({ page, context }) => {
    await presetLanguage(context, 'es');
    await page.goto('/flaring-explorer');
    await expect(h1(page)).toHaveText('Explorador de quema');
    await expect(figure(page, 'intensity')).toContainText('4,98 m³/bbl');
    await expect(page.getByRole('link', { name: 'Rusia' })).toHaveAttribute(
      'href',
      '/flaring-explorer/russia',
    );
  });

  test('switches CO2e between GWP100 and GWP20', async ({ page }) => {
    await page.goto('/flaring-explorer');
    await expect(figure(page, 'co2e')).toContainText('CO2e emissions (GWP100)');
    const gwp100 = await figure(page, 'co2e').textContent();
    await page.getByRole('radiogroup', { name: 'CO2e horizon' }).getByText('GWP20').click();
    await expect(figure(page, 'co2e')).toContainText('CO2e emissions (GWP20)');
    expect(await figure(page, 'co2e').textContent()).not.toBe(gwp100);
    await expect(page).toHaveURL(/horizon=gwp20/);
  });
});

/** The texts a user reads along the way, per language. */
const TEXT = {
  en: {
    search: 'Find a country, basin, province, company, field or flare',
    country: 'Flaring in Argentina',
    company: 'Flaring by YPF S.A. in Argentina',
    flare: 'Flare loma-campana-01867',
    flares: 'Flares in Argentina',
    companyFlares: 'Flares of YPF S.A.',
    facts: 'General information',
    next: 'Next',
  },
  es: {
    search: 'Buscar un país, una cuenca, una provincia, una empresa, un yacimiento o una antorcha',
    country: 'Quema en Argentina',
    company: 'Quema de YPF S.A. en Argentina',
    flare: 'Antorcha loma-campana-01867',
    flares: 'Antorchas de Argentina',
    companyFlares: 'Antorchas de YPF S.A.',
    facts: 'Información general',
    next: 'Siguiente',
  },
} satisfies Record<Language, Record<string, string>>;

for (const language of ['en', 'es'] as const) {
  test(`world → Argentina → YPF → one of its flares, signed in (${language})`, async ({ page, context }) => {
    test.slow();
    const text = TEXT[language];
    await signIn(context, { language });
    await page.goto('/flaring-explorer');
    await page.getByLabel(text.search).fill('argentina');
    await page.getByRole('option', { name: /^(Country|País) Argentina$/ }).click();
    await expect(h1(page)).toHaveText(text.country);
    // The country's flares on the map: MapLibre drew the points layer.
    await expect(map(page)).toHaveAttribute('data-points-rendered', /^[1-9]\d*$/, { timeout: 20_000 });
    await drawnMap(page, `argentina-${language}`);

    await page.getByRole('link', { name: 'YPF S.A.', exact: true }).first().click();
    await expect(h1(page)).toHaveText(text.company);
    const flares = page.getByRole('table', { name: text.companyFlares });
    await flares.getByRole('link', { name: 'loma-campana-01867' }).click();
    await expect(h1(page)).toHaveText(text.flare);
    const facts = page.getByRole('region', { name: text.facts });
    await expect(facts).toContainText('-38');
    await expect(facts).toContainText('LOMA CAMPANA');
    await expect(facts).toContainText('YPF S.A.');
    await expect(figure(page, 'efficiency')).toContainText(language === 'es' ? '98 %' : '98%');
  });
}

test('a visitor browses a country and a company; flare names are not links for them', async ({ page }) => {
  await page.goto('/flaring-explorer/argentina');
  await expect(h1(page)).toHaveText('Flaring in Argentina');
  const flares = page.getByRole('table', { name: 'Flares in Argentina' });
  await expect(flares.getByText('bandurria-sur-01956')).toBeVisible();
  await expect(flares.getByRole('link', { name: 'bandurria-sur-01956' })).toHaveCount(0);
  await flares.getByRole('button', { name: 'Sort by Flare', exact: true }).click();
  await expect(page).toHaveURL(/sort=name&order=asc/);
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText(/^Page 2 of \d+ · \d+ flares$/)).toBeVisible();

  await page.goto('/flaring-explorer/argentina/unattributed');
  await expect(h1(page)).toHaveText('Flaring by Not attributed in Argentina');
  await expect(page.getByText(/Flares that no source attributes to an operator in Argentina/)).toBeVisible();
});

test('the units switch changes the figures of a country', async ({ page }) => {
  await page.goto('/flaring-explorer/argentina');
  await expect(figure(page, 'flared')).toContainText('1.35 bcm');
  await expect(figure(page, 'intensity')).toContainText('4.71 m³/bbl');
  await unitsSwitch(page).getByText('Imperial', { exact: true }).click();
  await expect(figure(page, 'flared')).toContainText('47.6 Bcf');
  await expect(figure(page, 'intensity')).toContainText('166 scf/bbl');
  await expect(figure(page, 'co2')).toContainText('sh tn');
});

test('unknown countries, companies and flares show the 404 screen', async ({ page, context }) => {
  await signIn(context);
  for (const path of [
    '/flaring-explorer/atlantis',
    '/flaring-explorer/argentina/acme',
    '/flaring-explorer/argentina/ypf-s-a/no-such-flare',
    '/companies/narnia',
    '/companies/argentina/acme',
  ]) {
    await page.goto(path);
    await expect.soft(h1(page), path).toHaveText('404');
    await expect.soft(page.getByText('Page Not Found'), path).toBeVisible();
  }
});

test('a country without flares says so', async ({ page }) => {
  await page.goto('/flaring-explorer/cyprus');
  await expect(h1(page)).toHaveText('Flaring in Cyprus');
  await expect(page.getByText(/No flare in Cyprus appears in the data we hold/)).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, hasTouch: true, isMobile: true });

  test('the world opens on the countries map; the flares load on request (es), and a tap opens a country', async ({
    page,
    context,
  }) => {
    await presetLanguage(context, 'es');
    await page.goto('/flaring-explorer');
    await expect(h1(page)).toHaveText('Explorador de quema');
    const countries = page.getByRole('img', { name: /seleccione un país/ });
    await expect(countries.locator('path[data-iso3="ARG"]')).not.toHaveAttribute('fill', '#eef0f3');
    await expect(map(page)).toHaveCount(0);
    await saveScreenshot(page.getByTestId('country-select-map'), {
      path: test.info().outputPath('phone-world.png'),
    });

    await page.getByRole('button', { name: 'Mostrar las antorchas en el mapa interactivo' }).click();
    expect((await drawnMap(page, 'phone-world-flares', 15_000)).byteLength).toBeGreaterThan(15_000);

    await page.goto('/flaring-explorer');
    // A user taps the country once the map shows its data (a country opens only with data: before that,
    // a tap landed on a grey shape, now and then, on a busy machine).
    const argentina = page.getByRole('img', { name: /seleccione un país/ }).locator('path[data-iso3="ARG"]');
    await expect(argentina).not.toHaveAttribute('fill', '#eef0f3');
    await argentina.tap();
    await expect(h1(page)).toHaveText('Quema en Argentina');
  });

  test("a company's map opens as a picture of its fields and flares; the interactive map on request (en)", async ({
    page,
  }) => {
    await page.goto('/flaring-explorer/argentina/ypf-s-a');
    await expect(h1(page)).toHaveText('Flaring by YPF S.A. in Argentina');
    const picture = page.getByTestId('flares-picture').getByRole('img', { name: /YPF S\.A\./ });
    await expect(picture).toBeVisible();
    // Its flares and fields, drawn without MapLibre.
    expect(await picture.locator('circle').count()).toBeGreaterThan(10);
    expect(await picture.locator('path[fill="#0f766e"]').count()).toBeGreaterThan(0);
    // Sized in screen pixels as the map's circles are (2.5 to 26 px), whatever the picture's zoom.
    const radii = await picture
      .locator('circle')
      .evaluateAll((circles) => circles.map((circle) => circle.getBoundingClientRect().width / 2));
    expect(Math.min(...radii)).toBeGreaterThanOrEqual(2.4);
    expect(Math.max(...radii)).toBeLessThanOrEqual(26.1);
    await expect(map(page)).toHaveCount(0);
    await saveScreenshot(page.getByTestId('flares-picture'), {
      path: test.info().outputPath('phone-company-picture.png'),
    });

    await page.getByRole('button', { name: /Open the interactive map/ }).tap();
    await expect(page.getByTestId('flares-picture')).toHaveCount(0);
    expect((await drawnMap(page, 'phone-company-map', 10_000)).byteLength).toBeGreaterThan(10_000);
  });
});

test.describe('downloads', () => {
  test('a premium user downloads the flares of a country as CSV and the whole view as XLSX', async ({
    page,
    context,
  }) => {
    await signIn(context, { hasPremiumAccess: true });
    await page.goto('/flaring-explorer/argentina');
    await expect(h1(page)).toHaveText('Flaring in Argentina');
    await page.getByRole('button', { name: 'Download data' }).click();
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV: Flares' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/\.csv$/);
    const content = await readFile((await csv.path())!, 'utf8');
    const [header, ...rows] = content
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(header).toContain('Name');
    // The biggest flare of the view's first row is in the file, with its operator.
    expect(rows.some((row) => row.startsWith('bandurria-sur-01956,YPF S.A.'))).toBe(true);
    expect(rows.length).toBeGreaterThan(100);

    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel (XLSX): every table of this view' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/\.xlsx$/);
    // An XLSX file is a ZIP archive: it starts with "PK".
    expect((await readFile((await xlsx.path())!)).subarray(0, 2).toString()).toBe('PK');
  });

  test('a visitor is told they have no premium access', async ({ page }) => {
    await page.goto('/flaring-explorer');
    await page.getByRole('button', { name: 'Download data' }).click();
    await expect(page.getByRole('alert')).toHaveText('You have not yet received access to premium data.');
  });

  test('a signed-in user without premium access is told the same, in Spanish', async ({ page, context }) => {
    await signIn(context, { language: 'es' });
    await page.goto('/flaring-explorer');
    await page.getByRole('button', { name: 'Descargar datos' }).click();
    await expect(page.getByRole('alert')).toHaveText('Aún no ha recibido acceso a los datos premium.');
  });
});

test.describe('Companies Explorer and Methodology', () => {
  test('the companies map is titled "Select country"', async ({ page }) => {
    await page.goto('/companies');
    await expect(page.getByRole('heading', { level: 2, name: 'Select country' })).toBeVisible();
    const map = page.getByRole('img', { name: 'World map: select a country to see its companies' });
    const argentina = map.locator('path[data-iso3="ARG"]');
    // Shaded once the figures are in (grey is #eef0f3), then a click opens the country's companies.
    await expect(argentina).not.toHaveAttribute('fill', '#eef0f3');
    expect(await map.locator('path').count()).toBeGreaterThan(150);
    await saveScreenshot(page.getByTestId('country-select-map'), {
      path: test.info().outputPath('companies-map.png'),
    });
    await argentina.click();
    await expect(h1(page)).toHaveText('Companies in Argentina');
  });

  test('… and "Seleccione un país" in Spanish', async ({ page, context }) => {
    await presetLanguage(context, 'es');
    await page.goto('/companies');
    await expect(page.getByRole('heading', { level: 2, name: 'Seleccione un país' })).toBeVisible();
  });

  test('the methodology gives each formula with its source, linked from the explorer', async ({ page }) => {
    await page.goto('/flaring-explorer');
    await page.getByRole('link', { name: 'Methodology: how every figure is computed' }).first().click();
    await expect(h1(page)).toHaveText('Methodology');
    await expect(
      page.getByText('CO₂ [t] = V / 23.645 × [η · Σ(yᵢ · nCᵢ) + y(CO₂)] × 44.01 / 1000'),
    ).toBeVisible();
    await expect(
      page.getByText('Source: IPCC AR6 Working Group I (2021), Table 7.15, fossil methane.'),
    ).toBeVisible();
  });
});
