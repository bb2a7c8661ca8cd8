import {
  evaluateProject,
  defaultProjectInputs,
  investorsContract as api,
  type ErrorBody,
} from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser, countRows } from '../../testing/factories.js';
import { buildProject } from '../../testing/project-factory.js';

const PROFILE = {
  organisation: 'Andes Energy Fund',
  type: 'fund' as const,
  ticketMinUsd: 1_000_000,
  ticketMaxUsd: 20_000_000,
  countries: ['AR', 'CO'],
  technologies: ['reciprocating_engine'],
};

describe('the investor pipeline (/api/projects/:project/pipeline, /nda, /investor-financials)', () => {
  let t: TestApp;
  const as = (caller: Caller) => client(t).as(caller);
  // Profiles and steps bad on purpose go through these too: the body is what a client could send.
  const putProfile = (caller: Caller, body: object) =>
    as(caller).call(api.putAccountInvestorProfile, { body: body as never });
  const getProfile = (caller: Caller) => as(caller).call(api.getAccountInvestorProfile);
  const step = (caller: Caller, project: string, body: object) =>
    as(caller).call(api.postPipelineSteps, { params: { project }, body: body as never });
  const pipeline = (caller: Caller, project: string) =>
    as(caller).call(api.getPipeline, { params: { project } });
  const financials = (caller: Caller, project: string) =>
    as(caller).call(api.getInvestorFinancials, { params: { project } });
  const acceptNda = (caller: Caller, project: string, version = 1) =>
    as(caller).call(api.postNdaAcceptance, { params: { project }, body: { version } });
  const putNda = (caller: Caller, project: string, body: object) =>
    as(caller).call(api.putNda, { params: { project }, body: body as never });
  const countEvents = () => countRows(t.db, 'pipeline_events');
  const investorWithProfile = async (grant: { has_project_access?: number } = { has_project_access: 1 }) => {
    const user = await buildSignedInUser(t.db, t.clock, grant);
    expect((await putProfile(user, PROFILE)).statusCode).toBe(200);
    return user;
  };

  let owner: Awaited<ReturnType<typeof buildSignedInUser>>;
  let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildSignedInUser(t.db, t.clock, { username: 'owner_ana' });
    admin = await buildSignedInUser(t.db, t.clock, { role: 'admin', username: 'admin_ben' });
  }, 60_000);
  afterAll(async () => t.close());

  describe('the investor profile', () => {
    it('is null until saved, then kept with the account and removable', async () => {
      const { token } = await buildSignedInUser(t.db, t.clock);
      expect((await getProfile(token)).json()).toEqual({ profile: null });
      const saved = await putProfile(token, PROFILE);
      expect(saved.statusCode).toBe(200);
      expect(saved.json().profile).toMatchObject({ ...PROFILE, updatedAt: '2026-11-21T12:00:00.000Z' });
      expect((await getProfile(token)).json().profile?.organisation).toBe('Andes Energy Fund');
      const removed = await as(token).call(api.deleteAccountInvestorProfile);
      expect(removed.statusCode).toBe(204);
      expect((await getProfile(token)).json()).toEqual({ profile: null });
    });

    it('refuses an upside-down ticket range or an unknown technology on its field, and keeps nothing', async () => {
      const { token } = await buildSignedInUser(t.db, t.clock);
      const upsideDown = await putProfile(token, {
        ...PROFILE,
        ticketMinUsd: 5_000_000,
        ticketMaxUsd: 1_000_000,
      });
      expect(upsideDown.statusCode).toBe(400);
      expect(upsideDown.error().fields).toEqual({ ticketMaxUsd: 'investors.validation.ticketRange' });
      const unknown = await putProfile(token, {
        ...PROFILE,
        technologies: ['perpetual_motion'],
      });
      expect(unknown.error().fields).toEqual({ technologies: 'investors.validation.technologyUnknown' });
      const badCountry = await putProfile(token, {
        ...PROFILE,
        countries: ['XX'],
      });
      expect(badCountry.statusCode).toBe(400);
      expect((await getProfile(token)).json()).toEqual({ profile: null });
    });

    it('refuses visitors', async () => {
      expect((await getProfile(null)).statusCode).toBe(401);
    });
  });

  describe('from interest to a closed commitment', () => {
    it('keeps every step with who, when and the amounts, and shows it to both sides', async () => {
      const project = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
      const investor = await investorWithProfile();
      const slug = project.slug;

      const interested = await step(investor.token, slug, { step: 'express_interest' });
      expect(interested.statusCode).toBe(200);
      expect(interested.json().mine).toMatchObject({ stage: 'interested', steps: ['withdraw'] });

      const nda = await as(investor.token).call(api.getNda, { params: { project: slug } });
      expect(nda.json()).toMatchObject({ version: 1, isStandard: true, acceptance: null, canEdit: false });
      expect(nda.json().textEs).toContain('confidencial');
      t.clock.advance(60_000);
      expect((await acceptNda(investor.token, slug)).json().acceptance).toEqual({
        version: 1,
        acceptedAt: '2026-11-21T12:01:00.000Z',
      });
      const logged = await t.db
        .selectFrom('nda_acceptances')
        .selectAll()
        .where('user_id', '=', investor.user.id)
        .executeTakeFirstOrThrow();
      expect(logged).toMatchObject({ version: 1, ip: '127.0.0.1', language: 'en', project_id: project.id });

      t.clock.advance(60_000);
      const indicated = await step(investor.token, slug, {
        step: 'indicate',
        amountUsd: 3_000_000,
        instrument: 'equity',
      });
      expect(indicated.json().mine).toMatchObject({
        stage: 'indication',
        isIndicationAccepted: false,
        amountUsd: 3_000_000,
        instrument: 'equity',
      });

      const ownerView = (await pipeline(owner.token, slug)).json();
      expect(ownerView.viewerRole).toBe('owner');
      const [entry] = ownerView.entries;
      expect(entry).toMatchObject({
        investor: { organisation: 'Andes Energy Fund', type: 'fund' },
        steps: ['accept_indication', 'decline_indication'],
      });
      expect(
        (await step(owner.token, slug, { step: 'accept_indication', entryId: entry!.id })).statusCode,
      ).toBe(200);
      t.clock.advance(60_000);
      const committed = await step(investor.token, slug, {
        step: 'commit',
        amountUsd: 2_500_000,
        conditions: 'Subject to the PPA being signed.',
      });
      expect(committed.json().mine).toMatchObject({
        stage: 'committed',
        amountUsd: 2_500_000,
        instrument: 'equity',
      });
      // An administrator may close it too.
      expect((await step(admin.token, slug, { step: 'close', entryId: entry!.id })).statusCode).toBe(200);

      const mine = (await pipeline(investor.token, slug)).json().mine;
      expect(mine?.stage).toBe('closed');
      expect(mine?.steps).toEqual([]);
      expect(mine?.history.map((event) => [event.step, event.actor.side])).toEqual([
        ['express_interest', 'investor'],
        ['accept_nda', 'investor'],
        ['indicate', 'investor'],
        ['accept_indication', 'owner'],
        ['commit', 'investor'],
        ['close', 'owner'],
      ]);
      expect(mine?.history[2]).toMatchObject({ amountUsd: 3_000_000, instrument: 'equity', ndaVersion: 1 });
      expect(mine?.history[4]).toMatchObject({
        amountUsd: 2_500_000,
        conditions: 'Subject to the PPA being signed.',
        at: '2026-11-21T12:03:00.000Z',
      });
      expect(mine?.history[3]?.actor.username).toBe('owner_ana');
      expect(mine?.history[5]?.actor.username).toBe('admin_ben');
      const ownerHistory = (await pipeline(owner.token, slug)).json().entries[0]?.history;
      expect(ownerHistory).toEqual(mine?.history);
    });

    it('lets the owner decline an indication, and the investor start again with new interest', async () => {
      const project = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
      const investor = await investorWithProfile();
      await acceptNda(investor.token, project.slug);
      await step(investor.token, project.slug, {
        step: 'indicate',
        amountUsd: 1_000_000,
        instrument: 'debt',
      });
      const [entry] = (await pipeline(owner.token, project.slug)).json().entries;
      const declined = await step(owner.token, project.slug, {
        step: 'decline_indication',
        entryId: entry!.id,
      });
      expect(declined.json().entries[0]?.stage).toBe('declined');
      const again = await step(investor.token, project.slug, { step: 'express_interest' });
      expect(again.json().mine?.stage).toBe('interested');
    });
  });

  describe('refusals, each changing nothing', () => {
    let slug: string;
    let investor: Awaited<ReturnType<typeof buildSignedInUser>>;
    let entryId: string;

    beforeAll(async () => {
      const project = await buildProject(t.db, t.clock, {
        ownerId: owner.user.id,
        fundingSoughtUsd: 5_000_000,
      });
      slug = project.slug;
      investor = await investorWithProfile();
      await step(investor.token, slug, { step: 'express_interest' });
      entryId = (await pipeline(owner.token, slug)).json().entries[0]!.id;
    });

    const expectRefused = async (
      response: Promise<{ statusCode: number; error: () => ErrorBody['error'] }>,
      status: number,
      code: string,
    ) => {
      const before = await countEvents();
      const answer = await response;
      expect(answer.statusCode).toBe(status);
      expect(answer.error().code).toBe(code);
      expect(await countEvents()).toBe(before);
      return answer.error();
    };

    it('refuses an investor taking the owner’s steps on their own entry', async () => {
      await expectRefused(
        step(investor.token, slug, { step: 'accept_indication', entryId }),
        403,
        'forbidden',
      );
      await expectRefused(step(investor.token, slug, { step: 'close', entryId }), 403, 'forbidden');
    });

    it('refuses the owner taking an investor’s steps in their own project', async () => {
      await expectRefused(step(owner.token, slug, { step: 'express_interest' }), 403, 'forbidden');
    });

    it('refuses an administrator deciding on their own indication (the conflict rule holds for every role)', async () => {
      const investingAdmin = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
      expect((await putProfile(investingAdmin.token, PROFILE)).statusCode).toBe(200);
      expect((await step(investingAdmin.token, slug, { step: 'express_interest' })).statusCode).toBe(200);
      expect((await acceptNda(investingAdmin.token, slug)).statusCode).toBe(200);
      const indicated = await step(investingAdmin.token, slug, {
        step: 'indicate',
        amountUsd: 1_000_000,
        instrument: 'equity',
      });
      expect(indicated.statusCode).toBe(200);
      const view = indicated.json();
      const own = view.entries.find((entry) => entry.isYou);
      // Their own entry offers them no owner's step (the owner's view of it does, below).
      expect(own?.steps).toEqual([]);
      for (const ownerStep of ['accept_indication', 'decline_indication', 'close']) {
        await expectRefused(
          step(investingAdmin.token, slug, { step: ownerStep, entryId: own!.id }),
          403,
          'forbidden',
        );
      }
      const after = (await pipeline(owner.token, slug)).json();
      expect(after.entries.find((entry) => entry.id === own?.id)).toMatchObject({
        stage: 'indication',
        isIndicationAccepted: false,
        steps: ['accept_indication', 'decline_indication'],
      });
      // Another administrator, or the owner, may decide on it.
      expect(
        (await step(admin.token, slug, { step: 'accept_indication', entryId: own!.id })).statusCode,
      ).toBe(200);
    });

    it('refuses an administrator investing in a project they own', async () => {
      const adminOwner = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
      expect((await putProfile(adminOwner.token, PROFILE)).statusCode).toBe(200);
      const own = await buildProject(t.db, t.clock, { ownerId: adminOwner.user.id });
      await expectRefused(step(adminOwner.token, own.slug, { step: 'express_interest' }), 403, 'forbidden');
      expect((await acceptNda(adminOwner.token, own.slug)).statusCode).toBe(200);
      const view = (await pipeline(adminOwner.token, own.slug)).json();
      expect(view).toMatchObject({ viewerRole: 'owner', mine: null, startSteps: [], entries: [] });
    });

    it('refuses an indication or commitment before the confidentiality terms are accepted', async () => {
      await expectRefused(
        step(investor.token, slug, { step: 'indicate', amountUsd: 1_000_000, instrument: 'equity' }),
        403,
        'nda_required',
      );
      await expectRefused(
        step(investor.token, slug, { step: 'commit', amountUsd: 1_000_000 }),
        403,
        'nda_required',
      );
    });

    it('refuses an indication of 0, or above the funding sought, on the amount field', async () => {
      await acceptNda(investor.token, slug);
      const zero = await expectRefused(
        step(investor.token, slug, { step: 'indicate', amountUsd: 0, instrument: 'equity' }),
        400,
        'validation_failed',
      );
      expect(zero.fields).toEqual({ amountUsd: 'investors.validation.amountPositive' });
      const above = await expectRefused(
        step(investor.token, slug, { step: 'indicate', amountUsd: 5_000_001, instrument: 'equity' }),
        400,
        'validation_failed',
      );
      expect(above.fields).toEqual({ amountUsd: 'investors.validation.amountAboveSought' });
      await expectRefused(
        step(investor.token, slug, { step: 'indicate', amountUsd: 1_000_000, instrument: 'shares' }),
        400,
        'validation_failed',
      );
    });

    it('refuses a commitment before the owner accepted an indication, and a step taken twice', async () => {
      await expectRefused(
        step(investor.token, slug, { step: 'commit', amountUsd: 1_000_000 }),
        409,
        'pipeline_step_invalid',
      );
      await expectRefused(
        step(investor.token, slug, { step: 'express_interest' }),
        409,
        'pipeline_step_invalid',
      );
      await expectRefused(step(owner.token, slug, { step: 'close', entryId }), 409, 'pipeline_step_invalid');
    });

    it('refuses users without access to the project, visitors, and users without an investor profile', async () => {
      const outsider = await investorWithProfile({});
      await expectRefused(step(outsider.token, slug, { step: 'express_interest' }), 403, 'no_project_access');
      await expectRefused(pipeline(outsider.token, slug), 403, 'no_project_access');
      await expectRefused(financials(outsider.token, slug), 403, 'no_project_access');
      await expectRefused(acceptNda(outsider.token, slug), 403, 'no_project_access');
      await expectRefused(step(null, slug, { step: 'express_interest' }), 401, 'unauthenticated');
      const noProfile = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
      await expectRefused(
        step(noProfile.token, slug, { step: 'express_interest' }),
        403,
        'investor_profile_required',
      );
    });

    it('refuses interest in a project that is not seeking funding', async () => {
      const idea = await buildProject(t.db, t.clock, { ownerId: owner.user.id, stage: 'feasibility' });
      await expectRefused(
        step(investor.token, idea.slug, { step: 'express_interest' }),
        409,
        'project_not_seeking_funding',
      );
    });
  });

  describe('confidentiality terms', () => {
    it('keeps each version of the owner’s terms and refuses accepting an outdated one', async () => {
      const project = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
      const investor = await investorWithProfile();
      const terms = { textEn: 'Keep it secret for three years.', textEs: 'Manténgalo en secreto tres años.' };
      expect((await putNda(investor.token, project.slug, terms)).statusCode).toBe(403);
      const saved = await putNda(owner.token, project.slug, terms);
      expect(saved.json()).toMatchObject({ version: 2, isStandard: false, ...terms, canEdit: true });
      const versions = await t.db
        .selectFrom('project_ndas')
        .select(['version', 'is_standard'])
        .where('project_id', '=', project.id)
        .orderBy('version')
        .execute();
      expect(versions).toEqual([
        { version: 1, is_standard: 1 },
        { version: 2, is_standard: 0 },
      ]);
      const outdated = await acceptNda(investor.token, project.slug, 1);
      expect(outdated.statusCode).toBe(409);
      expect(outdated.error().code).toBe('nda_outdated');
      expect((await acceptNda(investor.token, project.slug, 2)).statusCode).toBe(200);
      // The owner sees who accepted what and when; the address is for administrators (issue 27, item 4).
      const log = await as(owner.token).call(api.getNdaAcceptances, { params: { project: project.slug } });
      const accepted = {
        username: investor.user.username,
        organisation: 'Andes Energy Fund',
        version: 2,
        acceptedAt: '2026-11-21T12:03:00.000Z',
      };
      expect(log.json()).toEqual({ showsIp: false, items: [{ ...accepted, ip: null }] });
      const adminLog = await as(admin.token).call(api.getNdaAcceptances, {
        params: { project: project.slug },
      });
      expect(adminLog.json()).toEqual({ showsIp: true, items: [{ ...accepted, ip: '127.0.0.1' }] });
      expect(
        (await as(investor.token).call(api.getNdaAcceptances, { params: { project: project.slug } }))
          .statusCode,
      ).toBe(403);
    });

    it('refuses empty terms on their fields', async () => {
      const project = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
      const refused = await putNda(owner.token, project.slug, {
        textEn: '  ',
        textEs: 'x',
      });
      expect(refused.error().fields).toEqual({ textEn: 'validation.required' });
    });
  });

  describe('investor financials', () => {
    it('shows the totals, each share and expected return; names investors to the owner only', async () => {
      const project = await buildProject(t.db, t.clock, {
        ownerId: owner.user.id,
        fundingSoughtUsd: 10_000_000,
      });
      const slug = project.slug;
      const first = await investorWithProfile();
      const second = await investorWithProfile();
      for (const investor of [first, second]) await acceptNda(investor.token, slug);
      await step(first.token, slug, { step: 'indicate', amountUsd: 4_000_000, instrument: 'equity' });
      await step(second.token, slug, { step: 'indicate', amountUsd: 1_000_000, instrument: 'debt' });
      const entries = (await pipeline(owner.token, slug)).json().entries;
      const firstEntry = entries.find((entry) => entry.investor.username === first.user.username);
      await step(owner.token, slug, { step: 'accept_indication', entryId: firstEntry!.id });
      await step(first.token, slug, { step: 'commit', amountUsd: 4_000_000 });

      // The factory's project: the defaults of 10 MW of engines at 20 M$ of capex (project-factory.ts).
      const expected = evaluateProject({
        ...defaultProjectInputs({ technology: 'reciprocating_engine', capacityMw: 10, gasLhvMjPerM3: 36 }),
        capexUsd: 20_000_000,
      });
      const ownerView = (await financials(owner.token, slug)).json();
      expect(ownerView).toMatchObject({
        fundingSoughtUsd: 10_000_000,
        committedUsd: 4_000_000,
        indicatedUsd: 1_000_000,
        viewerRole: 'owner',
      });
      expect(ownerView.items).toHaveLength(2);
      expect(ownerView.items[0]).toMatchObject({
        investor: { organisation: 'Andes Energy Fund', type: 'fund' },
        stage: 'committed',
        share: 0.4,
        expectedReturn: { kind: 'equity' },
      });
      const firstReturn = ownerView.items[0]?.expectedReturn;
      expect(firstReturn?.kind === 'equity' ? firstReturn.equityIrr : null).toBeCloseTo(
        expected.equityIrr ?? Number.NaN,
        8,
      );
      expect(ownerView.items[1]?.expectedReturn).toMatchObject({ kind: 'debt', rate: 0.09 });

      const secondView = (await financials(second.token, slug)).json();
      expect(secondView.items[0]).toMatchObject({ isYou: false, investor: null, amountUsd: 4_000_000 });
      expect(secondView.items[1]).toMatchObject({
        isYou: true,
        investor: { organisation: 'Andes Energy Fund' },
      });
    });
  });
});
