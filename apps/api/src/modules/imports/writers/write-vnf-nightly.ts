import {
  cloudStateOf,
  nightCloudState,
  nightfireSatelliteOf,
  NIGHTFIRE_MATCH_RADIUS_M,
  type NightfireSummary,
} from '@flarescope/shared';
import { createPause } from '../../../infra/event-loop.js';
import { stableId } from '../../flaring-data/index.js';
import {
  FLARE_GRID_DEGREES,
  groupByPlace,
  matchDetections,
  type DetectionMatch,
  nightfireStore as store,
  PlaceGrid,
  type FlareMonthDetectionsTable,
  type FlareNightsTable,
  type LocatedFlare,
  type VnfCandidatesTable,
  type VnfNightsTable,
} from '../../nightfire/index.js';
import type { NightfireDetectionRow } from '../validate-rows.js';
import type { Rows, WriteContext, WriteOutcome } from './write-context.js';

type Detection = NightfireDetectionRow & { line: number };

/** How far from a candidate the reviewer is shown the nearest catalogue flare. */
const NEAREST_FOR_REVIEW_M = 20_000;

/** Flares read per query, detections matched between two turns of the event loop, rows per INSERT. */
const FLARE_PAGE = 4000;
const MATCH_SLICE = 500;
const INSERT_SLICE = 250;
/** Cells of 0.25° for the 20 km look-up of a candidate's nearest flare (3 × 3 of them at low latitudes). */
const REVIEW_GRID_DEGREES = 0.25;

/** Detections of one pass: scans within the same 10 minutes (passes over a place are ~100 min apart). */
const PASS_MS = 10 * 60 * 1000;

const round = (value: number, digits: number) => Number(value.toFixed(digits));

/**
 * What detections of one flare (or one candidate) in one night come to: their count and passes, the
 * radiant heat (the mean over passes of the pass's summed RH, MW), the temperature (weighted by radiant
 * heat where both are known, else the plain mean), the sky and the last scan.
 */
const aggregate = (detections: readonly Detection[]) => {
  const passes = new Set<number>();
  const passesWithHeat = new Set<number>();
  let heat = 0;
  let weighted = 0;
  let weight = 0;
  let temperatures = 0;
  let temperatureCount = 0;
  let last = '';
  for (const d of detections) {
    const pass = Math.floor(Date.parse(d.scannedAt) / PASS_MS);
    passes.add(pass);
    if (d.radiantHeatMw !== undefined) {
      heat += d.radiantHeatMw;
      passesWithHeat.add(pass);
    }
    if (d.temperatureK !== undefined) {
      temperatures += d.temperatureK;
      temperatureCount += 1;
      if (d.radiantHeatMw !== undefined && d.radiantHeatMw > 0) {
        weighted += d.temperatureK * d.radiantHeatMw;
        weight += d.radiantHeatMw;
      }
    }
    if (d.scannedAt > last) last = d.scannedAt;
  }
  return {
    detections: detections.length,
    passes: passes.size,
    radiant_heat_mw: passesWithHeat.size > 0 ? round(heat / passesWithHeat.size, 6) : null,
    temperature_k:
      weight > 0
        ? round(weighted / weight, 2)
        : temperatureCount > 0
          ? round(temperatures / temperatureCount, 2)
          : null,
    cloud_state: nightCloudState(detections.map((d) => cloudStateOf(d.cloudMask ?? null))),
    last_scanned_at: last,
  };
};

const same = <T extends object>(a: T, b: T, columns: ReadonlyArray<keyof T>) =>
  columns.every((column) => a[column] === b[column]);

/**
 * EOG's VIIRS Nightfire nightly file (decision 034). A row is one detection in one pass, not a flare: each
 * is matched to the nearest catalogue flare within NIGHTFIRE_MATCH_RADIUS_M; per flare and night the
 * detections, radiant heat, temperature and sky are kept (flare_nights), and the months they fall in are
 * rolled up again (flare_month_detections); detections with no flare near are grouped by place into
 * candidate new flares (vnf_candidates) for administrators to review. The file restates its nights for its
 * satellite and source: importing it again changes nothing, and reviewed candidates keep their decision.
 * No yearly roll-up reads these tables.
 */
export const writeVnfNightly = async (
  ctx: WriteContext,
  rows: Rows<NightfireDetectionRow>,
): Promise<WriteOutcome> => {
  const { resolver, errors } = ctx;
  const sourceId = resolver.sourceId;
  const counts = resolver.counts;
  const outcome: WriteOutcome = { flareIds: new Set(), formerCompanyIds: new Set(), viewsUnchanged: true };
  const pause = createPause();
  const detections: Detection[] = [];
  let handled = 0;
  let missingValues = 0;
  for await (const received of rows)
    for (const { line, data } of received) {
      handled += 1;
      if (handled % 1000 === 0) await ctx.onRows(handled);
      if (errors.count > 0) continue;
      missingValues += data.missing;
      detections.push({ ...data, line });
    }
  await ctx.onRows(handled);
  if (errors.count > 0 || detections.length === 0) return outcome;

  const fileName = ctx.file?.name ?? '';
  const satellite = nightfireSatelliteOf(fileName);
  const layout = ctx.file?.layout ?? 'v2.1';
  const nights = [...new Set(detections.map((d) => d.night))].sort();

  // --- Match: the catalogue on a grid, each detection to its nearest flare.
  const flares: LocatedFlare[] = [];
  for (let after = ''; ;) {
    const page = await store.flareLocationsAfter(ctx.db, after, FLARE_PAGE);
    for (const f of page)
      flares.push({ id: f.id, latitude: Number(f.latitude), longitude: Number(f.longitude) });
    await pause();
    if (page.length < FLARE_PAGE) break;
    after = (page.at(-1) as { id: string }).id;
  }
  const grid = new PlaceGrid(flares, FLARE_GRID_DEGREES);
  await pause();
  // For the reviewer: the nearest flare of a candidate within 20 km, on a coarser grid.
  const reviewGrid = new PlaceGrid(flares, REVIEW_GRID_DEGREES);
  await pause();
  const matched: Array<DetectionMatch<Detection>> = [];
  const unmatched: Detection[] = [];
  for (let i = 0; i < detections.length; i += MATCH_SLICE) {
    const found = matchDetections(detections.slice(i, i + MATCH_SLICE), grid);
    matched.push(...found.matched);
    unmatched.push(...found.unmatched);
    await pause();
  }
  await ctx.onShare(0.3);

  // --- Flare-nights.
  const byFlareNight = new Map<string, Detection[]>();
  for (const { detection, flareId } of matched) {
    const key = `${flareId}|${detection.night}`;
    const list = byFlareNight.get(key);
    if (list) list.push(detection);
    else byFlareNight.set(key, [detection]);
  }
  const wanted = new Map<string, FlareNightsTable>();
  for (const [key, list] of byFlareNight) {
    const [flareId, night] = key.split('|') as [string, string];
    wanted.set(key, { flare_id: flareId, night, satellite, source_id: sourceId, ...aggregate(list) });
  }
  await pause();
  const storedNights = new Map(
    (await store.flareNightsOf(ctx.db, sourceId, satellite, nights)).map((row) => [
      `${row.flare_id}|${row.night}`,
      {
        ...row,
        radiant_heat_mw: row.radiant_heat_mw === null ? null : Number(row.radiant_heat_mw),
        temperature_k: row.temperature_k === null ? null : Number(row.temperature_k),
      },
    ]),
  );
  const NIGHT_VALUES = [
    'detections',
    'passes',
    'radiant_heat_mw',
    'temperature_k',
    'cloud_state',
    'last_scanned_at',
  ] as const;
  const inserts: FlareNightsTable[] = [];
  for (const [key, row] of wanted) {
    const before = storedNights.get(key);
    storedNights.delete(key);
    if (!before) inserts.push(row);
    else if (same(before, row, NIGHT_VALUES)) counts.add('flare_nights', 'unchanged');
    else {
      await store.updateFlareNight(ctx.db, row);
      await pause();
      counts.add('flare_nights', 'updated');
    }
  }
  for (let i = 0; i < inserts.length; i += INSERT_SLICE) {
    await store.insertFlareNights(ctx.db, inserts.slice(i, i + INSERT_SLICE));
    await pause();
  }
  counts.add('flare_nights', 'inserted', inserts.length);
  for (const gone of storedNights.values()) {
    await store.deleteFlareNight(ctx.db, gone);
    await pause();
  }
  if (storedNights.size > 0) counts.add('flare_nights', 'deleted', storedNights.size);
  await ctx.onShare(0.55);

  // --- Candidates: the unmatched detections of each night, grouped by place.
  const storedCandidates = new Map(
    (await store.candidatesOf(ctx.db, sourceId, satellite, nights)).map((row) => [row.id, row]),
  );
  const newCandidates: VnfCandidatesTable[] = [];
  const keptIds = new Set<string>();
  let candidateCount = 0;
  const candidatesPerNight = new Map<string, number>();
  const CANDIDATE_VALUES = [
    'detections',
    'radiant_heat_mw',
    'temperature_k',
    'cloud_state',
    'nearest_flare_id',
    'nearest_distance_m',
  ] as const;
  for (const night of nights) {
    const groups = groupByPlace(unmatched.filter((d) => d.night === night));
    candidatesPerNight.set(night, groups.length);
    for (const members of groups) {
      candidateCount += 1;
      const latitude = round(members.reduce((sum, d) => sum + d.latitude, 0) / members.length, 4);
      const longitude = round(members.reduce((sum, d) => sum + d.longitude, 0) / members.length, 4);
      const id = stableId(
        'vnf-candidate',
        sourceId,
        satellite,
        night,
        latitude.toFixed(4),
        longitude.toFixed(4),
      );
      const near = reviewGrid.nearest({ latitude, longitude }, NEAREST_FOR_REVIEW_M);
      const { passes: _passes, last_scanned_at: _last, ...values } = aggregate(members);
      const row: VnfCandidatesTable = {
        id,
        source_id: sourceId,
        night,
        satellite,
        latitude,
        longitude,
        ...values,
        nearest_flare_id: near?.place.id ?? null,
        nearest_distance_m: near ? round(near.distanceM, 1) : null,
        status: 'pending',
        note: null,
        reviewed_by: null,
        reviewed_at: null,
      };
      keptIds.add(id);
      await pause();
      const before = storedCandidates.get(id);
      if (!before) newCandidates.push(row);
      else if (
        same(
          {
            ...before,
            radiant_heat_mw: before.radiant_heat_mw === null ? null : Number(before.radiant_heat_mw),
            temperature_k: before.temperature_k === null ? null : Number(before.temperature_k),
            nearest_distance_m: before.nearest_distance_m === null ? null : Number(before.nearest_distance_m),
          },
          row,
          CANDIDATE_VALUES,
        )
      )
        counts.add('vnf_candidates', 'unchanged');
      else {
        // What the file says changes; an administrator's decision stays.
        const { status: _s, note: _n, reviewed_by: _b, reviewed_at: _a, id: _id, ...update } = row;
        await store.updateCandidate(ctx.db, id, update);
        counts.add('vnf_candidates', 'updated');
      }
    }
    await pause();
  }
  for (let i = 0; i < newCandidates.length; i += INSERT_SLICE) {
    await store.insertCandidates(ctx.db, newCandidates.slice(i, i + INSERT_SLICE));
    await pause();
  }
  counts.add('vnf_candidates', 'inserted', newCandidates.length);
  // Candidates the file no longer makes go, unless an administrator decided on them.
  const goneIds = [...storedCandidates.values()]
    .filter((row) => !keptIds.has(row.id) && row.status === 'pending')
    .map((row) => row.id);
  await store.deleteCandidates(ctx.db, goneIds);
  if (goneIds.length > 0) counts.add('vnf_candidates', 'deleted', goneIds.length);
  await ctx.onShare(0.75);

  // --- The nights imported.
  const storedNightRows = new Map(
    (await store.nightsOf(ctx.db, sourceId, satellite, nights)).map((row) => [row.night, row]),
  );
  for (const night of nights) {
    const ofNight = detections.filter((d) => d.night === night);
    const matchedOfNight = matched.filter((m) => m.detection.night === night).length;
    const row: VnfNightsTable = {
      source_id: sourceId,
      night,
      satellite,
      layout,
      file_name: fileName.slice(0, 255),
      detections: ofNight.length,
      matched: matchedOfNight,
      candidates: candidatesPerNight.get(night) ?? 0,
      imported_at: ctx.file?.now ?? new Date().toISOString(),
    };
    const before = storedNightRows.get(night);
    if (!before) {
      await store.insertNight(ctx.db, row);
      counts.add('vnf_nights', 'inserted');
    } else if (same(before, row, ['layout', 'file_name', 'detections', 'matched', 'candidates'])) {
      counts.add('vnf_nights', 'unchanged');
    } else {
      await store.updateNight(ctx.db, row);
      counts.add('vnf_nights', 'updated');
    }
  }
  await ctx.onShare(0.85);

  // --- The monthly roll-up of the months the file's nights fall in.
  const months = [...new Set(nights.map((night) => night.slice(0, 7)))];
  const key = (row: FlareMonthDetectionsTable) => `${row.flare_id}|${row.month}`;
  const fresh = await store.monthRollupFromNights(ctx.db, sourceId, months);
  await pause();
  const storedMonths = new Map(
    (await store.monthRollupOf(ctx.db, sourceId, months)).map((row) => [
      key(row),
      {
        ...row,
        radiant_heat_mw: row.radiant_heat_mw === null ? null : Number(row.radiant_heat_mw),
        temperature_k: row.temperature_k === null ? null : Number(row.temperature_k),
      },
    ]),
  );
  const MONTH_VALUES = [
    'nights_seen',
    'clear_nights_seen',
    'detections',
    'radiant_heat_mw',
    'temperature_k',
  ] as const;
  const monthInserts: FlareMonthDetectionsTable[] = [];
  for (const row of fresh) {
    const before = storedMonths.get(key(row));
    storedMonths.delete(key(row));
    const rounded = {
      ...row,
      radiant_heat_mw: row.radiant_heat_mw === null ? null : round(row.radiant_heat_mw, 6),
      temperature_k: row.temperature_k === null ? null : round(row.temperature_k, 2),
    };
    if (!before) monthInserts.push(rounded);
    else if (same(before, rounded, MONTH_VALUES)) counts.add('flare_month_detections', 'unchanged');
    else {
      await store.updateMonthRollup(ctx.db, rounded);
      await pause();
      counts.add('flare_month_detections', 'updated');
    }
  }
  for (let i = 0; i < monthInserts.length; i += INSERT_SLICE) {
    await store.insertMonthRollup(ctx.db, monthInserts.slice(i, i + INSERT_SLICE));
    await pause();
  }
  counts.add('flare_month_detections', 'inserted', monthInserts.length);
  for (const gone of storedMonths.values()) {
    await store.deleteMonthRollup(ctx.db, gone);
    await pause();
  }
  if (storedMonths.size > 0) counts.add('flare_month_detections', 'deleted', storedMonths.size);
  await ctx.onShare(1);

  const summary: NightfireSummary = {
    layout,
    satellite,
    nights,
    radiusM: NIGHTFIRE_MATCH_RADIUS_M,
    detections: detections.length,
    matched: matched.length,
    flares: new Set(matched.map((m) => m.flareId)).size,
    unmatched: unmatched.length,
    candidates: candidateCount,
    missingValues,
  };
  outcome.summary = { nightfire: summary };
  return outcome;
};
