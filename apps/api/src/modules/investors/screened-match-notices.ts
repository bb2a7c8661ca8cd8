import { MATCHABLE_STAGES, matchReasons } from '@flarescope/shared';
import { lockWithin } from '../../db/races.js';
import { createPause } from '../../infra/event-loop.js';
import { readSetting, upsertSetting } from '../../lib/app-settings.repository.js';
import {
  mailScreenedMatches,
  notifyNewOpportunity,
  screenedFlaresToldOf,
  sendDueDigests,
  storeScreenedMatchNotices,
  type NoticeContext,
  type ScreenedMatchItem,
} from '../notifications/index.js';
import { linkedFlaresOf, publishedProjectsIn } from '../projects/index.js';
import {
  projectCasesOf,
  replaceScreenedBaseline,
  screenedBaselineRows,
  screenedRowsForNotices,
  SCREENING_VERSION_KEY,
} from '../screening/index.js';
import * as matches from './matches.repository.js';
import { criteriaOf } from './investors.presenters.js';
import { screenedRowFacts } from './match-facts.js';
import { openAccountIds } from './people.js';

/**
 * Screened opportunities that newly meet an investor's criteria after an import (issue 33, item 9;
 * decision 041). The screening rewrites every row whenever the data changes, so "new" is read against a
 * baseline: what the rule read of each row the last time this ran (`screened_match_baseline`). For each
 * investor, a row is new when it meets their criteria now, did not meet the same criteria in the
 * baseline (a row absent from it did not) and was never told to them (`screened_match_notices`).
 *
 * - Idempotent: the screening's stamp it last looked at is kept (`screened_matches_stamp`); the same
 *   screening again, or a re-screening of the same data (the same rows), tells nobody anything.
 * - An investor's own change of criteria tells them nothing: both sides are read with today's criteria
 *   (they see the change at once in "Matches for you").
 * - The first run on a database (no stamp yet: a new install, or this change's migration) only takes the
 *   baseline: every row of the catalogue is not news.
 */

/** app_settings key: the screening stamp (SCREENING_VERSION_KEY's value) the baseline was taken from. */
export const SCREENED_MATCHES_STAMP_KEY = 'screened_matches_stamp';

export type ScreenedMatchOutcome = { status: 'current' | 'baseline' | 'looked'; investorsTold: number };

/**
 * Computes the two cases of every published project still matched, kept in this process and in the
 * database (projectCasesOf, until the project or the data changes), so that the first "matches for you"
 * after an import, in any process, does not pay for them (decisions 041, 043).
 */
export const warmProjectCases = async (db: NoticeContext['db']): Promise<void> => {
  await projectCasesOf(db, await publishedProjectsIn({ db }, { stages: MATCHABLE_STAGES }), {
    store: true,
    flaresOf: (projectIds) => linkedFlaresOf({ db }, { projectIds }),
  });
};

export const noticeScreenedMatches = async (deps: NoticeContext): Promise<ScreenedMatchOutcome> => {
  const { db, clock } = deps;
  await warmProjectCases(db);
  const screening = await readSetting(db, SCREENING_VERSION_KEY);
  if (!screening) return { status: 'current', investorsTold: 0 };
  if ((await readSetting(db, SCREENED_MATCHES_STAMP_KEY))?.value === screening.value)
    return { status: 'current', investorsTold: 0 };
  // The rule runs outside the write transaction (on SQLite the database's write lock): on the shipped rows
  // it takes seconds with a few dozen investors. The transaction then writes only if nothing moved since.
  const before = await readSetting(db, SCREENED_MATCHES_STAMP_KEY);
  const news = before === undefined ? [] : await findNews(db);
  const outcome = await db.transaction().execute(async (trx) => {
    await lockWithin(trx, 'screened-match-notices');
    const stamp = await readSetting(trx, SCREENING_VERSION_KEY);
    const looked = await readSetting(trx, SCREENED_MATCHES_STAMP_KEY);
    // Another process looked meanwhile, or a new screening came: the next look reads it.
    if (!stamp || stamp.value !== screening.value || looked?.value !== before?.value)
      return { status: 'current' as const, immediate: [], investorsTold: 0 };
    const now = clock.now().toISOString();
    // Never twice, whatever was told since the rows were read.
    const entries = [];
    const toldNow = await screenedFlaresToldOf({ db: trx }, { userIds: news.map((entry) => entry.userId) });
    for (const entry of news) {
      const already = toldNow.get(entry.userId) ?? new Set<string>();
      const fresh = entry.rows.filter((row) => !already.has(row.flareId));
      if (fresh.length > 0)
        entries.push({
          userId: entry.userId,
          flareIds: fresh.map((row) => row.flareId),
          items: fresh.map((row) => row.item),
        });
    }
    const immediate = await storeScreenedMatchNotices({ db: trx }, { now, entries });
    await replaceScreenedBaseline({ db: trx });
    await upsertSetting(trx, { key: SCREENED_MATCHES_STAMP_KEY, value: stamp.value, updated_at: now });
    return {
      status: before === undefined ? ('baseline' as const) : ('looked' as const),
      immediate,
      investorsTold: entries.length,
    };
  });
  await mailScreenedMatches(deps, { notices: outcome.immediate });
  return { status: outcome.status, investorsTold: outcome.investorsTold };
};

/**
 * For each investor (open account, a profile), the screened rows that meet their criteria now, did not in
 * the baseline, and were not told to them: best of their case first.
 */
const findNews = async (db: NoticeContext['db']) => {
  const [rows, baseline, allProfiles, countries] = await Promise.all([
    screenedRowsForNotices({ db }),
    screenedBaselineRows({ db }),
    matches.allProfiles(db),
    matches.allCountries(db),
  ]);
  // Open accounts only (accounts' front door), and what each was told already (notifications'), in a batch.
  const open = await openAccountIds(
    db,
    allProfiles.map((profile) => profile.user_id),
  );
  const profiles = allProfiles.filter((profile) => open.has(profile.user_id));
  const told = await screenedFlaresToldOf({ db }, { userIds: profiles.map((profile) => profile.user_id) });
  const iso2Of = new Map(countries.map((country) => [country.iso3, country.iso2]));
  const news: Array<{ userId: string; rows: Array<{ flareId: string; item: ScreenedMatchItem }> }> = [];
  // The rule on every row and the baseline is some milliseconds a profile: the loop turns between them.
  const pause = createPause();
  for (const profile of profiles) {
    await pause();
    const criteria = criteriaOf(profile);
    const meets = (row: Parameters<typeof screenedRowFacts>[0] & { country_iso3: string }) =>
      matchReasons(criteria, screenedRowFacts(row, iso2Of.get(row.country_iso3) ?? null)) !== null;
    const before = new Set(baseline.filter(meets).map((row) => row.flare_id));
    const already = told.get(profile.user_id) ?? new Set<string>();
    const rank = criteria.irrCase === 'lenders' ? 'rank_lenders_desc' : 'rank_sponsors_desc';
    const fresh = rows
      .filter((row) => !before.has(row.flare_id) && !already.has(row.flare_id) && meets(row))
      .sort((a, b) => Number(a[rank]) - Number(b[rank]));
    if (fresh.length === 0) continue;
    news.push({
      userId: profile.user_id,
      rows: fresh.map((row) => ({
        flareId: row.flare_id,
        item: {
          name: row.flare_name,
          country: { slug: row.country_slug, nameEn: row.country_name_en, nameEs: row.country_name_es },
          company: { slug: row.company_slug, name: row.company_name },
          capacityMw: Number(row.capacity_mw),
        },
      })),
    });
  }
  return news;
};

/** app_settings key: the screening stamp the projects' baseline (project_match_baseline) was taken at. */
export const PROJECT_MATCHES_STAMP_KEY = 'project_matches_stamp';

/**
 * Published projects seeking funding that newly meet an investor's criteria because imported data moved
 * their cases (decision 045). Of the rule's criteria only the minimum IRR reads imported data: a project's
 * lenders' and sponsors' cases rest on its flares' yearly record and on the survival counts, both rewritten
 * by an import; its country, technology and the amounts it seeks are the owner's. So, as for screened rows
 * (decision 041): the projects' cases as of the last look are kept (`project_match_baseline`, at the
 * screening stamp `project_matches_stamp`); when the stamp moves, each investor whose criteria a project
 * meets with its cases now and did not with its baseline cases is told — the `new_opportunity` notice a
 * project entering seeking funding sends, once per investor and project (bell, mail or digest as they
 * chose). The first look on a database only takes the baseline.
 */
export const noticeProjectMatches = async (
  deps: NoticeContext,
): Promise<{ status: 'current' | 'baseline' | 'looked'; projectsLooked: number }> => {
  const { db, clock } = deps;
  const screening = await readSetting(db, SCREENING_VERSION_KEY);
  if (!screening) return { status: 'current', projectsLooked: 0 };
  const before = await readSetting(db, PROJECT_MATCHES_STAMP_KEY);
  if (before?.value === screening.value) return { status: 'current', projectsLooked: 0 };
  const projects = await publishedProjectsIn({ db }, { stages: ['seeking_funding'] });
  const cases = await projectCasesOf(db, projects, {
    flaresOf: (projectIds) => linkedFlaresOf({ db }, { projectIds }),
  });
  const baseline = new Map((await matches.projectBaseline(db)).map((row) => [row.project_id, row]));
  const status = await db.transaction().execute(async (trx) => {
    await lockWithin(trx, 'project-match-notices');
    const stamp = await readSetting(trx, SCREENING_VERSION_KEY);
    const looked = await readSetting(trx, PROJECT_MATCHES_STAMP_KEY);
    // Another process looked meanwhile, or a new screening came: the next look reads it.
    if (!stamp || stamp.value !== screening.value || looked?.value !== before?.value)
      return 'current' as const;
    await matches.replaceProjectBaseline(
      trx,
      projects.map((project) => ({
        project_id: project.id,
        lenders_irr: cases.get(project.id)?.lenders ?? null,
        sponsors_irr: cases.get(project.id)?.sponsors ?? null,
      })),
    );
    const now = clock.now().toISOString();
    await upsertSetting(trx, { key: PROJECT_MATCHES_STAMP_KEY, value: stamp.value, updated_at: now });
    return before === undefined ? ('baseline' as const) : ('looked' as const);
  });
  if (status !== 'looked') return { status, projectsLooked: 0 };
  for (const project of projects) {
    const was = baseline.get(project.id);
    await notifyNewOpportunity(deps, {
      slug: project.slug,
      flaresOf: (projectIds) => linkedFlaresOf({ db }, { projectIds }),
      baseline: was
        ? {
            cases: {
              lenders: was.lenders_irr === null ? null : Number(was.lenders_irr),
              sponsors: was.sponsors_irr === null ? null : Number(was.sponsors_irr),
            },
          }
        : null,
    });
  }
  return { status, projectsLooked: projects.length };
};

/** After an import's screening, and hourly: new screened matches, then new project matches. */
export const noticeNewMatches = async (deps: NoticeContext): Promise<void> => {
  await noticeScreenedMatches(deps);
  await noticeProjectMatches(deps);
};

/** Every hour, in each process: new screened matches (another process's or the CLI's import), then the digests due. */
export const NOTICE_SCHEDULE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The notices' schedule (decision 041): now and then hourly, the look for new screened matches and the
 * weekly digests that are due (sendDueDigests: Mondays 07:00 UTC, one per user and week whichever process
 * sends it). The timer is unref'd; the returned function stops it, resolving once a run under way ends.
 */
export const startNoticeSchedule = (deps: NoticeContext & { intervalMs?: number }): (() => Promise<void>) => {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        await noticeNewMatches(deps);
        await sendDueDigests(deps);
      } catch (error) {
        deps.log.error({ err: error }, 'the scheduled notices failed');
      }
    });
  };
  run();
  const timer = setInterval(run, deps.intervalMs ?? NOTICE_SCHEDULE_INTERVAL_MS);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
};
