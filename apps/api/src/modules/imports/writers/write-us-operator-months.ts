import { OPERATOR_MONTH_PRODUCTS } from '@flarescope/shared';
import { bulkInserter } from '../../../db/bulk-insert.js';
import { createPause } from '../../../infra/event-loop.js';
import { isSatelliteFile, operatorMonthTableRows, type OperatorMonthRow } from '../../flaring-data/index.js';
import * as repo from '../imports.repository.js';
import { BATCH, nothingToRefresh, type Rows, type WriteContext, type WriteOutcome } from './write-context.js';

const REPORTED_VALUES = ['oil_bbl', 'gas_m3', 'flared_m3', 'co2e_t'] as const;
const SATELLITE_VALUES = [
  'reported_m3',
  'satellite_m3',
  'satellite_lower_m3',
  'satellite_upper_m3',
  'blended_m3',
  'oil_bbl',
  'gas_m3',
  'co2e_t',
  'blended_co2e_t',
] as const;

/** Values equal to the stored ones within rounding (m³ come from Mcf through a division). */
const same = (a: unknown, b: unknown) =>
  a === null || a === undefined || b === null || b === undefined
    ? (a ?? null) === (b ?? null)
    : Math.abs(Number(a) - Number(b)) <= 1e-9 * Math.max(1, Math.abs(Number(a)));

/**
 * Flaring Monitor's monthly operator file (decision 036): the states' reports, or the satellite-modeled
 * file (any satellite product says which). Every row is read first (a few thousand), then each operator is
 * found or made in the United States under its one name (aliases and groups as everywhere), and the file's
 * months replace the source's months for the operators and states it names: new ones inserted, changed
 * ones updated, ones it no longer holds deleted. The same file again changes nothing. No roll-up reads these.
 */
export const writeUsOperatorMonths = async (
  ctx: WriteContext,
  rows: Rows<OperatorMonthRow>,
): Promise<WriteOutcome> => {
  const all: Array<{ line: number; row: OperatorMonthRow }> = [];
  for await (const batch of rows) {
    for (const { line, data } of batch) all.push({ line, row: data });
    await ctx.onRows(all.length);
  }
  const satellite = isSatelliteFile(all.map((r) => r.row.product));
  const seen = new Map<string, number>();
  for (const { line, row } of all) {
    if (satellite && OPERATOR_MONTH_PRODUCTS[row.product].file === 'reported') {
      ctx.errors.add({ line, column: 'product_type', key: 'imports.row.product_other_file' });
      continue;
    }
    // The same written name twice is a repeat; two spellings of one company ('Wcs Oil & Gas Corporation',
    // 'Wcs Oil And Gas Corporation': two filings in Texas) are one company, their values added.
    const key = `${row.state}|${row.companyName.toLowerCase()}|${row.product}`;
    const first = seen.get(key);
    if (first !== undefined)
      ctx.errors.add({ line, column: 'company_name', key: 'imports.row.duplicate', params: { line: first } });
    else seen.set(key, line);
  }
  if (ctx.errors.count > 0) return nothingToRefresh();

  const iso3 = await ctx.resolver.country('USA');
  if (!iso3) throw new Error('The United States is not in the ISO list');
  await ctx.resolver.preloadCompanies(
    iso3,
    all.map((r) => r.row.companyName),
  );
  const withCompanies: Array<{ companyId: string; row: OperatorMonthRow }> = [];
  for (const { row } of all)
    withCompanies.push({ companyId: (await ctx.resolver.company(iso3, row.companyName)).id, row });
  await ctx.onShare(0.3);

  const built = operatorMonthTableRows(withCompanies, ctx.resolver.sourceId, iso3);
  const table: repo.OperatorMonthTable = satellite ? 'operator_satellite_months' : 'operator_months';
  const fresh: Array<Record<string, unknown>> = satellite ? built.satellite : built.reported;
  const valueColumns: readonly string[] = satellite ? SATELLITE_VALUES : REPORTED_VALUES;
  const keyOf = (r: Record<string, unknown>) =>
    `${String(r.company_id)}|${String(r.state)}|${String(r.month)}`;
  const pairs = new Set(withCompanies.map(({ companyId, row }) => `${companyId}|${row.state}`));
  const stored = await repo.listOperatorMonths(ctx.db, table, ctx.resolver.sourceId, [
    ...new Set(withCompanies.map((r) => r.companyId)),
  ]);
  const storedByKey = new Map(stored.map((r) => [keyOf(r), r]));
  const inserts: Array<Record<string, unknown>> = [];
  const pause = createPause();
  let updated = 0;
  let unchanged = 0;
  for (const row of fresh) {
    const before = storedByKey.get(keyOf(row));
    storedByKey.delete(keyOf(row));
    if (!before) {
      inserts.push(row);
      continue;
    }
    const changes: Record<string, number | null> = {};
    for (const column of valueColumns)
      if (!same(before[column], row[column])) changes[column] = (row[column] as number | null) ?? null;
    if (Object.keys(changes).length === 0) {
      unchanged += 1;
      continue;
    }
    updated += 1;
    await repo.updateOperatorMonth(
      ctx.db,
      table,
      ctx.resolver.sourceId,
      row as repo.OperatorMonthKey,
      changes,
    );
  }
  // What the source held for the file's operators and states that the file no longer holds.
  const gone = [...storedByKey.values()].filter((r) =>
    pairs.has(`${String(r.company_id)}|${String(r.state)}`),
  );
  await repo.deleteOperatorMonths(
    ctx.db,
    table,
    ctx.resolver.sourceId,
    gone as unknown as repo.OperatorMonthKey[],
  );
  await ctx.onShare(0.6);
  // The bulk path (SQL written once per batch size, SQLite's statements reused): 51 241 rows of the states'
  // file in 52 statements without Kysely compiling each.
  const columns = ['source_id', 'company_id', 'country_iso3', 'state', 'month', 'year', ...valueColumns];
  const insert = bulkInserter(ctx.db, ctx.dialect, table, columns as never, ctx.connection);
  for (let i = 0; i < inserts.length; i += BATCH) {
    const batch = inserts.slice(i, i + BATCH);
    await insert(
      batch.flatMap((row) => columns.map((column) => row[column] ?? null)),
      batch.length,
    );
    await pause();
  }
  ctx.resolver.counts.add(table, 'inserted', inserts.length);
  ctx.resolver.counts.add(table, 'updated', updated);
  ctx.resolver.counts.add(table, 'unchanged', unchanged);
  if (gone.length > 0) ctx.resolver.counts.add(table, 'deleted', gone.length);
  await ctx.onShare(1);
  return nothingToRefresh();
};
