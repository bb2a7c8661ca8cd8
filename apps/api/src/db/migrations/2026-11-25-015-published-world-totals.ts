import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Issue 20, "Truth" (decision 013):
 * - `published_world_totals`: a publisher's own world total per year (the Energy Institute's "Total
 *   World", 157.14 bcm in 2023), served as that publisher's world line instead of our sum of its country
 *   rows (146.65 bcm: its regional "Other …" rows are not countries). The seed fills it.
 * - The EOG 2017 downstream sites (refineries, LNG, gas plants) were loaded as "not routine" with no
 *   source saying so; no source splits routine from non-routine flaring, so they become unknown (null).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('published_world_totals')
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull().references('data_sources.id'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('flared_m3', 'double precision', (c) => c.notNull())
    .addPrimaryKeyConstraint('published_world_totals_pk', ['source_id', 'year'])
    .execute();
  await db
    .updateTable('flares')
    .set({ is_routine: null })
    .where('source_id', '=', 'eog-vnf-2017')
    .where('is_routine', '=', 0)
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropTable('published_world_totals').execute();
};
