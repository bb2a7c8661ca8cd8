import type { Page } from '@playwright/test';
import { blockingViolations } from './support/axe';
import { expect, presetLanguage, signIn, test } from './support/fixtures';
import { createProject, pageFor } from './support/projects';

/** Issue 26, items 8 and 9: scenarios side by side, and the screened opportunities, in en and es. */

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

const TEXT = {
  en: {
    screened: 'Screened opportunities',
    banner: 'Default model on satellite data, not an owner’s project.',
    rowNotice: /^Default model on satellite data \(.+, \d{4}(-\d\d)?\), not an owner’s project/,
    sortIrr: 'Sort by IRR',
    next: 'Next page',
    page2: /^Page 2 of \d+$/,
    start: /^Start a project from flare /,
    newTitle: 'Start a gas-to-power project',
    capacity: 'Capacity (MW)',
    add: 'Add a scenario',
    name: 'Scenario name',
    value: /^Value: /,
    input: 'Input',
    save: 'Save scenario',
    scenarios: 'Scenarios side by side',
    capacityFactor: 'Capacity factor (%)',
    capacityFactorError: 'Enter a capacity factor from 1 % to 100 %',
    gas: 'Gas available (m³/d)',
    lowGas: 'Low gas',
    deleteLabel: 'Delete scenario Low gas',
    delete: 'Delete',
    npv: 'NPV',
  },
  es: {
    screened: 'Oportunidades preseleccionadas',
    banner: 'Modelo por defecto sobre datos satelitales, no un proyecto de un titular.',
    rowNotice:
      /^Modelo por defecto sobre datos satelitales \(.+, \d{4}(-\d\d)?\), no un proyecto de un titular/,
    sortIrr: 'Ordenar por TIR',
    next: 'Página siguiente',
    page2: /^Página 2 de \d+$/,
    start: /^Iniciar un proyecto desde la antorcha /,
    newTitle: 'Iniciar un proyecto de gas a energía',
    capacity: 'Capacidad (MW)',
    add: 'Agregar un escenario',
    name: 'Nombre del escenario',
    value: /^Valor: /,
    input: 'Supuesto',
    save: 'Guardar el escenario',
    scenarios: 'Escenarios lado a lado',
    capacityFactor: 'Factor de capacidad (%)',
    capacityFactorError: 'Ingrese un factor de capacidad de 1 % a 100 %',
    gas: 'Gas disponible (m³/d)',
    lowGas: 'Poco gas',
    deleteLabel: 'Eliminar el escenario Poco gas',
    delete: 'Eliminar',
    npv: 'VAN',
  },
} as const;

for (const language of ['en', 'es'] as const) {
  const T = TEXT[language];

  test(`screened opportunities: sorted, paged, each row the default model and one click from a draft (${language})`, async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    await presetLanguage(context, language);
    // Any signed-in user: the rows come from the flares, which every signed-in user opens.
    await signIn(context, { language });
    await page.goto('/opportunities/screened');
    await expect(h1(page)).toHaveText(T.screened, { timeout: 20_000 });
    await expect(page.getByTestId('screened-banner')).toHaveText(T.banner);
    const notices = page.getByTestId('screened-notice');
    await expect(notices).toHaveCount(25);
    for (const notice of await notices.all()) await expect(notice).toHaveText(T.rowNotice);
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('button', { name: T.sortIrr }).click();
    await expect(page).toHaveURL(/sort=irr&order=desc/);
    await expect(page.getByRole('columnheader', { name: T.sortIrr })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await page.getByRole('button', { name: T.next }).click();
    await expect(page.getByText(T.page2)).toBeVisible();
    await expect(page).toHaveURL(/page=2/);
    // The previous page stays on screen until the next arrives: wait for page 2's rows.
    await expect(page.locator('[data-page="2"]')).toBeVisible();

    // The first row's plant is the draft's: one click, the same capacity in the form.
    const firstRow = page.getByRole('row').nth(1);
    const capacity = (await firstRow.getByRole('cell').nth(2).innerText()).split(/\s/)[0] ?? '';
    await firstRow.getByRole('link', { name: T.start }).click();
    await expect(h1(page)).toHaveText(T.newTitle, { timeout: 20_000 });
    const typed = await page.getByLabel(T.capacity, { exact: true }).inputValue();
    // As the language writes numbers: 1,234.5 (en) or 1.234,5 (es).
    const numberOf = (text: string) =>
      Number(language === 'es' ? text.replace(/\./g, '').replace(',', '.') : text.replace(/,/g, ''));
    expect(numberOf(typed)).toBeCloseTo(numberOf(capacity), 5);
  });

  test(`scenarios side by side: the owner saves one, an investor reads it, bad input is refused (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const ownerContext = await browser.newContext();
    await presetLanguage(ownerContext, language);
    const ownerUser = await signIn(ownerContext, { language });
    const project = createProject(ownerUser.id, language);
    const owner = await ownerContext.newPage();
    await owner.goto(`/project/${project.slug}/project-financials`);
    await expect(owner.getByRole('heading', { name: T.scenarios })).toBeVisible({ timeout: 20_000 });

    // A capacity factor of 150 % is refused with the translated message, and nothing is saved.
    await owner.getByRole('button', { name: T.add }).click();
    const form = owner.getByRole('form', { name: T.add });
    await form.getByLabel(T.name).fill(T.lowGas);
    await form.getByLabel(T.input).selectOption({ label: T.capacityFactor });
    await form.getByLabel(T.value).fill('150');
    await form.getByRole('button', { name: T.save }).click();
    await expect(form.getByText(T.capacityFactorError)).toBeVisible();

    await form.getByLabel(T.input).selectOption({ label: T.gas });
    await form.getByLabel(T.value).fill('40000');
    await form.getByRole('button', { name: T.save }).click();
    const table = owner.getByRole('table', { name: T.scenarios });
    await expect(table.getByRole('columnheader', { name: T.lowGas })).toBeVisible();
    expect(await blockingViolations(owner)).toEqual([]);

    // An investor with project access reads the same columns, and may not change them.
    const investorUser = await signIn(await browser.newContext(), { language, hasProjectAccess: true });
    const investor = await pageFor(browser, investorUser, language);
    await investor.goto(`/project/${project.slug}/project-financials`);
    const seen = investor.getByRole('table', { name: T.scenarios });
    await expect(seen.getByRole('columnheader', { name: T.lowGas })).toBeVisible({ timeout: 20_000 });
    const npvRow = seen.getByRole('row', { name: new RegExp(`^${T.npv}`) });
    const cells = await npvRow.getByRole('cell').allInnerTexts();
    expect(cells).toHaveLength(2);
    expect(cells[0]).not.toBe(cells[1]);
    await expect(investor.getByRole('button', { name: T.add })).toHaveCount(0);
    expect(await blockingViolations(investor)).toEqual([]);

    // The owner deletes it.
    await owner.getByRole('button', { name: T.deleteLabel }).click();
    await owner.getByRole('group', { name: T.deleteLabel }).getByRole('button', { name: T.delete }).click();
    await expect(table.getByRole('columnheader', { name: T.lowGas })).toHaveCount(0);
  });
}
