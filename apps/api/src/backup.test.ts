import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observationsCsv } from './bench/synthetic.js';
import type { Database as DatabaseConfig } from './config.js';
import { manifestPathOf, type BackupManifest } from './db/backup.js';
import { createDatabase, type Db } from './db/database.js';
import { runCli } from './testing/run-cli.js';
import { pgDatabaseUrl, withPgAdmin } from './testing/seeded-template.js';
import { startServerProcesses, type ServerProcesses } from './testing/server-processes.js';
import { createTestDatabase } from './testing/test-database.js';

/**
 * The restore drill (issue 35, item 4; decision 033) as real processes: a server serving a steady stream of
 * reads while the import CLI writes 3 000 rows, `npm run backup` taken while the import runs, then
 * `npm run restore` into a new database: the file matches its manifest, every table its count, and the
 * import is in the backup whole or not at all. Then what a restore and a backup refuse.
 */

const IMPORT_ROWS = 3000;

const countOf = async (db: Db, table: 'observations' | 'import_jobs') =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('npm run backup and npm run restore', () => {
  let source: DatabaseConfig;
  let dropSource: () => Promise<void>;
  let servers: ServerProcesses;
  let dir: string;
  const extraPgDatabases: string[] = [];
  /** The backup the first test takes (the second damages a copy of it). */
  let backupFile = '';

  /** A database that does not exist yet, of the dialect under test (restore creates a PostgreSQL one). */
  const newTarget = (): DatabaseConfig => {
    if (source.dialect === 'sqlite') return { dialect: 'sqlite', file: path.join(dir, `${randomUUID()}.db`) };
    const name = `flarescope_restore_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    extraPgDatabases.push(name);
    return { dialect: 'postgres', url: pgDatabaseUrl(source.url, name) };
  };

  beforeAll(async () => {
    ({ database: source, drop: dropSource } = await createTestDatabase({ seeded: true }));
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-backup-'));
    servers = await startServerProcesses(source, 1);
    await servers.healthy();
  }, 60_000);
  afterAll(async () => {
    servers?.stop();
    if (source?.dialect === 'postgres')
      await withPgAdmin(source.url, async (client) => {
        for (const name of extraPgDatabases)
          await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      });
    await dropSource?.();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('backs up while serving and importing; the restore matches the manifest, the import whole or absent', async () => {
    const db = createDatabase(source);
    const observationsBefore = await countOf(db, 'observations');
    await db.destroy();

    // A steady stream of reads on the server for the whole drill: every answer must be 200.
    const base = servers.bases[0]!;
    const answers: Array<{ status: number; ms: number; path: string }> = [];
    let serving = true;
    const reads = (async () => {
      const paths = ['/api/health', '/api/flaring/world', '/api/health/ready'];
      for (let i = 0; serving; i += 1) {
        const target = paths[i % paths.length]!;
        const started = performance.now();
        const response = await fetch(`${base}${target}`);
        await response.arrayBuffer();
        answers.push({ status: response.status, ms: performance.now() - started, path: target });
      }
    })();

    const csv = path.join(dir, 'observations.csv');
    fs.writeFileSync(csv, observationsCsv(IMPORT_ROWS, { withCoordinates: true }));
    // The import and the backup start together: the backup's snapshot falls before, during or after the
    // import's write transaction, and whichever it is, the import is in it whole or not at all.
    const [imported, backedUp] = await Promise.all([
      runCli('import', [csv, '--source', 'Backup Drill Operator S.A.'], { database: source }),
      runCli('backup', ['--to', dir], { database: source }),
    ]);
    expect(imported.code, imported.stderr).toBe(0);
    serving = false;
    await reads;
    expect(backedUp.code, backedUp.stderr).toBe(0);
    expect(answers.length).toBeGreaterThan(10);
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const health = answers.filter((a) => a.path === '/api/health').map((a) => a.ms);
    console.info(
      `backup drill (${source.dialect}): ${answers.length} reads, /api/health max ${Math.max(...health).toFixed(1)} ms; ${backedUp.stdout.trim()}`,
    );

    const file = /Backed up to (\S+):/.exec(backedUp.stdout)?.[1] ?? '';
    backupFile = file;
    expect(path.basename(file)).toMatch(
      new RegExp(`^flarescope-\\d{8}T\\d{6}Z\\.${source.dialect === 'sqlite' ? 'sqlite' : 'pgdump'}$`),
    );
    // Nothing but the backup and its manifest was left in the folder.
    expect(fs.readdirSync(dir).filter((name) => name.startsWith('.') || name.includes('partial'))).toEqual(
      [],
    );
    const manifest = JSON.parse(fs.readFileSync(manifestPathOf(file), 'utf8')) as BackupManifest;
    expect(manifest).toMatchObject({ format: 'flarescope-backup/1', dialect: source.dialect });
    expect(manifest.migrations.length).toBeGreaterThan(20);

    const target = newTarget();
    const restored = await runCli('restore', [file], { database: target });
    expect(restored.code, restored.stderr).toBe(0);
    expect(restored.stdout).toContain(
      `every one of ${Object.keys(manifest.tables).length} tables has the rows the manifest counts`,
    );

    // Counted again here, not by the CLI: the restored database holds what the manifest says, and the
    // import is in it whole (its job succeeded, all its rows) or not at all (nothing of it).
    const restoredDb = createDatabase(target);
    try {
      const observations = await countOf(restoredDb, 'observations');
      expect(observations).toBe(manifest.tables.observations);
      const job = await restoredDb
        .selectFrom('import_jobs')
        .select(['status'])
        .where('origin', '=', 'cli')
        .where('file_name', '=', 'observations.csv')
        .executeTakeFirst();
      console.info(
        `backup drill (${source.dialect}): the import's job in the backup: ${job?.status ?? 'none'}`,
      );
      if (job?.status === 'succeeded') expect(observations).toBe(observationsBefore + IMPORT_ROWS);
      else expect(observations).toBe(observationsBefore);
    } finally {
      await restoredDb.destroy();
    }

    // A restore into a database that is not empty (the source itself) is refused and changes nothing;
    // a manifest whose count is not what the file holds fails loudly, naming the table.
    const tampered = path.join(dir, 'tampered.manifest.json');
    fs.writeFileSync(
      tampered,
      JSON.stringify({
        ...manifest,
        tables: { ...manifest.tables, flares: (manifest.tables.flares ?? 0) + 1 },
      }),
    );
    const [refused, mismatch] = await Promise.all([
      runCli('restore', [file, '--lang', 'es'], { database: source }),
      runCli('restore', [file, '--manifest', tampered], { database: newTarget() }),
    ]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('La base de datos de destino no está vacía');
    expect(mismatch.code).toBe(1);
    expect(mismatch.stderr).toContain('THE RESTORE DOES NOT MATCH THE BACKUP: 1 table(s) differ');
    expect(mismatch.stderr).toContain(
      `flares: ${(manifest.tables.flares ?? 0) + 1} rows in the backup, ${manifest.tables.flares} restored`,
    );
    const after = createDatabase(source);
    try {
      expect(await countOf(after, 'observations')).toBe(observationsBefore + IMPORT_ROWS);
    } finally {
      await after.destroy();
    }
  }, 90_000);

  it('refuses a missing or non-folder target and a damaged file, leaving nothing behind', async () => {
    const notAFolder = path.join(dir, 'a-file');
    fs.writeFileSync(notAFolder, 'x');
    const damaged = path.join(dir, 'damaged');
    fs.mkdirSync(damaged);
    const [missing, file, corrupt] = await Promise.all([
      runCli('backup', ['--to', path.join(dir, 'no-such-folder')], { database: source }),
      runCli('backup', ['--to', notAFolder], { database: source }),
      (() => {
        // The first test's backup, copied with its manifest, one byte added.
        const backup = path.join(damaged, path.basename(backupFile));
        fs.copyFileSync(backupFile, backup);
        fs.copyFileSync(manifestPathOf(backupFile), manifestPathOf(backup));
        fs.appendFileSync(backup, 'x');
        return runCli('restore', [backup], { database: newTarget() });
      })(),
    ]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain(
      'does not exist. Create it, or name another with --to. Nothing was written.',
    );
    expect(fs.existsSync(path.join(dir, 'no-such-folder'))).toBe(false);
    expect(file.code).toBe(1);
    expect(file.stderr).toContain('is not a folder');
    expect(fs.readFileSync(notAFolder, 'utf8')).toBe('x');
    expect(corrupt.code).toBe(1);
    expect(corrupt.stderr).toContain('does not match its manifest (size or SHA-256)');
  }, 60_000);
});
