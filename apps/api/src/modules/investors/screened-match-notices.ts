import { MATCHABLE_STAGES, matchReasons } from '@flarescope/shared';
import { lockWithin } from '../../db/races.js';
import { readSetting, upsertSetting } from '../../lib/app-settings.repository.js';
import {
  mailScreenedMatches,
  sendDueDigests,
  storeScreenedMatchNotices,
  type NoticeDeps,
  type ScreenedMatchItem,
} from '../notifications/index.js';
import { projectCasesOf, SCREENING_VERSION_KEY } from '../screening/index.js';
import * as matches from './matches.repository.js';
import { screenedRowFacts } from './matches.service.js';
import { criteriaOf } from './profile.service.js';

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
 * Computes, in this process, the two cases of every published project still matched (projectCasesOf
 * keeps them until the project or the data changes), so that the first "matches for you" after an import
 * does not pay for them (decision 041).
 */
export const warmProjectCases = async (db: NoticeDeps['db']): Promise<void> => {
  await projectCasesOf(db, await matches.publishedProjectsIn(db, MATCHABLE_STAGES));
};

export const noticeScreenedMatches = async (deps: NoticeDeps): Promise<ScreenedMatchOutcome> => {
  const { db, clock } = deps;
  await warmProjectCases(db);
  const screening = await readSetting(db, SCREENING_VERSION_KEY);
  if (!screening) return { status: 'current', investorsTold: 0 };
  if ((await readSetting(db, SCREENED_MATCHES_STAMP_KEY))?.value === screening.value)
    return { status: 'current', investorsTold: 0 };
  const outcome = await db.transaction().execute(async (trx) => {
    await lockWithin(trx, 'screened-match-notices');
    const stamp = await readSetting(trx, SCREENING_VERSION_KEY);
    const looked = await readSetting(trx, SCREENED_MATCHES_STAMP_KEY);
    if (!stamp || looked?.value === stamp.value)
      return { status: 'current' as const, immediate: [], investorsTold: 0 };
    const now = clock.now().toISOString();
    let immediate: Awaited<ReturnType<typeof storeScreenedMatchNotices>> = [];
    let investorsTold = 0;
    if (looked !== undefined) {
      const [rows, baseline, profiles, countries] = await Promise.all([
        matches.screenedForNotices(trx),
        matches.screenedBaseline(trx),
        matches.openProfiles(trx),
        matches.allCountries(trx),
      ]);
      const iso2Of = new Map(countries.map((country) => [country.iso3, country.iso2]));
      const told = new Map<string, Set<string>>();
      const toldRows = await Promise.all(
        profiles.map(async (profile) => [profile.user_id, await toldOf(trx, profile.user_id)] as const),
      );
      for (const [userId, flares] of toldRows) told.set(userId, flares);
      const entries = profiles.flatMap((profile) => {
        const criteria = criteriaOf(profile);
        const meets = (row: Parameters<typeof screenedRowFacts>[0] & { country_iso3: string }) =>
          matchReasons(criteria, screenedRowFacts(row, iso2Of.get(row.country_iso3) ?? null)) !== null;
        const before = new Set(baseline.filter(meets).map((row) => row.flare_id));
        const already = told.get(profile.user_id) ?? new Set<string>();
        const rank = criteria.irrCase === 'lenders' ? 'rank_lenders_desc' : 'rank_sponsors_desc';
        const fresh = rows
          .filter((row) => meets(row) && !before.has(row.flare_id) && !already.has(row.flare_id))
          .sort((a, b) => Number(a[rank]) - Number(b[rank]));
        if (fresh.length === 0) return [];
        return [
          {
            userId: profile.user_id,
            flareIds: fresh.map((row) => row.flare_id),
            items: fresh.map((row): ScreenedMatchItem => ({
              name: row.flare_name,
              country: { slug: row.country_slug, nameEn: row.country_name_en, nameEs: row.country_name_es },
              company: { slug: row.company_slug, name: row.company_name },
              capacityMw: Number(row.capacity_mw),
            })),
          },
        ];
      });
      immediate = await storeScreenedMatchNotices(trx, now, entries);
      investorsTold = entries.length;
    }
    await matches.replaceScreenedBaseline(trx);
    await upsertSetting(trx, { key: SCREENED_MATCHES_STAMP_KEY, value: stamp.value, updated_at: now });
    return {
      status: looked === undefined ? ('baseline' as const) : ('looked' as const),
      immediate,
      investorsTold,
    };
  });
  await mailScreenedMatches(deps, outcome.immediate);
  return { status: outcome.status, investorsTold: outcome.investorsTold };
};

const toldOf = async (db: NoticeDeps['db'], userId: string): Promise<Set<string>> =>
  new Set((await matches.toldFlares(db, userId)).map((row) => row.flare_id));

/** Every hour, in each process: new screened matches (another process's or the CLI's import), then the digests due. */
export const NOTICE_SCHEDULE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * The notices' schedule (decision 041): now and then hourly, the look for new screened matches and the
 * weekly digests that are due (sendDueDigests: Mondays 07:00 UTC, one per user and week whichever process
 * sends it). The timer is unref'd; the returned function stops it, resolving once a run under way ends.
 */
export const startNoticeSchedule = (deps: NoticeDeps & { intervalMs?: number }): (() => Promise<void>) => {
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = running.then(async () => {
      try {
        await noticeScreenedMatches(deps);
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
