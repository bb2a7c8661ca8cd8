import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import type { Database as DatabaseConfig } from '../config.js';
import { createDatabase } from './database.js';
import { withStartupLock } from './startup-lock.js';

const SERVER = path.join(import.meta.dirname, '..', 'server.ts');

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

const urlOf = (database: DatabaseConfig) =>
  database.dialect === 'sqlite' ? `file:${database.file}` : database.url;

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('withStartupLock', () => {
  it('lets one caller at a time through, the next waiting for the first to finish', async () => {
    const { database, drop } = await createTestDatabase();
    cleanups.push(drop);
    // Two connections to one database, as two processes would have.
    const [first, second] = [createDatabase(database), createDatabase(database)];
    cleanups.push(
      () => first.destroy(),
      () => second.destroy(),
    );
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const a = withStartupLock(first, database, async () => {
      events.push('a in');
      await held;
      events.push('a out');
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const b = withStartupLock(second, database, async () => {
      events.push('b in');
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(events).toEqual(['a in']);
    release();
    await Promise.all([a, b]);
    expect(events).toEqual(['a in', 'a out', 'b in']);
  });

  it('is free again after a caller fails', async () => {
    const { database, drop } = await createTestDatabase();
    cleanups.push(drop);
    const db = createDatabase(database);
    cleanups.push(() => db.destroy());
    await expect(
      withStartupLock(db, database, () => Promise.reject(new Error('migration broke'))),
    ).rejects.toThrow('migration broke');
    await expect(withStartupLock(db, database, () => Promise.resolve('next'))).resolves.toBe('next');
  });
});

describe('three servers started together on an empty database (issue 15, item 11)', () => {
  it('all come up, and the shipped data and the illustrative projects are loaded once', async () => {
    const { database, drop } = await createTestDatabase();
    cleanups.push(drop);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-starts-'));
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }));
    const ports = await Promise.all([freePort(), freePort(), freePort()]);
    const children: ChildProcess[] = [];
    cleanups.push(() => {
      for (const child of children) child.kill('SIGKILL');
    });
    const exits: string[] = [];
    for (const port of ports) {
      const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
        env: {
          ...process.env,
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          DATABASE_URL: urlOf(database),
          CAPTCHA_PROVIDER: 'none',
          LOG_LEVEL: 'warn',
          OUTBOX_DIR: path.join(dir, 'outbox'),
          STORAGE_DIR: path.join(dir, 'uploads'),
          WEB_DIST_DIR: '/nonexistent',
        },
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('exit', (code) => exits.push(`port ${port} exited ${code}: ${stderr.slice(0, 500)}`));
      children.push(child);
    }
    const healthy = async (port: number) => {
      for (const deadline = Date.now() + 90_000; Date.now() < deadline;) {
        if (exits.length) throw new Error(exits.join('\n'));
        try {
          const response = await fetch(`http://127.0.0.1:${port}/api/health`);
          if (response.ok) return true;
        } catch {
          // not listening yet
        }
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      return false;
    };
    expect(await Promise.all(ports.map(healthy))).toEqual([true, true, true]);
    expect(exits).toEqual([]);

    const db = createDatabase(database);
    cleanups.push(() => db.destroy());
    const sources = await db.selectFrom('data_sources').select('id').execute();
    expect(new Set(sources.map((row) => row.id)).size).toBe(sources.length);
    expect(sources.length).toBeGreaterThan(3);
    const projects = await db.selectFrom('projects').select('slug').execute();
    expect(projects).toHaveLength(3);
    const flares = await db
      .selectFrom('flares')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(flares?.n)).toBeGreaterThan(18_000);
  }, 120_000);
});
