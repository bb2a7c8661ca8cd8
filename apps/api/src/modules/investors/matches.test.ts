import {
  dictionaries,
  investorsContract as api,
  notificationsContract,
  projectsContract,
  screeningContract,
} from '@flarescope/shared';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { readMailDir } from '../../testing/mail-message.js';
import { buildArgentina, buildProject } from '../../testing/project-factory.js';
import type { ScreenedOpportunitiesTable } from '../screening/index.js';

/**
 * Investors matched to opportunities (issue 33, item 9; decision 039): the criteria on the investor
 * profile, "matches for you" (published projects and screened rows, each with its reasons) and the
 * owner's count. The screened rows are written by hand, so that each match can be worked out below.
 */

const PROFILE = {
  organisation: 'Andes Energy Fund',
  type: 'fund',
  ticketMinUsd: 4_000_000,
  ticketMaxUsd: 8_000_000,
  countries: ['AR', 'CO'],
  technologies: [],
  instruments: ['debt'],
  minIrr: null,
  irrCase: 'lenders',
};

const RANKS = ['npv', 'irr', 'capacity', 'avoided', 'country', 'operator', 'lenders', 'sponsors'] as const;

/** A screened row: the columns matching reads, the others plain; ranks from `lenders`/`sponsors` (desc). */
const screened = (
  name: string,
  row: {
    iso3: string;
    capex: number;
    debt: number | null;
    lendersIrr: number | null;
    sponsorsIrr: number | null;
    lendersRank: number;
    sponsorsRank: number;
    position: number;
  },
): Insertable<ScreenedOpportunitiesTable> => {
  const ranks = Object.fromEntries(
    RANKS.flatMap((order) => [
      [`rank_${order}_asc`, row.position],
      [`rank_${order}_desc`, row.position],
    ]),
  );
  return {
    ...ranks,
    rank_lenders_desc: row.lendersRank,
    rank_sponsors_desc: row.sponsorsRank,
    flare_id: `flare-${name}`,
    flare_name: name,
    country_iso3: row.iso3,
    country_slug: row.iso3.toLowerCase(),
    country_name_en: row.iso3,
    country_name_es: row.iso3,
    company_slug: 'unattributed',
    company_name: 'Not attributed',
    company_sort: 'not attributed',
    company_is_unattributed: 1,
    latitude: 0,
    longitude: 0,
    power_mw: 5,
    volume_m3_per_day: 40_000,
    period: '2024',
    source_id: 'test',
    is_default_composition: 1,
    capacity_mw: 5,
    capex_usd: row.capex,
    npv: 1,
    irr: 0.1,
    equity_irr: 0.1,
    min_dscr: 1.5,
    lcoe_usd_per_mwh: 60,
    payback_years: 6,
    avoided_co2e_t: 1000,
    gas_decline_rate: 0.05,
    supply_years: 8,
    supply_from_year: 2017,
    supply_to_year: 2024,
    p50_m3_per_day: 40_000,
    p90_m3_per_day: 30_000,
    uptime: 0.9,
    survival_5y: 0.8,
    survival_scope: 'world',
    survival_followed: 100,
    lenders_debt_usd: row.debt,
    lenders_debt_share: row.debt === null ? null : row.debt / row.capex,
    lenders_min_dscr: row.debt === null ? null : 1.3,
    lenders_npv: 1,
    lenders_irr: row.lendersIrr,
    sponsors_equity_irr: row.sponsorsIrr,
    sponsors_npv: 1,
  } as Insertable<ScreenedOpportunitiesTable>;
};

describe('investors matched to opportunities', () => {
  let t: TestApp;
  const as = (caller: Caller) => client(t).as(caller);
  // Profiles bad on purpose (criteria out of bounds) go through here too: the body is what a client could send.
  const putProfile = (caller: Caller, body: object) =>
    as(caller).call(api.putAccountInvestorProfile, { body: body as never });
  const getProfile = (caller: Caller) => as(caller).call(api.getAccountInvestorProfile);
  const matchesOf = (caller: Caller, page?: number) =>
    as(caller).call(api.getAccountInvestorMatches, { query: page === undefined ? {} : { page } });
  const countOf = (caller: Caller, project: string) =>
    as(caller).call(api.getProjectInvestorMatches, { params: { project } });
  const investor = async (profile: object, grant: { has_project_access?: number } = {}) => {
    const user = await buildSignedInUser(t.db, t.clock, grant);
    const saved = await putProfile(user.token, profile);
    expect(saved.statusCode, saved.body).toBe(200);
    return user;
  };
  const withPlan = async (slug: string, plan: Record<string, number>) =>
    t.db
      .updateTable('projects')
      .set({ funding_plan: JSON.stringify(plan) })
      .where('slug', '=', slug)
      .execute();

  let owner: Awaited<ReturnType<typeof buildSignedInUser>>;
  let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildSignedInUser(t.db, t.clock, { username: 'owner_ana' });
    admin = await buildSignedInUser(t.db, t.clock, { role: 'admin', username: 'admin_ben' });
    await buildArgentina(t.db);
    await t.db
      .insertInto('countries')
      .values([
        {
          iso3: 'COL',
          iso2: 'CO',
          slug: 'colombia',
          name_en: 'Colombia',
          name_es: 'Colombia',
          search_key: 'colombia',
        },
        {
          iso3: 'MEX',
          iso2: 'MX',
          slug: 'mexico',
          name_en: 'Mexico',
          name_es: 'México',
          search_key: 'mexico',
        },
      ])
      .execute();
    // The first list computes the (empty) screening for this data version; the hand-written rows then
    // stand for it until the data changes.
    const first = await as(owner.token).call(screeningContract.get);
    expect(first.statusCode).toBe(200);
    await t.db
      .insertInto('screened_opportunities')
      .values([
        // capex − debt is the equity a row seeks: A 4 M, B 10 M, C 3 M, D 4 M; E has no lenders' case.
        screened('A', {
          iso3: 'ARG',
          capex: 10e6,
          debt: 6e6,
          lendersIrr: 0.14,
          sponsorsIrr: 0.22,
          lendersRank: 2,
          sponsorsRank: 3,
          position: 1,
        }),
        screened('B', {
          iso3: 'ARG',
          capex: 30e6,
          debt: 20e6,
          lendersIrr: 0.09,
          sponsorsIrr: 0.18,
          lendersRank: 4,
          sponsorsRank: 4,
          position: 2,
        }),
        screened('C', {
          iso3: 'COL',
          capex: 8e6,
          debt: 5e6,
          lendersIrr: 0.16,
          sponsorsIrr: 0.25,
          lendersRank: 1,
          sponsorsRank: 2,
          position: 3,
        }),
        screened('D', {
          iso3: 'MEX',
          capex: 10e6,
          debt: 6e6,
          lendersIrr: 0.2,
          sponsorsIrr: 0.3,
          lendersRank: 3,
          sponsorsRank: 1,
          position: 4,
        }),
        screened('E', {
          iso3: 'ARG',
          capex: 10e6,
          debt: null,
          lendersIrr: null,
          sponsorsIrr: null,
          lendersRank: 5,
          sponsorsRank: 5,
          position: 5,
        }),
      ])
      .execute();
  }, 60_000);
  afterAll(async () => t.close());

  describe('the criteria on the investor profile', () => {
    it('keeps the instruments in the funding plan’s order, the minimum IRR and its case', async () => {
      const { token } = await buildSignedInUser(t.db, t.clock);
      const saved = await putProfile(token, {
        ...PROFILE,
        instruments: ['grant', 'equity', 'equity'],
        minIrr: 0.12,
        irrCase: 'sponsors',
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().profile).toMatchObject({
        instruments: ['equity', 'grant'],
        minIrr: 0.12,
        irrCase: 'sponsors',
      });
      expect((await getProfile(token)).json().profile?.minIrr).toBe(0.12);
    });

    it('takes a profile saved before the criteria as any instrument, no minimum, the sponsors’ case', async () => {
      const { token } = await buildSignedInUser(t.db, t.clock);
      const { instruments: _i, minIrr: _m, irrCase: _c, ...older } = PROFILE;
      expect((await putProfile(token, older)).json().profile).toMatchObject({
        instruments: [],
        minIrr: null,
        irrCase: 'sponsors',
      });
    });

    it.each([
      ['minIrr', { minIrr: 1.5 }, 'investors.validation.minIrrRange'],
      ['minIrr', { minIrr: -0.01 }, 'investors.validation.minIrrRange'],
      ['minIrr', { minIrr: '12 %' }, 'investors.validation.minIrrRange'],
      // An item's error names the field and the item, as the countries' do.
      ['instruments.0', { instruments: ['shares'] }, 'investors.validation.instrumentUnknown'],
      ['irrCase', { irrCase: 'bankers' }, 'investors.validation.irrCaseUnknown'],
    ])(
      'refuses %s out of bounds (%j) on its field, translated, and saves nothing',
      async (field, change, key) => {
        const { token } = await buildSignedInUser(t.db, t.clock);
        const refused = await putProfile(token, { ...PROFILE, ...change });
        expect(refused.statusCode).toBe(400);
        expect(refused.error().code).toBe('validation_failed');
        expect(refused.error().fields).toEqual({ [field]: key });
        const name = key.split('.')[2] ?? '';
        const en = dictionaries.en.investors.validation as Record<string, string>;
        const es = dictionaries.es.investors.validation as Record<string, string>;
        expect(en[name]).toBeTruthy();
        expect(es[name]).toBeTruthy();
        expect(es[name]).not.toBe(en[name]);
        expect((await getProfile(token)).json()).toEqual({ profile: null });
      },
    );

    it('keeps the saved profile as it was when a change is refused', async () => {
      const { token } = await buildSignedInUser(t.db, t.clock);
      await putProfile(token, { ...PROFILE, minIrr: 0.1 });
      expect((await putProfile(token, { ...PROFILE, minIrr: 2 })).statusCode).toBe(400);
      expect((await getProfile(token)).json().profile?.minIrr).toBe(0.1);
    });
  });

  describe('who may ask', () => {
    it('refuses visitors (401) and users without an investor profile (403)', async () => {
      expect((await matchesOf(null)).statusCode).toBe(401);
      const { token } = await buildSignedInUser(t.db, t.clock);
      const refused = await matchesOf(token);
      expect(refused.statusCode).toBe(403);
      expect(refused.error().code).toBe('investor_profile_required');
    });

    it('refuses a page out of bounds', async () => {
      const { token } = await investor(PROFILE);
      const refused = await matchesOf(token, 0);
      expect(refused.statusCode).toBe(400);
      expect(refused.error().fields).toHaveProperty('page');
    });

    it('gives the count to the owner’s side only', async () => {
      const project = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
      expect((await countOf(null, project.slug)).statusCode).toBe(401);
      const withAccess = await investor(PROFILE, { has_project_access: 1 });
      const forbidden = await countOf(withAccess.token, project.slug);
      expect(forbidden.statusCode).toBe(403);
      expect(forbidden.error().code).toBe('forbidden');
      const stranger = await buildSignedInUser(t.db, t.clock);
      expect((await countOf(stranger.token, project.slug)).error().code).toBe('no_project_access');
      expect((await countOf(owner.token, project.slug)).statusCode).toBe(200);
      expect((await countOf(admin.token, project.slug)).statusCode).toBe(200);
      const draft = await buildProject(t.db, t.clock, { ownerId: owner.user.id, isPublished: false });
      expect((await countOf(stranger.token, draft.slug)).statusCode).toBe(404);
    });
  });

  describe('screened opportunities, worked by hand', () => {
    it('debt of 4–8 M$ in Argentina or Colombia at a lenders’ IRR of 12 %: C (5 M$, 16 %) then A (6 M$, 14 %)', async () => {
      // B seeks 20 M$ of debt (above the ticket), D is in Mexico, E has no lenders' case.
      const { token } = await investor({ ...PROFILE, minIrr: 0.12 });
      const matches = await matchesOf(token);
      expect(matches.statusCode).toBe(200);
      const { opportunities } = matches.json();
      expect(opportunities.total).toBe(2);
      expect(opportunities.items.map((row) => row.flare.name)).toEqual(['C', 'A']);
      expect(opportunities.items[1]).toMatchObject({
        flare: { name: 'A', country: { iso3: 'ARG', slug: 'arg' } },
        capexUsd: 10e6,
        reasons: [
          { kind: 'country', country: 'AR' },
          { kind: 'ticket', instrument: 'debt', amountUsd: 6e6 },
          { kind: 'irr', irrCase: 'lenders', irr: 0.14, minIrr: 0.12 },
        ],
      });
    });

    it('a lenders’ IRR of 15 % leaves C alone', async () => {
      const { token } = await investor({ ...PROFILE, minIrr: 0.15 });
      const { opportunities } = (await matchesOf(token)).json();
      expect(opportunities.items.map((row) => row.flare.name)).toEqual(['C']);
    });

    it('equity of 3–10 M$ anywhere at a sponsors’ IRR of 20 %: D, C, A (B’s 18 % falls short), ends included', async () => {
      const { token } = await investor({
        ...PROFILE,
        countries: [],
        instruments: ['equity'],
        ticketMinUsd: 3_000_000,
        ticketMaxUsd: 10_000_000,
        minIrr: 0.2,
        irrCase: 'sponsors',
      });
      const { opportunities } = (await matchesOf(token)).json();
      expect(opportunities.items.map((row) => row.flare.name)).toEqual(['D', 'C', 'A']);
      // No country stated: no country reason. C's 3 M$ of equity sits on the ticket's lower end.
      expect(opportunities.items[1]?.reasons).toEqual([
        { kind: 'ticket', instrument: 'equity', amountUsd: 3e6 },
        { kind: 'irr', irrCase: 'sponsors', irr: 0.25, minIrr: 0.2 },
      ]);
      // Without the floor B's 10 M$ (the upper end) matches too, last by the sponsors' order.
      const noFloor = await investor({
        ...PROFILE,
        countries: [],
        instruments: ['equity'],
        ticketMinUsd: 3e6,
        ticketMaxUsd: 10e6,
        irrCase: 'sponsors',
      });
      const all = (await matchesOf(noFloor.token)).json().opportunities;
      expect(all.items.map((row) => row.flare.name)).toEqual(['D', 'C', 'A', 'B']);
    });

    it('a ticket naming both of a row’s instruments gives both as reasons; other technologies or instruments none', async () => {
      const both = await investor({
        ...PROFILE,
        instruments: [],
        ticketMinUsd: 4e6,
        ticketMaxUsd: 6e6,
        countries: ['AR'],
      });
      const { opportunities } = (await matchesOf(both.token)).json();
      // A: debt 6 M$ and equity 4 M$ both within 4–6 M$; B and E do not.
      expect(opportunities.items).toHaveLength(1);
      expect(opportunities.items[0]?.reasons).toEqual([
        { kind: 'country', country: 'AR' },
        { kind: 'ticket', instrument: 'equity', amountUsd: 4e6 },
        { kind: 'ticket', instrument: 'debt', amountUsd: 6e6 },
      ]);
      const turbines = await investor({ ...PROFILE, technologies: ['gas_turbine'] });
      expect((await matchesOf(turbines.token)).json().opportunities.total).toBe(0);
      const grants = await investor({ ...PROFILE, instruments: ['grant'] });
      expect((await matchesOf(grants.token)).json().opportunities.total).toBe(0);
    });

    it('pages the rows: page 2 of two matches is empty with the same total', async () => {
      const { token } = await investor({ ...PROFILE, minIrr: 0.12 });
      const second = (await matchesOf(token, 2)).json().opportunities;
      expect(second).toMatchObject({ items: [], total: 2, page: 2, pageSize: 25 });
    });
  });

  describe('published projects and the owner’s count', () => {
    it('lists the published projects not yet funded the investor may see, with the reasons, and counts investors for the owner', async () => {
      // Every built project: 20 M$ of capex, 12 M$ sought, split here by hand.
      const argentina = await buildProject(t.db, t.clock, { ownerId: owner.user.id, slug: 'ar-engines' });
      await withPlan(argentina.slug, { equity: 4e6, debt: 8e6, mezzanine: 0, grant: 0 });
      const colombia = await buildProject(t.db, t.clock, {
        ownerId: owner.user.id,
        slug: 'co-engines',
        countryIso3: 'COL',
      });
      await withPlan(colombia.slug, { equity: 12e6, debt: 0, mezzanine: 0, grant: 0 });
      const draft = await buildProject(t.db, t.clock, {
        ownerId: owner.user.id,
        slug: 'ar-draft',
        isPublished: false,
      });
      await withPlan(draft.slug, { equity: 4e6, debt: 8e6, mezzanine: 0, grant: 0 });
      const funded = await buildProject(t.db, t.clock, {
        ownerId: owner.user.id,
        slug: 'ar-funded',
        stage: 'funded',
      });
      await withPlan(funded.slug, { equity: 4e6, debt: 8e6, mezzanine: 0, grant: 0 });
      // Earlier tests' projects (no split: debt assumed from the model) are removed so the count is this test's.
      await t.db
        .deleteFrom('projects')
        .where('slug', 'not in', [argentina.slug, colombia.slug, draft.slug, funded.slug])
        .execute();
      await t.db.deleteFrom('investor_profiles').execute();

      // Debt 4–8 M$ in Argentina or Colombia: ar-engines' 8 M$ of debt (upper end); co-engines seeks no debt.
      const debt = await investor(PROFILE, { has_project_access: 1 });
      const seen = (await matchesOf(debt.token)).json();
      expect(seen.projects).toEqual([
        {
          slug: 'ar-engines',
          title: { en: 'Flare power ar-engines', es: 'Energía de antorcha ar-engines' },
          country: { slug: 'argentina', iso3: 'ARG', nameEn: 'Argentina', nameEs: 'Argentina' },
          stage: 'seeking_funding',
          reasons: [
            { kind: 'country', country: 'AR' },
            { kind: 'ticket', instrument: 'debt', amountUsd: 8e6 },
          ],
        },
      ]);
      // Without project access the projects are not theirs to see; the screened rows still are.
      const noAccess = await investor(PROFILE);
      const unseen = (await matchesOf(noAccess.token)).json();
      expect(unseen.projects).toEqual([]);
      expect(unseen.opportunities.total).toBeGreaterThan(0);

      // A project's IRR criterion reads its lenders' or sponsors' case (decision 041), computed from its
      // linked flares' record: these built projects link none, so they have no case and no minimum IRR is
      // met on them, not even 0 % (the cases worked on a flare's record: investor-cases.test.ts).
      const below = await investor({ ...PROFILE, minIrr: 0 }, { has_project_access: 1 });
      expect((await matchesOf(below.token)).json().projects).toEqual([]);
      // Equity of 10–12 M$ with no minimum: co-engines alone.
      const equity = await investor(
        {
          ...PROFILE,
          instruments: ['equity'],
          ticketMinUsd: 10e6,
          ticketMaxUsd: 12e6,
          irrCase: 'sponsors',
        },
        { has_project_access: 1 },
      );
      expect((await matchesOf(equity.token)).json().projects.map((p) => p.slug)).toEqual(['co-engines']);

      // ar-engines meets debt and noAccess (whatever their access): 2; the owner's own matching profile
      // is not counted, nor below's (no case) or equity's.
      expect((await putProfile(owner.token, PROFILE)).statusCode).toBe(200);
      const count = await countOf(owner.token, argentina.slug);
      expect(count.json()).toEqual({ count: 2 });
      // co-engines: equity alone (12 M$ within 10–12 M$).
      expect((await countOf(admin.token, colombia.slug)).json()).toEqual({
        count: 1,
      });
      // An owner never sees their own project among their matches.
      expect((await matchesOf(owner.token)).json().projects).toEqual([]);
    });
  });
  describe('a new match is told by the bell and by mail', () => {
    it('tells an investor whose criteria a project entering seeking funding meets, not one whose ticket it misses', async () => {
      await t.db.deleteFrom('investor_profiles').execute();
      const project = await buildProject(t.db, t.clock, {
        ownerId: owner.user.id,
        slug: 'ar-notice',
        stage: 'feasibility',
      });
      await withPlan(project.slug, { equity: 4e6, debt: 8e6, mezzanine: 0, grant: 0 });
      // Both follow Argentina and every technology: the debt ticket decides (8 M$ sought).
      const matching = await investor(PROFILE, { has_project_access: 1 });
      // New matches go to the weekly digest by default (decision 041): this one wants them at once.
      await as(matching.token).call(notificationsContract.putAccountNotificationPreferences, {
        body: { mail: { new_opportunity: 'immediate' } },
      });
      const missing = await investor(
        { ...PROFILE, ticketMinUsd: 10e6, ticketMaxUsd: 20e6 },
        { has_project_access: 1 },
      );
      const moved = await as(owner.token).call(projectsContract.postStage, {
        params: { project: project.slug },
        body: { stage: 'seeking_funding' },
      });
      expect(moved.statusCode).toBe(204);
      const bell = (token: string) =>
        as(token)
          .call(notificationsContract.get)
          .then((reply) => reply.json().items.filter((item) => item.kind === 'new_opportunity'));
      expect(await bell(matching.token)).toEqual([
        expect.objectContaining({ project: expect.objectContaining({ slug: 'ar-notice' }) }),
      ]);
      expect(await bell(missing.token)).toEqual([]);
      const mails = readMailDir(t.outboxDir).filter((mail) => mail.subject.includes('ar-notice'));
      expect(mails.map((mail) => mail.to)).toEqual([[matching.user.email]]);
      expect(mails[0]?.text).toContain('meets the criteria of your investor profile');
    });
  });
});
