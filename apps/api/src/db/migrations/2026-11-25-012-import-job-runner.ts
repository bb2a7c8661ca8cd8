import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Which process runs an import job (`host/pid/start`, imports.service.ts RUNNER), so that a process
 * that starts can tell the jobs left queued or running by a process that died, and mark them
 * interrupted at once instead of after 10 idle minutes (issue 15, item 12).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema.alterTable('import_jobs').addColumn('runner', 'varchar(200)').execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.alterTable('import_jobs').dropColumn('runner').execute();
};
