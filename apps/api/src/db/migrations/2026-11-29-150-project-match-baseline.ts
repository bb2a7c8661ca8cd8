import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Issue 33, item 9 (decision 045): a published project seeking funding whose lenders' or sponsors' case
 * moves with imported data (its flares' record, the survival counts) and so newly meets an investor's
 * minimum IRR is told to them after the import, as screened rows are (decision 041).
 *
 * - `project_match_baseline`: each such project's two case IRRs as of the last look (null: no such
 *   case); the next look's cases are compared with it. A project absent from it met nobody's criteria.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('project_match_baseline')
    .addColumn('project_id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('lenders_irr', 'double precision')
    .addColumn('sponsors_irr', 'double precision')
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropTable('project_match_baseline').execute();
};
