import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { observationsCsv } from '../../bench/synthetic.js';
import type { Database as DatabaseConfig } from '../../config.js';
import { createDatabase, type Db } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { runCli } from '../../testing/run-cli.js';
import { createTestDatabase } from '../../testing/test-database.js';

const importCli = (database: DatabaseConfig, args: string[], killWhen?: (stderr: string) => boolean) =>
  runCli('import', args, { database, ...(killWhen && { killWhen }) });

describe('npm run import (CLI)', () => {
  let database: DatabaseConfig;
  let drop: () => Promise<void>;
  let db: Db;
  let dir: string;
  const file = (name: string, content: string) => {
    const target = path.join(dir, name);
    fs.writeFileSync(target, content);
    return target;
  };

  beforeAll(async () => {
    ({ database, drop } = await createTestDatabase());
    db = createDatabase(database);
    await migrateToLatest(db);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-cli-'));
  });
  afterAll(async () => {
    await db.destroy();
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const counts = async () => {
    const out: Record<string, number> = {};
    for (const table of [
      'companies',
      'flares',
      'observations',
      'flare_year_totals',
      'data_sources',
    ] as const) {
      const row = await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      out[table] = Number(row.n);
    }
    return out;
  };

  it('imports a file, prints progress on stderr and the counts on stdout, then finds nothing to change', async () => {
    const small = file('small.csv', observationsCsv(200, { withCoordinates: true }));
    const first = await importCli(database, [
      small,
      '--source',
      'Bench Operator S.A.',
      '--licence',
      'CC BY 4.0',
    ]);
    expect(first.code).toBe(0);
    expect(first.stderr).toContain('Checking and writing rows');
    expect(first.stdout).toContain('Imported small.csv (Monthly observations, 200 rows)');
    expect(first.stdout).toContain('observations: 200 inserted, 0 updated, 0 unchanged');
    expect(await counts()).toMatchObject({ flares: 3, observations: 200 });
    const again = await importCli(database, [small, '--source', 'Bench Operator S.A.', '--lang', 'es']);
    expect(again.code).toBe(0);
    expect(again.stdout).toContain('observaciones: 0 insertadas, 0 actualizadas, 200 sin cambios');
  }, 60_000);

  it('prints every bad row with its line and column, in the language asked, exits 1 and imports nothing', async () => {
    const before = await counts();
    const bad = file(
      'bad.csv',
      'country,company,flare_name,period,volume_m3\nARG,X,a,2025-01,1\nARG,X,b,2025-13,-1\n',
    );
    const run = await importCli(database, [bad, '--source', 'Bench Operator S.A.', '--lang', 'es']);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('Línea 3, columna period: Escriba un mes como AAAA-MM.');
    expect(run.stderr).toContain('Línea 3, columna volume_m3: Escriba un número igual o mayor que 0.');
    expect(run.stderr).toContain('No se importó nada.');
    expect(await counts()).toEqual(before);
  }, 60_000);

  it('explains its usage and exits 2 without a file or a source', async () => {
    const none = await importCli(database, []);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Usage: npm run import --');
    const noSource = await importCli(database, [file('x.csv', 'a\n1\n')]);
    expect(noSource.code).toBe(2);
    expect(noSource.stderr).toContain('--source');
  }, 60_000);

  it('leaves the database as it was when killed (SIGKILL) in the middle of writing', async () => {
    const before = await counts();
    const big = file(
      'big.csv',
      observationsCsv(150_000, { withCoordinates: true, company: 'Killed Operator' }),
    );
    // Progress lines come every 5 %: "30% Checking and writing rows 21,000/150,000" is printed from inside
    // the transaction, after a batch was written.
    const insideTransaction = (stderr: string) => /writing rows [1-9][\d,]*\//.test(stderr);
    const run = await importCli(database, [big, '--source', 'Killed Operator'], insideTransaction);
    expect(run.signal).toBe('SIGKILL');
    expect(insideTransaction(run.stderr)).toBe(true);
    expect(await counts()).toEqual(before);
    if (database.dialect === 'sqlite') {
      const check = createDatabase(database);
      const { sql } = await import('kysely');
      const result = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(check);
      await check.destroy();
      expect(result.rows).toEqual([{ integrity_check: 'ok' }]);
    }
    // Nothing is left locked: the next import goes through.
    const after = await importCli(database, [
      file('after.csv', observationsCsv(96, { withCoordinates: true, company: 'After' })),
      '--source',
      'After',
    ]);
    expect(after.code).toBe(0);
  }, 180_000);
});
