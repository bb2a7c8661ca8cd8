import {
  clusterAround,
  indexPoints,
  memberShares,
  SCREENED_PAGE_SIZE,
  SCREENING_MIN_POWER_MW,
  SURVIVAL_HORIZONS,
  SURVIVAL_SIZE_CLASSES,
  survivalClassOf,
  TECHNOLOGY_IDS,
  type TechnologyId,
  UNSEEN_MIN_SURVIVAL,
  survivalCurveFor,
  type SurvivalCurve,
  type ClusterMember,
  type ScreenedClusterQuery,
  type ScreenedClusterResponse,
  type ScreenedListQuery,
  type ScreenedListResponse,
  type ScreenedOpportunity,
} from '@flarescope/shared';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ScreenedOpportunitiesTable } from './screening.tables.js';
import { lockWithin } from '../../db/races.js';
import { AppError } from '../../errors.js';
import { createPause } from '../../infra/event-loop.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { readSetting, upsertSetting } from '../../lib/app-settings.repository.js';
import { canViewScreenedOpportunities } from '../access/index.js';
import { localDataChanges, readDataVersion } from '../flaring-data/index.js';
import { candidatesOf, computeScreening } from './screening.compute.js';
import { screenedFlareOf } from './screening.presenters.js';
import {
  deleteScreenedRows,
  findCountryIso3,
  findFlareId,
  insertClusterPoints,
  readClusterPoints,
  readFieldNames,
  readFlaresForScreening,
  insertScreenedRows,
  insertSurvivalRows,
  listSourceTitles,
  readLatestCatalogueYear,
  readSurvivalCounts,
  screenedPage,
} from './screening.repository.js';

/**
 * The screened opportunities (issue 26, item 9; decision 025): computed once per flaring data version
 * into `screened_opportunities`, after the seed and after each import (refreshScreening), and again by
 * the first list request that finds them older than the data (another process's import, a source
 * renamed); a page is then one indexed query.
 */

/** app_settings key: the flaring data version the screened rows were computed from. */
export const SCREENING_VERSION_KEY = 'screening_version';

/**
 * The model's version in the screening: raised whenever the model or the defaults a draft takes change
 * its figures (2: the construction year of decision 026; 3: the lenders' conventions of decision 030,
 * capex at mid-year, CFADS after working capital, IDC funded and depreciated; 4: each row's P50/P90
 * supply, survival and the lenders' and sponsors' cases of decision 032; 5: the last seen year, the
 * listing rule and the technology by size of decision 038; 6: the clusters of decision
 * 040), so rows stored by an older model are screened again although the data did not change.
 */
const SCREENING_MODEL = 6;

/** What SCREENING_VERSION_KEY holds: the data version and the model's, `<data> model <n>`. */
const stampOf = (dataVersion: string) => `${dataVersion} model ${SCREENING_MODEL}`;
const dataVersionOf = (stamp: string) => stamp.replace(/ model \d+$/, '');

/**
 * One rebuild per database at a time in this process (keyed by the server's connection, whichever
 * connection it runs through): requests arriving meanwhile wait for it.
 */
const running = new WeakMap<Db, Promise<boolean>>();
/** When this process last found the rows current, and its data-change count then. */
let checked = { at: 0, changes: -1, db: null as Db | null };

/**
 * Rows in slices of `size`, the event loop let run before each (infra/event-loop.ts). A screened row has
 * some 70 columns: building and running the statement of 1 000 of them held the server's thread for
 * 25–40 ms at a time (the stall bench, decision 045); 200 a slice.
 */
const insertInSlices = async <Row>(
  rows: readonly Row[],
  insert: (slice: Row[]) => Promise<unknown>,
  size = 200,
) => {
  const pause = createPause();
  for (let first = 0; first < rows.length; first += size) {
    await pause('long step');
    await insert(rows.slice(first, first + size));
  }
};

/**
 * Recomputes the screened rows when they are older than the flaring data (or were never computed);
 * true when it did. The model runs outside the write transaction (on SQLite the write lock is the
 * database's); the transaction then replaces the rows unless another process already wrote this
 * version. Data that changes during the computation has a newer version, so the next call rebuilds.
 */
export const refreshScreening = async (
  { db, clock }: Pick<ServiceContext, 'db' | 'clock'>,
  {
    via = db,
  }: {
    /** The connection to read and write through (an import's own, on SQLite); `db` by default. */
    via?: Db;
  } = {},
): Promise<boolean> => {
  const pending = running.get(db);
  if (pending) return pending;
  const run = (async () => {
    const version = await readDataVersion(via);
    if (version === null) return false;
    const stamp = stampOf(version);
    if ((await readSetting(via, SCREENING_VERSION_KEY))?.value === stamp) return false;
    const { rows, survival, clusterPoints } = await computeScreening(via);
    return via.transaction().execute(async (trx) => {
      await lockWithin(trx, 'screening');
      if ((await readSetting(trx, SCREENING_VERSION_KEY))?.value === stamp) return false;
      await deleteScreenedRows(trx);
      await insertInSlices(rows, (slice) => insertScreenedRows(trx, slice));
      await insertInSlices(survival, (slice) => insertSurvivalRows(trx, slice), 1000);
      await insertInSlices(clusterPoints, (slice) => insertClusterPoints(trx, slice), 1000);
      const now = clock.now().toISOString();
      await upsertSetting(trx, { key: SCREENING_VERSION_KEY, value: stamp, updated_at: now });
      return true;
    });
  })();
  running.set(db, run);
  try {
    return await run;
  } finally {
    running.delete(db);
  }
};

/**
 * refreshScreening, at most once a second per process unless this process changed the data (the view
 * cache's rule): a list request then costs no version reads.
 */
export const ensureCurrent = async ({ db, clock }: Pick<ServiceContext, 'db' | 'clock'>): Promise<void> => {
  const now = Date.now();
  const changes = localDataChanges();
  if (checked.db === db && checked.changes === changes && now - checked.at < 1000) return;
  await refreshScreening({ db, clock });
  checked = { at: now, changes, db };
};

const toItem = (row: Selectable<ScreenedOpportunitiesTable>): ScreenedOpportunity => ({
  flare: {
    ...screenedFlareOf(row),
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
  },
  powerPotentialMw: Number(row.power_mw),
  volumeM3PerDay: Number(row.volume_m3_per_day),
  period: row.period,
  sourceId: row.source_id,
  isDefaultComposition: row.is_default_composition === 1,
  technology: (TECHNOLOGY_IDS as readonly string[]).includes(row.technology)
    ? (row.technology as TechnologyId)
    : 'reciprocating_engine',
  costBeyond: row.cost_beyond === 'below' || row.cost_beyond === 'above' ? row.cost_beyond : null,
  capacityMw: Number(row.capacity_mw),
  capexUsd: Number(row.capex_usd),
  npv: Number(row.npv),
  irr: row.irr === null ? null : Number(row.irr),
  equityIrr: row.equity_irr === null ? null : Number(row.equity_irr),
  minDscr: row.min_dscr === null ? null : Number(row.min_dscr),
  lcoeUsdPerMwh: row.lcoe_usd_per_mwh === null ? null : Number(row.lcoe_usd_per_mwh),
  paybackYears: row.payback_years === null ? null : Number(row.payback_years),
  avoidedCo2eTonnesPerYear: Number(row.avoided_co2e_t),
  gasDeclineRate: Number(row.gas_decline_rate),
  supply: {
    years: Number(row.supply_years),
    fromYear: numberOrNull(row.supply_from_year),
    toYear: numberOrNull(row.supply_to_year),
    p50M3PerDay: numberOrNull(row.p50_m3_per_day),
    p90M3PerDay: numberOrNull(row.p90_m3_per_day),
    uptime: numberOrNull(row.uptime),
  },
  lastSeen: {
    year: Number(row.last_seen_year),
    yearsUnseen: Number(row.years_unseen),
    survival: numberOrNull(row.survival_since_seen),
  },
  survival:
    row.survival_5y === null || row.survival_scope === null
      ? null
      : {
          share5y: Number(row.survival_5y),
          scope: row.survival_scope === 'country' ? 'country' : 'world',
          followed: Number(row.survival_followed),
        },
  lenders:
    row.lenders_debt_usd === null
      ? null
      : {
          debtUsd: Number(row.lenders_debt_usd),
          debtShare: Number(row.lenders_debt_share),
          minDscr: numberOrNull(row.lenders_min_dscr),
          npv: Number(row.lenders_npv),
          irr: numberOrNull(row.lenders_irr),
        },
  sponsors:
    row.sponsors_npv === null
      ? null
      : { equityIrr: numberOrNull(row.sponsors_equity_irr), npv: Number(row.sponsors_npv) },
  kind: row.kind === 'cluster' ? 'cluster' : 'flare',
  cluster:
    row.kind === 'cluster' && row.cluster_members !== null
      ? {
          radiusKm: Number(row.radius_km),
          gatheringKm: Number(row.gathering_km),
          gatheringCapexUsd: Number(row.gathering_capex_usd),
          members: JSON.parse(row.cluster_members) as ClusterMember[],
        }
      : null,
});

const numberOrNull = (value: number | null): number | null => (value === null ? null : Number(value));

/**
 * The survival curve of a flare of `m3PerDay` gas in `iso3` (survivalCurveFor on the counts the last
 * screening wrote, decision 032: the seed's and each import's screening write them before they return);
 * null before any screening.
 */
export const flareSurvivalCurve = async (
  { db }: Pick<ServiceContext, 'db'>,
  { iso3, m3PerDay }: { iso3: string; m3PerDay: number },
): Promise<SurvivalCurve | null> => {
  const sizeClass = survivalClassOf(m3PerDay);
  const rows = await readSurvivalCounts(db, iso3, sizeClass);
  if (rows.length === 0) return null;
  const countsOf = (scope: string) => {
    const counts = SURVIVAL_SIZE_CLASSES.map(() => ({
      followed: new Array<number>(SURVIVAL_HORIZONS).fill(0),
      seen: new Array<number>(SURVIVAL_HORIZONS).fill(0),
    }));
    for (const row of rows.filter((r) => r.scope === scope)) {
      const at = counts[sizeClass];
      if (!at) continue;
      at.followed[row.horizon - 1] = Number(row.followed);
      at.seen[row.horizon - 1] = Number(row.seen);
    }
    return counts;
  };
  const first = rows[0] as (typeof rows)[number];
  return survivalCurveFor(
    {
      firstYear: Number(first.first_year),
      lastYear: Number(first.last_year),
      world: countsOf('world'),
      countries: new Map([[iso3, countsOf(iso3)]]),
    },
    iso3,
    m3PerDay,
  );
};

/**
 * One page of the screened opportunities in one of the orders ranked when they were computed (a
 * missing IRR last either way; ties by NPV, then by flare id, so pages never overlap), optionally of
 * one country; by default of the flares seen in the catalogue's latest year (decision 038).
 */
export const listScreened = async (
  ctx: ServiceContext,
  query: ScreenedListQuery,
): Promise<ScreenedListResponse> => {
  const { db, clock } = ctx;
  if (!canViewScreenedOpportunities(ctx.actor)) throw new AppError('unauthenticated');
  await ensureCurrent({ db, clock });
  // A country the filter does not name matches no row ('').
  const iso3 = query.country ? ((await findCountryIso3(db, query.country)) ?? '') : undefined;
  const rank = `rank_${query.sort}_${query.order}` as const;
  const from = (query.page - 1) * SCREENED_PAGE_SIZE;
  const selected = screenedPage(db, {
    rank,
    from,
    size: SCREENED_PAGE_SIZE,
    iso3,
    minLendersDebtShare: query.minLendersDebtShare,
    minSponsorsEquityIrr: query.minSponsorsEquityIrr,
    latestOnly: query.seen === 'latest',
    kind: query.kind === 'all' ? undefined : query.kind,
  });
  const [page, total, version, sources, latestYear] = await Promise.all([
    selected.rows,
    selected.total,
    readSetting(db, SCREENING_VERSION_KEY),
    listSourceTitles(db),
    readLatestCatalogueYear(db),
  ]);
  const used = new Set(page.map((row) => row.source_id));
  return {
    items: page.map(toItem),
    total,
    page: query.page,
    pageSize: SCREENED_PAGE_SIZE,
    minPowerMw: SCREENING_MIN_POWER_MW,
    latestYear,
    unseenMinSurvival: UNSEEN_MIN_SURVIVAL,
    dataVersion: version ? dataVersionOf(version.value) : null,
    computedAt: version?.updated_at ?? null,
    sources: sources.filter((source) => used.has(source.id)),
  };
};

/**
 * The cluster around a flare at a radius (decision 040): clusterAround over the flares the last screening
 * let clusters take (seen in the catalogue's latest year, with gas), each member with what a draft's plant
 * and cases are drawn from. A flare no cluster may take (unknown, or not seen in the latest year) →
 * not_found; a radius out of bounds is refused by the route's schema (radiusKm).
 */
export const formDraftCluster = async (
  ctx: ServiceContext,
  query: ScreenedClusterQuery,
): Promise<ScreenedClusterResponse> => {
  const { db, clock } = ctx;
  if (!canViewScreenedOpportunities(ctx.actor)) throw new AppError('unauthenticated');
  await ensureCurrent({ db, clock });
  const id = await findFlareId(db, { country: query.country, company: query.company, name: query.flare });
  const points = (await readClusterPoints(db)).map((row) => ({
    id: row.flare_id,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    m3PerDay: Number(row.m3_per_day),
  }));
  const anchor = points.find((point) => point.id === id);
  if (!anchor) throw new AppError('not_found');
  const cluster = clusterAround(indexPoints(points), anchor, query.radiusKm);
  const candidates = await candidatesOf(
    await readFlaresForScreening(db, { ids: cluster.members.map((member) => member.point.id) }),
  );
  const byId = new Map(candidates.map((candidate) => [candidate.point.id, candidate]));
  const members = cluster.members.flatMap((member) => {
    const candidate = byId.get(member.point.id);
    return candidate ? [{ candidate, km: member.km }] : [];
  });
  const shares = memberShares(members.map((member) => member.candidate));
  const fieldNames = await readFieldNames(
    db,
    members.map((member) => member.candidate.point.id),
  );
  const pooled = members.reduce((sum, member) => sum + member.candidate.m3PerDay, 0);
  return {
    radiusKm: query.radiusKm,
    members: members.map(({ candidate, km }, i) => ({
      name: candidate.flare.name,
      fieldName: fieldNames.get(candidate.point.id) ?? null,
      countrySlug: candidate.flare.country_slug,
      countryNameEn: candidate.flare.country_name_en,
      countryNameEs: candidate.flare.country_name_es,
      companySlug: candidate.flare.company_slug,
      companyName: candidate.flare.company_name,
      isUnattributed: candidate.flare.is_unattributed === 1,
      latitude: candidate.point.latitude,
      longitude: candidate.point.longitude,
      m3PerDay: candidate.m3PerDay,
      share: shares[i] ?? 0,
      km,
      lhvMjPerM3: candidate.lhvMjPerM3,
      hhvMjPerM3: candidate.hhvMjPerM3,
      period: candidate.period,
      series: candidate.years.map((point) => ({ year: point.year, flaredM3: point.volumeM3 })),
      detectionFrequency: candidate.detectionFrequency,
    })),
    // Survival of the pooled gas's size in the anchor's country (as a cluster's screened row).
    survival: await flareSurvivalCurve(
      { db },
      { iso3: members[0]?.candidate.flare.country_iso3 ?? '', m3PerDay: pooled },
    ),
  };
};
