import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { E2E_DB_FILE } from '../../../playwright.config';
import { blockingViolations } from './support/axe';
import { expect, signIn, test, type Language } from './support/fixtures';
import { saveScreenshot } from './support/screenshots';

const NIGHT = 'data/seed/eog_vnf_nightly/VNF_npp_d20171205_noaa_v21.flares_only.csv.gz';

const TEXT = {
  en: {
    imports: 'Imports',
    file: 'File (CSV or XLSX)',
    source: 'Publisher',
    import: 'Import',
    imported: /^Imported /,
    summary:
      /^Nightfire v2\.1, satellite npp, night 2017-12-05: \d+ of 2356 detections matched to \d+ flares within 1500 m\./,
    nights: 'Nightly detections (VIIRS Nightfire)',
    seen: /^Seen on [01] of the last clear night$/,
    last: /Dec 5, 2017 \(NPP\), \d+ detections/,
    candidates: 'Nightfire candidates',
  },
  es: {
    imports: 'Importaciones',
    file: 'Archivo (CSV o XLSX)',
    source: 'Editor de los datos',
    import: 'Importar',
    imported: /^Se importó /,
    summary:
      /^Nightfire v2\.1, satélite npp, noche 2017-12-05: \d+ de 2356 detecciones asociadas a \d+ antorchas a menos de 1500 m\./,
    nights: 'Detecciones nocturnas (VIIRS Nightfire)',
    seen: /^Vista en [01] de la última noche despejada$/,
    last: /5 dic 2017 \(NPP\), \d+ detecciones/,
    candidates: 'Candidatas Nightfire',
  },
} as const;

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** The flare the night saw most often, read from the server's database once the night is imported. */
const busiestFlare = () => {
  const db = new Database(E2E_DB_FILE, { readonly: true });
  try {
    return db
      .prepare(
        `select c.slug as country, co.slug as company, f.name as name from flare_nights n
         join flares f on f.id = n.flare_id join countries c on c.iso3 = f.country_iso3
         join companies co on co.id = f.company_id
         order by n.detections desc, n.flare_id limit 1`,
      )
      .get() as { country: string; company: string; name: string };
  } finally {
    db.close();
  }
};

for (const language of ['en', 'es'] as const satisfies readonly Language[]) {
  const T = TEXT[language];

  test(`an administrator uploads EOG's nightly file; the flare page shows its last detection and clear nights (${language})`, async ({
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const context = await browser.newContext();
    await signIn(context, { language, role: 'admin' });
    const page = await context.newPage();
    await page.goto('/admin/imports');
    await expect(h1(page)).toHaveText(T.imports);
    await page.getByLabel(T.source, { exact: false }).first().fill('EOG VIIRS Nightfire');
    await page.getByLabel(T.file).setInputFiles({
      name: path.basename(NIGHT),
      mimeType: 'application/gzip',
      buffer: fs.readFileSync(path.resolve(NIGHT)),
    });
    await page.getByRole('button', { name: T.import, exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: T.imported })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('nightfire-summary')).toContainText(T.summary);

    // The candidates the night left, in the console.
    await page.getByRole('link', { name: T.candidates }).click();
    await expect(h1(page)).toHaveText(T.candidates);
    await expect(page.getByTestId('nightfire-candidates').getByRole('row').nth(1)).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    const flare = busiestFlare();
    await page.goto(
      `/flaring-explorer/${encodeURIComponent(flare.country)}/${encodeURIComponent(flare.company)}/${encodeURIComponent(flare.name)}`,
    );
    const section = page.getByRole('region', { name: T.nights });
    // The flare's page draws its charts and map first: on a busy machine that takes seconds.
    await expect(section.getByTestId('flare-nights-seen')).toHaveText(T.seen, { timeout: 30_000 });
    await expect(section).toContainText(T.last);
    await expect(section.getByTestId('flare-nights-months')).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    expect(await blockingViolations(page)).toEqual([]);
    await saveScreenshot(section, {
      path: path.join(
        path.dirname(testInfo.config.configFile ?? ''),
        'screenshots',
        'nightfire',
        `flare-nights-${language}.png`,
      ),
      animations: 'disabled',
    });
    await context.close();
  });
}
