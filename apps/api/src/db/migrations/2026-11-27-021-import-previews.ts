import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Issue 24, the World Bank's workbook through the import pipeline:
 * - `import_jobs.preview`: 1 for a preview (the whole import ran in its transaction, then was rolled
 *   back: its counts say what it would change);
 * - `import_jobs.summary`: what an import found beyond its counts, as JSON (for the World Bank's sites:
 *   the matching radius, the sites matched, unmatched and outclaimed, the years a regulator kept).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .alterTable('import_jobs')
    .addColumn('preview', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('import_jobs').addColumn('summary', 'text').execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.alterTable('import_jobs').dropColumn('summary').execute();
  await db.schema.alterTable('import_jobs').dropColumn('preview').execute();
};
