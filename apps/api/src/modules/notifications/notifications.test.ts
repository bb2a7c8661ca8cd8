import {
  investorsContract,
  notificationsContract as api,
  projectsContract,
  type RouteInput,
} from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { readMailDir } from '../../testing/mail-message.js';
import { buildArgentina, buildProject } from '../../testing/project-factory.js';

const PROFILE: RouteInput<typeof investorsContract.putAccountInvestorProfile>['body'] = {
  organisation: 'Fondo Andino',
  type: 'fund',
  ticketMinUsd: 1_000_000,
  ticketMaxUsd: 20_000_000,
  countries: ['AR'],
  technologies: ['reciprocating_engine'],
};

describe('notices (/api/notifications) and their e-mails', () => {
  let t: TestApp;
  const as = (caller: Caller) => client(t).as(caller);
  const bell = (caller: Caller) => as(caller).call(api.get);
  const getPreferences = (caller: Caller) => as(caller).call(api.getAccountNotificationPreferences);
  // Preferences bad on purpose (a mode of 'yes', unknown kinds) go through here too.
  const putPreferences = (caller: Caller, body: object) =>
    as(caller).call(api.putAccountNotificationPreferences, { body: body as never });
  const putProfile = (caller: Caller, body: typeof PROFILE) =>
    as(caller).call(investorsContract.putAccountInvestorProfile, { body });
  const step = (caller: Caller, project: string, body: object) =>
    as(caller).call(investorsContract.postPipelineSteps, { params: { project }, body: body as never });
  const unsubscribe = (token: string) => as(null).call(api.postUnsubscribe, { body: { token } });
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
    await putProfile(investor.token, PROFILE);
    slug = (await buildProject(t.db, t.clock, { ownerId: owner.user.id, fundingSoughtUsd: 8_000_000 })).slug;
  }, 60_000);
  afterAll(async () => t.close());

  it('tells the owner of interest in their language, in the app and by e-mail', async () => {
    await step(investor.token, slug, { step: 'express_interest' });
    const notices = (await bell(owner.token)).json();
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
    await as(investor).call(investorsContract.postNdaAcceptance, {
      params: { project: slug },
      body: { version: 1 },
    });
    await step(investor.token, slug, {
      step: 'indicate',
      amountUsd: 2_500_000,
      instrument: 'debt',
    });
    const indication = mailsTo(owner.user.email).at(-1);
    expect(indication?.subject).toBe(`New indication for Flare power ${slug}`);
    expect(indication?.text).toContain('Fondo Andino indicated $2,500,000 (debt)');
    const [entry] = (
      await as(owner).call(investorsContract.getPipeline, { params: { project: slug } })
    ).json().entries;
    await step(owner.token, slug, {
      step: 'accept_indication',
      entryId: entry!.id,
    });
    const decision = mailsTo(investor.user.email).at(-1);
    expect(decision?.subject).toBe(`Su indicación para Energía de antorcha ${slug} fue aceptada`);
    expect(decision?.text).toMatch(
      /aceptó su indicación de 2\.500\.000\sUS\$ \(deuda\)\. Ya puede comprometerse\./,
    );
    expect(decision?.text).toContain('Para dejar de recibir correos como este, abra:');
    expect((await bell(investor.token)).json().items[0]).toMatchObject({
      kind: 'owner_decision',
      step: 'accept_indication',
    });
  });

  it('stops e-mails of one kind by the mail’s one-click link, without signing in; the notices stay', async () => {
    const token = unsubscribeLink(mailsTo(owner.user.email).at(-1)?.text ?? '');
    expect(token).toBeDefined();
    const forged = await unsubscribe(`${decodeURIComponent(token ?? '')}x`);
    expect(forged.statusCode).toBe(400);
    expect(forged.error().code).toBe('unsubscribe_link_invalid');
    const done = await unsubscribe(decodeURIComponent(token ?? ''));
    expect(done.json()).toEqual({ kind: 'investor_activity' });
    expect((await getPreferences(owner.token)).json().email).toEqual({
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
    await step(investor.token, slug, {
      step: 'commit',
      amountUsd: 2_000_000,
    });
    expect(mailsTo(owner.user.email)).toHaveLength(before);
    expect((await bell(owner.token)).json().items[0]).toMatchObject({ step: 'commit' });
  });

  it('keeps e-mail preferences per kind, and marks notices read one by one or all at once', async () => {
    const saved = await putPreferences(investor.token, {
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
    const partial = await putPreferences(investor.token, {
      email: { message: true },
    });
    expect(partial.json().email).toMatchObject({
      owner_decision: false,
      message: true,
      investor_activity: true,
    });
    const wrong = await putPreferences(investor.token, {
      email: { message: 'yes' },
    });
    expect(wrong.statusCode).toBe(400);
    // A misspelt or unknown kind is refused by name, with nothing saved (it used to be dropped silently).
    for (const body of [
      { email: { mesage: false } },
      { email: { message: false, weekly_digest: false } },
      { email: { message: false }, sms: { message: true } },
    ]) {
      const unknown = await putPreferences(investor.token, body);
      expect(unknown.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.values(unknown.error().fields ?? {})).toEqual(['validation.unknown_field']);
    }
    const misspelt = await putPreferences(investor.token, {
      email: { message: false, weekly_digest: false },
    });
    expect(misspelt.error()).toMatchObject({
      code: 'validation_failed',
      fields: { 'email.weekly_digest': 'validation.unknown_field' },
    });
    expect((await getPreferences(investor.token)).json().email.message).toBe(true);
    const notices = (await bell(owner.token)).json();
    const one = await as(owner.token).call(api.postRead, { body: { id: notices.items[0]!.id } });
    expect(one.json().unread).toBe(notices.unread - 1);
    const stranger = await as(investor.token).call(api.postRead, { body: { id: notices.items[1]!.id } });
    expect(stranger.statusCode).toBe(404);
    expect((await as(owner.token).call(api.postRead, { body: {} })).json().unread).toBe(0);
    expect((await bell(null)).statusCode).toBe(401);
  });

  it('tells investors who follow its country and technology when a project starts seeking funding, once', async () => {
    const follower = await buildSignedInUser(t.db, t.clock, { language: 'en', has_project_access: 1 });
    await putProfile(follower.token, PROFILE);
    // New matches go to the weekly digest by default (decision 041): this follower wants them at once.
    await putPreferences(follower.token, {
      mail: { new_opportunity: 'immediate' },
    });
    const elsewhere = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
    await putProfile(elsewhere.token, { ...PROFILE, countries: ['CO'] });
    const noAccess = await buildSignedInUser(t.db, t.clock);
    await putProfile(noAccess.token, PROFILE);
    const project = await buildProject(t.db, t.clock, { ownerId: owner.user.id, stage: 'feasibility' });
    const stage = (value: 'feasibility' | 'seeking_funding') =>
      as(owner).call(projectsContract.postStage, {
        params: { project: project.slug },
        body: { stage: value },
      });
    expect((await stage('seeking_funding')).statusCode).toBe(204);
    await stage('feasibility');
    await stage('seeking_funding');
    const alerts = (await bell(follower.token)).json().items;
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'new_opportunity', project: { slug: project.slug } });
    expect(mailsTo(follower.user.email).map((mail) => mail.subject)).toEqual([
      `A new opportunity: Flare power ${project.slug}`,
    ]);
    expect(mailsTo(follower.user.email)[0]?.text).toContain('(Argentina) is seeking funding of $12,000,000');
    expect((await bell(elsewhere.token)).json().items).toEqual([]);
    expect((await bell(noAccess.token)).json().items).toEqual([]);
  });
});
