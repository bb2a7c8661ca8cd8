import { eventContract } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { readMailDir } from '../../testing/mail-message.js';

/** A registration as the form sends it; `overrides` may be bad on purpose (cast where it is sent). */
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
    const response = await client(t)
      .as(null)
      .call(eventContract.postRegistrations, { body: form() as never });
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
    const response = await client(t)
      .as(null)
      .call(eventContract.postRegistrations, {
        body: form({
          email: 'LUCIA@operadora.example',
          role: 'service',
          company: 'Servicios Andinos',
          language: 'en',
        }) as never,
      });
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
      // Bad on purpose: the types refuse what the server is shown to refuse.
      const response = await client(t)
        .as(null)
        .call(eventContract.postRegistrations, {
          body: form({ email: 'new@x.example', ...change }) as never,
        });
      expect(response.statusCode).toBe(400);
      expect(response.error()).toMatchObject({ code: 'validation_failed', fields });
    }
    expect(await count(t)).toBe(before);
  });

  it('limits registrations per IP (10 an hour), saying when to try again', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    for (let i = 0; i < 10; i += 1) {
      const ok = await client(t)
        .as(null)
        .call(
          eventContract.postRegistrations,
          { body: form({ email: `p${i}@x.example` }) as never },
          { headers },
        );
      expect(ok.statusCode).toBe(200);
    }
    const refused = await client(t)
      .as(null)
      .call(
        eventContract.postRegistrations,
        { body: form({ email: 'p10@x.example' }) as never },
        { headers },
      );
    expect(refused.statusCode).toBe(429);
    expect(refused.error().details?.retryAfterSeconds).toBeGreaterThan(3000);
    expect(
      await t.db.selectFrom('event_registrations').where('email', '=', 'p10@x.example').selectAll().execute(),
    ).toEqual([]);
  });

  it('searches and pages registrations for administrators, and exports them as CSV in their language', async () => {
    const admin = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
    const user = await buildSignedInUser(t.db, t.clock);
    const views = [
      { route: eventContract.getRegistrations, query: { q: 'andinos' } },
      { route: eventContract.getRegistrationsCsv, query: { lang: 'es' as const } },
    ];
    for (const { route, query } of views) {
      const name = `${route.method} ${route.path}`;
      expect((await client(t).as(null).call(route, { query })).statusCode, `visitor ${name}`).toBe(401);
      expect((await client(t).as(user).call(route, { query })).statusCode, `user ${name}`).toBe(403);
      expect((await client(t).as(admin).call(route, { query })).statusCode, `admin ${name}`).toBe(200);
    }
    const registrations = (query: { q?: string; page?: number; pageSize?: number }) =>
      client(t).as(admin).call(eventContract.getRegistrations, { query });
    const list = async (query: { q?: string; page?: number; pageSize?: number }) =>
      (await registrations(query)).json();
    const byCompany = await list({ q: 'ANDINOS' });
    expect(byCompany.total).toBe(1);
    expect(byCompany.items[0]).toMatchObject({ email: 'lucia@operadora.example', role: 'service' });
    expect((await list({ q: 'P3@X.example' })).items.map((r) => r.email)).toEqual(['p3@x.example']);
    expect((await list({ q: 'lead a team' })).total).toBe(byCompany.total + 10);
    expect((await list({ q: 'CO' })).total).toBeGreaterThanOrEqual(1);
    expect((await list({ q: '100%' })).total).toBe(0);
    const all = await list({ pageSize: 3, page: 2 });
    expect(all).toMatchObject({ page: 2, pageSize: 3 });
    expect(all.items).toHaveLength(3);
    expect((await registrations({ pageSize: 0 })).error()).toMatchObject({ code: 'validation_failed' });

    const csv = await client(t)
      .as(admin)
      .call(eventContract.getRegistrationsCsv, { query: { q: 'andinos', lang: 'es' } });
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
    const english = await client(t)
      .as(admin)
      .call(eventContract.getRegistrationsCsv, { query: { q: 'andinos' } });
    expect(english.body).toContain('Servicios Andinos,,Colombia,Service company');
  });

  it('lists registrations to administrators only', async () => {
    const admin = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
    const user = await buildSignedInUser(t.db, t.clock);
    expect((await client(t).as(null).call(eventContract.getRegistrations)).statusCode).toBe(401);
    expect((await client(t).as(user).call(eventContract.getRegistrations)).statusCode).toBe(403);
    const list = await client(t)
      .as(admin)
      .call(eventContract.getRegistrations, { query: { pageSize: 5 } });
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
    const response = await client(t)
      .as(null)
      .call(eventContract.postRegistrations, { body: form({ captcha: 'forged' }) as never });
    expect(response.statusCode).toBe(400);
    expect(response.error().code).toBe('captcha_failed');
    expect(await count(t)).toBe(0);
  });
});
