import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import * as foundation from './migrations/2026-11-21-001-foundation.js';
import * as flaringData from './migrations/2026-11-21-002-flaring-data.js';
import * as imports from './migrations/2026-11-21-004-imports.js';

/** Migrations in order. Names are dated so they sort; a shipped migration is never edited. */
const migrations: Record<string, Migration> = {
  '2026-11-21-001-foundation': foundation,
  '2026-11-21-002-flaring-data': flaringData,
  '2026-11-21-004-imports': imports,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date. Kysely takes a lock (a table lock on SQLite, an advisory lock on
 * PostgreSQL), so several processes starting at once migrate once.
 */
export const migrateToLatest = async (db: Db): Promise<string[]> => {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
