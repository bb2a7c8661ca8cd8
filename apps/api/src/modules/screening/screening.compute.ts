import {
  type ClusterMemberSource,
  clusterProjectInputs,
  daysInYear,
  DEFAULT_COMPOSITION,
  detectionFrequencyOf,
  formClusters,
  GATHERING_RADIUS_KM,
  memberShares,
  evaluateSupplyCases,
  flareProjectInputs,
  type FlareProject,
  GAS_COMPONENTS,
  hasFiniteOutputs,
  higherHeatingValueMjPerM3,
  powerPotentialMw,
  SCREENING_MIN_POWER_MW,
  revivalTable,
  type RevivalTable,
  screeningListing,
  SURVIVAL_HORIZONS,
  supplyOutlook,
  survivalCurveFor,
  survivalTable,
  type SurvivalTable,
  tryEvaluateProject,
  type GasComposition,
} from '@flarescope/shared';
import { createPause } from '../../infra/event-loop.js';
import type { Db } from '../../db/database.js';
import type {
  ClusterMemberJson,
  FlareSurvivalTable,
  ScreenedOpportunitiesTable,
  ScreeningClusterPointsTable,
  ScreeningRankColumn,
} from './screening.tables.js';
import { readScreeningBatch, type ScreeningBatch } from './screening.repository.js';

/**
 * The screened opportunities of the data as it is (issue 26, item 9; decision 025): for every flare, the
 * flare page's power potential (its latest period's gas, any source, per day × the LHV of its measured
 * composition, else the default × 0.38 ÷ 86 400); for each that reaches SCREENING_MIN_POWER_MW, the
 * draft "start a project from this flare" would open (flareProjectInputs) and the model's figures on it.
 */

/** Days in a period: a year ('2024') or a month ('2024-02'), as the flare page counts them. */
const daysInPeriod = (period: string): number => {
  const year = Number(period.slice(0, 4));
  if (period.length === 4) return daysInYear(year);
  return new Date(Date.UTC(year, Number(period.slice(5, 7)), 0)).getUTCDate();
};

type Observation = { flare_id: string; period: string; volume_m3: number; source_id: string };

/** Observations grouped by flare. */
const byFlare = (observations: readonly Observation[]) => {
  const grouped = new Map<string, Observation[]>();
  for (const row of observations) {
    const list = grouped.get(row.flare_id);
    if (list) list.push(row);
    else grouped.set(row.flare_id, [row]);
  }
  return grouped;
};

type Figures = Omit<ScreenedOpportunitiesTable, ScreeningRankColumn>;

/** What each sort of the list orders by. */
const SORT_VALUES = {
  npv: (row: Figures) => row.npv,
  irr: (row: Figures) => row.irr,
  capacity: (row: Figures) => row.capacity_mw,
  avoided: (row: Figures) => row.avoided_co2e_t,
  country: (row: Figures) => row.country_slug,
  operator: (row: Figures) => row.company_sort,
  lenders: (row: Figures) => row.lenders_debt_share,
  sponsors: (row: Figures) => row.sponsors_equity_irr,
} as const;

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/**
 * Each value as a number that sorts the same way: numbers as they are, text by its place among the
 * distinct texts in collation order (one collator sort of the distinct values instead of a collator
 * call in every comparison: the twelve sorts of ~12 000 rows took 200 ms of the server's thread).
 */
const sortKeys = (values: ReadonlyArray<number | string | null>): Array<number | null> => {
  const texts = [...new Set(values.filter((value): value is string => typeof value === 'string'))].sort(
    (x, y) => collator.compare(x, y) || (x < y ? -1 : 1),
  );
  const place = new Map(texts.map((text, i) => [text, i]));
  return values.map((value) => (typeof value === 'string' ? (place.get(value) ?? null) : value));
};

/**
 * Each row's place in every sort and order: by the value (text by collation), a missing value (no IRR)
 * last in both orders, ties by NPV (highest first) then by flare id, so every order is total. The event
 * loop runs between the sorts (createPause).
 */
export const withRanks = async (rows: readonly Figures[]): Promise<ScreenedOpportunitiesTable[]> => {
  const pause = createPause();
  await pause('long step');
  const ranked = rows.map((row) => ({ ...row }) as ScreenedOpportunitiesTable);
  await pause('long step');
  // The tie-break, once: by NPV (highest first), then by flare id.
  const tie = ranked.map((_, i) => i);
  tie.sort((a, b) => {
    const [x, y] = [ranked[a] as Figures, ranked[b] as Figures];
    return y.npv - x.npv || (x.flare_id < y.flare_id ? -1 : x.flare_id > y.flare_id ? 1 : 0);
  });
  const tiePlace = new Int32Array(ranked.length);
  tie.forEach((row, place) => {
    tiePlace[row] = place;
  });
  for (const [sort, value] of Object.entries(SORT_VALUES) as Array<
    [keyof typeof SORT_VALUES, (row: Figures) => number | string | null]
  >) {
    await pause('long step');
    const keys = sortKeys(ranked.map(value));
    for (const order of ['asc', 'desc'] as const) {
      await pause('long step');
      const sign = order === 'asc' ? 1 : -1;
      const sorted = ranked.map((_, i) => i);
      sorted.sort((a, b) => {
        const [x, y] = [keys[a] ?? null, keys[b] ?? null];
        if (x === null || y === null) {
          if (x !== y) return x === null ? 1 : -1;
        } else if (x !== y) return sign * (x - y);
        return (tiePlace[a] as number) - (tiePlace[b] as number);
      });
      sorted.forEach((row, i) => {
        (ranked[row] as ScreenedOpportunitiesTable)[`rank_${sort}_${order}`] = i + 1;
      });
    }
  }
  return ranked;
};

/** Flares read, and modelled, per batch: each batch's reads are a few milliseconds of the thread. */
const FLARE_BATCH = 500;

/** A screened row before its supply and cases, with what they need. */
type Pending = {
  row: Figures;
  draft: FlareProject;
  years: Array<{ year: number; volumeM3: number }>;
  detectionFrequency: number | null;
  /** The last year the flare was seen: its last year with gas, or its latest period's if later. */
  lastSeenYear: number;
};

/**
 * What the screening computes: the rows listed, the catalogue's survival counts they used, and how many
 * flares reached the threshold (`screened`), were listed, and of those were seen in the latest year.
 */
export type Screening = {
  rows: ScreenedOpportunitiesTable[];
  survival: FlareSurvivalTable[];
  /** The flares a cluster may take (decision 040): a draft re-forms its cluster from them. */
  clusterPoints: ScreeningClusterPointsTable[];
  counts: { screened: number; listed: number; seenInLatest: number; clusters: number };
};

/**
 * Every screened row of the data in `db`, computed (nothing written). Two passes: the flares in batches
 * (each row's base figures, and every flare's gas by year for the survival counts), then each row's
 * supply (supplyOutlook), survival curve and the lenders' and sponsors' cases (decision 032).
 */
export const computeScreening = async (db: Db): Promise<Screening> => {
  const pending: Pending[] = [];
  const candidates: Candidate[] = [];
  const catalogue: Array<{ country: string; gas: Map<number, number> }> = [];
  // ~12 000 model runs take a second or more: the loop lets requests in every 20 ms (on SQLite the
  // server has this one thread; an import and the first list after a data change run this).
  const pause = createPause();
  for (let after = ''; ;) {
    await pause();
    const batch = await readScreeningBatch(db, after, FLARE_BATCH);
    if (batch.flares.length === 0) break;
    after = batch.flares[batch.flares.length - 1]?.id ?? after;
    await screenBatch(batch, pending, candidates, catalogue, pause);
  }
  // Each of the next steps walks the whole catalogue at once (tens of milliseconds on the shipped data):
  // the loop turns before each, so that no two run back to back on the server's thread (the stall bench).
  await pause('long step');
  const table = survivalTable(catalogue);
  await pause('long step');
  const revival = revivalTable(catalogue);
  await pause('long step');
  // Clusters (decision 040): of the flares seen in the catalogue's latest year, with gas.
  const eligible = table ? candidates.filter((candidate) => candidate.lastSeenYear === table.lastYear) : [];
  const clustered = await clusterPending(eligible, pause);
  const rows: Figures[] = [];
  for (const item of [...pending, ...clustered]) {
    await pause();
    const row = withSupply(item, table, revival);
    if (row) rows.push(row);
  }
  return {
    rows: await withRanks(rows),
    survival: table ? survivalRows(table) : [],
    clusterPoints: eligible.map((candidate) => ({
      flare_id: candidate.point.id,
      latitude: candidate.point.latitude,
      longitude: candidate.point.longitude,
      m3_per_day: candidate.point.m3PerDay,
    })),
    counts: {
      screened: pending.length,
      listed: rows.filter((row) => row.kind === 'flare').length,
      seenInLatest: rows.filter((row) => row.kind === 'flare' && row.years_unseen === 0).length,
      clusters: rows.filter((row) => row.kind === 'cluster').length,
    },
  };
};

/**
 * A flare a cluster may take (decision 040): any flare with gas in its latest period, whatever its size
 * (clusters are of small flares), with what its share of a pooled plant needs.
 */
export type Candidate = ClusterMemberSource & {
  point: { id: string; latitude: number; longitude: number; m3PerDay: number };
  powerMw: number;
  isDefaultComposition: boolean;
  detectionFrequency: number | null;
  lastSeenYear: number;
  period: string;
  sourceId: string;
  flare: ScreeningBatch['flares'][number];
};

/** What a screened row says of its plant, beside its flare's identity and the model's figures. */
type PlantColumns = Pick<
  Figures,
  'power_mw' | 'volume_m3_per_day' | 'period' | 'source_id' | 'is_default_composition'
>;

/** A row's cluster columns: a single flare's (SINGLE) or a cluster's. */
type ClusterColumns = Pick<
  Figures,
  'kind' | 'member_count' | 'cluster_members' | 'radius_km' | 'gathering_km' | 'gathering_capex_usd'
>;

/**
 * A screened row before its supply: the identity columns from its flare (a cluster's from its anchor, under
 * `flareId`), its plant, the model's figures and its cluster columns. Every column is written out in one
 * object literal: V8 copies a spread that is not an object's first part key by key on a slow path, and a
 * row assembled from parts (spreads or Object.assign) leaves it in dictionary mode, which every later copy
 * pays for again — together a fifth of the screening's time on the shipped data (~12 000 rows of ~50 columns).
 */
const rowOf = (
  flare: ScreeningBatch['flares'][number],
  flareId: string,
  plant: PlantColumns,
  figures: ReturnType<typeof figuresOf>,
  cluster: ClusterColumns,
): ScreenedOpportunitiesTable => ({
  flare_id: flareId,
  flare_name: flare.name,
  country_iso3: flare.country_iso3,
  country_slug: flare.country_slug,
  country_name_en: flare.country_name_en,
  country_name_es: flare.country_name_es,
  company_slug: flare.company_slug,
  company_name: flare.company_name,
  company_sort: flare.company_name.toLocaleLowerCase('en'),
  company_is_unattributed: flare.is_unattributed,
  latitude: Number(flare.latitude),
  longitude: Number(flare.longitude),
  power_mw: plant.power_mw,
  volume_m3_per_day: plant.volume_m3_per_day,
  period: plant.period,
  source_id: plant.source_id,
  is_default_composition: plant.is_default_composition,
  technology: figures.technology,
  cost_beyond: figures.cost_beyond,
  capacity_mw: figures.capacity_mw,
  capex_usd: figures.capex_usd,
  npv: figures.npv,
  irr: figures.irr,
  equity_irr: figures.equity_irr,
  min_dscr: figures.min_dscr,
  lcoe_usd_per_mwh: figures.lcoe_usd_per_mwh,
  payback_years: figures.payback_years,
  avoided_co2e_t: figures.avoided_co2e_t,
  gas_decline_rate: figures.gas_decline_rate,
  kind: cluster.kind,
  member_count: cluster.member_count,
  cluster_members: cluster.cluster_members,
  radius_km: cluster.radius_km,
  gathering_km: cluster.gathering_km,
  gathering_capex_usd: cluster.gathering_capex_usd,
  // Its supply, before it is known (withSupply).
  supply_years: 0,
  supply_from_year: null,
  supply_to_year: null,
  p50_m3_per_day: null,
  p90_m3_per_day: null,
  uptime: null,
  survival_5y: null,
  survival_scope: null,
  survival_followed: null,
  lenders_debt_usd: null,
  lenders_debt_share: null,
  lenders_min_dscr: null,
  lenders_npv: null,
  lenders_irr: null,
  sponsors_equity_irr: null,
  sponsors_npv: null,
  last_seen_year: 0,
  years_unseen: 0,
  survival_since_seen: null,
  // Its places in the list's sorts, before they are known (withRanks): in the shape from the start, so that
  // setting them changes values, not the shape of ~12 000 objects.
  rank_npv_asc: 0,
  rank_npv_desc: 0,
  rank_irr_asc: 0,
  rank_irr_desc: 0,
  rank_capacity_asc: 0,
  rank_capacity_desc: 0,
  rank_avoided_asc: 0,
  rank_avoided_desc: 0,
  rank_country_asc: 0,
  rank_country_desc: 0,
  rank_operator_asc: 0,
  rank_operator_desc: 0,
  rank_lenders_asc: 0,
  rank_lenders_desc: 0,
  rank_sponsors_asc: 0,
  rank_sponsors_desc: 0,
});

/** A member as a cluster's row stores it. */
export const memberJson = (candidate: Candidate, share: number, km: number): ClusterMemberJson => ({
  name: candidate.flare.name,
  countrySlug: candidate.flare.country_slug,
  companySlug: candidate.flare.company_slug,
  companyName: candidate.flare.company_name,
  isUnattributed: candidate.flare.is_unattributed === 1,
  m3PerDay: candidate.m3PerDay,
  share,
  km,
});

/**
 * The screened clusters of the eligible flares at the default radius (formClusters): each pooled into one
 * plant (clusterProjectInputs: the pooled gas, its technology by size, the gathering line's capex added)
 * when the members' power potentials add up to the screening threshold, the model run on it.
 */
const clusterPending = async (
  eligible: readonly Candidate[],
  pause: (before?: 'long step') => Promise<void>,
): Promise<Pending[]> => {
  const byId = new Map(eligible.map((candidate) => [candidate.point.id, candidate]));
  const radiusKm = GATHERING_RADIUS_KM.default;
  await pause('long step');
  const clusters = formClusters(
    eligible.map((candidate) => candidate.point),
    radiusKm,
  );
  const pending: Pending[] = [];
  for (const cluster of clusters) {
    await pause();
    const members = cluster.members.map((member) => ({
      candidate: byId.get(member.point.id) as Candidate,
      km: member.km,
    }));
    const powerMw = members.reduce((sum, member) => sum + member.candidate.powerMw, 0);
    if (powerMw < SCREENING_MIN_POWER_MW) continue;
    const sources = members.map((member) => member.candidate);
    const draft = clusterProjectInputs(sources);
    const { result } = tryEvaluateProject(draft.inputs);
    if (!result || !hasFiniteOutputs(result)) continue;
    const anchor = members[0]?.candidate as Candidate;
    const shares = memberShares(sources);
    pending.push({
      draft,
      years: draft.years,
      lastSeenYear: Math.min(...sources.map((source) => source.lastSeenYear)),
      detectionFrequency: detectionFrequencyOf(
        sources.map((source) => ({
          detectionFrequency: source.detectionFrequency,
          gasM3PerDay: source.m3PerDay,
        })),
      ),
      row: rowOf(
        anchor.flare,
        `c-${anchor.flare.id}`,
        {
          power_mw: powerMw,
          volume_m3_per_day: draft.volumeM3PerDay,
          period: anchor.period,
          source_id: anchor.sourceId,
          is_default_composition: sources.some((source) => source.isDefaultComposition) ? 1 : 0,
        },
        figuresOf(draft, result),
        {
          kind: 'cluster',
          member_count: members.length,
          cluster_members: JSON.stringify(
            members.map((member, i) => memberJson(member.candidate, shares[i] ?? 0, member.km)),
          ),
          radius_km: radiusKm,
          gathering_km: draft.gatheringKm,
          gathering_capex_usd: draft.gatheringCapexUsd,
        },
      ),
    });
  }
  return pending;
};

/** The plant's and the model's columns of a row. */
const figuresOf = (
  draft: FlareProject,
  result: NonNullable<ReturnType<typeof tryEvaluateProject>['result']>,
) => ({
  technology: draft.technology,
  cost_beyond: draft.costBeyond,
  capacity_mw: draft.capacityMw,
  capex_usd: draft.inputs.capexUsd,
  npv: result.npv,
  irr: result.irr,
  equity_irr: result.equityIrr,
  min_dscr: result.minDscr,
  lcoe_usd_per_mwh: result.lcoeUsdPerMwh,
  payback_years: result.paybackYears,
  avoided_co2e_t: result.avoidedCo2eTonnesPerYear,
  gas_decline_rate: draft.inputs.gasDeclineRate ?? 0,
});

/** The survival counts as rows of flare_survival: the world's, then each country's. */
const survivalRows = (table: SurvivalTable): FlareSurvivalTable[] => {
  const rows: FlareSurvivalTable[] = [];
  const scopes: Array<[string, SurvivalTable['world']]> = [['world', table.world], ...table.countries];
  for (const [scope, classes] of scopes) {
    classes.forEach((counts, sizeClass) => {
      for (let horizon = 1; horizon <= SURVIVAL_HORIZONS; horizon++) {
        const followed = counts.followed[horizon - 1] ?? 0;
        if (followed === 0) continue;
        rows.push({
          scope,
          size_class: sizeClass,
          horizon,
          followed,
          seen: counts.seen[horizon - 1] ?? 0,
          first_year: table.firstYear,
          last_year: table.lastYear,
        });
      }
    });
  }
  return rows;
};

/**
 * One row with its last seen year, supply, survival and cases (the figures null with fewer than 3 years
 * of record); null when the flare is not listed (screeningListing, decision 038: not seen in the
 * catalogue's latest year, and fewer than UNSEEN_MIN_SURVIVAL of the catalogue's flares of its size
 * dark as many years running seen again the next year).
 */
const withSupply = (
  item: Pending,
  table: SurvivalTable | null,
  revival: RevivalTable | null,
): Figures | null => {
  const { draft } = item;
  const outlook = supplyOutlook({
    years: item.years,
    detectionFrequency: item.detectionFrequency,
    lifetimeYears: draft.inputs.lifetimeYears,
    constructionYears: draft.inputs.constructionYears ?? 0,
  });
  const curve = table ? survivalCurveFor(table, item.row.country_iso3, item.row.volume_m3_per_day) : null;
  const listing = screeningListing({
    lastSeenYear: item.lastSeenYear,
    latestYear: table?.lastYear ?? item.lastSeenYear,
    m3PerDay: item.row.volume_m3_per_day,
    revival,
  });
  if (!listing.listed) return null;
  const fiveYears = curve?.points[SURVIVAL_HORIZONS - 1];
  // Each row a copy of its pending row with the columns it now knows, each copy a first spread of an object
  // of one shape (rowOf): V8's fast copy, where a second spread in the same literal takes the slow path.
  const row: Figures = {
    ...item.row,
    last_seen_year: listing.lastSeenYear,
    years_unseen: listing.yearsUnseen,
    survival_since_seen: listing.survivalSinceSeen,
    survival_5y: fiveYears?.share ?? null,
    survival_scope: curve && fiveYears?.share != null ? curve.scope : null,
    survival_followed: fiveYears?.share != null ? fiveYears.followed : null,
    supply_years: outlook.years,
  };
  if (outlook.status !== 'ok') return row;
  const cases = evaluateSupplyCases(draft.inputs, outlook, curve);
  const lenders = cases?.lenders.result;
  const sponsors = cases?.sponsors.result;
  return {
    ...row,
    supply_from_year: outlook.fromYear,
    supply_to_year: outlook.toYear,
    p50_m3_per_day: outlook.p50M3PerDay[0] ?? null,
    p90_m3_per_day: outlook.p90M3PerDay[0] ?? null,
    uptime: outlook.uptime,
    lenders_debt_usd: lenders?.debtUsd ?? null,
    lenders_debt_share: lenders ? lenders.debtUsd / draft.inputs.capexUsd : null,
    lenders_min_dscr: lenders?.minDscr ?? null,
    lenders_npv: lenders?.npv ?? null,
    lenders_irr: lenders?.irr ?? null,
    sponsors_equity_irr: sponsors?.equityIrr ?? null,
    sponsors_npv: sponsors?.npv ?? null,
  };
};

/** A single flare's cluster columns. */
const SINGLE = {
  kind: 'flare',
  member_count: 1,
  cluster_members: null,
  radius_km: null,
  gathering_km: null,
  gathering_capex_usd: null,
} as const;

/**
 * The screened rows of one batch of flares, added to `pending`, and every flare's gas by year (the
 * largest of its sources' yearly volumes ÷ the year's days) added to `catalogue`.
 */
const screenBatch = async (
  { flares, latestRows, yearlyRows, compositions }: ScreeningBatch,
  pending: Pending[],
  candidates: Candidate[],
  catalogue: Array<{ country: string; gas: Map<number, number> }>,
  pause: (before?: 'long step') => Promise<void>,
) => {
  const measured = new Map<string, GasComposition>();
  for (const row of compositions) {
    if (measured.has(row.flare_id)) continue;
    measured.set(
      row.flare_id,
      Object.fromEntries(GAS_COMPONENTS.map((key) => [key, Number(row[key])])) as GasComposition,
    );
  }
  const latestByFlare = new Map<string, Observation>();
  for (const row of latestRows) {
    // The first source of the latest period, as the flare page (ordered by period, then source).
    if (!latestByFlare.has(row.flare_id))
      latestByFlare.set(row.flare_id, { ...row, volume_m3: Number(row.volume_m3) });
  }
  const years = byFlare(yearlyRows.map((row) => ({ ...row, volume_m3: Number(row.volume_m3) })));
  const lastWithGas = new Map<string, number>();
  for (const flare of flares) {
    const gas = new Map<number, number>();
    for (const row of years.get(flare.id) ?? []) {
      const year = Number(row.period);
      gas.set(year, Math.max(gas.get(year) ?? 0, row.volume_m3 / daysInYear(year)));
      if (row.volume_m3 > 0) lastWithGas.set(flare.id, Math.max(lastWithGas.get(flare.id) ?? year, year));
    }
    catalogue.push({ country: flare.country_iso3, gas });
  }
  for (const flare of flares) {
    await pause();
    const latest = latestByFlare.get(flare.id);
    if (!latest || !(latest.volume_m3 > 0)) continue;
    const gas = measured.get(flare.id) ?? null;
    const volumeM3PerDay = latest.volume_m3 / daysInPeriod(latest.period);
    const power = powerPotentialMw({ volumeM3PerDay, composition: gas });
    const record = (years.get(flare.id) ?? [])
      .filter((row) => row.source_id === latest.source_id)
      .map((row) => ({ year: Number(row.period), volumeM3: row.volume_m3 }));
    const lastSeenYear = Math.max(lastWithGas.get(flare.id) ?? 0, Number(latest.period.slice(0, 4)));
    const detectionFrequency = flare.detection_frequency === null ? null : Number(flare.detection_frequency);
    const hhv = higherHeatingValueMjPerM3(gas ?? DEFAULT_COMPOSITION);
    const point = {
      id: flare.id,
      latitude: Number(flare.latitude),
      longitude: Number(flare.longitude),
      m3PerDay: volumeM3PerDay,
    };
    candidates.push({
      ...point,
      point,
      lhvMjPerM3: power.lhvMjPerM3,
      hhvMjPerM3: hhv,
      years: record,
      powerMw: power.powerMw,
      isDefaultComposition: power.isDefaultComposition,
      detectionFrequency,
      lastSeenYear,
      period: latest.period,
      sourceId: latest.source_id,
      flare,
    });
    if (power.powerMw < SCREENING_MIN_POWER_MW) continue;
    const draft = flareProjectInputs({
      volumeM3PerDay,
      lhvMjPerM3: power.lhvMjPerM3,
      hhvMjPerM3: hhv,
      years: record,
    });
    const { result } = tryEvaluateProject(draft.inputs);
    // Within the model's bounds every output is finite; a flare beyond them (none in the data) is left out.
    if (!result || !hasFiniteOutputs(result)) continue;
    pending.push({
      draft,
      years: record,
      lastSeenYear,
      detectionFrequency,
      row: rowOf(
        flare,
        flare.id,
        {
          power_mw: power.powerMw,
          volume_m3_per_day: volumeM3PerDay,
          period: latest.period,
          source_id: latest.source_id,
          is_default_composition: power.isDefaultComposition ? 1 : 0,
        },
        figuresOf(draft, result),
        SINGLE,
      ),
    });
  }
};

/** The candidates (decision 040) of one batch of flares, e.g. a draft's cluster members read by id. */
export const candidatesOf = async (batch: ScreeningBatch): Promise<Candidate[]> => {
  const candidates: Candidate[] = [];
  await screenBatch(batch, [], candidates, [], async () => undefined);
  return candidates;
};
