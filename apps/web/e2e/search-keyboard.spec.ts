import type { Locator, Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { expect, presetLanguage, test, type Language } from './support/fixtures';

/**
 * Issue 20, items 12 and 16, from the keyboard only: search finds places (a basin by the formation it
 * holds, whose country's flares table then lists only the basin's; a field) through an ARIA combobox, and every country of the world and companies maps is
 * reachable from the list beside them, in English and Spanish.
 */

const TEXT = {
  en: {
    search: 'Find a country, basin, province, company, field or flare',
    results: 'Search results',
    count: /^\d+ results?$/,
    country: (name: string) => `Flaring in ${name}`,
    company: 'Flaring by YPF S.A. in Argentina',
    companies: (name: string) => `Companies in ${name}`,
    index: /^Choose from the list: all \d+ countries with data, A–Z$/,
    indexNav: 'Countries with data, A–Z',
    fieldFound: 'Field LOMA CAMPANA',
    fieldLink: 'See it in the fields table',
    fieldsTitle: 'Fields',
    basinFound: 'Neuquina basin',
    basinCount: /\d+ of the \d+ flares of Argentina lie in fields \(concessions\) of the Neuquina basin/,
    basinTable: 'Flares of Argentina in fields of the Neuquina basin',
    allFlares: 'Show all the flares of Argentina',
  },
  es: {
    search: 'Buscar un país, una cuenca, una provincia, una empresa, un yacimiento o una antorcha',
    results: 'Resultados de la búsqueda',
    count: /^\d+ resultados?$/,
    country: (name: string) => `Quema en ${name}`,
    company: 'Quema de YPF S.A. en Argentina',
    companies: (name: string) => `Empresas en ${name}`,
    index: /^Elegir de la lista: los \d+ países con datos, de la A a la Z$/,
    indexNav: 'Países con datos, de la A a la Z',
    fieldFound: 'Yacimiento LOMA CAMPANA',
    fieldLink: 'Verlo en la tabla de yacimientos',
    fieldsTitle: 'Yacimientos',
    basinFound: 'Cuenca Neuquina',
    basinCount:
      /\d+ de las \d+ antorchas de Argentina están en yacimientos \(concesiones\) de la cuenca Neuquina/,
    basinTable: 'Antorchas de Argentina en yacimientos de la cuenca Neuquina',
    allFlares: 'Mostrar todas las antorchas de Argentina',
  },
} satisfies Record<Language, Record<string, unknown>>;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Presses Tab until `target` has the focus (at most `limit` times): reachable from the keyboard. */
const tabTo = async (page: Page, target: Locator, limit = 80) => {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`not reached with ${limit} presses of Tab`);
};

/** The option the combobox says is active (aria-activedescendant), which must say it is selected. */
const activeOption = async (page: Page, box: Locator) => {
  await expect(box).toHaveAttribute('aria-activedescendant', /.+/);
  const id = await box.getAttribute('aria-activedescendant');
  const option = page.locator(`[id="${id}"]`);
  await expect(option).toHaveAttribute('role', 'option');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  return option;
};

for (const language of ['en', 'es'] as const) {
  const text = TEXT[language];

  test(`search: "vaca muerta" and "loma campana" reached with the keyboard only (${language})`, async ({
    page,
    context,
  }) => {
    test.slow(); // the world view draws every flare in software WebGL on the way
    await presetLanguage(context, language);
    await page.goto('/flaring-explorer');
    const box = page.getByRole('combobox', { name: text.search });
    await tabTo(page, box);
    await expect(box).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.type('vaca muerta');
    const list = page.getByRole('listbox', { name: text.results });
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await expect(box).toHaveAttribute('aria-controls', (await list.getAttribute('id')) ?? '');
    await expect(page.getByText(text.count)).toBeVisible();
    await expect(list.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const basin = await activeOption(page, box);
    await expect(basin).toContainText('Neuquina');
    await expect(basin).toContainText('Vaca Muerta');
    // The focus never left the box: the list is driven from it.
    await expect(box).toBeFocused();
    expect(await blockingViolations(page)).toEqual([]);

    // Down and back up wraps round the list and returns to the same option.
    const options = list.getByRole('option');
    const count = await options.count();
    for (let i = 0; i < count; i += 1) await page.keyboard.press('ArrowDown');
    await expect(await activeOption(page, box)).toContainText('Neuquina');

    await page.keyboard.press('Enter');
    await expect(h1(page)).toHaveText(text.country('Argentina'));
    // The country's flares table lists only the flares in the basin's fields; a note says so and leads back.
    const place = page.getByRole('status').filter({ hasText: text.basinFound });
    await expect(place).toContainText(text.basinCount);
    await expect(page.getByRole('table', { name: text.basinTable })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await tabTo(page, place.getByRole('link', { name: text.allFlares }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/flaring-explorer\/argentina$/);
    await expect(page.getByRole('status').filter({ hasText: text.basinFound })).toHaveCount(0);

    await page.goto('/flaring-explorer');
    await tabTo(page, box);
    await page.keyboard.type('loma campana');
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    // The results are in (not "Searching…") before the arrow key moves through them.
    await expect(list.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const field = await activeOption(page, box);
    await expect(field).toContainText('LOMA CAMPANA');
    await expect(field).toContainText('YPF S.A.');
    // Escape closes the list and keeps the text; a second Escape clears it.
    await page.keyboard.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await expect(box).not.toHaveAttribute('aria-activedescendant');
    await expect(box).toHaveValue('loma campana');
    await page.keyboard.press('ArrowDown');
    await expect(await activeOption(page, box)).toContainText('LOMA CAMPANA');
    await page.keyboard.press('Enter');
    await expect(h1(page)).toHaveText(text.company);
    // The operator's view says which field was found, and links down to the fields table.
    const found = page.getByRole('status').filter({ hasText: text.fieldFound });
    await expect(found).toContainText('Neuquina');
    expect(await blockingViolations(page)).toEqual([]);
    await tabTo(page, found.getByRole('link', { name: text.fieldLink }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#fields-heading$/);
    await expect(page.getByRole('heading', { level: 2, name: text.fieldsTitle })).toBeInViewport();
  });

  test(`the world map's countries, every one with data, are reachable from the keyboard (${language})`, async ({
    page,
    context,
  }) => {
    test.slow();
    await presetLanguage(context, language);
    const world = (await (await page.request.get('/api/flaring/world')).json()) as {
      countries: Array<{ slug: string; nameEn: string; nameEs: string; flaredM3: number }>;
    };
    // A country with data that did not flare in the latest year: not in the ranking, yet on the map.
    const unranked = world.countries.find((country) => country.flaredM3 === 0);
    expect(unranked).toBeDefined();
    const name = language === 'es' ? unranked!.nameEs : unranked!.nameEn;

    await page.goto('/flaring-explorer');
    const summary = page.getByText(text.index);
    await tabTo(page, summary);
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: text.indexNav });
    await expect(nav.getByRole('link')).toHaveCount(world.countries.length);
    expect(await blockingViolations(page)).toEqual([]);
    await tabTo(page, nav.getByRole('link', { name, exact: true }), world.countries.length + 5);
    await page.keyboard.press('Enter');
    await expect(h1(page)).toHaveText(text.country(name));
  });

  test(`the companies map's countries lead to a company from the keyboard (${language})`, async ({
    page,
    context,
  }) => {
    await presetLanguage(context, language);
    await page.goto('/companies');
    await tabTo(page, page.getByText(text.index));
    await page.keyboard.press('Enter');
    const nav = page.getByRole('navigation', { name: text.indexNav });
    await tabTo(page, nav.getByRole('link', { name: 'Argentina', exact: true }), 200);
    await page.keyboard.press('Enter');
    await expect(h1(page)).toHaveText(text.companies('Argentina'));
    await tabTo(page, page.getByRole('link', { name: 'YPF S.A.', exact: true }).first(), 120);
    await page.keyboard.press('Enter');
    await expect(h1(page)).toContainText('YPF S.A.');
  });
}
