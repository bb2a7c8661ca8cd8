import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { buildSignedInUser } from '../testing/factories.js';
import { createGuards } from './auth.js';

const GUARD_NAMES = [
  'optionalUser',
  'requireUser',
  'requirePremium',
  'requireProjectAccess',
  'requireAdmin',
] as const;

/** Each guard on a probe route: visitors, users, premium users and admins get what they may. */
describe('auth guards', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(
      {},
      {
        beforeReady: (app) => {
          // t is assigned once buildTestApp returns; the guards are made per request from its db.
          for (const name of GUARD_NAMES) {
            app.get(
              `/api/probe/${name}`,
              {
                preHandler: (request, reply) =>
                  createGuards({ db: t.db, clock: t.clock, ports: t.ports })[name](request, reply),
              },
              async (request) => ({ user: request.user?.email ?? null }),
            );
          }
        },
      },
    );
  }, 30_000);
  afterAll(async () => t.close());

  // The test's own probe routes, one per guard, outside the contract.
  const call = (guard: string, token?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/probe/${guard}`,
      headers: token ? { cookie: `auth=${token}` } : {},
    });

  it('lets visitors through optionalUser with no user, and refuses them everywhere else with 401', async () => {
    expect((await call('optionalUser')).json()).toEqual({ user: null });
    for (const guard of ['requireUser', 'requirePremium', 'requireProjectAccess', 'requireAdmin']) {
      const response = await call(guard);
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
  });

  it('refuses a forged or ended session as a visitor', async () => {
    expect((await call('requireUser', 'not-a-token')).statusCode).toBe(401);
    const { token, user } = await buildSignedInUser(t.db, t.clock);
    await t.db
      .updateTable('users')
      .set({ closed_at: t.clock.now().toISOString() })
      .where('id', '=', user.id)
      .execute();
    expect((await call('requireUser', token)).statusCode).toBe(401);
  });

  it('gives a plain user user routes but not premium, project or admin ones', async () => {
    const { token, user } = await buildSignedInUser(t.db, t.clock);
    expect((await call('requireUser', token)).json()).toEqual({ user: user.email });
    expect((await call('requirePremium', token)).json().error.code).toBe('no_premium_access');
    expect((await call('requireProjectAccess', token)).json().error.code).toBe('no_project_access');
    const admin = await call('requireAdmin', token);
    expect(admin.statusCode).toBe(403);
    expect(admin.json().error.code).toBe('forbidden');
  });

  it('gives premium and project access to those granted it, and everything to admins', async () => {
    const premium = await buildSignedInUser(t.db, t.clock, { has_premium_access: 1 });
    expect((await call('requirePremium', premium.token)).statusCode).toBe(200);
    expect((await call('requireProjectAccess', premium.token)).statusCode).toBe(403);
    const projects = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
    expect((await call('requireProjectAccess', projects.token)).statusCode).toBe(200);
    const admin = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
    for (const guard of ['requireUser', 'requirePremium', 'requireProjectAccess', 'requireAdmin']) {
      expect((await call(guard, admin.token)).statusCode).toBe(200);
    }
  });

  it('answers a granted or revoked access on the same session’s very next request', async () => {
    const { token, user } = await buildSignedInUser(t.db, t.clock);
    const setPremium = (value: 0 | 1) =>
      value === 1
        ? t.db
            .insertInto('access_grants')
            .values({
              id: randomUUID(),
              user_id: user.id,
              kind: 'premium',
              project_id: '',
              granted_by: null,
              reason: null,
              created_at: t.clock.now().toISOString(),
            })
            .execute()
        : t.db.deleteFrom('access_grants').where('user_id', '=', user.id).execute();
    // Used twice first, so the session (and the user made from it) is the one a server keeps.
    expect((await call('requirePremium', token)).statusCode).toBe(403);
    expect((await call('requirePremium', token)).statusCode).toBe(403);
    await setPremium(1);
    expect((await call('requirePremium', token)).statusCode).toBe(200);
    expect((await call('requirePremium', token)).statusCode).toBe(200);
    await setPremium(0);
    expect((await call('requirePremium', token)).json().error.code).toBe('no_premium_access');
  });
});
