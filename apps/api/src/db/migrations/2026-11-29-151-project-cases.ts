import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Issue 33, item 9 (decision 045): each published project's lenders' and sponsors' case IRRs, kept in the
 * database for the project's version (`updated_at`) and the screening's stamp they were computed at, so
 * that the first "matches for you" of any process after a data change reads them in one query instead
 * of computing every project's cases (about 10 ms a project on a loaded machine: 1.1 s at 105 projects).
 * Written by the look for new matches after each import's screening and hourly; a row of another
 * version or stamp is ignored and replaced.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('project_cases')
    .addColumn('project_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_updated_at', 'varchar(40)', (c) => c.notNull())
    .addColumn('stamp', 'varchar(255)', (c) => c.notNull())
    .addColumn('has_cases', 'integer', (c) => c.notNull())
    .addColumn('lenders_irr', 'double precision')
    .addColumn('sponsors_irr', 'double precision')
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropTable('project_cases').execute();
};
