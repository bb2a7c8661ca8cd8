import { importsContract } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { buildSignedInUser, buildUser } from '../../testing/factories.js';
import { runCli } from '../../testing/run-cli.js';
import { accountAccessColumns } from '../access/index.js';
import { changeUserAccess } from '../accounts/index.js';

const userCli = (t: TestApp, script: 'user-role' | 'user-access', args: string[]) =>
  runCli(script, args, { database: t.config.database });

describe('user role and access (administrators’ CLI)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 30_000);
  afterAll(async () => t.close());

  const accessOf = (id: string) =>
    t.db
      .selectFrom('users')
      .select('role')
      .select(accountAccessColumns)
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('changes only what it is asked to, finding the account by email in any case', async () => {
    const user = await buildUser(t.db, t.clock, { email: 'ana@example.com', has_project_access: 1 });
    const changed = await changeUserAccess(t, { email: ' ANA@Example.com ', hasPremiumAccess: true });
    expect(changed).toEqual({
      email: 'ana@example.com',
      role: 'user',
      hasPremiumAccess: true,
      hasProjectAccess: true,
    });
    expect(await accessOf(user.id)).toEqual({ role: 'user', has_premium_access: 1, has_project_access: 1 });
    expect(await changeUserAccess(t, { email: 'nobody@example.com', role: 'admin' })).toBeNull();
  });

  it('npm run user:role makes a signed-in user an administrator at once, and back', async () => {
    const { user, token } = await buildSignedInUser(t.db, t.clock, { email: 'ops@example.com' });
    const job = () =>
      client(t)
        .as(token)
        .call(importsContract.getJobsById, { params: { id: '00000000-0000-0000-0000-000000000000' } });
    expect((await job()).statusCode).toBe(403);
    const granted = await userCli(t, 'user-role', ['ops@example.com', 'admin']);
    expect(granted.code).toBe(0);
    expect(granted.stdout).toContain('ops@example.com: role admin');
    expect((await job()).statusCode).toBe(404);
    expect((await userCli(t, 'user-role', ['ops@example.com', 'user', '--lang', 'es'])).stdout).toContain(
      'rol user',
    );
    expect((await accessOf(user.id)).role).toBe('user');
    expect((await job()).statusCode).toBe(403);
  }, 60_000);

  it('npm run user:access grants premium and project access with on/off flags', async () => {
    const user = await buildUser(t.db, t.clock, { email: 'investor@example.com' });
    const run = await userCli(t, 'user-access', [
      'investor@example.com',
      '--premium',
      'on',
      '--projects',
      'on',
    ]);
    expect(run.code).toBe(0);
    expect(run.stdout).toBe('investor@example.com: role user, premium data access on, project access on.\n');
    expect(await accessOf(user.id)).toEqual({ role: 'user', has_premium_access: 1, has_project_access: 1 });
    await userCli(t, 'user-access', ['investor@example.com', '--projects', 'off']);
    expect(await accessOf(user.id)).toMatchObject({ has_premium_access: 1, has_project_access: 0 });
  }, 60_000);

  it('npm run user:access --project grants one project, with the reason, on the record', async () => {
    const user = await buildUser(t.db, t.clock, { email: 'dataroom@example.com' });
    const now = t.clock.now().toISOString();
    await t.db
      .insertInto('projects')
      .values({
        id: 'p-cli',
        slug: 'cli-project',
        title_en: 'CLI project',
        title_es: 'Proyecto CLI',
        summary_en: 's',
        summary_es: 's',
        description_en: 'd',
        description_es: 'd',
        company_id: null,
        country_iso3: 'ARG',
        stage: 'idea',
        technology: 'gas_turbine',
        gas_available_m3_per_day: 1000,
        composition: null,
        model_inputs: '{}',
        funding_sought_usd: 0,
        milestones: '[]',
        owner_id: null,
        published_at: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const run = await userCli(t, 'user-access', [
      'dataroom@example.com',
      '--projects',
      'on',
      '--project',
      'cli-project',
      '--reason',
      'Signed the NDA',
    ]);
    expect(run.code).toBe(0);
    const grants = await t.db
      .selectFrom('access_grants')
      .selectAll()
      .where('user_id', '=', user.id)
      .execute();
    expect(grants).toMatchObject([
      { kind: 'projects', project_id: 'p-cli', granted_by: null, reason: 'Signed the NDA' },
    ]);
    // A one-project grant is not access to every project.
    expect(await accessOf(user.id)).toMatchObject({ has_project_access: 0 });
    const audit = await t.db
      .selectFrom('audit_events')
      .select(['event', 'actor_id', 'details'])
      .where('user_id', '=', user.id)
      .execute();
    expect(audit).toEqual([
      {
        event: 'access_granted',
        actor_id: null,
        details: JSON.stringify({ kind: 'projects', projectId: 'p-cli', reason: 'Signed the NDA' }),
      },
    ]);
    const unknown = await userCli(t, 'user-access', [
      'dataroom@example.com',
      '--projects',
      'on',
      '--project',
      'nope',
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No project has the web address name nope.');
  }, 60_000);

  it('refuses bad usage (exit 2) and an unknown email (exit 1), changing nothing', async () => {
    for (const [script, args] of [
      ['user-role', ['someone@example.com', 'owner']],
      ['user-role', []],
      ['user-access', ['someone@example.com']],
      ['user-access', ['someone@example.com', '--premium', 'yes']],
      ['user-access', ['someone@example.com', '--premium', 'on', '--project', 'cli-project']],
    ] as const) {
      const run = await userCli(t, script, [...args]);
      expect(run.code, `${script} ${args.join(' ')}`).toBe(2);
      expect(run.stderr).toContain('Usage: npm run user:');
    }
    const unknown = await userCli(t, 'user-role', ['nobody@example.com', 'admin']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No account has the email nobody@example.com.');
  }, 60_000);
});
