import type { TableMetadata } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import type { FlareYearTotalsTable } from '../modules/flaring-data/index.js';
import { tableHash } from './fuzz.js';
import { createTestDatabase } from './test-database.js';

/**
 * The database computes the fingerprints that prove "nothing changed" (testing/fuzz.ts: `fingerprint()`
 * hashes each table it does not count with `tableHash`): a change to any cell of any row must change its
 * table's hash, whatever the dialect, and rows written again in another order must not.
 */
describe('tableHash', () => {
  let db: Db;
  let drop: () => Promise<void>;
  const tables = new Map<string, TableMetadata>();
  const hash = (table: string, options: { roundReals?: boolean } = {}) =>
    tableHash(db, tables.get(table) as TableMetadata, options);

  const total = (overrides: Partial<FlareYearTotalsTable> = {}): FlareYearTotalsTable => ({
    flare_id: 'flare-a',
    year: 2024,
    source_id: 'source-a',
    company_id: 'company-a',
    country_iso3: 'COL',
    volume_m3: 452772485.95552,
    periods: 12,
    last_period: '2024-12',
    ...overrides,
  });
  const rows = [
    total(),
    total({ year: 2023, volume_m3: 1.25 }),
    total({ flare_id: 'flare-b', volume_m3: 3 }),
  ];

  beforeAll(async () => {
    const created = await createTestDatabase({ migrated: true });
    drop = created.drop;
    db = createDatabase(created.database);
    await migrateToLatest(db);
    for (const table of await db.introspection.getTables()) tables.set(table.name, table);
    await db.insertInto('flare_year_totals').values(rows).execute();
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
  });

  const setVolume = (volume: number) =>
    db
      .updateTable('flare_year_totals')
      .set({ volume_m3: volume })
      .where('flare_id', '=', 'flare-a')
      .where('year', '=', 2024)
      .execute();

  it('changes with any cell of any row, and comes back when the row does', async () => {
    const before = await hash('flare_year_totals');
    await db
      .updateTable('flare_year_totals')
      .set({ company_id: 'company-b' })
      .where('flare_id', '=', 'flare-b')
      .execute();
    expect(await hash('flare_year_totals')).not.toBe(before);
    await db
      .updateTable('flare_year_totals')
      .set({ company_id: 'company-a' })
      .where('flare_id', '=', 'flare-b')
      .execute();
    expect(await hash('flare_year_totals')).toBe(before);
    await setVolume(452772485.95553);
    expect(await hash('flare_year_totals')).not.toBe(before);
    await setVolume(452772485.95552);
    await db.updateTable('flare_year_totals').set({ periods: 11 }).where('year', '=', 2023).execute();
    expect(await hash('flare_year_totals')).not.toBe(before);
    await db.updateTable('flare_year_totals').set({ periods: 12 }).where('year', '=', 2023).execute();
    // A row gone, then a row more.
    await db.deleteFrom('flare_year_totals').where('flare_id', '=', 'flare-b').execute();
    expect(await hash('flare_year_totals')).not.toBe(before);
    await db
      .insertInto('flare_year_totals')
      .values([total({ flare_id: 'flare-b', volume_m3: 3 }), total({ flare_id: 'flare-c' })])
      .execute();
    expect(await hash('flare_year_totals')).not.toBe(before);
    // Deleted and written again, in another order: the same rows, the same hash.
    await db.deleteFrom('flare_year_totals').execute();
    await db
      .insertInto('flare_year_totals')
      .values([...rows].reverse())
      .execute();
    expect(await hash('flare_year_totals')).toBe(before);
  });

  it('rounds reals that are not whole to 12 significant digits only when asked', async () => {
    const exact = await hash('flare_year_totals');
    const rounded = await hash('flare_year_totals', { roundReals: true });
    // The last bits of a sum added in another order (PostgreSQL, CI 2026-11-27).
    await setVolume(452772485.95552003);
    expect(await hash('flare_year_totals')).not.toBe(exact);
    expect(await hash('flare_year_totals', { roundReals: true })).toBe(rounded);
    // The 11th significant digit is a change either way.
    await setVolume(452772485.96552);
    expect(await hash('flare_year_totals', { roundReals: true })).not.toBe(rounded);
    await setVolume(452772485.95552);
    expect(await hash('flare_year_totals')).toBe(exact);
  });

  it('tells NULL from the text NULL and from empty, and never runs two cells into one', async () => {
    // `licence` and `licence_es` are neighbours in the line (columns in name order).
    const source = (values: { url?: string | null; licence?: string; licenceEs?: string }) => ({
      id: 'test-source',
      publisher: 'Test',
      title: 'Title',
      licence: values.licence ?? 'CC-BY',
      url: values.url === undefined ? null : values.url,
      published_on: null,
      kind: 'operator',
      notes: null,
      created_at: '2026-11-29T00:00:00.000Z',
      title_es: null,
      licence_es: values.licenceEs ?? null,
    });
    const hashWith = async (row: ReturnType<typeof source>) => {
      await db.insertInto('data_sources').values(row).execute();
      const print = await hash('data_sources');
      await db.deleteFrom('data_sources').where('id', '=', row.id).execute();
      return print;
    };
    const prints = [
      await hashWith(source({ url: null })),
      await hashWith(source({ url: 'NULL' })),
      await hashWith(source({ url: '' })),
      await hashWith(source({ licence: 'a,b', licenceEs: 'c' })),
      await hashWith(source({ licence: 'a', licenceEs: 'b,c' })),
      await hashWith(source({ licence: "a','b", licenceEs: 'c' })),
      await hashWith(source({ licence: 'a', licenceEs: "b','c" })),
    ];
    expect(new Set(prints).size).toBe(prints.length);
  });
});
