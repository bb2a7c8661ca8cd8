import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DB_FILE } from '../../../playwright.config';
import { blockingViolations } from './support/axe';
import { expect, signIn, test } from './support/fixtures';
import { LANGUAGES } from './support/screens';
import { saveScreenshot } from './support/screenshots';

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** What each language's administrator reads on the registrations screen. */
const TEXT = {
  en: {
    nav: 'Event registrations',
    search: 'Search',
    download: 'Download CSV',
    country: 'Mexico',
    role: 'Service company',
    empty: 'No registration matches the search.',
    header: 'Name,Email,Company,Position,Country,Works for,Message,Language,Registered,Last changed',
  },
  es: {
    nav: 'Inscripciones al evento',
    search: 'Buscar',
    download: 'Descargar CSV',
    country: 'México',
    role: 'Empresa de servicios',
    empty: 'Ningún registro coincide con la búsqueda.',
    header: 'Nombre,Correo,Empresa,Cargo,País,Trabaja para,Mensaje,Idioma,Registrado,Último cambio',
  },
} as const;

/** Registrations of interest as the /bussiness form stores them, written straight into the server's file. */
const storeRegistrations = (company: string, count: number) => {
  const db = new Database(E2E_DB_FILE, { fileMustExist: true, timeout: 10_000 });
  try {
    db.pragma('busy_timeout = 10000');
    const insert = db.prepare(
      `INSERT INTO event_registrations (id, email, name, company, position, country, role, message, language,
         ip, created_at, updated_at)
       VALUES (@id, @email, @name, @company, NULL, 'MX', 'service', @message, 'es', NULL, @now, @now)`,
    );
    for (let i = 0; i < count; i += 1) {
      const now = new Date(Date.now() - i * 60_000).toISOString();
      insert.run({
        id: randomUUID(),
        email: `bm-${i}-${randomUUID().slice(0, 8)}@example.com`,
        name: `Ana Ruiz ${i}`,
        company: `${company} ${i}`,
        message: 'Twelve years in gas processing.',
        now,
      });
    }
  } finally {
    db.close();
  }
};

for (const language of LANGUAGES) {
  test(`an administrator finds Business Mastery registrations, searches them and downloads them (${language})`, async ({
    page,
    context,
  }) => {
    const T = TEXT[language];
    const company = `Servicios ${randomUUID().slice(0, 6)}`;
    storeRegistrations(company, 3);
    await signIn(context, { language, role: 'admin' });
    await page.goto('/admin');
    await page.getByRole('link', { name: T.nav }).click();
    await expect(h1(page)).toHaveText(T.nav);

    await page.getByRole('searchbox', { name: T.search }).fill(company.toLowerCase());
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(company.toLowerCase());
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows).toHaveCount(4); // the header and three registrations
    await expect(rows.nth(1)).toContainText(`${company} 0`);
    await expect(rows.nth(1)).toContainText(T.country);
    await expect(rows.nth(1)).toContainText(T.role);
    expect(await blockingViolations(page)).toEqual([]);

    // The search is in the URL: a reload reproduces the view.
    await page.reload();
    await expect(page.getByRole('searchbox', { name: T.search })).toHaveValue(company.toLowerCase());
    await expect(rows).toHaveCount(4);

    // For people to look at: the table with rows, on a desktop and on a phone.
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await saveScreenshot(page, {
        path: path.join('screenshots', 'admin', `admin-registrations-rows-${language}-${width}.png`),
        fullPage: true,
        animations: 'disabled',
      });
    }

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: T.download }).click(),
    ]);
    const csv = fs.readFileSync(await download.path(), 'utf8').replace(/^\ufeff/, '');
    const lines = csv.trim().split('\n');
    expect(lines[0]).toBe(T.header);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(',')[2])
        .sort(),
    ).toEqual([0, 1, 2].map((i) => `${company} ${i}`));
    expect(csv).toContain(`,${T.country},${T.role},`);

    await page.getByRole('searchbox', { name: T.search }).fill(`${company} nobody`);
    await expect(page.getByText(T.empty)).toBeVisible({ timeout: 15_000 });
    await expect(rows).toHaveCount(1);
  });
}
