import {
  evaluateProject,
  investorsContract as api,
  projectsContract,
  type RouteResponse,
} from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { buildProject } from '../../testing/project-factory.js';

const PROFILE = {
  organisation: 'Andes Energy Fund',
  type: 'fund' as const,
  ticketMinUsd: 1_000_000,
  ticketMaxUsd: 20_000_000,
  countries: [],
  technologies: [],
};
/** 10 MW of engines at the model's 2 000 USD/kW: 20 M$ of capex, 60 % debt (12 M$) in the model. */
const CAPEX = 20_000_000;
const PLAN = { equityUsd: 2_000_000, debtUsd: 10_000_000, mezzanineUsd: 1_000_000, grantUsd: 1_000_000 };

/** The funding plan, as the investor financials answer it. */
type Plan = RouteResponse<typeof api.getInvestorFinancials>['plan'];
const soughtOf = (plan: Plan) =>
  Object.fromEntries(plan.instruments.map((item) => [item.instrument, item.soughtUsd]));

describe('the funding plan (PUT /api/projects/:project/funding-plan, investor financials)', () => {
  let t: TestApp;
  const as = (caller: Caller) => client(t).as(caller);
  // Plans bad on purpose (above the capex, negative, incomplete) go through here too.
  const savePlan = (caller: Caller, project: string, plan: object) =>
    as(caller).call(api.putFundingPlan, { params: { project }, body: plan as never });
  const planOf = async (caller: Caller, project: string): Promise<Plan> =>
    (await as(caller).call(api.getInvestorFinancials, { params: { project } })).json().plan;
  const step = (caller: Caller, project: string, body: object) =>
    as(caller).call(api.postPipelineSteps, { params: { project }, body: body as never });
  const acceptNda = (caller: Caller, project: string) =>
    as(caller).call(api.postNdaAcceptance, { params: { project }, body: { version: 1 } });

  const gasOf = async (id: string) =>
    Number(
      (
        await t.db
          .selectFrom('projects')
          .select('gas_available_m3_per_day')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).gas_available_m3_per_day,
    );

  let owner: Awaited<ReturnType<typeof buildSignedInUser>>;
  let otherOwner: Awaited<ReturnType<typeof buildSignedInUser>>;
  let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildSignedInUser(t.db, t.clock);
    otherOwner = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
    admin = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
  }, 60_000);
  afterAll(async () => t.close());

  it('assumes a split from the model until the owner sets one: capex = own contribution + sought', async () => {
    const { id, slug, model_inputs } = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
    // The loan the model draws for the capex: with a year of construction, 60 % of capex + interest during
    // construction less that interest (decision 030: the equity pays its 40 % of the interest too), so a
    // little under 60 % of the capex; the rest of the 12 M$ sought is assumed to be equity.
    const model = evaluateProject({ ...JSON.parse(model_inputs), gasAvailableM3PerDay: await gasOf(id) });
    expect(model.debtUsd).toBeCloseTo(0.6 * (CAPEX + model.idcUsd) - model.idcUsd, 4);
    expect(model.debtUsd).toBeLessThan(12_000_000);
    const plan = await planOf(owner.token, slug);
    expect(plan).toMatchObject({
      capexUsd: CAPEX,
      fundingSoughtUsd: 12_000_000,
      ownerContributionUsd: 8_000_000,
      isAssumed: true,
      canEdit: true,
    });
    expect(plan.modelDebtUsd).toBeCloseTo(model.debtUsd, 4);
    const sought = soughtOf(plan);
    expect(sought).toMatchObject({ mezzanine: 0, grant: 0 });
    expect(sought.debt).toBeCloseTo(model.debtUsd, 4);
    expect(sought.equity).toBeCloseTo(12_000_000 - model.debtUsd, 4);
  });

  it('takes the model’s debt from a loan sculpted to a target DSCR, not debt share × capex', async () => {
    const { id, slug } = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
    const row = await t.db
      .selectFrom('projects')
      .select('model_inputs')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const inputs = { ...JSON.parse(row.model_inputs), debtSizing: 'sculpted', targetMinDscr: 4 };
    await t.db
      .updateTable('projects')
      .set({ model_inputs: JSON.stringify(inputs) })
      .where('id', '=', id)
      .execute();
    const expected = evaluateProject({ ...inputs, gasAvailableM3PerDay: await gasOf(id) });
    expect(expected.debtUsd).toBeLessThan(12_000_000);
    const plan = await planOf(owner.token, slug);
    expect(plan.modelDebtUsd).toBeCloseTo(expected.debtUsd, 4);
  });

  it('saves the owner’s split: its sum becomes the funding sought, the own contribution what the capex leaves', async () => {
    const { slug } = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
    const saved = await savePlan(owner.token, slug, PLAN);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().fundingSoughtUsd).toBe(14_000_000);
    const plan = saved.json().plan;
    expect(plan).toMatchObject({
      fundingSoughtUsd: 14_000_000,
      ownerContributionUsd: 6_000_000,
      isAssumed: false,
    });
    expect(soughtOf(plan)).toEqual({
      equity: 2_000_000,
      debt: 10_000_000,
      mezzanine: 1_000_000,
      grant: 1_000_000,
    });
    expect(plan.ownerContributionUsd + plan.instruments.reduce((sum, item) => sum + item.soughtUsd, 0)).toBe(
      plan.capexUsd,
    );
    const project = (
      await as(owner.token).call(projectsContract.getByProject, { params: { project: slug } })
    ).json();
    expect(project.project.fundingSoughtUsd).toBe(14_000_000);
  });

  it('fills each instrument’s bar with the live indications and commitments of that instrument', async () => {
    const { slug } = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
    expect((await savePlan(owner.token, slug, PLAN)).statusCode).toBe(200);
    const investor = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
    expect((await as(investor.token).call(api.putAccountInvestorProfile, { body: PROFILE })).statusCode).toBe(
      200,
    );
    expect((await step(investor.token, slug, { step: 'express_interest' })).statusCode).toBe(200);
    expect((await acceptNda(investor.token, slug)).statusCode).toBe(200);
    const indicated = await step(investor.token, slug, {
      step: 'indicate',
      amountUsd: 750_000,
      instrument: 'mezzanine',
    });
    expect(indicated.statusCode).toBe(200);
    const byInstrument = Object.fromEntries(
      (await planOf(investor.token, slug)).instruments.map((item) => [item.instrument, item]),
    );
    expect(byInstrument.mezzanine).toEqual({
      instrument: 'mezzanine',
      soughtUsd: 1_000_000,
      indicatedUsd: 750_000,
      committedUsd: 0,
    });
    expect(byInstrument.equity?.indicatedUsd).toBe(0);
    const entryId = indicated.json().mine!.id;
    expect((await step(owner.token, slug, { step: 'accept_indication', entryId })).statusCode).toBe(200);
    expect((await step(investor.token, slug, { step: 'commit', amountUsd: 600_000 })).statusCode).toBe(200);
    const committed = (await planOf(owner.token, slug)).instruments.find(
      (item) => item.instrument === 'mezzanine',
    );
    expect(committed).toMatchObject({ indicatedUsd: 0, committedUsd: 600_000 });
    expect((await planOf(investor.token, slug)).canEdit).toBe(false);
  });

  it('goes back to the assumed split when the project form changes the funding sought', async () => {
    const project = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
    expect((await savePlan(owner.token, project.slug, PLAN)).statusCode).toBe(200);
    await t.db
      .updateTable('projects')
      .set({ funding_sought_usd: 5_000_000 })
      .where('id', '=', project.id)
      .execute();
    const plan = await planOf(owner.token, project.slug);
    expect(plan.isAssumed).toBe(true);
    expect(soughtOf(plan)).toEqual({ equity: 0, debt: 5_000_000, mezzanine: 0, grant: 0 });
    expect(plan.ownerContributionUsd).toBe(15_000_000);
  });

  it('refuses a sum above the capex and a negative amount on their fields, and changes nothing', async () => {
    const { slug } = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
    const above = await savePlan(owner.token, slug, { ...PLAN, debtUsd: 17_000_000 });
    expect(above.statusCode).toBe(400);
    expect(above.error().fields).toEqual({ total: 'investors.validation.fundingAboveCapex' });
    const negative = await savePlan(owner.token, slug, { ...PLAN, grantUsd: -1 });
    expect(negative.statusCode).toBe(400);
    expect(negative.error().fields).toEqual({ grantUsd: 'investors.validation.amountNotNegative' });
    const missing = await savePlan(owner.token, slug, { equityUsd: 1 });
    expect(missing.statusCode).toBe(400);
    const plan = await planOf(owner.token, slug);
    expect(plan.isAssumed).toBe(true);
    expect(plan.fundingSoughtUsd).toBe(12_000_000);
    // The whole capex may be sought: the owner then contributes nothing.
    const all = await savePlan(owner.token, slug, { ...PLAN, debtUsd: 16_000_000 });
    expect(all.statusCode).toBe(200);
    expect(all.json().plan.ownerContributionUsd).toBe(0);
  });

  it('lets only the owner and administrators change it', async () => {
    const { slug } = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
    const draft = await buildProject(t.db, t.clock, { ownerId: owner.user.id, isPublished: false });
    const stranger = await buildSignedInUser(t.db, t.clock);
    const investorWithoutNda = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
    const investorWithNda = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
    expect((await acceptNda(investorWithNda.token, slug)).statusCode).toBe(200);
    const codeOf = async (caller: Caller, target = slug) => {
      const response = await savePlan(caller, target, PLAN);
      return response.statusCode === 200 ? 200 : `${response.statusCode} ${response.error().code}`;
    };
    expect(await codeOf(null)).toBe('401 unauthenticated');
    expect(await codeOf(stranger.token)).toBe('403 no_project_access');
    expect(await codeOf(stranger.token, draft.slug)).toBe('404 not_found');
    expect(await codeOf(investorWithoutNda.token)).toBe('403 forbidden');
    expect(await codeOf(investorWithNda.token)).toBe('403 forbidden');
    expect(await codeOf(otherOwner.token)).toBe('403 forbidden');
    expect(await codeOf(otherOwner.token, draft.slug)).toBe('404 not_found');
    expect((await planOf(owner.token, slug)).isAssumed).toBe(true);
    expect(await codeOf(admin.token)).toBe(200);
    expect((await planOf(owner.token, slug)).isAssumed).toBe(false);
  });

  it('answers 20 saves at once as 20 in a row', async () => {
    const { slug } = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
    const bodies = Array.from({ length: 20 }, (_, index) => ({ ...PLAN, equityUsd: 100_000 * (index + 1) }));
    const responses = await Promise.all(bodies.map((body) => savePlan(owner.token, slug, body)));
    expect(responses.map((response) => response.statusCode)).toEqual(bodies.map(() => 200));
    const plan = await planOf(owner.token, slug);
    // Whichever save came last, the funding sought is its sum: never a mix of two saves.
    const equity = soughtOf(plan).equity ?? 0;
    expect(plan.fundingSoughtUsd).toBe(equity + 12_000_000);
    expect(plan.isAssumed).toBe(false);
  });
});
