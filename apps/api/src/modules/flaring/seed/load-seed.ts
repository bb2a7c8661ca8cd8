import type { Db } from '../../../db/database.js';
import type { Clock } from '../../../infra/clock.js';
import {
  addressChanges,
  aliasLookup,
  bumpDataVersion,
  listAliases,
  noteDataChanged,
  recordFormerAddresses,
  refreshAllRollups,
  snapshotAddresses,
} from '../../flaring-data/index.js';
import { applyStoredMerges } from '../merge-companies.repository.js';
import { buildSeed, type SeedRows } from './build-seed.js';
import { SEED_DIR } from './seed-path.js';
import { analyzeTables, clearFlaringData, insertAll } from './seed.repository.js';

export type SeedCounts = Record<
  'countries' | 'companies' | 'fields' | 'flares' | 'observations' | 'production' | 'reported',
  number
>;

/**
 * Replaces all flaring data with the seed, in one transaction: a failure leaves the data as it was.
 * Data imported from operators and regulators is replaced too; the roll-ups are rebuilt.
 */
export const loadSeed = async (db: Db, clock: Clock, rows: SeedRows): Promise<SeedCounts> => {
  const now = clock.now().toISOString();
  await db.transaction().execute(async (trx) => {
    // The addresses served until now: any this load stops serving is written as a former address.
    const before = await snapshotAddresses(trx);
    await clearFlaringData(trx);
    await insertAll(
      trx,
      'data_sources',
      rows.sources.map((source) => ({ ...source, created_at: now })),
    );
    await insertAll(trx, 'countries', rows.countries);
    await insertAll(trx, 'companies', rows.companies);
    await insertAll(trx, 'fields', rows.fields);
    await insertAll(trx, 'flares', rows.flares);
    await insertAll(trx, 'observations', rows.observations);
    await insertAll(trx, 'production', rows.production);
    await insertAll(trx, 'reported_flaring', rows.reported);
    await insertAll(trx, 'published_world_totals', rows.worldTotals);
    await insertAll(trx, 'flare_operator_years', rows.operatorYears);
    await insertAll(trx, 'flare_site_matches', rows.siteMatches);
    await insertAll(trx, 'operator_months', rows.operatorMonths);
    await insertAll(trx, 'operator_satellite_months', rows.operatorSatelliteMonths);
    await insertAll(trx, 'company_aliases', rows.aliases);
    await insertAll(trx, 'company_group_rules', rows.groupRules);
    await insertAll(trx, 'company_holders', rows.holders);
    // An administrator's merges (the candidate-duplicates report) hold over every reload.
    await applyStoredMerges(trx, now);
    const after = await snapshotAddresses(trx);
    const aliases = aliasLookup(await listAliases(trx));
    await recordFormerAddresses(
      trx,
      [...rows.formerAddresses, ...addressChanges(before, after, aliases, 'reload')],
      now,
    );
    await refreshAllRollups(trx);
    await bumpDataVersion(trx, { value: `seed:${now}`, now });
  });
  noteDataChanged();
  // Fresh statistics after a bulk load: without them PostgreSQL plans joins of the new rows as if the
  // tables were empty (seconds instead of milliseconds); SQLite's planner uses them too.
  await analyzeTables(db);
  return {
    countries: rows.countries.length,
    companies: rows.companies.length,
    fields: rows.fields.length,
    flares: rows.flares.length,
    observations: rows.observations.length,
    production: rows.production.length,
    reported: rows.reported.length,
  };
};

/** Replaces all flaring data with the shipped real data of data/seed (first start, `npm run import -- seed`). */
export const loadShippedData = (db: Db, clock: Clock): Promise<SeedCounts> =>
  loadSeed(db, clock, buildSeed(SEED_DIR));
