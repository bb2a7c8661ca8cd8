import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { accountContract, authContract } from '@flarescope/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../infra/clock.js';
import { buildSignedInUserWithPassword, TEST_PASSWORD } from '../../testing/accounts.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { buildUser } from '../../testing/factories.js';
import { runCli } from '../../testing/run-cli.js';
import { userStoragePrefix } from './account-rules.js';
import { purgeClosedAccounts } from './purge.service.js';

describe('closing an account and the purge after 30 days', () => {
  let t: TestApp;
  let storageDir: string;
  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-storage-'));
    t = await buildTestApp({ CAPTCHA_PROVIDER: 'none', STORAGE_DIR: storageDir });
  }, 30_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });
  beforeEach(() => t.clock.advance(60 * 60 * 1000)); // fresh rate-limit windows

  const close = (token: string) =>
    client(t)
      .as(token)
      .call(accountContract.postClose, { body: { password: TEST_PASSWORD } });
  const signIn = (email: string, password = TEST_PASSWORD) =>
    client(t)
      .as(null)
      .call(authContract.postSignin, { body: { email, password, captcha: 'x' } });
  const purge = () => purgeClosedAccounts({ db: t.db, clock: t.clock, storage: t.app.storage });
  const userRow = (id: string) =>
    t.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

  it('reopens the account when its owner signs in within 30 days', async () => {
    const { user, token } = await buildSignedInUserWithPassword(t.db, t.clock, { email: 'back@example.com' });
    expect((await close(token)).statusCode).toBe(204);
    t.clock.advance(29 * DAY_MS);
    expect(await purge()).toBe(0);
    const response = await signIn('back@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json().reopened).toBe(true);
    expect(await userRow(user.id)).toMatchObject({ closed_at: null, purge_after: null });
    t.clock.advance(2 * DAY_MS);
    expect(await purge()).toBe(0);
    expect((await signIn('back@example.com')).json().reopened).toBe(false);
    const events = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('user_id', '=', user.id)
      .execute();
    expect(events.map((e) => e.event)).toEqual(['account_closed', 'account_reopened', 'signin', 'signin']);
  });

  it('refuses sign-in after 30 days with invalid_credentials, even before the purge runs', async () => {
    const { token } = await buildSignedInUserWithPassword(t.db, t.clock, { email: 'late@example.com' });
    await close(token);
    t.clock.advance(30 * DAY_MS);
    const response = await signIn('late@example.com');
    expect(response.statusCode).toBe(401);
    expect(response.error().code).toBe('invalid_credentials');
  });

  it('deletes the user, their sessions, codes, rate limits, audit trail and files, and says so once', async () => {
    const { user, token } = await buildSignedInUserWithPassword(t.db, t.clock, {
      email: 'leaving@example.com',
      cover_photo: 'covers/leaving.jpg',
    });
    const keeper = await buildUser(t.db, t.clock);
    await purge(); // accounts earlier tests left due
    const folder = path.join(t.config.storageDir, userStoragePrefix(user.id));
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'cover.webp'), 'image');
    fs.mkdirSync(path.join(t.config.storageDir, 'covers'), { recursive: true });
    fs.writeFileSync(path.join(t.config.storageDir, 'covers/leaving.jpg'), 'image');
    await client(t)
      .as(null)
      .call(authContract.postPasswordResetCode, { body: { email: 'leaving@example.com', captcha: 'x' } });
    await signIn('leaving@example.com', 'Wrong-Pass1');
    expect((await close(token)).statusCode).toBe(204);

    t.clock.advance(30 * DAY_MS + 1000);
    expect(await purge()).toBe(1);

    expect(await userRow(user.id)).toBeUndefined();
    expect(await userRow(keeper.id)).toBeDefined();
    expect(await t.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute()).toEqual(
      [],
    );
    const codes = await t.db
      .selectFrom('verification_codes')
      .selectAll()
      .where((eb) => eb.or([eb('user_id', '=', user.id), eb('address', '=', 'leaving@example.com')]))
      .execute();
    expect(codes).toEqual([]);
    expect(
      await t.db.selectFrom('rate_limits').selectAll().where('key', 'like', '%leaving@example.com').execute(),
    ).toEqual([]);
    // The email's sign-in sources too ('signin:source:<email> <ip>').
    expect(
      await t.db
        .selectFrom('rate_limits')
        .selectAll()
        .where('key', 'like', '%leaving@example.com %')
        .execute(),
    ).toEqual([]);
    const audit = await t.db.selectFrom('audit_events').selectAll().where('user_id', '=', user.id).execute();
    expect(audit.map((e) => e.event)).toEqual(['account_purged']);
    expect(fs.existsSync(folder)).toBe(false);
    expect(fs.existsSync(path.join(t.config.storageDir, 'covers/leaving.jpg'))).toBe(false);

    expect(await purge()).toBe(0); // idempotent
    expect((await signIn('leaving@example.com')).error().code).toBe('invalid_credentials');
  });

  it('purges each account exactly once when several processes run it at once', async () => {
    const users = await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        buildUser(t.db, t.clock, {
          email: `${name}-closed@example.com`,
          closed_at: t.clock.now().toISOString(),
          purge_after: t.clock.now().toISOString(),
        }),
      ),
    );
    // On PostgreSQL the pool runs these on separate connections at once; separate processes: below.
    const runs = await Promise.all([purge(), purge(), purge()]);
    expect(runs.reduce((sum, n) => sum + n, 0)).toBe(3);
    for (const user of users) {
      const events = await t.db
        .selectFrom('audit_events')
        .select('event')
        .where('user_id', '=', user.id)
        .execute();
      expect(events).toEqual([{ event: 'account_purged' }]);
    }
  });

  it('leaves open accounts and accounts within their 30 days alone', async () => {
    const open = await buildUser(t.db, t.clock);
    const { user: closing, token } = await buildSignedInUserWithPassword(t.db, t.clock);
    await close(token);
    t.clock.advance(30 * DAY_MS - 1000);
    expect(await purge()).toBe(0);
    expect(await userRow(open.id)).toBeDefined();
    expect(await userRow(closing.id)).toBeDefined();
  });
});

describe('npm run accounts:purge', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 30_000);
  afterAll(async () => t.close());

  const runPurge = () => runCli('purge', [], { database: t.config.database });

  it('purges the accounts whose 30 days are over, each once, with two processes running it at once', async () => {
    const past = new Date(Date.now() - 31 * DAY_MS);
    const due = await Promise.all(
      [1, 2, 3, 4].map(() =>
        buildUser(t.db, t.clock, {
          closed_at: past.toISOString(),
          purge_after: new Date(past.getTime() + 30 * DAY_MS).toISOString(),
        }),
      ),
    );
    const open = await buildUser(t.db, t.clock);
    const runs = await Promise.all([runPurge(), runPurge()]);
    for (const run of runs) {
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toMatch(/^Purged \d closed accounts?\.\n$/);
    }
    const total = runs.map((run) => Number(/Purged (\d)/.exec(run.stdout)?.[1])).reduce((a, b) => a + b, 0);
    expect(total).toBe(4);
    const left = await t.db.selectFrom('users').select('id').execute();
    expect(left.map((row) => row.id)).toEqual([open.id]);
    const purged = await t.db
      .selectFrom('audit_events')
      .select('user_id')
      .where('event', '=', 'account_purged')
      .execute();
    expect(purged.map((row) => row.user_id).sort()).toEqual(due.map((user) => user.id).sort());
  }, 60_000);
});
