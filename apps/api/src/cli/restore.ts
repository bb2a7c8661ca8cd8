import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCALES, type Locale } from '@flarescope/shared';
import { ConfigError, loadConfig } from '../config.js';
import { BackupError, compareWithManifest, loadBackup, readBackup } from '../db/backup.js';
import { createDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { withStartupLock } from '../db/startup-lock.js';
import { translate } from '../i18n.js';

/*
 * npm run restore -- <backup file> [--manifest <file>] [--force] [--lang en|es]
 * Into the database DATABASE_URL names, which must be new (a SQLite file that does not exist yet, a
 * PostgreSQL database with no table, or none of that name: it is created) unless --force: the file is
 * checked against its manifest, loaded, this code's migrations applied, and the rows of every table counted
 * and compared with the manifest (db/backup.ts, decision 033).
 * Exit 0 restored and matching, 1 refused, failed or not matching, 2 bad usage.
 */

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  strict: false,
  options: { manifest: { type: 'string' }, force: { type: 'boolean' }, lang: { type: 'string' } },
});
const locale: Locale = (LOCALES as readonly string[]).includes(String(flags.lang))
  ? (flags.lang as Locale)
  : 'en';
const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
const out = (text: string) => process.stdout.write(`${text}\n`);
const fail = (text: string, code: number): never => {
  process.stderr.write(`${text}\n`);
  process.exit(code);
};

const unknown = Object.keys(flags).filter((flag) => !['manifest', 'force', 'lang'].includes(flag));
if (positionals.length !== 1 || unknown.length > 0 || flags.manifest === true)
  fail(t('admin.restore.usage'), 2);

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message, 2);
  throw error;
}
const cwd = process.env.INIT_CWD ?? process.cwd();
const file = path.resolve(cwd, positionals[0] as string);
const manifestFile = typeof flags.manifest === 'string' ? path.resolve(cwd, flags.manifest) : undefined;

try {
  const manifest = await readBackup(file, manifestFile);
  out(t('admin.restore.checked', { file, createdAt: manifest.createdAt }));
  await loadBackup(config.database, file, manifest, { force: flags.force === true });
  const db = createDatabase(config.database);
  let applied: string[];
  try {
    applied = await withStartupLock(db, config.database, () => migrateToLatest(db));
  } finally {
    await db.destroy();
  }
  if (applied.length) out(t('admin.restore.migrated', { migrations: applied.join(', ') }));
  const { tables, mismatches, added } = await compareWithManifest(config.database, manifest, applied);
  if (mismatches.length > 0) {
    const lines = mismatches.map((check) =>
      t('admin.restore.mismatchLine', {
        table: check.table,
        expected: check.expected ?? '-',
        found: check.found ?? t('admin.restore.missingTable'),
      }),
    );
    fail([t('admin.restore.mismatch', { count: mismatches.length }), ...lines].join('\n'), 1);
  }
  if (added.length) out(t('admin.restore.added', { tables: added.join(', ') }));
  out(
    t('admin.restore.done', {
      tables: tables.length,
      rows: tables.reduce((sum, check) => sum + (check.found ?? 0), 0),
    }),
  );
} catch (error) {
  if (error instanceof BackupError) fail(t(error.key, error.params), 1);
  fail(t('admin.restore.failed', { message: error instanceof Error ? error.message : String(error) }), 1);
}
