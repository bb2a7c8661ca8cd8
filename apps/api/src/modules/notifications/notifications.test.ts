import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, spaHeaders, type TestApp } from '../../testing/build-test-app.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { readMailDir } from '../../testing/mail-message.js';
import { buildArgentina, buildProject } from '../../testing/project-factory.js';

const PROFILE = {
  organisation: 'Fondo Andino',
  type: 'fund',
  ticketMinUsd: 1_000_000,
  ticketMaxUsd: 20_000_000,
  countries: ['AR'],
  technologies: ['reciprocating_engine'],
};

describe('notices (/api/notifications) and their e-mails', () => {
  let t: TestApp;
  const as = (token?: string) => ({ ...spaHeaders, ...(token ? { cookie: `auth=${token}` } : {}) });
  const get = (token: string | undefined, url: string) =>
    t.app.inject({ method: 'GET', url, headers: as(token) });
  const send = (token: string | undefined, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: as(token), payload });
  const mailsTo = (email: string) => readMailDir(t.outboxDir).filter((mail) => mail.to.includes(email));
  const unsubscribeLink = (text: string) => /\/unsubscribe\?token=(\S+)/.exec(text)?.[1];

  let owner: Awaited<ReturnType<typeof buildSignedInUser>>;
  let investor: Awaited<ReturnType<typeof buildSignedInUser>>;
  let slug: string;

  beforeAll(async () => {
    t = await buildTestApp();
    await buildArgentina(t.db);
    owner = await buildSignedInUser(t.db, t.clock, { language: 'en', username: 'owner_olga' });
    investor = await buildSignedInUser(t.db, t.clock, { language: 'es', has_project_access: 1 });
    await send(investor.token, 'PUT', '/api/account/investor-profile', PROFILE);
    slug = (await buildProject(t.db, t.clock, { ownerId: owner.user.id, fundingSoughtUsd: 8_000_000 })).slug;
  }, 60_000);
  afterAll(async () => t.close());

  it('tells the owner of interest in their language, in the app and by e-mail', async () => {
    await send(investor.token, 'POST', `/api/projects/${slug}/pipeline/steps`, { step: 'express_interest' });
    const notices = (await get(owner.token, '/api/notifications')).json();
    expect(notices.unread).toBe(1);
    expect(notices.items[0]).toMatchObject({
      kind: 'investor_activity',
      step: 'express_interest',
      actor: 'Fondo Andino',
      project: { slug },
      isRead: false,
    });
    const [mail] = mailsTo(owner.user.email);
    expect(mail?.subject).toBe(`New interest in Flare power ${slug}`);
    expect(mail?.text).toContain(`Fondo Andino expressed interest in your project Flare power ${slug}.`);
    expect(mail?.text).toContain(`http://localhost:3000/project/${slug}/investors-financials`);
    expect(mail?.text).toMatch(
      /To stop e-mails like this one, open: http:\/\/localhost:3000\/unsubscribe\?token=/,
    );
  });

  it('tells the investor of the owner’s decision in Spanish, with the amount in their format', async () => {
    await send(investor.token, 'POST', `/api/projects/${slug}/nda/acceptance`, { version: 1 });
    await send(investor.token, 'POST', `/api/projects/${slug}/pipeline/steps`, {
      step: 'indicate',
      amountUsd: 2_500_000,
      instrument: 'debt',
    });
    const indication = mailsTo(owner.user.email).at(-1);
    expect(indication?.subject).toBe(`New indication for Flare power ${slug}`);
    expect(indication?.text).toContain('Fondo Andino indicated $2,500,000 (debt)');
    const [entry] = (await get(owner.token, `/api/projects/${slug}/pipeline`)).json().entries;
    await send(owner.token, 'POST', `/api/projects/${slug}/pipeline/steps`, {
      step: 'accept_indication',
      entryId: entry.id,
    });
    const decision = mailsTo(investor.user.email).at(-1);
    expect(decision?.subject).toBe(`Su indicación para Energía de antorcha ${slug} fue aceptada`);
    expect(decision?.text).toMatch(
      /aceptó su indicación de 2\.500\.000\sUS\$ \(deuda\)\. Ya puede comprometerse\./,
    );
    expect(decision?.text).toContain('Para dejar de recibir correos como este, abra:');
    expect((await get(investor.token, '/api/notifications')).json().items[0]).toMatchObject({
      kind: 'owner_decision',
      step: 'accept_indication',
    });
  });

  it('stops e-mails of one kind by the mail’s one-click link, without signing in; the notices stay', async () => {
    const token = unsubscribeLink(mailsTo(owner.user.email).at(-1)?.text ?? '');
    expect(token).toBeDefined();
    const forged = await send(undefined, 'POST', '/api/notifications/unsubscribe', {
      token: `${decodeURIComponent(token ?? '')}x`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('unsubscribe_link_invalid');
    const done = await send(undefined, 'POST', '/api/notifications/unsubscribe', {
      token: decodeURIComponent(token ?? ''),
    });
    expect(done.json()).toEqual({ kind: 'investor_activity' });
    expect((await get(owner.token, '/api/account/notification-preferences')).json().email).toEqual({
      investor_activity: false,
      owner_decision: true,
      data_room_document: true,
      new_opportunity: true,
      question_asked: true,
      question_answered: true,
      answer_published: true,
      message: true,
      document_version: true,
      screened_match: true,
    });
    const before = mailsTo(owner.user.email).length;
    t.clock.advance(1000);
    await send(investor.token, 'POST', `/api/projects/${slug}/pipeline/steps`, {
      step: 'commit',
      amountUsd: 2_000_000,
    });
    expect(mailsTo(owner.user.email)).toHaveLength(before);
    expect((await get(owner.token, '/api/notifications')).json().items[0]).toMatchObject({ step: 'commit' });
  });

  it('keeps e-mail preferences per kind, and marks notices read one by one or all at once', async () => {
    const saved = await send(investor.token, 'PUT', '/api/account/notification-preferences', {
      email: {
        investor_activity: true,
        owner_decision: false,
        data_room_document: true,
        new_opportunity: true,
        question_asked: true,
        question_answered: true,
        answer_published: true,
        message: false,
        document_version: true,
      },
    });
    expect(saved.json().email.owner_decision).toBe(false);
    expect(saved.json().email.message).toBe(false);
    const partial = await send(investor.token, 'PUT', '/api/account/notification-preferences', {
      email: { message: true },
    });
    expect(partial.json().email).toMatchObject({
      owner_decision: false,
      message: true,
      investor_activity: true,
    });
    const wrong = await send(investor.token, 'PUT', '/api/account/notification-preferences', {
      email: { message: 'yes' },
    });
    expect(wrong.statusCode).toBe(400);
    // A misspelt or unknown kind is refused by name, with nothing saved (it used to be dropped silently).
    for (const body of [
      { email: { mesage: false } },
      { email: { message: false, weekly_digest: false } },
      { email: { message: false }, sms: { message: true } },
    ]) {
      const unknown = await send(investor.token, 'PUT', '/api/account/notification-preferences', body);
      expect(unknown.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.values(unknown.json().error.fields)).toEqual(['validation.unknown_field']);
    }
    const misspelt = await send(investor.token, 'PUT', '/api/account/notification-preferences', {
      email: { message: false, weekly_digest: false },
    });
    expect(misspelt.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { 'email.weekly_digest': 'validation.unknown_field' },
    });
    expect((await get(investor.token, '/api/account/notification-preferences')).json().email.message).toBe(
      true,
    );
    const notices = (await get(owner.token, '/api/notifications')).json();
    const one = await send(owner.token, 'POST', '/api/notifications/read', { id: notices.items[0].id });
    expect(one.json().unread).toBe(notices.unread - 1);
    const stranger = await send(investor.token, 'POST', '/api/notifications/read', {
      id: notices.items[1].id,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await send(owner.token, 'POST', '/api/notifications/read', {})).json().unread).toBe(0);
    expect((await get(undefined, '/api/notifications')).statusCode).toBe(401);
  });

  it('tells investors who follow its country and technology when a project starts seeking funding, once', async () => {
    const follower = await buildSignedInUser(t.db, t.clock, { language: 'en', has_project_access: 1 });
    await send(follower.token, 'PUT', '/api/account/investor-profile', PROFILE);
    // New matches go to the weekly digest by default (decision 041): this follower wants them at once.
    await send(follower.token, 'PUT', '/api/account/notification-preferences', {
      mail: { new_opportunity: 'immediate' },
    });
    const elsewhere = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
    await send(elsewhere.token, 'PUT', '/api/account/investor-profile', { ...PROFILE, countries: ['CO'] });
    const noAccess = await buildSignedInUser(t.db, t.clock);
    await send(noAccess.token, 'PUT', '/api/account/investor-profile', PROFILE);
    const project = await buildProject(t.db, t.clock, { ownerId: owner.user.id, stage: 'feasibility' });
    const stage = (value: string) =>
      send(owner.token, 'POST', `/api/projects/${project.slug}/stage`, { stage: value });
    expect((await stage('seeking_funding')).statusCode).toBe(204);
    await stage('feasibility');
    await stage('seeking_funding');
    const alerts = (await get(follower.token, '/api/notifications')).json().items;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'new_opportunity', project: { slug: project.slug } });
    expect(mailsTo(follower.user.email).map((mail) => mail.subject)).toEqual([
      `A new opportunity: Flare power ${project.slug}`,
    ]);
    expect(mailsTo(follower.user.email)[0]?.text).toContain('(Argentina) is seeking funding of $12,000,000');
    expect((await get(elsewhere.token, '/api/notifications')).json().items).toEqual([]);
    expect((await get(noAccess.token, '/api/notifications')).json().items).toEqual([]);
  });
});
