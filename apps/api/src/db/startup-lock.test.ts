import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../testing/test-database.js';
import { startServerProcesses } from '../testing/server-processes.js';
import { createDatabase } from './database.js';
import { withStartupLock } from './startup-lock.js';

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
    const servers = await startServerProcesses(database, 3);
    cleanups.push(servers.stop);
    await servers.healthy();
    expect(servers.exits).toEqual([]);

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
  }, 240_000);
});
