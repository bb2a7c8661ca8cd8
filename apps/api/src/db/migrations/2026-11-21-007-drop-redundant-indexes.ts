import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Two indexes no query needs, each a cost on every insert (imports, the seed):
 * - `flares_company_idx` (company_id, name) repeats the unique constraint `flares_company_name_unique`,
 *   which both databases back with an index on the same columns;
 * - `observations_year_idx` (year, flare_id): observations are read per flare (the primary key's
 *   prefix) and summed per year into `flare_year_totals`, which the views read; nothing filters
 *   observations by year.
 * Checked with `npm run bench` (queries.ts prints every view query's plan) at 10× scale.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropIndex('flares_company_idx').execute();
  await db.schema.dropIndex('observations_year_idx').execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.createIndex('flares_company_idx').on('flares').columns(['company_id', 'name']).execute();
  await db.schema
    .createIndex('observations_year_idx')
    .on('observations')
    .columns(['year', 'flare_id'])
    .execute();
};
