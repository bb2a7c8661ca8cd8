import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOCALES, type Locale } from '@flarescope/shared';
import { ConfigError, loadConfig, ROOT_DIR } from '../config.js';
import { backupDatabase, BackupError } from '../db/backup.js';
import { translate } from '../i18n.js';

/*
 * npm run backup -- [--to <folder>] [--lang en|es]
 * A consistent copy of the database while the servers keep serving (db/backup.ts, decision 033), and its
 * manifest. The folder: --to (it must exist and be writable), else data/backups (created on first use).
 * Exit 0 written, 1 failed (nothing left behind), 2 bad usage.
 */

const { values: flags, positionals } = parseArgs({
  allowPositionals: true,
  strict: false,
  options: { to: { type: 'string' }, lang: { type: 'string' } },
});
const locale: Locale = (LOCALES as readonly string[]).includes(String(flags.lang))
  ? (flags.lang as Locale)
  : 'en';
const t = (key: string, params?: Record<string, string | number>) => translate(locale, key, params);
const fail = (text: string, code: number): never => {
  process.stderr.write(`${text}\n`);
  process.exit(code);
};

const unknown = Object.keys(flags).filter((flag) => flag !== 'to' && flag !== 'lang');
if (positionals.length > 0 || unknown.length > 0 || flags.to === true) fail(t('admin.backup.usage'), 2);

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message, 2);
  throw error;
}
const named = typeof flags.to === 'string' ? flags.to : undefined;
const dir = named
  ? path.resolve(process.env.INIT_CWD ?? process.cwd(), named)
  : path.join(ROOT_DIR, 'data', 'backups');
if (!named) fs.mkdirSync(dir, { recursive: true });

const started = performance.now();
try {
  const { file, manifest } = await backupDatabase(config.database, dir);
  const rows = Object.values(manifest.tables).reduce((sum, n) => sum + n, 0);
  process.stdout.write(
    `${t('admin.backup.done', {
      file,
      tables: Object.keys(manifest.tables).length,
      rows,
      megabytes: (manifest.bytes / 1e6).toFixed(1),
      seconds: ((performance.now() - started) / 1000).toFixed(1),
    })}\n`,
  );
} catch (error) {
  if (error instanceof BackupError) fail(t(error.key, error.params), 1);
  throw error;
}
