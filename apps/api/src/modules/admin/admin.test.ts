import {
  adminContract,
  featuredContract,
  importsContract,
  sessionContract,
  type AdminUserListQuery,
  type RouteContract,
} from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser, buildUser, type UserOverrides } from '../../testing/factories.js';
import { startMailCatcher, type MailCatcher } from '../../testing/mail-catcher.js';

const REASON = { reason: 'Signed the data agreement' };

/** The admin console's API on SQLite or PostgreSQL (DATABASE_URL), mailing a real SMTP catcher. */
describe('admin console API', () => {
  let t: TestApp;
  let mail: MailCatcher;
  let admin: { id: string; token: string; email: string };
  beforeAll(async () => {
    mail = await startMailCatcher();
    t = await buildTestApp({ SMTP_URL: mail.url, PUBLIC_URL: 'http://localhost:3000' });
    const built = await buildSignedInUser(t.db, t.clock, { email: 'root-admin@example.com', role: 'admin' });
    admin = { id: built.user.id, token: built.token, email: built.user.email };
  }, 30_000);
  afterAll(async () => {
    await t.close();
    await mail.close();
  });

  const signedIn = async (overrides: UserOverrides = {}) => {
    const { user, token } = await buildSignedInUser(t.db, t.clock, overrides);
    return { ...user, token };
  };
  const as = (caller: Caller) => client(t).as(caller);
  const sessionOf = async (token: string) => (await as(token).call(sessionContract.get)).json().user;
  /** One user's page, as the suite's administrator (or `token`) reads it. */
  const userPage = (id: string, token = admin.token) =>
    as(token).call(adminContract.getUsersById, { params: { id } });
  // The grants' bodies are sent as a client could, some bad on purpose: cast, not typed by the route.
  const grantPremium = (id: string, body: object, token = admin.token) =>
    as(token).call(adminContract.postUsersPremium, { params: { id }, body: body as never });
  const grantProjects = (id: string, body: object, token = admin.token) =>
    as(token).call(adminContract.postUsersProjects, { params: { id }, body: body as never });
  const setRole = (id: string, role: 'user' | 'admin', token = admin.token) =>
    as(token).call(adminContract.postUsersRole, { params: { id }, body: { role, ...REASON } });
  const signOut = (id: string) =>
    as(admin.token).call(adminContract.postUsersSignOut, { params: { id }, body: REASON });

  it('answers every admin endpoint to administrators only: visitor 401, user and premium user 403', async () => {
    const target = await buildUser(t.db, t.clock);
    const user = await signedIn();
    const premium = await signedIn({ has_premium_access: 1, has_project_access: 1 });
    const params = { id: target.id };
    const endpoints: Array<[route: RouteContract, input: object, adminStatus: number]> = [
      [adminContract.getUsers, {}, 200],
      [adminContract.getUsersById, { params }, 200],
      [adminContract.postUsersPremium, { params, body: { isGranted: true, ...REASON } }, 200],
      [adminContract.postUsersProjects, { params, body: { isGranted: true, scope: 'all', ...REASON } }, 200],
      [adminContract.postUsersRole, { params, body: { role: 'user', ...REASON } }, 200],
      [adminContract.postUsersSignOut, { params, body: REASON }, 200],
      [adminContract.getAudit, {}, 200],
      [adminContract.getAuditCsv, {}, 200],
      [importsContract.getJobs, {}, 200],
      [adminContract.getDashboard, {}, 200],
    ];
    for (const [route, input, adminStatus] of endpoints) {
      const label = `${route.method} ${route.path}`;
      // Each input is its own route's, which the types of the table's union cannot follow.
      const send = (caller: Caller) => as(caller).call(route, input as never);
      expect((await send(null)).statusCode, `visitor ${label}`).toBe(401);
      for (const [who, token] of [
        ['user', user.token],
        ['premium user', premium.token],
      ] as const) {
        const response = await send(token);
        expect(response.statusCode, `${who} ${label}`).toBe(403);
        expect(response.error().code).toBe('forbidden');
      }
      expect((await send(admin.token)).statusCode, `admin ${label}`).toBe(adminStatus);
    }
    // Nothing the refused calls asked for happened: the one grant is the admin's.
    const grants = await t.db
      .selectFrom('access_grants')
      .selectAll()
      .where('user_id', '=', target.id)
      .execute();
    expect(grants.map((grant) => grant.granted_by)).toEqual([admin.id, admin.id]);
  });

  it('searches email, name, username and company, filters by access, and pages', async () => {
    const tag = 'srch';
    await buildUser(t.db, t.clock, { email: `${tag}-one@example.com`, company: 'Pluspetrol' });
    await buildUser(t.db, t.clock, {
      email: `${tag}-two@example.com`,
      first_name: 'Zoe',
      last_name: 'Quintana',
      has_premium_access: 1,
    });
    await buildUser(t.db, t.clock, {
      email: `${tag}-three@example.com`,
      closed_at: t.clock.now().toISOString(),
    });
    const list = async (query: Partial<AdminUserListQuery>) =>
      (await as(admin.token).call(adminContract.getUsers, { query })).json();
    expect((await list({ q: tag })).total).toBe(3);
    expect((await list({ q: 'PLUSPETROL' })).items.map((u) => u.email)).toEqual([`${tag}-one@example.com`]);
    expect((await list({ q: 'zoe quint' })).items).toHaveLength(1);
    expect((await list({ q: tag, premium: 'yes' })).items[0]).toMatchObject({
      email: `${tag}-two@example.com`,
      hasPremiumAccess: true,
      projectAccess: 'none',
    });
    expect((await list({ q: tag, closed: 'yes' })).total).toBe(1);
    expect((await list({ q: tag, closed: 'no', role: 'user' })).total).toBe(2);
    // An investor profile (issue 17) makes an account an investor.
    const two = await t.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', `${tag}-two@example.com`)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('investor_profiles')
      .values({
        user_id: two.id,
        organisation: 'Andes Energy Fund',
        type: 'fund',
        ticket_min_usd: 1_000_000,
        ticket_max_usd: 5_000_000,
        countries: '[]',
        technologies: '[]',
        created_at: t.clock.now().toISOString(),
        updated_at: t.clock.now().toISOString(),
      })
      .execute();
    expect((await list({ q: tag, investor: 'yes' })).items.map((u) => u.email)).toEqual([
      `${tag}-two@example.com`,
    ]);
    expect((await list({ q: tag, investor: 'no' })).total).toBe(2);
    const dashboard = (await as(admin.token).call(adminContract.getDashboard)).json();
    expect(dashboard.investors).toMatchObject({ profiles: 1, active: 0, indicatedUsd: 0, committedUsd: 0 });
    const paged = await list({ q: tag, pageSize: 2, page: 2 });
    expect(paged).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(paged.items).toHaveLength(1);
    // A % or _ is searched for as itself.
    expect((await list({ q: '%' })).total).toBe(0);
    // A role that is none, on purpose.
    const bad = await as(admin.token).call(adminContract.getUsers, { query: { role: 'owner' } as never });
    expect(bad.statusCode).toBe(400);
    expect(bad.error().code).toBe('validation_failed');
  });

  it('grants premium: the user’s next request has it, the log names the admin and reason, the user is mailed (en)', async () => {
    const user = await signedIn({ email: 'grantee-en@example.com', language: 'en' });
    expect((await sessionOf(user.token))?.hasPremiumAccess).toBe(false);
    const response = await grantPremium(user.id, { isGranted: true, ...REASON });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      hasPremiumAccess: true,
      grants: [{ kind: 'premium', reason: REASON.reason }],
    });
    expect((await sessionOf(user.token))?.hasPremiumAccess).toBe(true);
    const granted = await mail.waitForMail('grantee-en@example.com');
    expect(granted.subject).toBe('You now have access to premium data');
    expect(granted.text).toContain('downloads (CSV and XLSX)');
    const history = (await userPage(user.id)).json().history;
    expect(history[0]).toMatchObject({
      event: 'access_granted',
      actor: { id: admin.id, email: admin.email },
      user: { id: user.id },
      details: { kind: 'premium', scope: 'all', reason: REASON.reason },
    });

    await grantPremium(user.id, { isGranted: false, reason: 'Contract ended' });
    expect((await sessionOf(user.token))?.hasPremiumAccess).toBe(false);
    expect((await mail.waitForMail('grantee-en@example.com')).subject).toBe(
      'Your access to premium data has ended',
    );
  });

  it('mails a Spanish-speaking user in Spanish, naming the projects granted', async () => {
    const user = await signedIn({ email: 'grantee-es@example.com', language: 'es' });
    const now = t.clock.now().toISOString();
    await t.db
      .insertInto('projects')
      .values({
        id: 'p-admin',
        slug: 'admin-project',
        title_en: 'Engines at Loma',
        title_es: 'Motores en Loma',
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
    const response = await grantProjects(user.id, {
      isGranted: true,
      scope: 'projects',
      projects: ['admin-project'],
      ...REASON,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      projectAccess: 'some',
      grants: [{ kind: 'projects', project: { slug: 'admin-project', titleEs: 'Motores en Loma' } }],
    });
    const granted = await mail.waitForMail('grantee-es@example.com');
    expect(granted.subject).toBe('Ahora tiene acceso a un proyecto');
    expect(granted.text).toContain('Sala de Inversores: Motores en Loma.');

    await grantProjects(user.id, { isGranted: true, scope: 'all', ...REASON });
    expect((await mail.waitForMail('grantee-es@example.com')).subject).toBe(
      'Ahora tiene acceso a los datos de proyectos',
    );
    expect((await sessionOf(user.token))?.hasProjectAccess).toBe(true);
    // A grant already held changes nothing and mails nothing.
    await grantProjects(user.id, { isGranted: true, scope: 'all', ...REASON });
    await setRole(user.id, 'admin');
    expect((await mail.waitForMail('grantee-es@example.com')).subject).toBe(
      'Ahora es administrador de Flarescope',
    );

    const unknown = await grantProjects(user.id, {
      isGranted: true,
      scope: 'projects',
      projects: ['admin-project', 'nope'],
      ...REASON,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.error().fields).toEqual({ projects: 'validation.unknown_project' });
  });

  it('needs a reason for every change, and changes nothing without one', async () => {
    const user = await buildUser(t.db, t.clock);
    for (const body of [{ isGranted: true }, { isGranted: true, reason: '   ' }]) {
      const response = await grantPremium(user.id, body);
      expect(response.statusCode).toBe(400);
      expect(response.error().fields).toEqual({ reason: 'validation.required' });
    }
    const named = await grantProjects(user.id, { isGranted: true, scope: 'projects', ...REASON });
    expect(named.error().fields).toEqual({ projects: 'validation.required' });
    expect((await userPage(user.id)).json()).toMatchObject({
      hasPremiumAccess: false,
      projectAccess: 'none',
      history: [],
    });
  });

  it('keeps the last administrator: nobody can take the role from the last one, themselves included', async () => {
    // Only the suite's administrator and a second one (an earlier test made another).
    await t.db.updateTable('users').set({ role: 'user' }).where('id', '!=', admin.id).execute();
    const second = await signedIn({ email: 'second-admin@example.com', role: 'admin' });
    // With two, one may step down (here the second demotes the first, then is alone).
    const demoted = await setRole(admin.id, 'user', second.token);
    expect(demoted.statusCode).toBe(200);
    expect(demoted.json().role).toBe('user');
    const self = await setRole(second.id, 'user', second.token);
    expect(self.statusCode).toBe(409);
    expect(self.error()).toMatchObject({
      code: 'last_admin',
      message: 'This is the last administrator: make someone else an administrator first.',
    });
    expect((await sessionOf(second.token))?.role).toBe('admin');
    // The demoted administrator's next request is a user's.
    expect((await as(admin.token).call(adminContract.getUsers)).statusCode).toBe(403);
    const back = await setRole(admin.id, 'admin', second.token);
    expect(back.json().role).toBe('admin');
    // Two administrators demoting each other at once: one wins, one admin stays.
    const [a, b] = await Promise.all([setRole(second.id, 'user'), setRole(admin.id, 'user', second.token)]);
    // The loser is refused as no longer an administrator (403) or as the last one (409).
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes[0]).toBe(200);
    expect([403, 409]).toContain(codes[1]);
    const admins = await t.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    expect(admins).toHaveLength(1);
    // Leave the suite's administrator in charge.
    if (admins[0]?.id !== admin.id) {
      await t.db.updateTable('users').set({ role: 'admin' }).where('id', '=', admin.id).execute();
    }
  });

  it('refuses a change to an unknown or purged account with user_not_found, never a 500', async () => {
    const user = await buildUser(t.db, t.clock);
    expect((await userPage(user.id)).statusCode).toBe(200);
    await t.db.deleteFrom('users').where('id', '=', user.id).execute();
    for (const [label, request] of [
      ['page', () => userPage(user.id)],
      ['premium', () => grantPremium(user.id, { isGranted: true, ...REASON })],
      ['projects', () => grantProjects(user.id, { isGranted: false, scope: 'all', ...REASON })],
      ['role', () => setRole(user.id, 'admin')],
      ['sign-out', () => signOut('no-such-id')],
    ] as const) {
      const response = await request();
      expect(response.statusCode, label).toBe(404);
      expect(response.error().code).toBe('user_not_found');
    }
    expect(
      await t.db.selectFrom('access_grants').selectAll().where('user_id', '=', user.id).execute(),
    ).toEqual([]);
  });

  it('keeps both of two administrators’ changes to one user made at once, and each answer shows its own', async () => {
    const second = await signedIn({ role: 'admin' });
    const user = await buildUser(t.db, t.clock);
    const [premium, projects] = await Promise.all([
      grantPremium(user.id, { isGranted: true, ...REASON }),
      grantProjects(user.id, { isGranted: true, scope: 'all', ...REASON }, second.token),
    ]);
    expect(premium.json().hasPremiumAccess).toBe(true);
    expect(projects.json().projectAccess).toBe('all');
    const now = (await userPage(user.id)).json();
    expect(now).toMatchObject({ hasPremiumAccess: true, projectAccess: 'all' });
    expect(now.history.map((event) => event.actor?.id).sort()).toEqual([admin.id, second.id].sort());
  });

  it('signs a user out everywhere: their next request is a visitor’s; the page counts sessions', async () => {
    const user = await signedIn();
    const before = (await userPage(user.id)).json();
    expect(before.sessions.count).toBe(1);
    const response = await signOut(user.id);
    expect(response.json().sessions).toEqual({ count: 0, lastSeenAt: null });
    expect(await sessionOf(user.token)).toBeNull();
    expect(response.json().history[0]).toMatchObject({
      event: 'sessions_revoked',
      details: { sessions: 1, reason: REASON.reason },
    });
  });

  it('filters the audit log by user, kind and date, and exports it as CSV', async () => {
    const user = await buildUser(t.db, t.clock, { email: 'audited@example.com' });
    await grantPremium(user.id, { isGranted: true, reason: '=cmd()' });
    const auditLog = (query: object) =>
      // A date that is none, on purpose, among them.
      as(admin.token).call(adminContract.getAudit, { query: query as never });
    const page = (await auditLog({ user: 'audited@', kind: 'access_granted' })).json();
    expect(page.total).toBe(1);
    expect(page.items[0]).toMatchObject({
      user: { email: 'audited@example.com' },
      actor: { email: admin.email },
    });
    expect(page.kinds).toContain('access_granted');
    const day = t.clock.now().toISOString().slice(0, 10);
    expect((await auditLog({ user: 'audited@', from: day, to: day })).json().total).toBe(1);
    expect((await auditLog({ user: 'audited@', to: '2020-01-01' })).json().total).toBe(0);
    expect((await auditLog({ from: 'yesterday' })).statusCode).toBe(400);
    const csv = await as(admin.token).call(adminContract.getAuditCsv, {
      query: { user: 'audited@', lang: 'es' },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('Hora (UTC),Evento,Cuenta,Administrador,Dirección IP,Detalles');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('access_granted,audited@example.com,root-admin@example.com');
  });
});

describe('admin console: projects and data sources', () => {
  let t: TestApp;
  let admin: string;
  let user: string;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await buildSignedInUser(t.db, t.clock, { role: 'admin' })).token;
    user = (await buildSignedInUser(t.db, t.clock, { has_premium_access: 1 })).token;
    const now = t.clock.now().toISOString();
    for (const [id, isPublished] of [
      ['one', 1],
      ['two', 1],
      ['draft', 0],
    ] as const) {
      await t.db
        .insertInto('projects')
        .values({
          id: `p-${id}`,
          slug: `project-${id}`,
          title_en: `Project ${id}`,
          title_es: `Proyecto ${id}`,
          summary_en: `Summary ${id}`,
          summary_es: `Resumen ${id}`,
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
          is_published: isPublished,
          published_at: isPublished ? now : null,
          created_at: now,
          updated_at: now,
        })
        .execute();
    }
    await t.db
      .insertInto('data_sources')
      .values({
        id: 'test-source',
        publisher: 'Test Publisher',
        title: 'Monthly flaring',
        licence: 'CC BY 4.0',
        url: 'https://example.com',
        published_on: '2025-01-01',
        kind: 'operator',
        notes: null,
        created_at: now,
      })
      .execute();
  }, 30_000);
  afterAll(async () => t.close());

  const as = (caller: Caller) => client(t).as(caller);
  const feature = (slug: string, isFeatured: boolean, token: string | null = admin) =>
    as(token).call(adminContract.postProjectsFeature, { params: { project: slug }, body: { isFeatured } });
  const home = async () => (await as(null).call(featuredContract.getFeaturedProject)).json().project;
  const sources = (token: string | null = admin) => as(token).call(adminContract.getSources);
  const editSource = (id: string, body: object, token: string | null = admin) =>
    // A blank title among them, on purpose: cast, not typed by the route.
    as(token).call(adminContract.putSourcesById, { params: { id }, body: body as never });

  it('lists every project and features one published project at a time on the home screen', async () => {
    for (const [token, status] of [
      [null, 401],
      [user, 403],
    ] as const) {
      expect((await as(token).call(adminContract.getProjects)).statusCode).toBe(status);
      expect((await feature('project-one', true, token)).statusCode).toBe(status);
    }
    const list = (await as(admin).call(adminContract.getProjects)).json().items;
    expect(list.map((p) => p.slug).sort()).toEqual(['project-draft', 'project-one', 'project-two']);
    expect(await home()).toBeNull();
    expect((await feature('project-one', true)).statusCode).toBe(204);
    expect(await home()).toMatchObject({ slug: 'project-one', title: { es: 'Proyecto one' } });
    expect((await feature('project-two', true)).statusCode).toBe(204);
    expect(await home()).toMatchObject({ slug: 'project-two' });
    const featured = await t.db.selectFrom('projects').select('slug').where('is_featured', '=', 1).execute();
    expect(featured).toEqual([{ slug: 'project-two' }]);
    const draft = await feature('project-draft', true);
    expect(draft.statusCode).toBe(400);
    expect(draft.error().fields).toEqual({ isFeatured: 'validation.project_not_published' });
    expect((await feature('nope', true)).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('details')
      .where('event', '=', 'project_featured')
      .execute();
    expect(audit).toHaveLength(2);
  });

  it('lists sources with their row counts and edits their titles and licences in en and es, audited', async () => {
    const body = {
      titleEn: 'Monthly flaring by well',
      titleEs: 'Quema mensual por pozo',
      licenceEn: 'CC BY 4.0',
      licenceEs: 'CC BY 4.0 (atribución)',
    };
    for (const [token, status] of [
      [null, 401],
      [user, 403],
    ] as const) {
      expect((await sources(token)).statusCode).toBe(status);
      expect((await editSource('test-source', body, token)).statusCode).toBe(status);
    }
    const listed = (await sources()).json().items;
    expect(listed.find((s) => s.id === 'test-source')).toMatchObject({
      publisher: 'Test Publisher',
      titleEn: 'Monthly flaring',
      titleEs: null,
      totalRows: 0,
    });
    expect((await editSource('test-source', body)).statusCode).toBe(204);
    const after = (await sources()).json().items;
    expect(after.find((s) => s.id === 'test-source')).toMatchObject({
      titleEn: body.titleEn,
      titleEs: body.titleEs,
      licenceEs: body.licenceEs,
    });
    const empty = await editSource('test-source', { ...body, titleEs: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.error().fields).toEqual({ titleEs: 'validation.required' });
    expect((await editSource('nope', body)).statusCode).toBe(404);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('details')
      .where('event', '=', 'data_source_changed')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.details ?? '{}')).toMatchObject({
      source: 'test-source',
      before: { titleEn: 'Monthly flaring' },
    });
  });
});
