import {
  NIGHTFIRE_MATCH_RADIUS_M,
  NIGHTFIRE_WINDOW_NIGHTS,
  type FlareNightsResponse,
  type NightfireCandidate,
  type NightfireCandidateReview,
  type NightfireCloudState,
} from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../infra/clock.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { peopleOf } from '../accounts/index.js';
import * as repo from './nightfire.repository.js';

const cloudState = (value: string): NightfireCloudState =>
  value === 'clear' || value === 'cloudy' ? value : 'unknown';

const round = (value: number | null, digits: number) =>
  value === null ? null : Number(Number(value).toFixed(digits));

/**
 * A flare's nights in the nightly files (decision 034): its last detection, "seen on N of the last M clear
 * nights" over the last NIGHTFIRE_WINDOW_NIGHTS nights the source imported (a night is clear for the flare
 * unless it was seen there only under cloud; the files say nothing of the sky where nothing was seen), and
 * its monthly roll-up beside the nights imported in each month.
 */
export const flareNights = async (
  { db }: Pick<ServiceContext, 'db'>,
  params: { country: string; company: string; name: string },
): Promise<FlareNightsResponse> => {
  const flare = await repo.findFlareBySlugs(db, params);
  if (!flare) throw new AppError('not_found');
  const source = await repo.latestNightSource(db);
  if (!source)
    return { source: null, radiusM: NIGHTFIRE_MATCH_RADIUS_M, window: null, lastDetection: null, months: [] };
  const nights = await repo.lastNights(db, source.id, NIGHTFIRE_WINDOW_NIGHTS);
  const [inWindow, last, months] = await Promise.all([
    repo.nightsOfFlare(db, flare.id, source.id, nights),
    repo.lastNightOfFlare(db, flare.id, source.id),
    repo.monthsOfFlare(db, flare.id, source.id),
  ]);
  const states = new Map<string, NightfireCloudState[]>();
  for (const row of inWindow)
    states.set(row.night, [...(states.get(row.night) ?? []), cloudState(row.cloud_state)]);
  let seen = 0;
  let cloudyOnly = 0;
  for (const list of states.values()) {
    if (list.includes('clear')) seen += 1;
    else if (list.includes('cloudy')) cloudyOnly += 1;
  }
  const imported = await repo.nightsPerMonth(
    db,
    source.id,
    months.map((m) => m.month),
  );
  return {
    source: {
      id: source.id,
      publisher: source.publisher,
      title: source.title,
      licence: source.licence,
      titleEs: source.title_es,
      licenceEs: source.licence_es,
      url: source.url,
      publishedOn: source.published_on,
      kind: source.kind,
    },
    radiusM: NIGHTFIRE_MATCH_RADIUS_M,
    window: {
      firstNight: nights.at(-1) as string,
      lastNight: nights[0] as string,
      nights: nights.length,
      clearNights: nights.length - cloudyOnly,
      seenNights: seen,
    },
    lastDetection: last
      ? {
          night: last.night,
          satellite: last.satellite,
          scannedAt: last.last_scanned_at,
          detections: last.detections,
          radiantHeatMw: round(last.radiant_heat_mw, 3),
          temperatureK: round(last.temperature_k, 0),
          cloudState: cloudState(last.cloud_state),
        }
      : null,
    months: months.map((m) => ({
      month: m.month,
      nightsImported: imported.get(m.month) ?? m.nights_seen,
      nightsSeen: m.nights_seen,
      clearNightsSeen: m.clear_nights_seen,
      detections: m.detections,
      radiantHeatMw: round(m.radiant_heat_mw, 3),
      temperatureK: round(m.temperature_k, 0),
    })),
  };
};

const presentCandidate = (row: repo.CandidateRow, reviewerEmail: string | null): NightfireCandidate => ({
  id: row.id,
  sourceId: row.source_id,
  night: row.night,
  satellite: row.satellite,
  latitude: row.latitude,
  longitude: row.longitude,
  detections: row.detections,
  radiantHeatMw: round(row.radiant_heat_mw, 3),
  temperatureK: round(row.temperature_k, 0),
  cloudState: cloudState(row.cloud_state),
  nearestFlare:
    row.flare_name && row.country_slug && row.company_slug && row.nearest_distance_m !== null
      ? {
          name: row.flare_name,
          countrySlug: row.country_slug,
          companySlug: row.company_slug,
          distanceM: Math.round(row.nearest_distance_m),
        }
      : null,
  status: row.status as NightfireCandidate['status'],
  note: row.note,
  reviewedBy: reviewerEmail,
  reviewedAt: row.reviewed_at,
});

/** Candidates as the console shows them, with who reviewed each: asked of accounts in one batch. */
const presentCandidates = async (
  ctx: Pick<ServiceContext, 'db'>,
  rows: readonly repo.CandidateRow[],
): Promise<NightfireCandidate[]> => {
  const reviewers = await peopleOf(ctx, {
    ids: [...new Set(rows.flatMap((row) => (row.reviewed_by ? [row.reviewed_by] : [])))],
  });
  const emails = new Map(reviewers.map((person) => [person.id, person.email]));
  return rows.map((row) => presentCandidate(row, emails.get(row.reviewed_by ?? '') ?? null));
};

export const listCandidates = async (
  { db }: Pick<ServiceContext, 'db'>,
  query: { status: string; page: number; pageSize: number },
) => {
  const { items, total } = await repo.listCandidates(db, {
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { items: await presentCandidates({ db }, items), total, page: query.page, pageSize: query.pageSize };
};

/** An administrator's decision on a candidate, with who took it and when (a later decision replaces it). */
export const reviewCandidate = async (
  ctx: { db: Db; clock: Clock },
  input: { id: string; userId: string; review: NightfireCandidateReview },
): Promise<NightfireCandidate> => {
  const found = await repo.findCandidate(ctx.db, input.id);
  if (!found) throw new AppError('not_found');
  await repo.updateCandidate(ctx.db, input.id, {
    status: input.review.status,
    note: input.review.note ? input.review.note : null,
    reviewed_by: input.userId,
    reviewed_at: ctx.clock.now().toISOString(),
  });
  const [candidate] = await presentCandidates(ctx, [
    (await repo.findCandidate(ctx.db, input.id)) as repo.CandidateRow,
  ]);
  return candidate as NightfireCandidate;
};
