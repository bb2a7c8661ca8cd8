import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flaringContract, importsContract, type ImportJob } from '@flarescope/shared';
import type { TableMetadata } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { createTestDatabase } from '../../testing/test-database.js';
import { createDatabase, type Db } from '../../db/database.js';
import { fingerprint, tableHash } from '../../testing/fuzz.js';
import { SCREENING_VERSION_KEY } from '../screening/index.js';
import { multipartBody, type TestUpload } from '../../testing/multipart.js';
import { runCli } from '../../testing/run-cli.js';
import {
  shippedRows,
  WORLD_BANK_SITES_DIR,
  worldBankCsv,
  worldBankWorkbook,
  type WorldBankRow,
} from '../../testing/worldbank-workbook.js';
import { refreshAllRollups } from '../flaring-data/index.js';
import { buildSeed } from './seed/build-seed.js';
import { loadSeed } from './seed/load-seed.js';
import { SEED_DIR } from './seed/seed-path.js';

const IRQ = 'wb_flare_sites_2024_IRQ.csv';
const BOL = 'wb_flare_sites_2024_BOL.csv';
const NIGERIA = 'wb_flare_sites_nigeria_2012_2024.csv';
/** How many uploads of one file the server is sent at once. */
/** A request sent 20 times at once answers like its sequential twin (the project's bar for races). */
const UPLOADS_AT_ONCE = 20;

/** A copy of data/seed (links) whose World Bank folder leaves out some files: a database seeded without them. */
const seedDirWithout = (left: string[]): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-seed-'));
  for (const entry of fs.readdirSync(SEED_DIR)) {
    if (entry === 'worldbank_flare_sites') continue;
    fs.symlinkSync(path.join(SEED_DIR, entry), path.join(dir, entry));
  }
  fs.mkdirSync(path.join(dir, 'worldbank_flare_sites'));
  for (const file of fs.readdirSync(WORLD_BANK_SITES_DIR))
    if (!left.includes(file))
      fs.symlinkSync(path.join(WORLD_BANK_SITES_DIR, file), path.join(dir, 'worldbank_flare_sites', file));
  return dir;
};

/**
 * Issue 24, item 1: the World Bank's per-flare workbook as it publishes it (and its CSV export, and the
 * snake-cased extract) imports through the one pipeline, upload and CLI, and does in the database what
 * the seed does with the shipped extracts (decision 016).
 */
describe('the World Bank per-flare workbook through the import pipeline', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  let seedDir: string;
  /**
   * What the seed with every shipped file holds of the countries of the left-out files (read from a copy of the
   * run's seeded template, loaded from data/seed): what the database must hold once they are imported.
   */
  const full = new Map<string, Awaited<ReturnType<typeof countryRows>>>();
  const irqRows = shippedRows(IRQ);
  const bolRows = shippedRows(BOL);
  let irqWorkbook: Buffer;

  beforeAll(async () => {
    t = await buildTestApp();
    seedDir = seedDirWithout([IRQ, BOL]);
    await loadSeed(t.db, t.clock, buildSeed(seedDir));
    const seeded = await createTestDatabase({ seeded: true });
    const seededDb = createDatabase(seeded.database);
    try {
      for (const iso3 of ['IRQ', 'BOL']) full.set(iso3, await countryRows(seededDb, iso3));
    } finally {
      await seededDb.destroy();
      await seeded.drop();
    }
    admin = (await buildSignedInUser(t.db, t.clock, { role: 'admin' })).token;
    user = (await buildSignedInUser(t.db, t.clock)).token;
    irqWorkbook = await worldBankWorkbook(irqRows);
  }, 300_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(seedDir, { recursive: true, force: true });
  });

  const as = (caller: Caller) => client(t).as(caller);
  const upload = (file: TestUpload, fields: Record<string, string> = {}, token: string | null = admin) =>
    as(token).call(
      importsContract.post,
      {},
      {
        raw: multipartBody({ source: 'wb-flare-sites-2024', ...fields }, file),
      },
    );

  const finished = async (jobId: string): Promise<ImportJob> => {
    for (let i = 0; i < 6000; i += 1) {
      const job = (await as(admin).call(importsContract.getJobsById, { params: { id: jobId } })).json();
      if (job.status === 'succeeded' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`job ${jobId} did not finish`);
  };

  const importFile = async (file: TestUpload, fields: Record<string, string> = {}) => {
    const response = await upload(file, fields);
    expect(response.statusCode, response.body).toBe(202);
    return finished(response.json().jobId);
  };

  // Sums are compared to 12 significant digits: PostgreSQL adds a roll-up's rows in the order it reads
  // them, which after an import's updates is not a full rebuild's order, and the last bit of a sum of
  // doubles then differs (CI, 2026-11-27: 452772485.95552003 against 452772485.95552, 1 run in 3).
  let tables: Map<string, TableMetadata> | undefined;
  const hashRows = async (table: string) => {
    tables ??= new Map((await t.db.introspection.getTables()).map((meta) => [meta.name, meta]));
    return tableHash(t.db, tables.get(table) as TableMetadata, { roundReals: true });
  };

  /** The data, every row of what a per-flare import writes (not the jobs and audit rows it adds). */
  const state = async () => {
    const print = await fingerprint(t.db, {
      except: [
        'import_jobs',
        // Hashed row by row below (the fingerprint only counts and sums them).
        'flares',
        'flare_year_totals',
        // The screened opportunities are derived from the data, recomputed after an import (decision 025),
        // possibly while the next step of a test runs: the data they come from is compared instead.
        'screened_opportunities',
        'flare_survival', // the screening's survival curves (decision 032), from the same data
        'screening_cluster_points', // the flares clusters may take (decision 040), rebuilt with them
        // What the screened rows met of investors' criteria when last screened (decision 041), written after them.
        'screened_match_baseline',
        'project_match_baseline', // the projects' cases at that look (decision 045)
        'app_settings', // compared below, but for the screening's stamps
      ],
    });
    for (const table of ['flares', 'flare_year_totals']) print[table] = await hashRows(table);
    const settings = await t.db
      .selectFrom('app_settings')
      .select(['key', 'value'])
      // The screening's stamp, and the investors' look at its rows (decision 041; flaring may not import investors).
      .where('key', 'not in', [SCREENING_VERSION_KEY, 'screened_matches_stamp', 'project_matches_stamp'])
      .orderBy('key')
      .execute();
    print.app_settings = JSON.stringify(settings);
    return print;
  };

  /**
   * The state the test before ended on, when it ended by proving it (its last assertion compares it): the
   * next test's "before" is then that state, not a fingerprint of the same, unchanged database again.
   * Handed over by beforeEach, so a test that failed, or changed data without proving it, hands none on.
   */
  let proven: Awaited<ReturnType<typeof state>> | undefined;
  let inherited: Awaited<ReturnType<typeof state>> | undefined;
  beforeEach(() => {
    inherited = proven;
    proven = undefined;
  });
  /** The state this test started from: the one the test before proved, or read now. */
  const stateBefore = async () => inherited ?? (await state());

  /** Every count of a job that changed nothing: nothing inserted, updated or deleted. */
  const changedNothing = (job: ImportJob) => {
    expect(job.status, JSON.stringify(job.error)).toBe('succeeded');
    for (const [table, counts] of Object.entries(job.counts ?? {}))
      expect({ table, ...counts }).toMatchObject({ table, inserted: 0, updated: 0 });
    for (const counts of Object.values(job.counts ?? {})) expect(counts.deleted ?? 0).toBe(0);
  };

  /** A country's flares, their operators by year, site matches, fields and companies, in `db`. */
  const countryRows = async (db: Db, iso3: string) => {
    const flares = await db.selectFrom('flares').selectAll().where('country_iso3', '=', iso3).execute();
    const ids = flares.map((f) => f.id);
    return {
      flares: flares
        .map((f) => [f.id, f.name, f.company_id, f.field_id, f.location, f.search_key].join('|'))
        .sort(),
      operatorYears: (
        await db.selectFrom('flare_operator_years').selectAll().where('flare_id', 'in', ids).execute()
      )
        .map((d) => [d.flare_id, d.year, d.company_id, d.source_id].join('|'))
        .sort(),
      siteMatches: (
        await db.selectFrom('flare_site_matches').selectAll().where('flare_id', 'in', ids).execute()
      )
        .map((m) => JSON.stringify([m.flare_id, m.year, m.source_id, m.distance_m, m.operator, m.field_name]))
        .sort(),
      fields: (await db.selectFrom('fields').selectAll().where('country_iso3', '=', iso3).execute())
        .map((f) => [f.id, f.name, f.company_id, f.field_type, f.source_id].join('|'))
        .sort(),
      companies: (await db.selectFrom('companies').selectAll().where('country_iso3', '=', iso3).execute())
        .map((c) => [c.id, c.name, c.search_key, c.group_slug].join('|'))
        .sort(),
    };
  };

  /** What the seed with every file says of a country's flares, and what the database says. */
  const country = async (iso3: string) => ({
    seeded: full.get(iso3),
    stored: await countryRows(t.db, iso3),
  });

  it('refuses visitors and users, and a preview flag that is not true or false', async () => {
    const file = { name: 'irq.xlsx', content: irqWorkbook };
    expect((await upload(file, { preview: 'true' }, null)).statusCode).toBe(401);
    expect((await upload(file, { preview: 'true' }, user)).statusCode).toBe(403);
    const bad = await upload(file, { preview: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.error()).toMatchObject({
      code: 'validation_failed',
      fields: { preview: 'validation.invalid_value' },
    });
  });

  /** The preview of the Iraqi workbook (the next test imports it and compares). */
  let irqPreview: ImportJob | undefined;

  it('previews the workbook: what it would change and the matching, and nothing changes', async () => {
    const before = await stateBefore();
    const job = await importFile({ name: 'irq.xlsx', content: irqWorkbook }, { preview: 'true' });
    irqPreview = job;
    expect(job).toMatchObject({ status: 'succeeded', preview: true, template: 'worldbank_sites' });
    expect(job.counts?.flare_site_matches?.inserted).toBeGreaterThan(150);
    expect(job.counts?.flare_operator_years?.inserted).toBeGreaterThan(150);
    expect(job.counts?.companies?.inserted).toBeGreaterThan(10);
    const matching = job.summary?.siteMatching;
    expect(matching).toMatchObject({ radiusM: 1500, sites: 216, countries: ['IRQ'], years: [2024] });
    expect(
      (matching?.matched ?? 0) + (matching?.unmatched.count ?? 0) + (matching?.outclaimed.count ?? 0),
    ).toBe(216);
    const after = await state();
    expect(after).toEqual(before);
    const history = (await as(admin).call(importsContract.getJobs)).json();
    expect(history.items[0]).toMatchObject({ id: job.id, preview: true, status: 'succeeded' });
    const audit = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', '=', 'import_previewed')
      .execute();
    expect(audit).toHaveLength(1);
    proven = after;
  }, 120_000);

  it('imports the workbook as published: what the preview said, as the seed with the file would, LUKOIL on West Qurna 2', async () => {
    // The preview the test before took of this database as it still is (it checked that nothing changed).
    const preview =
      irqPreview ?? (await importFile({ name: 'irq.xlsx', content: irqWorkbook }, { preview: 'true' }));
    const job = await importFile({ name: 'irq.xlsx', content: irqWorkbook });
    expect(job).toMatchObject({ status: 'succeeded', preview: false, sourceId: 'wb-flare-sites-2024' });
    expect(job.counts).toEqual(preview.counts);
    expect(job.summary).toEqual(preview.summary);

    const { seeded, stored } = await country('IRQ');
    expect(stored).toEqual(seeded);

    const westQurna = await t.db
      .selectFrom('flares')
      .innerJoin('fields', 'fields.id', 'flares.field_id')
      .innerJoin('companies', 'companies.id', 'flares.company_id')
      .select(['companies.slug', 'fields.field_type'])
      .where('fields.name', '=', 'West Qurna 2-Yamama')
      .execute();
    expect(westQurna.length).toBeGreaterThan(0);
    expect(westQurna.every((f) => f.slug === 'lukoil' && f.field_type === 'oil')).toBe(true);
    const iraq = (await as(null).call(flaringContract.country, { params: { country: 'iraq' } })).json();
    expect((iraq.companies.find((c) => c.slug === 'lukoil')?.flaredM3 ?? 0) / 1e6).toBeGreaterThan(1900);

    // The roll-ups the import refreshed are what a full rebuild gives.
    const rollups = async () => ({
      flares: await hashRows('flare_year_totals'),
      companies: await hashRows('company_year_totals'),
      countries: await hashRows('country_year_totals'),
    });
    const refreshed = await rollups();
    await t.db.transaction().execute((trx) => refreshAllRollups(trx));
    expect(await rollups()).toEqual(refreshed);
  }, 120_000);

  it('changes nothing when imported again, as the workbook or as its CSV export', async () => {
    const before = await stateBefore();
    changedNothing(await importFile({ name: 'irq.xlsx', content: irqWorkbook }));
    const exported = fs.readFileSync(path.join(WORLD_BANK_SITES_DIR, IRQ));
    changedNothing(await importFile({ name: IRQ, content: exported }));
    const after = await state();
    expect(after).toEqual(before);
    proven = after;
  }, 120_000);

  it('refuses the whole file for one bad row, with its line, column as the file names it, and reason', async () => {
    const before = await stateBefore();
    const rows: WorldBankRow[] = bolRows.map((row) => ({ ...row }));
    (rows[3] as WorldBankRow).latitude = '95';
    (rows[6] as WorldBankRow).country = 'Atlantis';
    (rows[8] as WorldBankRow).field_type = 'CONDENSATE';
    const job = await importFile({ name: 'bol.csv', content: worldBankCsv(rows) });
    expect(job).toMatchObject({ status: 'failed', error: { code: 'import_invalid_rows' }, rowErrorCount: 3 });
    expect(job.rowErrors).toEqual([
      expect.objectContaining({ line: 5, column: 'Latitude', key: 'imports.row.latitude' }),
      expect.objectContaining({ line: 8, column: 'Country', key: 'imports.row.country' }),
      expect.objectContaining({ line: 10, column: 'Field  Type', key: 'imports.row.field_type' }),
    ]);
    expect(job.rowErrors[1]?.message).toBe(
      'Unknown country: write its English name as the World Bank does (Iraq; Venezuela, RB).',
    );
    // A workbook that lacks a column the import needs is named for what it lacks.
    const noOperator = await importFile({
      name: 'bol.csv',
      content: worldBankCsv(bolRows).replace(',Field  Operator,', ',Operator,'),
    });
    expect(noOperator).toMatchObject({
      status: 'failed',
      error: {
        code: 'import_unknown_template',
        details: {
          closestTemplate: 'worldbank_sites',
          missingColumns: ['field_operator'],
          unknownColumns: ['operator'],
        },
      },
    });
    const after = await state();
    expect(after).toEqual(before);
    proven = after;
  }, 120_000);

  it('imports the CSV export and the snake-cased extract with npm run import, previews there too', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-wb-'));
    const cli = (args: string[]) => runCli('import', args, { database: t.config.database });
    try {
      const bol = path.join(WORLD_BANK_SITES_DIR, BOL);
      const before = await stateBefore();
      const preview = await cli([bol, '--source', 'wb-flare-sites-2024', '--preview', '--lang', 'es']);
      expect(preview.code, preview.stderr).toBe(0);
      expect(preview.stdout).toContain('Vista previa de wb_flare_sites_2024_BOL.csv');
      expect(preview.stdout).toMatch(
        /\d+ de 12 sitios asociados a una antorcha satelital a menos de 1500 m\./,
      );
      expect(await state()).toEqual(before);

      const run = await cli([bol, '--source', 'wb-flare-sites-2024']);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toMatch(/operators by year: \d+ inserted, 0 updated, 0 unchanged/);
      expect(run.stdout).toMatch(/of 12 sites matched to a satellite flare within 1500 m\./);
      const { seeded, stored } = await country('BOL');
      expect(stored).toEqual(seeded);

      // Nigeria's extract, snake-cased and 2012–2024, is in the seed: importing it as the same source changes nothing.
      const settled = await state();
      const nigeria = await cli([
        path.join(WORLD_BANK_SITES_DIR, NIGERIA),
        '--source',
        'wb-flare-sites-2024',
      ]);
      expect(nigeria.code, nigeria.stderr).toBe(0);
      expect(nigeria.stdout).toContain('Imported wb_flare_sites_nigeria_2012_2024.csv');
      expect(nigeria.stdout).toMatch(/operators by year: 0 inserted, 0 updated, \d+ unchanged/);
      const after = await state();
      expect(after).toEqual(settled);
      proven = after;
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);

  it('restates the country-years a file covers: a site left out of a new edition loses its dates', async () => {
    const settled = await stateBefore();
    // The largest matched Bolivian site, left out.
    const match = await t.db
      .selectFrom('flare_site_matches as m')
      .innerJoin('flares as f', 'f.id', 'm.flare_id')
      .select(['m.flare_id', 'm.site_latitude', 'm.site_longitude'])
      .where('f.country_iso3', '=', 'BOL')
      .orderBy('m.volume_m3', 'desc')
      .executeTakeFirstOrThrow();
    const without = bolRows.filter(
      (row) => Number(row.latitude) !== match.site_latitude || Number(row.longitude) !== match.site_longitude,
    );
    expect(without).toHaveLength(bolRows.length - 1);
    const job = await importFile({ name: 'bol-2.csv', content: worldBankCsv(without) });
    expect(job.counts?.flare_site_matches).toMatchObject({ inserted: 0, deleted: 1 });
    expect(job.counts?.flare_operator_years).toMatchObject({ inserted: 0, deleted: 1 });
    const flare = await t.db
      .selectFrom('flares')
      .innerJoin('companies', 'companies.id', 'flares.company_id')
      .select(['companies.is_unattributed'])
      .where('flares.id', '=', match.flare_id)
      .executeTakeFirstOrThrow();
    // Only the World Bank's date filed it under its operator: without it, it is not attributed.
    expect(flare.is_unattributed).toBe(1);
    // The full file again: as it was (but the data version, which moved on twice, and the addresses served
    // in between, which keep answering: decision 035).
    await importFile({ name: 'bol.csv', content: worldBankCsv(bolRows) });
    const restored = await state();
    const { app_settings: _version, former_addresses: _served, ...after } = restored;
    const { app_settings: _before, former_addresses: _was, ...expected } = settled;
    expect(after).toEqual(expected);
    const moved = await t.db
      .selectFrom('former_addresses')
      .select(['kind', 'company_slug', 'reason'])
      .where('target_id', '=', match.flare_id)
      .execute();
    expect(moved).toContainEqual({ kind: 'flare', company_slug: 'unattributed', reason: 'import' });
    proven = restored;
  }, 120_000);

  it('answers twenty uploads of the same file at once with twenty jobs that each change nothing', async () => {
    const before = await stateBefore();
    const content = worldBankCsv(bolRows);
    const responses = await Promise.all(
      Array.from({ length: UPLOADS_AT_ONCE }, () => upload({ name: 'bol.csv', content })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(UPLOADS_AT_ONCE).fill(202));
    // The jobs run one after another; waiting for them in turn keeps one poller, not twenty, on the
    // server's thread while they run.
    const jobs: ImportJob[] = [];
    for (const response of responses) jobs.push(await finished(response.json().jobId));
    for (const job of jobs) changedNothing(job);
    expect(await state()).toEqual(before);
  }, 180_000);

  it('leaves a flare-year a regulator dates with the regulator’s company, and dates the years it does not', async () => {
    const dated = await t.db
      .selectFrom('flare_operator_years as d')
      .innerJoin('flares as f', 'f.id', 'd.flare_id')
      .select(['d.flare_id', 'd.company_id', 'f.latitude', 'f.longitude'])
      .where('d.source_id', '=', 'ar-se-neuquina')
      .where('d.year', '=', 2024)
      .orderBy('d.flare_id')
      .executeTakeFirstOrThrow();
    const site = (year: string): WorldBankRow => ({
      country: 'Argentina',
      latitude: String(dated.latitude),
      longitude: String(dated.longitude),
      bcm: '0.01000',
      mmscfd: '0.968',
      year,
      field_type: 'OIL',
      field_name: 'Campo de prueba',
      field_operator: 'Operadora de Prueba S.A.',
      location: 'ONSHORE',
      flare_level: 'Small',
      flaring_vol_million_m3: '10.00',
    });
    const job = await importFile(
      { name: 'arg.csv', content: worldBankCsv([site('2024'), site('2012')]) },
      { source: 'World Bank GFMR (test edition)' },
    );
    expect(job.summary?.siteMatching).toMatchObject({ matched: 2, keptByRegulator: 1 });
    const years = await t.db
      .selectFrom('flare_operator_years as d')
      .innerJoin('companies as c', 'c.id', 'd.company_id')
      .select(['d.year', 'd.company_id', 'd.source_id', 'c.name'])
      .where('d.flare_id', '=', dated.flare_id)
      .where('d.year', 'in', [2012, 2024])
      .orderBy('d.year')
      .execute();
    expect(years).toEqual([
      {
        year: 2012,
        company_id: expect.any(String),
        source_id: 'world-bank-gfmr-test-edition',
        name: 'Operadora de Prueba S.A.',
      },
      expect.objectContaining({ year: 2024, company_id: dated.company_id, source_id: 'ar-se-neuquina' }),
    ]);
    // The site is kept as evidence either way, and a new source of the workbook is a publisher of statistics.
    const matches = await t.db
      .selectFrom('flare_site_matches')
      .select('year')
      .where('flare_id', '=', dated.flare_id)
      .where('source_id', '=', 'world-bank-gfmr-test-edition')
      .execute();
    expect(matches.map((m) => m.year).sort()).toEqual([2012, 2024]);
    const source = await t.db
      .selectFrom('data_sources')
      .select('kind')
      .where('id', '=', 'world-bank-gfmr-test-edition')
      .executeTakeFirstOrThrow();
    expect(source.kind).toBe('statistics');
  }, 120_000);
});
