import {
  detectionFrequencyOf,
  gasDeclineFromSeries,
  MIN_DECLINE_FIT_YEARS,
  type ProjectModelInputs,
  type ProjectModelResult,
  tryEvaluateProject,
} from './finance/index.js';
import { daysInYear } from './flaring-math.js';

/**
 * The gas a flare can be counted on (issue 33, part B; decision 032): P50 and P90 supply for each year
 * of a plant's life from the flare's own yearly satellite record, the chance that a flare of its size
 * is still seen k years on (learned from the catalogue), and the two cases a financing is judged on —
 * the lenders' (debt sized and DSCR on P90 × survival) and the sponsors' (equity returns on P50).
 * Pure functions: the web (live), the API and the screening run the same ones.
 */

/** Years of record a flare needs for P50/P90 (the model's own fit needs as many). */
export const SUPPLY_MIN_YEARS = MIN_DECLINE_FIT_YEARS;

/**
 * One-sided 90 % quantiles of Student's t with 1..30 degrees of freedom (NIST/SEMATECH e-Handbook of
 * Statistical Methods, §1.3.6.7.2, "Critical values of the Student's t distribution", column 0.10);
 * above 30 the normal's z₀.₉₀ = 1.2816 (same table, row ∞). A fit to n years has n − 2.
 */
const T90 = [
  3.078, 1.886, 1.638, 1.533, 1.476, 1.44, 1.415, 1.397, 1.383, 1.372, 1.363, 1.356, 1.35, 1.345, 1.341,
  1.337, 1.333, 1.33, 1.328, 1.325, 1.323, 1.321, 1.319, 1.318, 1.316, 1.315, 1.314, 1.313, 1.311, 1.31,
] as const;
export const t90Of = (degreesOfFreedom: number): number => T90[degreesOfFreedom - 1] ?? 1.2816;

/** A flare's P50/P90 supply, or why there is none. */
export type SupplyOutlook =
  | {
      status: 'notEnoughYears';
      /** Years of the record with gas (fewer than SUPPLY_MIN_YEARS). */
      years: number;
    }
  | {
      status: 'ok';
      /** The years of the record the figures rest on (those with gas), first and last. */
      fromYear: number;
      toYear: number;
      years: number;
      /** The decline the model takes (gasDeclineFromSeries's rate: growth counts as 0). */
      declineRate: number;
      /** The line's own decline (negative: the gas grew). */
      fittedRate: number;
      /** Year-to-year variability: the residuals' standard deviation on ln(m³/d). */
      residualSdLog: number;
      /** The share of nights the flare was seen burning (VIIRS detection frequency); null if unknown. */
      uptime: number | null;
      /** The calendar year of operating year 1. */
      firstYear: number;
      /** Operating years 1..N: the median gas (m³/d) and the gas exceeded with 90 % probability. */
      p50M3PerDay: number[];
      p90M3PerDay: number[];
    };

/**
 * P50 and P90 gas, m³/d, for operating years 1..lifetimeYears, from a flare's yearly volumes (m³ a year,
 * any number of flares' summed per year as gasDeclineFromSeries does):
 *   q_y = V_y ÷ days in y (m³/d); the model's own fit (gasDeclineFromSeries) on ln q_y gives the line
 *   ln q = m + b (y − ȳ), its residuals' s = √(Σ e² ÷ (n − 2)) and Sxx = Σ (y − ȳ)²;
 *   for calendar year y of operation, with b' = ln(1 − rate) (the model's decline: growth counts as 0),
 *   P50_y = exp(m + b' (y − ȳ))                         (the median of a log-normal gas)
 *   P90_y = P50_y × exp(−t₀.₉₀,ₙ₋₂ × s × √(1 + 1/n + (y − ȳ)² ÷ Sxx))
 * (the one-sided 90 % prediction bound of a least-squares line: Montgomery & Runger, "Applied
 * Statistics and Probability for Engineers", §11-6, prediction interval for a new observation; Arps'
 * exponential decline as in gasDeclineFromSeries). Operating year 1 is the year after the last of the
 * record plus the construction years. Fewer than SUPPLY_MIN_YEARS years with gas: notEnoughYears, and
 * no figure.
 */
export const supplyOutlook = (input: {
  years: ReadonlyArray<{ year: number; volumeM3: number }>;
  detectionFrequency: number | null;
  lifetimeYears: number;
  constructionYears: number;
}): SupplyOutlook => {
  const daily = input.years.map(({ year, volumeM3 }) => ({ year, volumeM3: volumeM3 / daysInYear(year) }));
  const fit = gasDeclineFromSeries(daily);
  if (!fit) {
    const years = new Set(daily.filter((point) => point.volumeM3 > 0).map((point) => point.year));
    return { status: 'notEnoughYears', years: years.size };
  }
  const slope = Math.log1p(-fit.rate);
  const t90 = t90Of(fit.years - 2);
  const firstYear = fit.toYear + 1 + input.constructionYears;
  const p50M3PerDay: number[] = [];
  const p90M3PerDay: number[] = [];
  for (let t = 1; t <= input.lifetimeYears; t++) {
    const offset = firstYear + t - 1 - fit.meanYear;
    const p50 = Math.exp(fit.meanLog + slope * offset);
    const spread = fit.residualSdLog * Math.sqrt(1 + 1 / fit.years + offset ** 2 / fit.sumSquaresYears);
    p50M3PerDay.push(p50);
    p90M3PerDay.push(p50 * Math.exp(-t90 * spread));
  }
  return {
    status: 'ok',
    fromYear: fit.fromYear,
    toYear: fit.toYear,
    years: fit.years,
    declineRate: fit.rate,
    fittedRate: fit.fittedRate,
    residualSdLog: fit.residualSdLog,
    uptime: input.detectionFrequency,
    firstYear,
    p50M3PerDay,
    p90M3PerDay,
  };
};

// ---------------------------------------------------------------------------------------------
// Survival: the share of flares still seen k years on
// ---------------------------------------------------------------------------------------------

/** Horizons of the survival curve, years: 1..5. */
export const SURVIVAL_HORIZONS = 5;

/**
 * Size classes of a flare-year, by its gas (m³/d): the lower bounds. 3 000 m³/d is about the screening's
 * 0.5 MW; each class 10× the one before.
 */
export const SURVIVAL_SIZE_CLASSES = [0, 3_000, 30_000, 300_000] as const;

/**
 * Flares of a country and class a country's own curve needs at its longest horizon (flare-years with
 * five years after them in the catalogue); fewer, and the world's curve of the class is used, said so.
 */
export const SURVIVAL_MIN_FLARES = 30;

export const survivalClassOf = (m3PerDay: number): number => {
  let found = 0;
  SURVIVAL_SIZE_CLASSES.forEach((bound, index) => {
    if (m3PerDay >= bound) found = index;
  });
  return found;
};

/** Counts at each horizon 1..SURVIVAL_HORIZONS: flare-years that could be followed, and those seen. */
type Counts = { followed: number[]; seen: number[] };

/** The catalogue's survival counts, by size class, for the world and each country. */
export type SurvivalTable = {
  firstYear: number;
  lastYear: number;
  world: Counts[];
  countries: Map<string, Counts[]>;
};

const emptyCounts = (): Counts[] =>
  SURVIVAL_SIZE_CLASSES.map(() => ({
    followed: new Array<number>(SURVIVAL_HORIZONS).fill(0),
    seen: new Array<number>(SURVIVAL_HORIZONS).fill(0),
  }));

/**
 * Counts from the catalogue: for each flare seen in year t (gas > 0 in any source), of size class c
 * (its gas that year), and each horizon k with t + k within the catalogue, one flare-year followed, and
 * one seen if the flare has gas in t + k (whatever the years between: a flare out for a year and back
 * gives gas in t + k). `flares`: each flare's country and its gas by year (m³/d).
 */
export const survivalTable = (
  flares: Iterable<{ country: string; gas: ReadonlyMap<number, number> }>,
): SurvivalTable | null => {
  const list = [...flares];
  let firstYear = Infinity;
  let lastYear = -Infinity;
  for (const flare of list)
    for (const year of flare.gas.keys()) {
      firstYear = Math.min(firstYear, year);
      lastYear = Math.max(lastYear, year);
    }
  if (!Number.isFinite(firstYear)) return null;
  const world = emptyCounts();
  const countries = new Map<string, Counts[]>();
  for (const flare of list) {
    let own = countries.get(flare.country);
    if (!own) countries.set(flare.country, (own = emptyCounts()));
    for (const [year, gas] of flare.gas) {
      if (!(gas > 0)) continue;
      const size = survivalClassOf(gas);
      for (let k = 1; k <= SURVIVAL_HORIZONS && year + k <= lastYear; k++) {
        const seen = (flare.gas.get(year + k) ?? 0) > 0 ? 1 : 0;
        for (const counts of [world[size], own[size]]) {
          if (!counts) continue;
          counts.followed[k - 1] = (counts.followed[k - 1] ?? 0) + 1;
          counts.seen[k - 1] = (counts.seen[k - 1] ?? 0) + seen;
        }
      }
    }
  }
  return { firstYear, lastYear, world, countries };
};

/** A survival curve: the share of flares of a class still seen 1..5 years on, with its counts. */
export type SurvivalCurve = {
  scope: 'country' | 'world';
  sizeClass: number;
  /** The catalogue's years the counts come from. */
  firstYear: number;
  lastYear: number;
  points: Array<{ years: number; share: number | null; followed: number; seen: number }>;
};

/**
 * The curve for a flare of `m3PerDay` in `country`: the country's own when it followed at least
 * SURVIVAL_MIN_FLARES flare-years of that class over the longest horizon, else the world's.
 */
export const survivalCurveFor = (table: SurvivalTable, country: string, m3PerDay: number): SurvivalCurve => {
  const sizeClass = survivalClassOf(m3PerDay);
  const own = table.countries.get(country)?.[sizeClass];
  const longest = own?.followed[SURVIVAL_HORIZONS - 1] ?? 0;
  const scope = own && longest >= SURVIVAL_MIN_FLARES ? 'country' : 'world';
  const counts = (scope === 'country' ? own : table.world[sizeClass]) as Counts;
  return {
    scope,
    sizeClass,
    firstYear: table.firstYear,
    lastYear: table.lastYear,
    points: counts.followed.map((followed, index) => {
      const seen = counts.seen[index] ?? 0;
      return { years: index + 1, share: followed > 0 ? seen / followed : null, followed, seen };
    }),
  };
};

/**
 * The chance the flare is still seen h years after the last year of its record: the curve's share at
 * h ≤ its longest measured horizon K; beyond, the same yearly rate as over the first K years,
 * S(h) = S(K)^(h ÷ K) (a constant hazard: the catalogue holds no longer follow-up). Null when the curve
 * has no measured point.
 */
export const survivalAt = (curve: SurvivalCurve, horizon: number): number | null => {
  const measured = curve.points.filter((point) => point.share !== null);
  const last = measured.at(-1);
  if (!last || last.share === null) return null;
  if (horizon <= 0) return 1;
  const exact = measured.find((point) => point.years === horizon);
  if (exact?.share !== undefined && exact.share !== null) return exact.share;
  if (horizon < last.years) return null;
  return last.share ** (horizon / last.years);
};

// ---------------------------------------------------------------------------------------------
// An opportunity needs a flare that still burns (decision 038)
// ---------------------------------------------------------------------------------------------

/**
 * The chance a flare not seen in the catalogue's latest year must have of burning again to be listed:
 * more likely than not (decision 038).
 */
export const UNSEEN_MIN_SURVIVAL = 0.5;

/**
 * The catalogue's comebacks, by size class (world): for each run of k dark years (k = 1..) after a year a
 * flare was seen, `followed[k − 1]` flare-years whose year after the run is in the catalogue, and
 * `back[k − 1]` those seen in that year.
 */
export type RevivalTable = {
  lastYear: number;
  classes: Array<{ followed: number[]; back: number[] }>;
};

/**
 * Counts from the catalogue (the flares' gas by year, as survivalTable): for each flare seen in year t
 * (gas > 0) of size class c (its gas that year), and each k ≥ 1 with t + 1 … t + k all dark and t + k + 1
 * within the catalogue, one flare-year followed at k, and one back if the flare has gas in t + k + 1.
 */
export const revivalTable = (flares: Iterable<{ gas: ReadonlyMap<number, number> }>): RevivalTable | null => {
  const list = [...flares];
  let lastYear = -Infinity;
  for (const flare of list) for (const year of flare.gas.keys()) lastYear = Math.max(lastYear, year);
  if (!Number.isFinite(lastYear)) return null;
  const classes = SURVIVAL_SIZE_CLASSES.map(() => ({ followed: [] as number[], back: [] as number[] }));
  for (const flare of list) {
    for (const [year, gas] of flare.gas) {
      if (!(gas > 0)) continue;
      const counts = classes[survivalClassOf(gas)];
      if (!counts) continue;
      for (let k = 1; year + k + 1 <= lastYear; k++) {
        if ((flare.gas.get(year + k) ?? 0) > 0) break;
        counts.followed[k - 1] = (counts.followed[k - 1] ?? 0) + 1;
        counts.back[k - 1] = (counts.back[k - 1] ?? 0) + ((flare.gas.get(year + k + 1) ?? 0) > 0 ? 1 : 0);
      }
    }
  }
  return { lastYear, classes };
};

/** Whether a screened flare is listed, and why. */
export type ScreeningListing = {
  /** The last year the flare was seen (gas > 0), and the catalogue's latest year. */
  lastSeenYear: number;
  latestYear: number;
  /** Years from the last seen to the latest: 0 for a flare seen in the latest year. */
  yearsUnseen: number;
  /**
   * Of the catalogue's flares of its size dark `yearsUnseen` years running after a year seen, the share
   * seen the next year (RevivalTable); null when seen in the latest year, or never measured.
   */
  survivalSinceSeen: number | null;
  /** How many flare-years that share counts (0 when not measured). */
  followed: number;
  listed: boolean;
};

/**
 * The rule (decision 038): a flare seen in the catalogue's latest year is listed; one last seen k ≥ 1
 * years before it (dark k years running) only if, of the catalogue's flares of its size class (its gas
 * when last seen) that were dark k years running, at least UNSEEN_MIN_SURVIVAL were seen the next year.
 * Not the survival curve: that counts every flare seen in a year, most of which were seen the years
 * between; this flare was not. No such flare-years measured: not listed (nothing says it burns).
 */
export const screeningListing = (input: {
  lastSeenYear: number;
  latestYear: number;
  m3PerDay: number;
  revival: RevivalTable | null;
}): ScreeningListing => {
  const { lastSeenYear, latestYear, revival } = input;
  const yearsUnseen = Math.max(0, latestYear - lastSeenYear);
  if (yearsUnseen === 0)
    return { lastSeenYear, latestYear, yearsUnseen, survivalSinceSeen: null, followed: 0, listed: true };
  const counts = revival?.classes[survivalClassOf(input.m3PerDay)];
  const followed = counts?.followed[yearsUnseen - 1] ?? 0;
  const share = followed > 0 ? (counts?.back[yearsUnseen - 1] ?? 0) / followed : null;
  return {
    lastSeenYear,
    latestYear,
    yearsUnseen,
    survivalSinceSeen: share,
    followed,
    listed: share !== null && share >= UNSEEN_MIN_SURVIVAL,
  };
};

// ---------------------------------------------------------------------------------------------
// The lenders' case and the sponsors' case
// ---------------------------------------------------------------------------------------------

/** The two cases' inputs for the model (evaluateProject), from a project's inputs and its flare's supply. */
export type SupplyCases = {
  /** The survival weights of operating years 1..N (1 when no curve is known). */
  survival: number[];
  /** P90 × survival, m³/d, operating years 1..N: the lenders' gas. */
  lendersGasM3PerDay: number[];
  /** Debt sized by DSCR (sculpted, at the project's target) on P90 × survival, capacity factor ≤ uptime. */
  lenders: ProjectModelInputs;
};

/**
 * The lenders' case: the project's inputs with the gas of each operating year P90 × S(h) (h the years
 * after the record's last: construction years + t), the capacity factor at most the flare's uptime (its
 * gas flows only that share of the nights, decision 032) and the loan sized to the project's target
 * minimum DSCR (sculpted) but never above its debt share: the debt P90 supports.
 */
export const lendersCaseInputs = (
  inputs: ProjectModelInputs,
  outlook: Extract<SupplyOutlook, { status: 'ok' }>,
  curve: SurvivalCurve | null,
): SupplyCases => {
  const construction = inputs.constructionYears ?? 0;
  const survival = outlook.p90M3PerDay.map((_, index) =>
    curve ? (survivalAt(curve, construction + index + 1) ?? 1) : 1,
  );
  const lendersGasM3PerDay = outlook.p90M3PerDay.map((gas, index) => gas * (survival[index] ?? 1));
  return {
    survival,
    lendersGasM3PerDay,
    lenders: {
      ...withUptime(inputs, outlook.uptime),
      gasSupplyM3PerDay: lendersGasM3PerDay,
      debtSizing: 'sculpted',
    },
  };
};

const withUptime = (inputs: ProjectModelInputs, uptime: number | null): ProjectModelInputs =>
  uptime === null || !(uptime > 0) || uptime >= inputs.capacityFactor
    ? inputs
    : { ...inputs, capacityFactor: Math.max(0.01, uptime) };

/**
 * The sponsors' case: P50 gas, the capacity factor at most the uptime, and the lenders' loan `debtUsd`
 * (drawn against capex, as the model's debtUsd) repaid as an annuity: the debt share that draws it,
 * inverting the model's D = s × capex ÷ (s + (1 − s) g) (decision 030; g the growth of a dollar drawn
 * through construction, `growth` = the lenders' result's balance at year 0 ÷ debt, 1 without a loan):
 *   s = D g ÷ (capex + D (g − 1)).
 */
export const sponsorsCaseInputs = (
  inputs: ProjectModelInputs,
  outlook: Extract<SupplyOutlook, { status: 'ok' }>,
  lendersLoan: { debtUsd: number; growth: number },
): ProjectModelInputs => {
  const { debtUsd: debt, growth } = lendersLoan;
  const share = debt > 0 ? Math.min(1, (debt * growth) / (inputs.capexUsd + debt * (growth - 1))) : 0;
  return {
    ...withUptime(inputs, outlook.uptime),
    gasSupplyM3PerDay: outlook.p50M3PerDay,
    debtShare: share,
    debtSizing: 'annuity',
  };
};

/** Both cases run by the model, with what they rest on. */
export type SupplyCaseResults = {
  survival: number[];
  lendersGasM3PerDay: number[];
  lenders: { inputs: ProjectModelInputs; result: ProjectModelResult };
  sponsors: { inputs: ProjectModelInputs; result: ProjectModelResult };
};

/**
 * The lenders' case, then the sponsors' on its loan (lendersCaseInputs, sponsorsCaseInputs); null when
 * either falls outside the model's bounds (the project's own inputs do).
 */
export const evaluateSupplyCases = (
  inputs: ProjectModelInputs,
  outlook: Extract<SupplyOutlook, { status: 'ok' }>,
  curve: SurvivalCurve | null,
): SupplyCaseResults | null => {
  const cases = lendersCaseInputs(inputs, outlook, curve);
  const lenders = tryEvaluateProject(cases.lenders).result;
  if (!lenders) return null;
  const growth = lenders.debtUsd > 0 ? (lenders.debtUsd + lenders.idcUsd) / lenders.debtUsd : 1;
  const sponsorsInputs = sponsorsCaseInputs(inputs, outlook, { debtUsd: lenders.debtUsd, growth });
  const sponsors = tryEvaluateProject(sponsorsInputs).result;
  if (!sponsors) return null;
  return {
    survival: cases.survival,
    lendersGasM3PerDay: cases.lendersGasM3PerDay,
    lenders: { inputs: cases.lenders, result: lenders },
    sponsors: { inputs: sponsorsInputs, result: sponsors },
  };
};

/**
 * A project's supply from its linked flares: their yearly volumes added over the years in which every
 * one of them has gas (as gasDeclineFromFlares, so a flare seen only lately does not look like growth),
 * its uptime the flares' detection frequency weighted by their latest gas (detectionFrequencyOf), for
 * the project's lifetime and construction years.
 */
export const projectSupplyOutlook = (
  flares: ReadonlyArray<{
    series: ReadonlyArray<{ year: number; flaredM3: number }>;
    detectionFrequency: number | null;
    latestM3PerDay: number | null;
  }>,
  inputs: Pick<ProjectModelInputs, 'lifetimeYears' | 'constructionYears'>,
): SupplyOutlook => {
  const withGas = flares.map(
    (flare) => new Set(flare.series.filter((point) => point.flaredM3 > 0).map((point) => point.year)),
  );
  const [first, ...others] = withGas;
  const common = first ? [...first].filter((year) => others.every((years) => years.has(year))) : [];
  return supplyOutlook({
    years: flares.flatMap((flare) =>
      flare.series
        .filter((point) => common.includes(point.year))
        .map((point) => ({ year: point.year, volumeM3: point.flaredM3 })),
    ),
    detectionFrequency: detectionFrequencyOf(
      flares.map((flare) => ({
        detectionFrequency: flare.detectionFrequency,
        gasM3PerDay: flare.latestM3PerDay,
      })),
    ),
    lifetimeYears: inputs.lifetimeYears,
    constructionYears: inputs.constructionYears ?? 0,
  });
};
