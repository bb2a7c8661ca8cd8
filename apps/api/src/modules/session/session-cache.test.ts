import { SESSION_COOKIE_NAME } from '@flarescope/shared';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWritesOf, sqliteConnectionOf } from '../../db/database.js';
import { buildTestApp, spaHeaders, type TestApp } from '../../testing/build-test-app.js';
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
});

describe.runIf(!process.env.DATABASE_URL?.startsWith('postgres'))('session lookups on SQLite', () => {
  let t: TestApp;
  let sqlite: SQLite.Database;
  beforeAll(async () => {
    t = await buildTestApp();
    sqlite = sqliteConnectionOf(t.db)!;
  });
  afterAll(() => t.close());

  const session = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/account',
      headers: { cookie: `${SESSION_COOKIE_NAME}=${token}` },
    });

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
    const signOut = await t.app.inject({
      method: 'DELETE',
      url: '/api/session',
      headers: { ...spaHeaders, cookie: `${SESSION_COOKIE_NAME}=${token}` },
    });
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
