import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Issue 33, items 10 and 11 (decision 038): an opportunity needs a flare that still burns, and the
 * technology follows the size.
 *
 * `screened_opportunities` gains each row's last seen year, the years from it to the catalogue's latest
 * (0: seen in the latest year; the default list's filter), the share of the catalogue's flares of its size
 * dark as many years running seen again the next year, the plant's technology and whether its size is beyond its cost source's sizes
 * ('below' / 'above', else null). The rows are emptied: SCREENING_MODEL 5 recomputes them.
 */
const COLUMNS: Array<[string, 'integer' | 'double precision' | 'varchar(32)' | 'varchar(10)']> = [
  ['survival_since_seen', 'double precision'],
  ['cost_beyond', 'varchar(10)'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.deleteFrom('screened_opportunities').execute();
  await db.schema
    .alterTable('screened_opportunities')
    .addColumn('last_seen_year', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('screened_opportunities')
    .addColumn('years_unseen', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('screened_opportunities')
    .addColumn('technology', 'varchar(32)', (c) => c.notNull().defaultTo('reciprocating_engine'))
    .execute();
  for (const [name, type] of COLUMNS) {
    await db.schema.alterTable('screened_opportunities').addColumn(name, type).execute();
  }
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  for (const column of ['last_seen_year', 'years_unseen', 'technology', ...COLUMNS.map(([name]) => name)]) {
    await db.schema.alterTable('screened_opportunities').dropColumn(column).execute();
  }
};
