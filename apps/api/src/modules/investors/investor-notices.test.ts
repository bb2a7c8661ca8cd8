import {
  dictionaries,
  investorsContract,
  notificationsContract,
  projectCaseIrrs,
  projectsContract,
  projectSupplyOutlook,
  type ProjectModelInputs,
  type RouteInput,
} from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer } from '../../infra/mail/index.js';
import { bumpDataVersion, refreshAllRollups } from '../flaring-data/index.js';
import { digestWeekOf, sendDueDigests, type NoticeContext } from '../notifications/index.js';
import { linkedFlaresOf } from '../projects/index.js';
import { projectCasesOf, refreshScreening } from '../screening/index.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { buildCompany, buildFlare, buildSatelliteSource } from '../../testing/flare-factory.js';
import { readMailDir } from '../../testing/mail-message.js';
import { buildProject } from '../../testing/project-factory.js';
import {
  noticeNewMatches,
  noticeProjectMatches,
  noticeScreenedMatches,
  PROJECT_MATCHES_STAMP_KEY,
  SCREENED_MATCHES_STAMP_KEY,
  startNoticeSchedule,
} from './screened-match-notices.js';

/**
 * What decision 041 adds to investors matched (issue 33, item 9): a project's minimum IRR read on the
 * lenders' or sponsors' case, computed from its flares' record as its page computes them; new matches
 * told by the bell and by mail at once, in the weekly digest (the default) or not at all; screened rows
 * that newly meet an investor's criteria after an import told once. Small hand-made flares: the screening
 * of two to three flares takes milliseconds, the shipped catalogue's seconds.
 */

const SATELLITE = 'eog-vnf-catalog-2017-2024';

/** m³/d of each year as the year's volume. */
const yearly = (perDay: Record<string, number>) =>
  Object.fromEntries(
    Object.entries(perDay).map(([year, gas]) => [year, gas * (Number(year) % 4 === 0 ? 366 : 365)]),
  );

type Profile = RouteInput<typeof investorsContract.putAccountInvestorProfile>['body'];

const PROFILE: Profile = {
  organisation: 'Andes Energy Fund',
  type: 'fund',
  ticketMinUsd: 1_000_000,
  ticketMaxUsd: 50_000_000,
  countries: ['AR'],
  technologies: [],
  instruments: [],
  minIrr: null,
  irrCase: 'sponsors',
};

describe('investors matched: the case, the digest, the screened notices', () => {
  let t: TestApp;
  let deps: NoticeContext;
  let company = '';
  let owner: Awaited<ReturnType<typeof buildSignedInUser>>;
  const as = (caller: Caller) => client(t).as(caller);
  type Preferences = RouteInput<typeof notificationsContract.putAccountNotificationPreferences>['body'];
  // Modes bad on purpose (a digest of messages, an unknown mode) go through here too.
  const putPreferences = (caller: Caller, body: object) =>
    as(caller).call(notificationsContract.putAccountNotificationPreferences, { body: body as never });
  const getPreferences = (caller: Caller) =>
    as(caller).call(notificationsContract.getAccountNotificationPreferences);
  const matchesOf = (caller: Caller) => as(caller).call(investorsContract.getAccountInvestorMatches);
  const bellOf = (caller: Caller) => as(caller).call(notificationsContract.get);
  const projectPage = (caller: Caller, project: string) =>
    as(caller).call(projectsContract.getByProject, { params: { project } });
  const investor = async (
    profile: Partial<Profile>,
    options: { language?: 'en' | 'es'; mail?: Preferences['mail'] } = {},
  ) => {
    const user = await buildSignedInUser(t.db, t.clock, {
      has_project_access: 1,
      language: options.language ?? 'en',
    });
    const saved = await as(user).call(investorsContract.putAccountInvestorProfile, {
      body: { ...PROFILE, ...profile },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    if (options.mail) expect((await putPreferences(user, { mail: options.mail })).statusCode).toBe(200);
    return user;
  };
  const mailsTo = (email: string) => readMailDir(t.outboxDir).filter((mail) => mail.to.includes(email));
  const flare = (name: string, series: Record<string, number>) =>
    buildFlare(t.db, { name, companyId: company, sourceId: SATELLITE, series, firstYear: 2021 });
  /** New data: the roll-ups, a new data version and the screening after it, as an import ends. */
  const rescreen = async (version: string) => {
    await refreshAllRollups(t.db);
    await bumpDataVersion(t.db, { value: version, now: t.clock.now().toISOString() });
    expect(await refreshScreening(t)).toBe(true);
  };
  const moveToSeeking = async (slug: string) => {
    const moved = await as(owner).call(projectsContract.postStage, {
      params: { project: slug },
      body: { stage: 'seeking_funding' },
    });
    expect(moved.statusCode).toBe(204);
  };
  let bigFlare = '';

  beforeAll(async () => {
    t = await buildTestApp();
    deps = {
      db: t.db,
      clock: t.clock,
      config: t.config,
      mailer: createMailer({ config: t.config, log: { info: () => {}, error: () => {} } as never }),
      log: { error: () => {} },
      ports: t.ports,
    };
    await t.db
      .insertInto('countries')
      .values([
        {
          iso3: 'ARG',
          iso2: 'AR',
          slug: 'argentina',
          name_en: 'Argentina',
          name_es: 'Argentina',
          search_key: 'argentina',
        },
        {
          iso3: 'COL',
          iso2: 'CO',
          slug: 'colombia',
          name_en: 'Colombia',
          name_es: 'Colombia',
          search_key: 'colombia',
        },
      ])
      .execute();
    await buildSatelliteSource(t.db, t.clock, { id: SATELLITE, title: 'VIIRS Nightfire flare catalogue' });
    company = await buildCompany(t.db, { slug: 'andes-gas', name: 'Andes Gas' });
    // 290 000, 261 000, 234 900, 211 410 m³/d: exactly 10 % a year, no scatter (P90 = P50).
    const big = { '2021': 290_000, '2022': 261_000, '2023': 234_900, '2024': 211_410 };
    bigFlare = await flare('big-01', yearly(big));
    // The survival of flares of this size (30 000–300 000 m³/d) from these three: big-01 and steady-02 seen
    // every year, gone-01 in 2021–2022 only. By hand, a year on: 3 + 3 followed from big-01 and steady-02, all
    // seen; gone-01 followed from 2021 (seen in 2022) and 2022 (not in 2023): 7 of 8.
    await flare('steady-02', yearly(big));
    await flare('gone-01', yearly({ '2021': 150_000, '2022': 140_000 }));
    await rescreen('notices-1');
    owner = await buildSignedInUser(t.db, t.clock, { username: 'owner_ana' });
  }, 60_000);
  afterAll(async () => t.close());

  describe('a project’s minimum IRR on the lenders’ or the sponsors’ case', () => {
    let slug = '';
    let irrs: { lenders: number | null; sponsors: number | null } | null = null;
    let baseIrr = 0;

    beforeAll(async () => {
      const project = await buildProject(t.db, t.clock, { ownerId: owner.user.id, slug: 'ar-cases' });
      slug = project.slug;
      await t.db
        .insertInto('project_flares')
        .values({ project_id: project.id, flare_id: bigFlare, position: 0 })
        .execute();
      await t.db
        .updateTable('projects')
        .set({ funding_plan: JSON.stringify({ equity: 4e6, debt: 8e6, mezzanine: 0, grant: 0 }) })
        .where('id', '=', project.id)
        .execute();
      // The project page: what the web's side-by-side cases are computed from.
      const page = (await projectPage(owner.token, slug)).json();
      const inputs = page.project.model as ProjectModelInputs;
      const outlook = projectSupplyOutlook(page.flares, inputs);
      // By hand: operating year 1 is 2026 (2024 + 1 construction year + 1): 211 410 × 0.9² = 171 242.1 m³/d.
      expect(outlook.status).toBe('ok');
      if (outlook.status === 'ok') {
        expect(Math.abs((outlook.p50M3PerDay[0] ?? 0) - 171_242.1)).toBeLessThan(1);
        expect(Math.abs((outlook.p90M3PerDay[0] ?? 0) - 171_242.1)).toBeLessThan(1);
      }
      expect(page.survival?.points[0]).toEqual({ years: 1, share: 7 / 8, followed: 8, seen: 7 });
      irrs = projectCaseIrrs(inputs, { flares: page.flares, survival: page.survival });
      baseIrr = page.results?.irr ?? Number.NaN;
    });

    it('reads the lenders’ case (P90 × survival), not the base case: a floor between them is not met', async () => {
      const lenders = irrs?.lenders ?? Number.NaN;
      expect(Number.isFinite(lenders)).toBe(true);
      // The base case burns the project's own 100 000 m³/d; the lenders' case 10 %/yr less each year, and
      // only while the flare still burns.
      expect(lenders).toBeLessThan(baseIrr);
      const floor = Math.floor(lenders * 1000) / 1000;
      const below = await investor({ minIrr: floor, irrCase: 'lenders' });
      const seen = (await matchesOf(below.token)).json().projects;
      expect(seen.map((p) => p.slug)).toEqual([slug]);
      expect(seen[0]?.reasons.at(-1)).toEqual({
        kind: 'irr',
        irrCase: 'lenders',
        irr: lenders,
        minIrr: floor,
      });
      const above = await investor({ minIrr: Math.ceil(lenders * 1000) / 1000, irrCase: 'lenders' });
      expect((await matchesOf(above.token)).json().projects).toEqual([]);
      const between = await investor({ minIrr: (lenders + baseIrr) / 2, irrCase: 'lenders' });
      expect((await matchesOf(between.token)).json().projects).toEqual([]);
    });

    it('reads the sponsors’ case’s equity IRR (P50, the lenders’ loan)', async () => {
      const sponsors = irrs?.sponsors ?? Number.NaN;
      expect(Number.isFinite(sponsors)).toBe(true);
      const floor = Math.floor(sponsors * 1000) / 1000;
      const below = await investor({ minIrr: floor, irrCase: 'sponsors' });
      const seen = (await matchesOf(below.token)).json().projects;
      expect(seen[0]?.reasons.at(-1)).toEqual({
        kind: 'irr',
        irrCase: 'sponsors',
        irr: sponsors,
        minIrr: floor,
      });
      const above = await investor({ minIrr: Math.ceil(sponsors * 1000) / 1000, irrCase: 'sponsors' });
      expect((await matchesOf(above.token)).json().projects).toEqual([]);
      // The owner's count reads the same cases: of the profiles so far, the two floors below each case.
      const count = (
        await as(owner).call(investorsContract.getProjectInvestorMatches, { params: { project: slug } })
      ).json();
      expect(count).toEqual({ count: 2 });
    });
  });

  describe('mail at once, in the weekly digest or not at all', () => {
    it('offers each kind its modes, the digest by default for new matches; refuses a mode out of bounds, naming it', async () => {
      const { token } = await buildSignedInUser(t.db, t.clock);
      const prefs = (await getPreferences(token)).json();
      expect(prefs.mail).toMatchObject({
        new_opportunity: 'weekly',
        screened_match: 'weekly',
        message: 'immediate',
      });
      expect(prefs.email.new_opportunity).toBe(true);
      for (const [mail, key] of [
        [{ message: 'weekly' }, 'investors.validation.mailModeNoDigest'],
        [{ new_opportunity: 'sometimes' }, 'investors.validation.mailModeUnknown'],
      ] as const) {
        const refused = await putPreferences(token, {
          mail: { screened_match: 'off', ...mail },
        });
        expect(refused.statusCode).toBe(400);
        const field = `mail.${Object.keys(mail)[0] ?? ''}`;
        expect(refused.error().fields).toEqual({ [field]: key });
        const name = key.split('.')[2] ?? '';
        const en = dictionaries.en.investors.validation as Record<string, string>;
        const es = dictionaries.es.investors.validation as Record<string, string>;
        expect(en[name]).toBeTruthy();
        expect(es[name]).toBeTruthy();
      }
      // Nothing saved: screened_match is still the digest.
      expect((await getPreferences(token)).json().mail.screened_match).toBe('weekly');
      const saved = await putPreferences(token, {
        mail: { new_opportunity: 'immediate', screened_match: 'off' },
      });
      expect(saved.json().mail).toMatchObject({ new_opportunity: 'immediate', screened_match: 'off' });
      expect(saved.json().email).toMatchObject({ new_opportunity: true, screened_match: false });
    });

    it('sends one digest per investor per week, in their language, at the week’s moment; never twice; nothing when nothing is new', async () => {
      // Saturday 21 November 2026, 12:00 UTC: the week's moment was Monday the 16th, 07:00.
      expect(digestWeekOf(t.clock.now()).toISOString()).toBe('2026-11-16T07:00:00.000Z');
      await t.db.deleteFrom('investor_profiles').execute();
      const en = await investor({});
      const es = await investor({}, { language: 'es' });
      const project = await buildProject(t.db, t.clock, {
        ownerId: owner.user.id,
        slug: 'ar-digest',
        stage: 'feasibility',
      });
      await moveToSeeking(project.slug);
      // The bell at once; no mail yet.
      const bell = (await bellOf(en.token)).json().items;
      expect(bell.map((item) => item.kind)).toEqual(['new_opportunity']);
      expect(mailsTo(en.user.email)).toEqual([]);
      // Saturday: the notice came after this week's moment; it waits for Monday.
      expect(await sendDueDigests(deps)).toBe(0);
      t.clock.set(new Date('2026-11-23T06:59:00.000Z'));
      expect(await sendDueDigests(deps)).toBe(0);
      t.clock.set(new Date('2026-11-23T07:00:00.000Z'));
      expect(await sendDueDigests(deps)).toBe(2);
      const [mail] = mailsTo(en.user.email);
      expect(mail?.subject).toBe('Your weekly Flarescope digest: 1 new match');
      expect(mail?.text).toContain('- Flare power ar-digest (Argentina), seeking $12,000,000: http');
      expect(mail?.text).toContain('/project/ar-digest');
      expect(mail?.text).toMatch(
        /To stop e-mails of new projects that meet your criteria, open: http\S+\/unsubscribe\?token=/,
      );
      expect(mailsTo(es.user.email).map((m) => m.subject)).toEqual([
        'Su resumen semanal de Flarescope: 1 coincidencia nueva',
      ]);
      expect(mailsTo(es.user.email)[0]?.text).toContain('Proyectos publicados que cumplen sus criterios:');
      // Never the same twice: again this week, and next week with nothing new.
      expect(await sendDueDigests(deps)).toBe(0);
      t.clock.set(new Date('2026-11-30T08:00:00.000Z'));
      expect(await sendDueDigests(deps)).toBe(0);
      expect(mailsTo(en.user.email)).toHaveLength(1);
    });

    it('drops from the digest a kind turned off by the mail’s one-click link; the scheduler sends what is due', async () => {
      t.clock.set(new Date('2026-12-02T12:00:00.000Z'));
      await t.db.deleteFrom('investor_profiles').execute();
      const off = await investor({});
      const on = await investor({});
      const project = await buildProject(t.db, t.clock, {
        ownerId: owner.user.id,
        slug: 'ar-week-2',
        stage: 'feasibility',
      });
      await moveToSeeking(project.slug);
      // `off` unsubscribes from new projects (the link a digest carries).
      const token = (await import('../notifications/index.js')).signUnsubscribeToken;
      const link = await token(t.db, t.clock, off.user.id, 'new_opportunity');
      const done = await as(null).call(notificationsContract.postUnsubscribe, { body: { token: link } });
      expect(done.json()).toEqual({ kind: 'new_opportunity' });
      t.clock.set(new Date('2026-12-07T07:30:00.000Z'));
      // The server's scheduler: a run at start, then hourly.
      const stop = startNoticeSchedule({ ...deps, intervalMs: 60 * 60 * 1000 });
      await stop();
      expect(mailsTo(off.user.email)).toEqual([]);
      expect(mailsTo(on.user.email).map((m) => m.subject)).toEqual([
        'Your weekly Flarescope digest: 1 new match',
      ]);
    });
  });

  describe('screened opportunities newly meeting an investor’s criteria after an import', () => {
    it('takes a baseline first, then tells each investor of the new rows once; the same data again tells nobody', async () => {
      t.clock.set(new Date('2026-12-09T12:00:00.000Z'));
      await t.db.deleteFrom('investor_profiles').execute();
      // The first look only takes the baseline: the catalogue as it stands is not news.
      // (The scheduler's run above took it; taken again here as on a database new to it.)
      await t.db.deleteFrom('app_settings').where('key', '=', SCREENED_MATCHES_STAMP_KEY).execute();
      await t.db.deleteFrom('screened_match_baseline').execute();
      expect(await noticeScreenedMatches(deps)).toEqual({ status: 'baseline', investorsTold: 0 });
      const digest = await investor({});
      const now = await investor({}, { mail: { screened_match: 'immediate' } });
      const colombia = await investor({ countries: ['CO'] });
      // An import adds a flare in Argentina large enough for a plant, with 4 years of record.
      const newFlare = await flare(
        'new-01',
        yearly({ '2021': 80_000, '2022': 76_000, '2023': 72_000, '2024': 70_000 }),
      );
      await rescreen('notices-2');
      const screened = (await matchesOf(digest.token)).json().opportunities;
      const names = screened.items.map((item) => item.flare.name);
      expect(names).toContain('new-01');
      expect(names).toContain('big-01');
      const outcome = await noticeScreenedMatches(deps);
      expect(outcome).toEqual({ status: 'looked', investorsTold: 2 });
      const noticeOf = async (token: string) =>
        (await bellOf(token)).json().items.filter((item) => item.kind === 'screened_match');
      // big-01 was in the baseline: only new-01 is news.
      expect(await noticeOf(digest.token)).toEqual([expect.objectContaining({ count: 1, project: null })]);
      expect(await noticeOf(colombia.token)).toEqual([]);
      expect(mailsTo(digest.user.email)).toEqual([]);
      const [mail] = mailsTo(now.user.email);
      expect(mail?.subject).toBe('New screened opportunities meet your criteria');
      expect(mail?.text).toContain('- new-01 (Andes Gas, Argentina)');
      expect(mail?.text).toContain('/flaring-explorer/argentina/andes-gas/new-01');
      // Idempotent: the same screening again, then a re-screening of the same data, tell nobody.
      expect(await noticeScreenedMatches(deps)).toEqual({ status: 'current', investorsTold: 0 });
      await rescreen('notices-3');
      expect(await noticeScreenedMatches(deps)).toEqual({ status: 'looked', investorsTold: 0 });
      expect(await noticeOf(digest.token)).toHaveLength(1);
      // A row that leaves (its record gone) and comes back is not told again.
      const record = await t.db
        .selectFrom('observations')
        .selectAll()
        .where('flare_id', '=', newFlare)
        .execute();
      await t.db.deleteFrom('observations').where('flare_id', '=', newFlare).execute();
      await rescreen('notices-4');
      expect(await noticeScreenedMatches(deps)).toEqual({ status: 'looked', investorsTold: 0 });
      await t.db.insertInto('observations').values(record).execute();
      await rescreen('notices-5');
      expect(await noticeScreenedMatches(deps)).toEqual({ status: 'looked', investorsTold: 0 });
      expect(await noticeOf(digest.token)).toHaveLength(1);
      // The digest of the week lists the new row for the investor who left it to the digest.
      t.clock.set(new Date('2026-12-14T07:00:00.000Z'));
      expect(await sendDueDigests(deps)).toBe(1);
      const weekly = mailsTo(digest.user.email).at(-1);
      expect(weekly?.subject).toBe('Your weekly Flarescope digest: 1 new match');
      expect(weekly?.text).toContain(
        'Screened opportunities that newly meet your criteria after a data import:',
      );
      expect(weekly?.text).toContain('- new-01 (Andes Gas, Argentina)');
    });
  });

  describe('a project whose cases an import moves (decision 045)', () => {
    it('tells an investor whose minimum IRR its new case now reaches, once; not one it met before, nor one it still misses', async () => {
      t.clock.set(new Date('2026-12-16T12:00:00.000Z'));
      await t.db.deleteFrom('investor_profiles').execute();
      // A flare falling 12 % a year: 300 000, 264 000, 232 320, 204 441.6 m³/d.
      const falling = { '2021': 300_000, '2022': 264_000, '2023': 232_320, '2024': 204_441.6 };
      const rise = await flare('rise-01', yearly(falling));
      const project = await buildProject(t.db, t.clock, { ownerId: owner.user.id, slug: 'ar-rise' });
      await t.db
        .insertInto('project_flares')
        .values({ project_id: project.id, flare_id: rise, position: 0 })
        .execute();
      await rescreen('rise-1');
      // The first look on a database only takes the baseline (the cases as they stand are not news).
      await t.db.deleteFrom('app_settings').where('key', '=', PROJECT_MATCHES_STAMP_KEY).execute();
      await t.db.deleteFrom('project_match_baseline').execute();
      expect(await noticeProjectMatches(deps)).toEqual({ status: 'baseline', projectsLooked: 0 });
      const lendersIrr = async () => {
        const page = (await projectPage(owner.token, project.slug)).json();
        const cases = projectCaseIrrs(page.project.model as ProjectModelInputs, {
          flares: page.flares,
          survival: page.survival,
        });
        return cases?.lenders ?? Number.NaN;
      };
      const before = await lendersIrr();
      // The import revises the flare's record: 3 % a year from the same start. Nothing of the project changes.
      const revised = { '2021': 300_000, '2022': 291_000, '2023': 282_270, '2024': 273_801.9 };
      for (const [year, volume] of Object.entries(yearly(revised)))
        await t.db
          .updateTable('observations')
          .set({ volume_m3: volume })
          .where('flare_id', '=', rise)
          .where('period', '=', year)
          .execute();
      await rescreen('rise-2');
      const after = await lendersIrr();
      expect(Number.isFinite(before)).toBe(true);
      expect(before).toBeGreaterThan(0.001);
      expect(after).toBeGreaterThan(before + 0.002);
      // Profiles stated now: both sides of the look are read with today's criteria.
      const reached = await investor(
        { minIrr: (before + after) / 2, irrCase: 'lenders' },
        { mail: { new_opportunity: 'immediate' } },
      );
      const metBefore = await investor({ minIrr: before - 0.001, irrCase: 'lenders' });
      const stillMissed = await investor({ minIrr: after + 0.001, irrCase: 'lenders' });
      const toldOf = async (token: string) =>
        (await bellOf(token))
          .json()
          .items.filter((item) => item.kind === 'new_opportunity' && item.project?.slug === project.slug);
      expect((await noticeProjectMatches(deps)).status).toBe('looked');
      expect(await toldOf(reached.token)).toHaveLength(1);
      expect(await toldOf(metBefore.token)).toEqual([]);
      expect(await toldOf(stillMissed.token)).toEqual([]);
      expect(mailsTo(reached.user.email).map((m) => m.subject)).toEqual([
        expect.stringContaining(project.title_en),
      ]);
      // Once: the same screening again reads nothing; a re-screening of the same data tells nobody more.
      expect(await noticeProjectMatches(deps)).toEqual({ status: 'current', projectsLooked: 0 });
      await rescreen('rise-3');
      await noticeNewMatches(deps);
      expect(await toldOf(reached.token)).toHaveLength(1);
      expect(mailsTo(reached.user.email)).toHaveLength(1);

      // The look kept the project's cases in the database at this stamp and version (decision 045).
      const stored = await t.db
        .selectFrom('project_cases')
        .selectAll()
        .where('project_id', '=', project.id)
        .executeTakeFirstOrThrow();
      expect(Number(stored.has_cases)).toBe(1);
      expect(Math.abs(Number(stored.lenders_irr) - after)).toBeLessThan(1e-9);
      expect(stored.project_updated_at).toBe(project.updated_at);
      // Another process (another connection: nothing kept in its memory) reads them rather than computing:
      // a figure written there is what it returns…
      await t.db
        .updateTable('project_cases')
        .set({ lenders_irr: 0.4321 })
        .where('project_id', '=', project.id)
        .execute();
      const row = await t.db
        .selectFrom('projects')
        .selectAll()
        .where('id', '=', project.id)
        .executeTakeFirstOrThrow();
      const flaresIn = (db: typeof t.db) => (projectIds: readonly string[]) =>
        linkedFlaresOf({ db }, { projectIds });
      const elsewhere = await t.db
        .transaction()
        .execute((trx) => projectCasesOf(trx, [row], { flaresOf: flaresIn(trx) }));
      expect(elsewhere.get(project.id)?.lenders).toBe(0.4321);
      // …until the project changes: a stored row of another version is not read.
      const edited = { ...row, updated_at: '2026-12-16T13:00:00.000Z' };
      const recomputed = await t.db
        .transaction()
        .execute((trx) => projectCasesOf(trx, [edited], { flaresOf: flaresIn(trx) }));
      expect(Math.abs((recomputed.get(project.id)?.lenders ?? 0) - after)).toBeLessThan(1e-9);
    });
  });
});
