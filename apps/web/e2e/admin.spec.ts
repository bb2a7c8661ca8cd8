import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { lastMailTo } from './support/accounts';
import { blockingViolations } from './support/axe';
import { expect, presetLanguage, signIn, test, type Language } from './support/fixtures';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** What each language's administrator reads and clicks. */
const TEXT = {
  en: {
    users: 'Users',
    search: 'Search',
    grantPremium: 'Grant premium',
    reason: 'Reason',
    saved: 'Saved. The user sees the change on their next request.',
    premium: 'Premium data',
    yes: 'Yes',
    download: 'Download data',
    noPremium: 'You have not yet received access to premium data.',
    xlsx: 'Excel (XLSX): every table of this view',
    mailSubject: 'You now have access to premium data',
    history: 'Access granted',
    imports: 'Imports',
    file: 'File (CSV or XLSX)',
    source: 'Publisher',
    import: 'Import',
    notImported: /was not imported\./,
    badPeriod: 'Write a year (YYYY) or a month (YYYY-MM).',
    downloadReport: 'Download the report (CSV)',
    imported: /^Imported /,
    production: 'Production of YPF S.A.',
    line: 'Line',
    preview: 'Preview',
    previewed: /^Preview of wb-bolivia-2024\.csv: nothing was changed\./,
    matched: /of 12 sites matched to the nearest satellite flare of their country within 1,500 m\./,
    importPreviewed: 'Import this file',
  },
  es: {
    users: 'Usuarios',
    search: 'Buscar',
    grantPremium: 'Otorgar premium',
    reason: 'Motivo',
    saved: 'Guardado. La persona ve el cambio en su próxima solicitud.',
    premium: 'Datos premium',
    yes: 'Sí',
    download: 'Descargar datos',
    noPremium: 'Aún no ha recibido acceso a los datos premium.',
    xlsx: 'Excel (XLSX): todas las tablas de esta vista',
    mailSubject: 'Ahora tiene acceso a los datos premium',
    history: 'Acceso otorgado',
    imports: 'Importaciones',
    file: 'Archivo (CSV o XLSX)',
    source: 'Editor de los datos',
    import: 'Importar',
    notImported: /^No se importó /,
    badPeriod: 'Escriba un año (AAAA) o un mes (AAAA-MM).',
    downloadReport: 'Descargar el informe (CSV)',
    imported: /^Se importó /,
    production: 'Producción de YPF S.A.',
    line: 'Línea',
    preview: 'Vista previa',
    previewed: /^Vista previa de wb-bolivia-2024\.csv: no se cambió nada\./,
    matched: /de 12 sitios asociados a la antorcha satelital más cercana de su país a menos de 1500 m\./,
    importPreviewed: 'Importar este archivo',
  },
} as const;

const newPage = async (browser: Browser, options: Parameters<typeof signIn>[1]) => {
  const context = await browser.newContext();
  const user = await signIn(context, options);
  return { page: await context.newPage(), user, context };
};

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  const T = TEXT[language];

  test(`an administrator finds a user and grants premium; the user has it on their next page (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const member = await newPage(browser, { language });
    await member.page.goto('/flaring-explorer/colombia');
    await member.page.getByRole('button', { name: T.download }).click();
    await expect(member.page.getByRole('alert')).toContainText(T.noPremium);

    const admin = await newPage(browser, { language, role: 'admin' });
    await admin.page.goto('/admin/users');
    await expect(h1(admin.page)).toHaveText(T.users);
    await admin.page.getByRole('searchbox', { name: T.search }).fill(member.user.email.slice(0, 20));
    // The search runs once typing rests, and puts itself in the address.
    await expect(admin.page).toHaveURL(/[?&]q=/);
    await expect(admin.page.getByRole('table').locator('tbody tr')).toHaveCount(1);
    await admin.page.getByRole('link', { name: member.user.email }).click();
    await expect(h1(admin.page)).toHaveText(member.user.email);
    await admin.page.getByRole('button', { name: T.grantPremium }).click();
    const dialog = admin.page.getByRole('dialog');
    // The reason is required: confirming without one changes nothing.
    await dialog.getByRole('button', { name: T.grantPremium }).click();
    await expect(dialog.getByLabel(new RegExp(`^${T.reason}`))).toHaveAttribute('aria-invalid', 'true');
    expect(await blockingViolations(admin.page)).toEqual([]);
    await dialog.getByLabel(new RegExp(`^${T.reason}`)).fill('Signed the data agreement');
    await dialog.getByRole('button', { name: T.grantPremium }).click();
    await expect(admin.page.getByRole('status').filter({ hasText: T.saved })).toBeVisible();
    const access = admin.page.getByRole('region', {
      name: new RegExp(language === 'en' ? '^Access$' : '^Acceso$'),
    });
    await expect(access).toContainText(`${T.premium}${T.yes}`);
    await expect(admin.page.getByRole('table').last()).toContainText(T.history);
    expect(await blockingViolations(admin.page)).toEqual([]);

    // The member's next page load has the access: the download menu opens.
    await member.page.reload();
    await member.page.getByRole('button', { name: T.download }).click();
    await expect(member.page.getByRole('button', { name: T.xlsx })).toBeVisible();
    await expect.poll(() => lastMailTo(member.user.email)?.subject, { timeout: 15_000 }).toBe(T.mailSubject);
    await member.context.close();
    await admin.context.close();
  });

  test(`an administrator uploads a file with a bad row, reads the report, fixes it and sees the figures on the explorer (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const publisher = `E2E Regulator ${language.toUpperCase()} ${randomUUID().slice(0, 6)}`;
    const period = language === 'en' ? '2026-09' : '2026-10';
    const csv = (badPeriod: string) =>
      Buffer.from(
        [
          'country,company,period,oil_bbl,gas_m3',
          `ARG,YPF S.A.,${period},4321,120000`,
          `ARG,YPF S.A.,${badPeriod},100,100`,
        ].join('\n'),
      );
    /** The company's production table, read by a visitor in a browser of their own (no cached view). */
    const productionTable = async () => {
      const context = await browser.newContext();
      await presetLanguage(context, language);
      const visitor = await context.newPage();
      await visitor.goto('/flaring-explorer/argentina/ypf-s-a');
      const table = visitor.getByRole('table', { name: T.production });
      await expect(table).toBeVisible({ timeout: 20_000 });
      const text = await table.textContent();
      await context.close();
      return text ?? '';
    };
    // Before: the company's production has no row from this publisher.
    expect(await productionTable()).not.toContain(publisher);

    const admin = await newPage(browser, { language, role: 'admin' });
    const { page } = admin;

    await page.goto('/admin/imports');
    await expect(h1(page)).toHaveText(T.imports);
    await page.getByLabel(T.source, { exact: false }).first().fill(publisher);
    await page
      .getByLabel(T.file)
      .setInputFiles({ name: 'production.csv', mimeType: 'text/csv', buffer: csv('2026-13') });
    await page.getByRole('button', { name: T.import, exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: T.notImported })).toBeVisible({ timeout: 30_000 });
    const report = page.getByTestId('row-error-report');
    await expect(report.locator('tbody tr')).toHaveCount(1);
    await expect(report.locator('tbody tr')).toContainText(['3', 'period', T.badPeriod].join(''));
    expect(await blockingViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: T.downloadReport }).click(),
    ]);
    const saved = fs.readFileSync((await download.path()) as string, 'utf8');
    expect(saved).toContain(`"${T.line}"`);
    expect(saved).toContain(`"3","period","${T.badPeriod}"`);

    // Fixed: the same file with a real month imports.
    await page
      .getByLabel(T.file)
      .setInputFiles({ name: 'production.csv', mimeType: 'text/csv', buffer: csv('2026-11') });
    await page.getByRole('button', { name: T.import, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: T.imported })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('import-counts')).toBeVisible();
    await expect(page.getByTestId('import-history')).toContainText(publisher);

    // After: the explorer shows the publisher's production, newest first.
    expect(await productionTable()).toContain(publisher);
    await admin.context.close();
  });

  test(`an administrator previews the World Bank's per-flare file, reads the matching, then imports it (${language})`, async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const admin = await newPage(browser, { language, role: 'admin' });
    const { page } = admin;
    await page.goto('/admin/imports');
    await expect(h1(page)).toHaveText(T.imports);
    // The shipped Bolivian extract, as the World Bank's CSV export writes it, restated under its own source.
    await page.getByLabel(T.source, { exact: false }).first().fill('wb-flare-sites-2024');
    await page.getByLabel(T.file).setInputFiles({
      name: 'wb-bolivia-2024.csv',
      mimeType: 'text/csv',
      buffer: fs.readFileSync(path.resolve('data/seed/worldbank_flare_sites/wb_flare_sites_2024_BOL.csv')),
    });
    await page.getByRole('button', { name: T.preview, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: T.previewed })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('site-matching')).toHaveText(T.matched);
    await expect(page.getByTestId('import-counts')).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByRole('button', { name: T.importPreviewed }).click();
    await expect(page.getByRole('status').filter({ hasText: T.imported })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('site-matching')).toHaveText(T.matched);
    await admin.context.close();
  });
}
