import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Issue 33, item 9 (decision 039): an investor's profile states what they fund. Besides the countries,
 * ticket range and technologies it already held: the instruments they fund (JSON list of the funding
 * plan's instruments; `[]` funds any, as the other lists), the minimum IRR they accept (a fraction; null:
 * none) and the case it is read on (`lenders` or `sponsors`). Existing profiles keep matching as they
 * were told: any instrument, no minimum.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .alterTable('investor_profiles')
    .addColumn('instruments', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  await db.schema.alterTable('investor_profiles').addColumn('min_irr', 'double precision').execute();
  await db.schema
    .alterTable('investor_profiles')
    .addColumn('irr_case', 'varchar(10)', (c) => c.notNull().defaultTo('sponsors'))
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  for (const column of ['instruments', 'min_irr', 'irr_case']) {
    await db.schema.alterTable('investor_profiles').dropColumn(column).execute();
  }
};
