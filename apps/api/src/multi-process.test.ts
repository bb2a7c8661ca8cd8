import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './db/database.js';
import { systemClock } from './infra/clock.js';
import { buildUserWithPassword, TEST_PASSWORD } from './testing/accounts.js';
import { startServerProcesses, type ServerProcesses } from './testing/server-processes.js';
import { createTestDatabase } from './testing/test-database.js';

/**
 * Two API processes on one database (issue 15: what held when tried by hand, kept as a test): a
 * session made on one works on the other and ends on both at sign-out; the resend wait counts across
 * both; an import through one is served by the other within a second. On PostgreSQL, as behind a load
 * balancer; on SQLite, as two processes on one machine's file.
 */
describe('two API processes on one database', () => {
  let servers: ServerProcesses;
  let db: Db;
  let drop: () => Promise<void>;
  let a: string;
  let b: string;

  beforeAll(async () => {
    const created = await createTestDatabase();
    drop = created.drop;
    servers = await startServerProcesses(created.database, 2);
    await servers.healthy();
    [a, b] = servers.bases as [string, string];
    db = createDatabase(created.database);
  }, 120_000);
  afterAll(async () => {
    servers?.stop();
    await db?.destroy();
    await drop?.();
  });

  const send = (
    base: string,
    method: string,
    path: string,
    options: { body?: unknown; cookie?: string } = {},
  ) =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        origin: base,
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
    });

  const signIn = async (base: string, email: string) => {
    const response = await send(base, 'POST', '/api/auth/signin', {
      body: { email, password: TEST_PASSWORD, captcha: 'token' },
    });
    expect(response.status).toBe(200);
    const auth = response.headers.getSetCookie().find((cookie) => cookie.startsWith('auth='));
    return auth!.split(';')[0]!;
  };

  it('a session made on one works on the other and ends on both at sign-out', async () => {
    const user = await buildUserWithPassword(db, systemClock);
    const cookie = await signIn(a, user.email);
    for (const base of [a, b]) {
      expect(await (await send(base, 'GET', '/api/session', { cookie })).json()).toMatchObject({
        signedIn: true,
        user: { id: user.id },
      });
    }
    expect((await send(b, 'DELETE', '/api/session', { cookie })).status).toBe(204);
    for (const base of [a, b]) {
      expect(await (await send(base, 'GET', '/api/session', { cookie })).json()).toMatchObject({
        signedIn: false,
      });
      expect((await send(base, 'GET', '/api/account', { cookie })).status).toBe(401);
    }
  });

  it('counts the resend wait across both', async () => {
    const email = `wait-${randomUUID()}@example.com`;
    expect(
      (await send(a, 'POST', '/api/auth/signup/code', { body: { email, captcha: 'token' } })).status,
    ).toBe(204);
    const early = await send(b, 'POST', '/api/auth/signup/code', { body: { email, captcha: 'token' } });
    expect(early.status).toBe(429);
    expect(((await early.json()) as { error: { code: string } }).error.code).toBe('code_resend_wait');
  });

  it('serves an import made through one from the other within a second', async () => {
    const admin = await buildUserWithPassword(db, systemClock, { role: 'admin' });
    const cookie = await signIn(a, admin.email);
    const flare = await db
      .selectFrom('flares')
      .innerJoin('companies', 'companies.id', 'flares.company_id')
      .select('flares.name')
      .where('companies.slug', '=', 'ypf-s-a')
      .executeTakeFirstOrThrow();
    const view = '/api/flaring/countries/argentina/companies/ypf-s-a';
    const before = await (await send(b, 'GET', view)).text();

    const form = new FormData();
    form.set('source', 'Multi-process test operator');
    form.set(
      'file',
      new Blob([
        `country,company,flare_name,period,volume_m3,confidence\nARG,YPF S.A.,${flare.name},2024-06,900000000,measured\n`,
      ]),
      'observations.csv',
    );
    const upload = await fetch(`${a}/api/imports`, {
      method: 'POST',
      headers: { 'x-requested-with': 'XMLHttpRequest', origin: a, cookie },
      body: form,
    });
    expect(upload.status).toBe(202);
    const { jobId } = (await upload.json()) as { jobId: string };
    // Followed on the other process: the job's state is in the database.
    let status = '';
    for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
      status = (
        (await (await send(b, 'GET', `/api/imports/jobs/${jobId}`, { cookie })).json()) as { status: string }
      ).status;
      if (status === 'succeeded' || status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).toBe('succeeded');
    const finished = Date.now();
    let after = before;
    while (after === before && Date.now() - finished < 1000) {
      after = await (await send(b, 'GET', view)).text();
    }
    expect(after).not.toBe(before);
  });
});
