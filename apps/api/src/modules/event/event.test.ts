import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../testing/accounts.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { readMailDir } from '../../testing/mail-message.js';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Lucía Fernández',
  email: 'lucia@operadora.example',
  company: 'Operadora del Sur',
  country: 'co',
  role: 'operating',
  message: 'Ten years on gas plants.\nHappy to lead a team.',
  captcha: 'token',
  language: 'es',
  ...overrides,
});

const mailsTo = (t: TestApp, to: string) => readMailDir(t.outboxDir).filter((mail) => mail.to.includes(to));
const count = async (t: TestApp) =>
  Number(
    (
      await t.db
        .selectFrom('event_registrations')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('POST /api/event/registrations (issue 20, item 18)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      CAPTCHA_PROVIDER: 'none',
      EVENT_INBOX: 'organisers@flarescope.example',
      TRUST_PROXY: 'loopback',
    });
  }, 30_000);
  afterAll(async () => t.close());

  it('stores a registration, confirms it in the registrant’s language and copies the organisers', async () => {
    const response = await call(t, 'POST', '/api/event/registrations', form());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ updated: false });
    const row = await t.db
      .selectFrom('event_registrations')
      .selectAll()
      .where('email', '=', 'lucia@operadora.example')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      name: 'Lucía Fernández',
      company: 'Operadora del Sur',
      country: 'CO',
      role: 'operating',
      message: 'Ten years on gas plants.\nHappy to lead a team.',
      language: 'es',
    });
    const [confirmation] = mailsTo(t, 'lucia@operadora.example');
    expect(confirmation?.subject).toBe('Business Mastery: su interés quedó registrado');
    expect(confirmation?.text).toContain('Gracias, Lucía Fernández.');
    expect(confirmation?.text).toContain('Operadora del Sur, Colombia, empresa operadora.');
    const [copy] = mailsTo(t, 'organisers@flarescope.example');
    expect(copy?.subject).toBe('Business Mastery interest: Lucía Fernández (Operadora del Sur, Colombia)');
    expect(copy?.text).toContain('Email: lucia@operadora.example');
  });

  it('replaces the details when the same address registers again, in English this time', async () => {
    const response = await call(
      t,
      'POST',
      '/api/event/registrations',
      form({
        email: 'LUCIA@operadora.example',
        role: 'service',
        company: 'Servicios Andinos',
        language: 'en',
      }),
    );
    expect(response.json()).toEqual({ updated: true });
    expect(await count(t)).toBe(1);
    const confirmations = mailsTo(t, 'lucia@operadora.example');
    expect(confirmations.at(-1)?.subject).toBe('Business Mastery: your interest is registered');
    expect(confirmations.at(-1)?.text).toContain('Servicios Andinos, Colombia, service company.');
  });

  it('refuses bad input with field errors and stores nothing', async () => {
    const before = await count(t);
    const cases: Array<[Record<string, unknown>, Record<string, string>]> = [
      [{ email: 'not-an-email' }, { email: 'validation.email_format' }],
      [{ name: '' }, { name: 'validation.required' }],
      [{ country: 'XX' }, { country: 'validation.country_invalid' }],
      [{ role: 'investor' }, { role: 'validation.required' }],
      [{ message: 'x'.repeat(2001) }, { message: 'validation.too_long' }],
      [{ company: 'A\u0007B' }, { company: 'validation.control_characters' }],
    ];
    for (const [change, fields] of cases) {
      const response = await call(
        t,
        'POST',
        '/api/event/registrations',
        form({ email: 'new@x.example', ...change }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toMatchObject({ code: 'validation_failed', fields });
    }
    expect(await count(t)).toBe(before);
  });

  it('limits registrations per IP (10 an hour), saying when to try again', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 10; i += 1) {
      const ok = await call(t, 'POST', '/api/event/registrations', form({ email: `p${i}@x.example` }), {
        headers,
      });
      expect(ok.statusCode).toBe(200);
    }
    const refused = await call(t, 'POST', '/api/event/registrations', form({ email: 'p10@x.example' }), {
      headers,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.details.retryAfterSeconds).toBeGreaterThan(3000);
    expect(
      await t.db.selectFrom('event_registrations').where('email', '=', 'p10@x.example').selectAll().execute(),
    ).toEqual([]);
  });

  it('searches and pages registrations for administrators, and exports them as CSV in their language', async () => {
    const admin = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
    const user = await buildSignedInUser(t.db, t.clock);
    for (const url of ['/api/event/registrations?q=andinos', '/api/event/registrations.csv?lang=es']) {
      expect((await call(t, 'GET', url)).statusCode, `visitor ${url}`).toBe(401);
      expect((await call(t, 'GET', url, undefined, { token: user.token })).statusCode, `user ${url}`).toBe(
        403,
      );
      expect((await call(t, 'GET', url, undefined, { token: admin.token })).statusCode, `admin ${url}`).toBe(
        200,
      );
    }
    const list = async (query: string) =>
      (await call(t, 'GET', `/api/event/registrations?${query}`, undefined, { token: admin.token })).json();
    const byCompany = await list('q=ANDINOS');
    expect(byCompany.total).toBe(1);
    expect(byCompany.items[0]).toMatchObject({ email: 'lucia@operadora.example', role: 'service' });
    expect((await list('q=P3@X.example')).items.map((r: { email: string }) => r.email)).toEqual([
      'p3@x.example',
    ]);
    expect((await list('q=lead a team')).total).toBe(byCompany.total + 10);
    expect((await list('q=CO')).total).toBeGreaterThanOrEqual(1);
    expect((await list('q=100%25')).total).toBe(0);
    const all = await list('pageSize=3&page=2');
    expect(all).toMatchObject({ page: 2, pageSize: 3 });
    expect(all.items).toHaveLength(3);
    expect((await list('pageSize=0')).error).toMatchObject({ code: 'validation_failed' });

    const csv = await call(t, 'GET', '/api/event/registrations.csv?q=andinos&lang=es', undefined, {
      token: admin.token,
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('flarescope-business-mastery.csv');
    const lines = csv.body
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Nombre,Correo,Empresa,Cargo,País,Trabaja para,Mensaje,Idioma,Registrado,Último cambio',
    );
    expect(lines[1]).toContain(
      'Lucía Fernández,lucia@operadora.example,Servicios Andinos,,Colombia,Empresa de servicios',
    );
    expect(csv.body).toContain('"Ten years on gas plants.\nHappy to lead a team.",Inglés,');
    const english = await call(t, 'GET', '/api/event/registrations.csv?q=andinos', undefined, {
      token: admin.token,
    });
    expect(english.body).toContain('Servicios Andinos,,Colombia,Service company');
  });

  it('lists registrations to administrators only', async () => {
    const admin = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
    const user = await buildSignedInUser(t.db, t.clock);
    expect((await call(t, 'GET', '/api/event/registrations')).statusCode).toBe(401);
    expect(
      (await call(t, 'GET', '/api/event/registrations', undefined, { token: user.token })).statusCode,
    ).toBe(403);
    const list = await call(t, 'GET', '/api/event/registrations?pageSize=5', undefined, {
      token: admin.token,
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().total).toBe(await count(t));
    expect(list.json().items).toHaveLength(5);
  });
});

describe('the bot check on registrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 30_000);
  afterAll(async () => t.close());

  it('refuses a registration without a solved challenge, storing nothing', async () => {
    const response = await call(t, 'POST', '/api/event/registrations', form({ captcha: 'forged' }));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('captcha_failed');
    expect(await count(t)).toBe(0);
  });
});
