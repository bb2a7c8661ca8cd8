import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { expect, presetLanguage, signIn, test, type Language } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

/**
 * Issue 24, operators worldwide (decision 016): Iraq's operators from the World Bank's per-flare sites, a
 * company under one name with its former names, a group world-wide, and the flare that names its source.
 */
const COPY: Record<
  Language,
  {
    iraqHeading: string;
    coverage: RegExp;
    figures: string;
    groupLink: string;
    groupHeading: string;
    basis: RegExp;
    aliases: string;
    formerName: string;
    rosneftRow: RegExp;
    facts: string;
    siteMatch: RegExp;
    searchLabel: string;
    groupKind: string;
  }
> = {
  en: {
    iraqHeading: 'Companies in Iraq',
    coverage:
      /A source names the operator of 72\.6% of the flaring in the satellite upstream catalogue in 2024/,
    figures: 'Flaring summary and ranks, 2024',
    groupLink: 'See LUKOIL world-wide',
    groupHeading: 'LUKOIL world-wide',
    basis:
      /Years dated by World Bank[^:]*: 2024\. 2017–2023: the history of the flares LUKOIL operated in 2024/,
    aliases: 'Also known as',
    formerName: 'former name',
    rosneftRow: /Vostsibneftegaz\s*Russia/,
    facts: 'General information',
    siteMatch:
      /^2024: World Bank.* names field West Qurna 2-Yamama \(oil\), operator LUKOIL; its site is 0 km from this flare/,
    searchLabel: 'Find a country, basin, province, company, field or flare',
    groupKind: 'Group',
  },
  es: {
    iraqHeading: 'Empresas en Irak',
    coverage:
      /Una fuente identifica al operador del 72,6\s?% de la quema del catálogo satelital de upstream en 2024/,
    figures: 'Resumen de quema y posiciones, 2024',
    groupLink: 'Ver LUKOIL en el mundo',
    groupHeading: 'LUKOIL en el mundo',
    basis:
      /Años fechados según Banco Mundial[^:]*: 2024\. 2017–2023: la historia de las antorchas que LUKOIL operaba en 2024/,
    aliases: 'También conocida como',
    formerName: 'nombre anterior',
    rosneftRow: /Vostsibneftegaz\s*Rusia/,
    facts: 'Información general',
    siteMatch:
      /^2024: Banco Mundial.* indica el yacimiento West Qurna 2-Yamama \(petróleo\) y el operador LUKOIL; su sitio está a 0 km de esta antorcha/,
    searchLabel: 'Buscar un país, una cuenca, una provincia, una empresa, un yacimiento o una antorcha',
    groupKind: 'Grupo',
  },
};

const save = (page: Page, testInfo: TestInfo, name: string) =>
  saveScreenshot(page, {
    path: path.join(
      path.dirname(testInfo.config.configFile ?? testInfo.config.rootDir),
      'screenshots',
      'operators',
      `${name}.png`,
    ),
    fullPage: true,
    animations: 'disabled',
  });

for (const language of ['en', 'es'] as const) {
  test.describe(`operators worldwide (${language})`, () => {
    test('Iraq lists its operators; LUKOIL’s page says which years a source dates and opens its group', async ({
      page,
      context,
    }, testInfo) => {
      const copy = COPY[language];
      await presetLanguage(context, language);
      await page.goto('/companies');
      await expect(page.getByTestId('operator-coverage')).toContainText(copy.coverage);
      await page.goto('/companies/iraq');
      await expect(page.getByRole('heading', { level: 1, name: copy.iraqHeading })).toBeVisible();
      const lukoil = page.getByRole('link', { name: 'LUKOIL', exact: true }).first();
      await expect(page.getByRole('link', { name: 'Basra Oil Company' }).first()).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      await save(page, testInfo, `companies-iraq-${language}-1280`);
      await lukoil.click();
      await expect(page).toHaveURL(/\/companies\/iraq\/lukoil$/);
      await expect(page.getByRole('heading', { name: copy.figures })).toBeVisible();
      await expect(page.getByTestId('attribution-basis')).toContainText(copy.basis);
      await expect(page.locator('[data-figure="groupRank"]')).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      await save(page, testInfo, `company-lukoil-${language}-1280`);
      await page.getByRole('link', { name: copy.groupLink }).click();
      await expect(page.getByRole('heading', { level: 1, name: copy.groupHeading })).toBeVisible();
      const members = page.locator('section[aria-labelledby="members-heading"] table');
      // The header, LUKOIL in Iraq, and its 14 Russian companies (LUKOIL and its subsidiaries, by their rules).
      await expect(members.getByRole('row')).toHaveCount(16);
      expect(await blockingViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 900 });
      await save(page, testInfo, `group-lukoil-${language}-390`);
    });

    test('one Vista in Argentina, with its former names and their evidence', async ({
      page,
      context,
    }, testInfo) => {
      const copy = COPY[language];
      await presetLanguage(context, language);
      await page.goto('/companies/argentina/vista-energy-argentina-sau');
      const identity = page.getByTestId('company-identity');
      await expect(identity.getByText(copy.aliases)).toBeVisible();
      const items = identity.getByRole('listitem');
      await expect(items).toHaveCount(2);
      await expect(items.filter({ hasText: /^VISTA OIL & GAS ARGENTINA SAU \(/ })).toContainText(
        copy.formerName,
      );
      // The evidence: the Secretaría's own handover months in the same concessions.
      await expect(items.filter({ hasText: /^Vista Oil & Gas Argentina SA \(/ })).toContainText('2019-07');
      expect(await blockingViolations(page)).toEqual([]);
      await save(page, testInfo, `company-vista-${language}-1280`);
    });

    test('search finds Rosneft as a group and opens its companies', async ({ page, context }) => {
      const copy = COPY[language];
      await presetLanguage(context, language);
      await page.goto('/flaring-explorer');
      await page.getByRole('combobox', { name: copy.searchLabel }).fill('Rosneft');
      const option = page.getByRole('option').filter({ hasText: copy.groupKind }).first();
      await expect(option).toContainText('Rosneft');
      await option.click();
      await expect(page).toHaveURL(/\/companies\/world\/rosneft$/);
      await expect(page.locator('section[aria-labelledby="members-heading"] table')).toContainText(
        copy.rosneftRow,
      );
    });

    test('West Qurna 2’s largest flare names LUKOIL with the World Bank as source and the distance', async ({
      page,
      context,
    }, testInfo) => {
      const copy = COPY[language];
      await signIn(context, { language });
      await presetLanguage(context, language);
      const list = await (
        await page.request.get('/api/flaring/countries/iraq/companies/lukoil/flares?sort=volume&order=desc')
      ).json();
      const name = list.items[0].name as string;
      expect(name).toMatch(/^west-qurna-2-yamama-/);
      await page.goto(`/flaring-explorer/iraq/lukoil/${name}`);
      const facts = page.getByRole('region', { name: copy.facts });
      await expect(facts.getByTestId('site-match').first()).toHaveText(copy.siteMatch);
      expect(await blockingViolations(page)).toEqual([]);
      await save(page, testInfo, `flare-west-qurna-${language}-1280`);
    });
  });
}
