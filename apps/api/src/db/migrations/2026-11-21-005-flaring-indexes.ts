import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/** Indexes for the explorer's queries that migrations 002 and 004 do not cover. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  // A company's flares, listed by name.
  await db.schema.createIndex('flares_company_idx').on('flares').columns(['company_id', 'name']).execute();
  // Flares of a year for the map and the lists (flare_year_totals' key starts with flare_id).
  await db.schema
    .createIndex('flare_year_totals_year_idx')
    .on('flare_year_totals')
    .columns(['year', 'flare_id'])
    .execute();
  // Search: accent-free keys, matched with LIKE.
  await db.schema.createIndex('countries_search_idx').on('countries').column('search_key').execute();
  await db.schema.createIndex('companies_search_idx').on('companies').column('search_key').execute();
  await db.schema.createIndex('flares_search_idx').on('flares').column('search_key').execute();
  // A flare's latest chromatography.
  await db.schema
    .createIndex('gas_compositions_flare_idx')
    .on('gas_compositions')
    .columns(['flare_id', 'sampled_on'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  for (const index of [
    'gas_compositions_flare_idx',
    'flares_search_idx',
    'companies_search_idx',
    'countries_search_idx',
    'flare_year_totals_year_idx',
    'flares_company_idx',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
};
