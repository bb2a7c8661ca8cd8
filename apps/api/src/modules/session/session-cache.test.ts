import { accountContract, sessionContract } from '@flarescope/shared';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  accountChangesOf,
  accountWritesOf,
  pgAccountWritesOf,
  pgPoolOf,
  sqliteConnectionOf,
} from '../../db/database.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { createSessionCache } from './session-cache.js';

type Row = { id: string; expiresAt: string };

describe('session cache', () => {
  let clockMs = 0;
  let reads = 0;
  const make = (maxEntries = 10) =>
    createSessionCache<Row>({ ttlMs: 1000, maxEntries, monotonicNow: () => clockMs });
  const row = (id: string, expiresAt = '2027-01-01T00:00:00.000Z'): Row => ({ id, expiresAt });
  const reading = (found: Row | undefined) => () => {
    reads += 1;
    return found;
  };
  const now = '2026-11-21T12:00:00.000Z';

  it('reads a found session again only after ttlMs', () => {
    clockMs = 0;
    reads = 0;
    const cache = make();
    expect(cache.find('a', now, '0', reading(row('u1')))?.id).toBe('u1');
    clockMs = 999;
    expect(cache.find('a', now, '0', reading(row('u1')))?.id).toBe('u1');
    expect(reads).toBe(1);
    clockMs = 1000;
    expect(cache.find('a', now, '0', reading(undefined))).toBeUndefined();
    expect(reads).toBe(2);
  });

  it('forgets everything when the generation changes (a write to users or sessions)', () => {
    clockMs = 0;
    reads = 0;
    const cache = make();
    cache.find('a', now, '0', reading(row('u1')));
    cache.find('b', now, '0', reading(row('u2')));
    expect(cache.find('a', now, '1', reading(undefined))).toBeUndefined();
    expect(cache.find('b', now, '1', reading(row('u2')))?.id).toBe('u2');
    expect(reads).toBe(4);
  });

  it('never keeps an unknown token, and a kept session still ends at its expiry', () => {
    clockMs = 0;
    reads = 0;
    const cache = make();
    cache.find('guess', now, '0', reading(undefined));
    cache.find('guess', now, '0', reading(undefined));
    expect(reads).toBe(2);
    expect(cache.size).toBe(0);
    cache.find('a', now, '0', reading(row('u1', '2026-11-21T12:00:00.500Z')));
    expect(cache.find('a', '2026-11-21T12:00:00.500Z', '0', reading(row('u1')))).toBeUndefined();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    clockMs = 0;
    reads = 0;
    const cache = make(2);
    cache.find('a', now, '0', reading(row('u1')));
    cache.find('b', now, '0', reading(row('u2')));
    cache.find('c', now, '0', reading(row('u3')));
    expect(cache.size).toBe(2);
    reads = 0;
    cache.find('a', now, '0', reading(row('u1')));
    expect(reads).toBe(1);
  });

  it('keeps what a slow lookup found only if nothing changed while it ran', async () => {
    clockMs = 0;
    reads = 0;
    const cache = make();
    const slow = (found: Row) => async () => {
      reads += 1;
      return found;
    };
    // Something changed during the lookup: answered, not kept.
    expect((await cache.findAsync('a', now, '0', slow(row('u1')), () => false))?.id).toBe('u1');
    expect(cache.size).toBe(0);
    expect((await cache.findAsync('a', now, '0', slow(row('u1')), () => true))?.id).toBe('u1');
    expect((await cache.findAsync('a', now, '0', slow(row('u1')), () => true))?.id).toBe('u1');
    expect(reads).toBe(2);
    // A new generation empties it, as for find.
    await cache.findAsync('a', now, '1', slow(row('u1')), () => true);
    expect(reads).toBe(3);
  });

  it("forgets one user's sessions and no one else's", () => {
    clockMs = 0;
    reads = 0;
    const cache = make();
    cache.find('a', now, '0', reading(row('u1')));
    cache.find('b', now, '0', reading(row('u1')));
    cache.find('c', now, '0', reading(row('u2')));
    cache.forgetUser('u1');
    expect(cache.size).toBe(1);
    cache.find('c', now, '0', reading(undefined));
    expect(reads).toBe(3);
  });
});

describe.runIf(!process.env.DATABASE_URL?.startsWith('postgres'))('session lookups on SQLite', () => {
  let t: TestApp;
  let sqlite: SQLite.Database;
  beforeAll(async () => {
    t = await buildTestApp();
    sqlite = sqliteConnectionOf(t.db)!;
  });
  afterAll(() => t.close());

  const session = (token: string) => client(t).as(token).call(accountContract.get);

  it('counts Kysely writes to users and sessions, in or out of a transaction, and nothing else', async () => {
    const { user } = await buildSignedInUser(t.db, t.clock, { email: 'count@example.com' });
    const before = accountWritesOf(sqlite);
    await t.db.selectFrom('users').selectAll().execute();
    await t.db.updateTable('countries').set({ name_en: 'x' }).where('slug', '=', 'nowhere').execute();
    expect(accountWritesOf(sqlite)).toBe(before);
    await t.db.updateTable('users').set({ units: 'imperial' }).where('id', '=', user.id).execute();
    const afterUpdate = accountWritesOf(sqlite);
    expect(afterUpdate).toBeGreaterThan(before);
    await t.db
      .transaction()
      .execute((trx) => trx.deleteFrom('sessions').where('user_id', '=', user.id).execute());
    expect(accountWritesOf(sqlite)).toBeGreaterThan(afterUpdate);
  });

  it('refuses a session on the very next request after this process ends it', async () => {
    const { user, token } = await buildSignedInUser(t.db, t.clock, { email: 'ended@example.com' });
    expect((await session(token)).statusCode).toBe(200);
    expect((await session(token)).statusCode).toBe(200);
    const signOut = await client(t).as(token).call(sessionContract.delete);
    expect(signOut.statusCode).toBeLessThan(300);
    expect((await session(token)).statusCode).toBe(401);

    const second = await buildSignedInUser(t.db, t.clock, { email: 'closed@example.com' });
    expect((await session(second.token)).statusCode).toBe(200);
    await t.db
      .updateTable('users')
      .set({ closed_at: t.clock.now().toISOString() })
      .where('id', '=', second.user.id)
      .execute();
    expect((await session(second.token)).statusCode).toBe(401);
    expect(user.id).not.toBe(second.user.id);
  });

  it('refuses a session on the very next request after another process ends it', async () => {
    const { token } = await buildSignedInUser(t.db, t.clock, { email: 'other@example.com' });
    expect((await session(token)).statusCode).toBe(200);
    expect((await session(token)).statusCode).toBe(200);
    const other = new SQLite(sqlite.name);
    other.prepare('delete from sessions').run();
    other.close();
    // No write went through this process: SQLite's data_version tells that another connection committed.
    expect((await session(token)).statusCode).toBe(401);
  });
});

describe.runIf(process.env.DATABASE_URL?.startsWith('postgres'))('session lookups on PostgreSQL', () => {
  let t: TestApp;
  let lookups: () => number;
  let databaseUrl: string;
  beforeAll(async () => {
    t = await buildTestApp();
    if (t.config.database.dialect !== 'postgres') throw new Error('PostgreSQL expected');
    databaseUrl = t.config.database.url;
    const pool = pgPoolOf(t.db)!;
    const query = vi.spyOn(pool, 'query');
    lookups = () =>
      query.mock.calls.filter(
        ([config]) => (config as { name?: string }).name === 'flarescope-active-session-user',
      ).length;
  });
  afterAll(() => t.close());

  const session = (token: string) => client(t).as(token).call(accountContract.get);
  /** The account changes feed listens (it starts on the first session lookup). */
  const listening = async () => {
    const feed = accountChangesOf(t.db)!;
    for (const deadline = Date.now() + 5000; !feed.listening();) {
      if (Date.now() > deadline) throw new Error('the account changes feed did not start listening');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  /** Another process's change: a connection of its own, outside this app. */
  const elsewhere = async (text: string, values: unknown[]) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      await client.query(text, values);
    } finally {
      await client.end();
    }
  };
  /** Asks until the session is refused; fails past `withinMs`. */
  const refusedWithin = async (token: string, withinMs: number) => {
    const started = performance.now();
    while ((await session(token)).statusCode !== 401) {
      expect(performance.now() - started).toBeLessThan(withinMs);
    }
  };

  it('reads a session from the database once, then from the cache while the feed listens', async () => {
    const { token } = await buildSignedInUser(t.db, t.clock);
    expect((await session(token)).statusCode).toBe(200);
    await listening();
    expect((await session(token)).statusCode).toBe(200);
    const before = lookups();
    for (let i = 0; i < 20; i += 1) expect((await session(token)).statusCode).toBe(200);
    expect(lookups()).toBe(before);
  });

  it("forgets a user's sessions when another process changes them, within 100 ms", async () => {
    await listening();
    const { user, token } = await buildSignedInUser(t.db, t.clock);
    const bystander = await buildSignedInUser(t.db, t.clock);
    for (const kept of [token, bystander.token, token, bystander.token]) {
      expect((await session(kept)).statusCode).toBe(200);
    }
    await elsewhere('delete from sessions where user_id = $1', [user.id]);
    await refusedWithin(token, 100);
    // Only that user's sessions were read again.
    const before = lookups();
    expect((await session(bystander.token)).statusCode).toBe(200);
    expect(lookups()).toBe(before);
  });

  it('refuses at once a session this process ended, even one read while the ending transaction was open', async () => {
    await listening();
    const { user, token } = await buildSignedInUser(t.db, t.clock);
    expect((await session(token)).statusCode).toBe(200);
    await t.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sessions').where('user_id', '=', user.id).execute();
      // Read (and kept) from another connection before the delete commits.
      expect((await session(token)).statusCode).toBe(200);
      expect((await session(token)).statusCode).toBe(200);
    });
    expect(pgAccountWritesOf(t.db)).toBeGreaterThan(0);
    expect((await session(token)).statusCode).toBe(401);
  });

  it('reads every session from the database while the feed is down, and keeps them again once it is back', async () => {
    await listening();
    const { user, token } = await buildSignedInUser(t.db, t.clock);
    expect((await session(token)).statusCode).toBe(200);
    await elsewhere(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query ilike 'LISTEN %' and pid <> pg_backend_pid()`,
      [],
    );
    const feed = accountChangesOf(t.db)!;
    for (const deadline = Date.now() + 5000; feed.listening();) {
      if (Date.now() > deadline) throw new Error('the feed did not notice its connection was lost');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    // Down: each request reads the database, so a change made meanwhile holds at once.
    const before = lookups();
    expect((await session(token)).statusCode).toBe(200);
    expect((await session(token)).statusCode).toBe(200);
    expect(lookups()).toBe(before + 2);
    await listening();
    expect((await session(token)).statusCode).toBe(200);
    const kept = lookups();
    expect((await session(token)).statusCode).toBe(200);
    expect(lookups()).toBe(kept);
    await elsewhere('update users set closed_at = $2 where id = $1', [user.id, t.clock.now().toISOString()]);
    await refusedWithin(token, 100);
  });
});
