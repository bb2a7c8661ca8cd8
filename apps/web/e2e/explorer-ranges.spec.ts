import path from 'node:path';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { expect, presetLanguage, signIn, test, type Language } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 20, items 6 and 9: the satellite sum against the World Bank year by year beside the series,
 * and the CO2e range over the efficiency and each flare type's published gases, in both languages.
 */
const figure = (page: Page, key: string) => page.locator(`[data-figure="${key}"]`);

const COPY: Record<
  Language,
  {
    worldDelta: RegExp;
    countryDelta: RegExp;
    caveat: string;
    column: string;
    row2023: RegExp;
    worldRange: RegExp;
    upstreamGas: string;
    refineryGas: string;
  }
> = {
  en: {
    // eog_upstream_flare_sites_2017_2024.csv Σ bcm_2023 = 140.96 against the World Bank's 147.66 bcm
    // (wb_ggfr_flare_volume_intensity_2012_2023.csv): −4.5 %; 2019: 130.59 against 148.43, −12 %.
    worldDelta:
      /^Satellite sum against the World Bank, by year: −8\.2% in 2017, .*−12% in 2019, .* and −4\.5% in 2023\.$/,
    countryDelta: /^Satellite sum against the World Bank, by year: .* in 2017, .* in 2023\.$/,
    caveat: 'read no trend from how this difference changes over the years',
    column: 'Satellite against World Bank',
    row2023: /^2023.*−4\.5%$/,
    // 149.23 bcm in 2024 × 2.3272 t per 1 000 m³ = 347 Mt at 98 %; × 2.80802 = 419 Mt at 95 %.
    worldRange: /range 347\s?M\s?t to 419\s?M\s?t for a combustion efficiency from 98% down to 95%/,
    upstreamGas: 'the default associated gas (OPGEE), as no published source gives a gas of their own',
    refineryGas:
      'gas of refineries: from associated gas (OPGEE) to refinery fuel gas (US EPA, 40 CFR 98, Table C-1)',
  },
  es: {
    worldDelta:
      /^Suma satelital frente al Banco Mundial, por año: −8,2\s?% en 2017, .*−12\s?% en 2019, .* y −4,5\s?% en 2023\.$/,
    countryDelta: /^Suma satelital frente al Banco Mundial, por año: .* en 2017, .* en 2023\.$/,
    caveat: 'no se debe leer una tendencia en cómo cambia esta diferencia con los años',
    column: 'Satélite frente al Banco Mundial',
    row2023: /^2023.*−4,5\s?%$/,
    worldRange: /rango de 347\s?M\s?t a 419\s?M\s?t para una eficiencia de combustión de 98\s?% a 95\s?%/,
    upstreamGas:
      'el gas asociado (OPGEE) por defecto, ya que ninguna fuente publicada les asigna un gas propio',
    refineryGas:
      'gas de las refinerías: de gas asociado (OPGEE) a gas combustible de refinería (EPA de EE. UU., 40 CFR 98, tabla C-1)',
  },
};

const shot = (testInfo: TestInfo, name: string) =>
  path.join(
    path.dirname(testInfo.config.configFile ?? testInfo.config.rootDir),
    'screenshots',
    'truth',
    `${name}.png`,
  );

/** The series chart: its figure, the visible line under it and its text alternative. */
const seriesChart = (page: Page, column: string): { chart: Locator; table: Locator } => {
  const table = page.locator('table').filter({ has: page.getByRole('columnheader', { name: column }) });
  return { chart: page.locator('figure').filter({ has: table }), table };
};

for (const language of ['en', 'es'] as const) {
  test.describe(`satellite against the World Bank, CO2e ranges (${language})`, () => {
    test('the world series says the difference per year, with the filter’s caveat, and the CO2e its range', async ({
      page,
      context,
    }, testInfo) => {
      const copy = COPY[language];
      await presetLanguage(context, language);
      await page.goto('/flaring-explorer');
      const { chart, table } = seriesChart(page, copy.column);
      test.setTimeout(120_000);
      // The world view sums every flare: on a cold server its first answer takes a while.
      await expect(chart.getByText(copy.worldDelta)).toBeVisible({ timeout: 45_000 });
      await expect(chart.getByText(copy.caveat)).toBeVisible();
      // The text alternative carries the same difference in its own column.
      await expect(table.getByRole('row', { name: /^2023/ })).toHaveText(copy.row2023);
      await expect(figure(page, 'co2e')).toContainText(copy.worldRange);
      await expect(figure(page, 'co2e')).toContainText(copy.upstreamGas);
      expect(await blockingViolations(page)).toEqual([]);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await chart.scrollIntoViewIfNeeded();
        await saveScreenshot(chart, { path: shot(testInfo, `world-series-delta-${language}-${width}`) });
        await saveScreenshot(figure(page, 'co2e'), {
          path: shot(testInfo, `world-co2e-range-${language}-${width}`),
        });
      }
    });

    test('a country’s series says the same from its own two series', async ({ page, context }, testInfo) => {
      const copy = COPY[language];
      await presetLanguage(context, language);
      await page.goto('/flaring-explorer/argentina');
      const { chart } = seriesChart(page, copy.column);
      test.setTimeout(90_000);
      await expect(chart.getByText(copy.countryDelta)).toBeVisible({ timeout: 30_000 });
      await expect(chart.getByText(copy.caveat)).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 900 });
      await chart.scrollIntoViewIfNeeded();
      await saveScreenshot(chart, { path: shot(testInfo, `country-series-delta-${language}-390`) });
    });

    test('a refinery’s CO2e range runs up to EPA’s refinery fuel gas and names it', async ({
      page,
      context,
    }, testInfo) => {
      const copy = COPY[language];
      await signIn(context, { language });
      await presetLanguage(context, language);
      // EOG 2017 downstream site 6261, a refinery near La Plata (eog_vnf_flare_sites_2017.csv).
      await page.goto('/flaring-explorer/argentina/unattributed/refinery-6261');
      await expect(figure(page, 'co2e')).toContainText(copy.refineryGas);
      expect(await blockingViolations(page)).toEqual([]);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await saveScreenshot(figure(page, 'co2e'), {
          path: shot(testInfo, `refinery-co2e-range-${language}-${width}`),
        });
      }
    });
  });
}
