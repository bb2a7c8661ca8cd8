import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, openSiblingDatabase, sqliteConnectionOf } from './database.js';
import { startServerCheckpoints, startWalCheckpoints } from './wal-checkpoints.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A WAL-mode database file with one table, on a connection as createDatabase opens it. */
const open = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-wal-'));
  dirs.push(dir);
  const file = path.join(dir, 'db.sqlite');
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.exec('create table rows (id integer primary key, text text not null)');
  return { file, connection };
};

/** ~8 MB in one transaction: about 2 000 pages, twice SQLite's checkpoint threshold. */
const writeMuch = (connection: SQLite.Database) => {
  const insert = connection.prepare('insert into rows (text) values (?)');
  connection.transaction(() => {
    for (let i = 0; i < 2000; i += 1) insert.run(`${i}`.padEnd(4000, 'x'));
  })();
};

const mb = (file: string) => fs.statSync(file).size / 2 ** 20;

describe('startWalCheckpoints', () => {
  it('by default SQLite copies the log back inside the commit (what the thread takes away)', () => {
    const { file, connection } = open();
    writeMuch(connection);
    expect(mb(file)).toBeGreaterThan(7);
    connection.close();
  });

  it('keeps the commit from copying the log back, and copies it on its own thread', async () => {
    const { file, connection } = open();
    const checkpoints = startWalCheckpoints(connection, file, { everyMs: 60_000 });
    try {
      expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      writeMuch(connection);
      // The commit left the pages in the log: the database file is as small as before.
      expect(mb(file)).toBeLessThan(1);
      const result = await checkpoints.now();
      expect(result.log).toBeGreaterThan(1000);
      expect(result.checkpointed).toBe(result.log);
      expect(mb(file)).toBeGreaterThan(7);
      expect(connection.prepare('select count(*) as n from rows').get()).toEqual({ n: 2000 });
    } finally {
      await checkpoints.stop();
    }
    expect(connection.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    connection.close();
  });

  it('checkpoints on its own every so often', async () => {
    const { file, connection } = open();
    const checkpoints = startWalCheckpoints(connection, file, { everyMs: 50 });
    try {
      writeMuch(connection);
      await expect.poll(() => mb(file), { timeout: 5000 }).toBeGreaterThan(7);
    } finally {
      await checkpoints.stop();
    }
    connection.close();
  });

  it('gives the connection its own checkpoints back when the thread cannot work', async () => {
    const { file, connection } = open();
    const errors: string[] = [];
    const checkpoints = startWalCheckpoints(connection, path.join(path.dirname(file), 'gone.sqlite'), {
      onError: (message) => errors.push(message),
    });
    await expect.poll(() => connection.pragma('wal_autocheckpoint', { simple: true })).toBe(1000);
    expect(errors.join()).toMatch(/not exist|unable to open/i);
    await checkpoints.stop();
    connection.close();
  });

  it('is taken by the server on a SQLite file, and the import’s own connection leaves the log to it too', async () => {
    const { file, connection } = open();
    connection.close();
    const config = { dialect: 'sqlite' as const, file };
    const db = createDatabase(config);
    const checkpoints = startServerCheckpoints(db, config, () => {});
    expect(checkpoints).not.toBeNull();
    const importDb = openSiblingDatabase(db, config);
    try {
      expect(sqliteConnectionOf(importDb)?.pragma('wal_autocheckpoint', { simple: true })).toBe(0);
      writeMuch(sqliteConnectionOf(importDb) as SQLite.Database);
      expect(mb(file)).toBeLessThan(1);
    } finally {
      await importDb.destroy();
      await checkpoints?.stop();
      await db.destroy();
    }
    expect(startServerCheckpoints(db, { dialect: 'sqlite', file: ':memory:' }, () => {})).toBeNull();
  });
});
