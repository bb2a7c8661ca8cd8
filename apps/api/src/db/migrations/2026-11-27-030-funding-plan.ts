import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * A project's funding plan (issue 27, item 1): what the owner seeks of each instrument, as JSON
 * (`{"equity":…, "debt":…, "mezzanine":…, "grant":…}`, US dollars), whose sum is the project's funding
 * sought. Null until the owner splits it: the split is then assumed from the cash-flow model
 * (packages/shared/src/domain/funding-plan.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema.alterTable('projects').addColumn('funding_plan', 'text').execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.alterTable('projects').dropColumn('funding_plan').execute();
};
