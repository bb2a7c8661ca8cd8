import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { expect, presetLanguage, test, type Language } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 34, items 6 and 7 (decision 036): the United States' operators as they report to the states, month by
 * month, beside the satellite total; a company's months with its rank and the satellite estimate beside them;
 * declared vs observed for every operator with an estimate. On the shipped data.
 */
const COPY: Record<
  Language,
  {
    section: string;
    why: RegExp;
    monthly: string;
    latest: RegExp;
    observed: string;
    below: string;
    link: string;
    pageTitle: string;
    totals: RegExp;
  }
> = {
  en: {
    section: 'Operators as reported to the states',
    why: /Satellite flares in the United States stay “Not attributed”/,
    monthly: 'Reported to the states, month by month',
    latest: /Latest month for Marathon Oil Corp: April 2021 · Latest month in this source: May 2021/,
    observed: 'Declared vs observed',
    below: 'Below what satellites saw',
    link: 'Declared vs observed: every operator with a satellite estimate',
    pageTitle: 'Declared vs observed: US operators',
    totals:
      /^Totals over January 2020 to December 2020: reported .*; \d+ of \d+ months below the lower bound\.$/,
  },
  es: {
    section: 'Operadores según lo declarado a los estados',
    why: /Las antorchas vistas por satélite en Estados Unidos siguen “Sin atribuir”/,
    monthly: 'Declarado a los estados, mes a mes',
    latest: /Último mes de Marathon Oil Corp: abril de 2021 · Último mes en esta fuente: mayo de 2021/,
    observed: 'Declarado frente a observado',
    below: 'Por debajo de lo que vieron los satélites',
    link: 'Declarado frente a observado: cada operador con estimación satelital',
    pageTitle: 'Declarado frente a observado: operadores de EE. UU.',
    totals:
      /^Totales de enero de 2020 a diciembre de 2020: declarado .*; \d+ de \d+ meses por debajo de la cota inferior\.$/,
  },
};

const save = (page: Page, testInfo: TestInfo, name: string) =>
  saveScreenshot(page, {
    path: path.join(
      path.dirname(testInfo.config.configFile ?? testInfo.config.rootDir),
      'screenshots',
      'us-operators',
      `${name}.png`,
    ),
    fullPage: true,
    animations: 'disabled',
  });

for (const language of ['en', 'es'] as const) {
  test(`US operators month by month and declared vs observed (${language})`, async ({
    page,
    context,
  }, testInfo) => {
    // Three pages, each checked by axe and photographed whole: more than the default 30 s on a busy machine.
    test.setTimeout(90_000);
    const copy = COPY[language];
    await presetLanguage(context, language);
    await page.goto('/companies/united-states');
    const section = page.locator('section[aria-labelledby="reported-operators-heading"]');
    await expect(section.getByRole('heading', { name: copy.section })).toBeVisible();
    await expect(section).toContainText(copy.why);
    // 2020 by default: Marathon Oil reported the most flared gas among US operators.
    const table = section.getByRole('table');
    await expect(table.getByRole('row').nth(1)).toContainText('Marathon Oil Corp');
    expect(await blockingViolations(page)).toEqual([]);
    await save(page, testInfo, `country-${language}`);

    await table.getByRole('link', { name: 'Marathon Oil Corp' }).click();
    await expect(page).toHaveURL(/\/companies\/united-states\/marathon-oil-corp$/);
    await expect(page.getByRole('heading', { name: copy.monthly })).toBeVisible();
    // Dated honestly: Marathon's last report in this source is April 2021, though the source reaches May.
    await expect(page.getByTestId('latest-month')).toHaveText(copy.latest);
    await expect(page.locator('[data-figure="rank"]')).toContainText(/1/);
    const observed = page.locator('section[aria-labelledby="observed-heading"]');
    await expect(observed.getByRole('heading', { name: copy.observed })).toBeVisible();
    await expect(observed.getByTestId('observed-months').getByText(copy.below).first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await save(page, testInfo, `company-marathon-${language}`);

    await page.goBack();
    await page.getByRole('link', { name: copy.link }).click();
    await expect(page).toHaveURL(/\/companies\/united-states\/declared-vs-observed$/);
    await expect(page.getByRole('heading', { level: 1, name: copy.pageTitle })).toBeVisible();
    const ranking = page.getByRole('table');
    // The largest gap between the satellite estimate and the reported volume over every month held.
    await expect(ranking.getByRole('row').nth(1)).toContainText('Diamondback Energy Inc');
    await expect(ranking.getByRole('row')).toHaveCount(59);
    await page.goto('/companies/united-states/declared-vs-observed?from=2020-01&to=2020-12');
    await expect(page.getByTestId('observed-totals')).toHaveText(copy.totals);
    expect(await blockingViolations(page)).toEqual([]);
    await save(page, testInfo, `declared-vs-observed-${language}`);
  });
}
