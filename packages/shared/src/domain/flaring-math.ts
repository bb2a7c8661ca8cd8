import { ZERO_ROUTINE_FLARING_YEAR } from '../constants.js';

/**
 * Flaring domain maths of DESIGN §6: emissions, intensity, index, counts, ranks, power potential and
 * progress to zero routine flaring. Pure functions, no I/O. Every formula names its source; the
 * Methodology page (en/es) repeats them.
 *
 * Volumes are standard cubic metres at 15 °C and 101.325 kPa unless a name says otherwise.
 */

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/**
 * Molar volume of an ideal gas at 15 °C and 101.325 kPa, m³/kmol: R·T/p = 8.314462618 × 288.15 /
 * 101.325 = 23.6448. The API Compendium (2021) uses the same ideal-gas basis (379.3 scf/lbmol at 60 °F).
 */
export const MOLAR_VOLUME_M3_PER_KMOL = 23.645;

/** Molar mass of CO2, g/mol (kg/kmol): 12.011 + 2 × 15.999 = 44.009 (IUPAC standard atomic weights), as in 40 CFR 98.233. */
export const MOLAR_MASS_CO2_G_PER_MOL = 44.01;

/** Molar mass of CH4, g/mol (kg/kmol): 12.011 + 4 × 1.008 = 16.043 (IUPAC standard atomic weights), as in 40 CFR 98.233. */
export const MOLAR_MASS_CH4_G_PER_MOL = 16.04;

/** Combustion efficiency of a flare when none is measured (40 CFR 98.233(n); API Compendium 2021, §4.6 flares). */
export const DEFAULT_COMBUSTION_EFFICIENCY = 0.98;

/** 100-year global warming potential of fossil methane, IPCC AR6 WG1 (2021), Table 7.15. */
export const GWP100_CH4 = 29.8;

/** 20-year global warming potential of fossil methane, IPCC AR6 WG1 (2021), Table 7.15. */
export const GWP20_CH4 = 82.5;

/** Horizons the UI offers for CO2e; GWP100 is the default (DESIGN §6). */
export const GWP_HORIZONS = ['gwp100', 'gwp20'] as const;
export type GwpHorizon = (typeof GWP_HORIZONS)[number];
export const DEFAULT_GWP_HORIZON: GwpHorizon = 'gwp100';

/** GWP of methane per horizon (IPCC AR6 WG1, Table 7.15, fossil CH4). */
export const GWP_CH4: Readonly<Record<GwpHorizon, number>> = { gwp100: GWP100_CH4, gwp20: GWP20_CH4 };

/**
 * Net electrical efficiency assumed for a gas-to-power project when none is given: 0.38, typical of a
 * gas engine or simple-cycle turbine in the 1–10 MW range (DESIGN §6).
 */
export const DEFAULT_ELECTRICAL_EFFICIENCY = 0.38;

/** Seconds in a day: MJ/day ÷ 86 400 = MJ/s = MW. */
export const SECONDS_PER_DAY = 86_400;

/** Cubic metres in one bcm (billion cubic metres), the unit of the EOG and World Bank data (SOURCES.md). */
export const M3_PER_BCM = 1e9;

/** Largest distance of a composition's sum from 1 that still counts as valid (DESIGN §6: 1 ± 0.005). */
export const COMPOSITION_SUM_TOLERANCE = 0.005;

// ---------------------------------------------------------------------------------------------
// Gas composition
// ---------------------------------------------------------------------------------------------

/** Components of a chromatography, in the order of DESIGN §6: C1…C6+, N2, CO2, H2S. */
export const GAS_COMPONENTS = [
  'c1',
  'c2',
  'c3',
  'ic4',
  'nc4',
  'ic5',
  'nc5',
  'c6plus',
  'n2',
  'co2',
  'h2s',
] as const;
export type GasComponent = (typeof GAS_COMPONENTS)[number];

/** The components that burn to CO2 (the alkanes C1…C6+). */
export const HYDROCARBONS = ['c1', 'c2', 'c3', 'ic4', 'nc4', 'ic5', 'nc5', 'c6plus'] as const;
export type Hydrocarbon = (typeof HYDROCARBONS)[number];

/** Mole fractions (0..1) of each component; they sum to 1 ± 0.005. */
export type GasComposition = Readonly<Record<GasComponent, number>>;

/**
 * Carbon atoms per molecule of each hydrocarbon. C6+ is counted as 6 (n-hexane): the heavier C7+
 * part of a real C6+ cut has more carbon, so for rich gases CO2 is slightly underestimated; in
 * associated gas C6+ is usually below 1 mol %, which keeps the error below 1 %.
 */
export const CARBON_NUMBERS: Readonly<Record<Hydrocarbon, number>> = {
  c1: 1,
  c2: 2,
  c3: 3,
  ic4: 4,
  nc4: 4,
  ic5: 5,
  nc5: 5,
  c6plus: 6,
};

/**
 * Carbon atoms per molecule of a hydrocarbon (C1 = 1 … nC5 = 5, C6+ = 6, see CARBON_NUMBERS for the
 * C6+ assumption). Source: the alkane formulas CnH2n+2, as counted by 40 CFR 98.233(n) (carbon per mole).
 */
export const carbonNumber = (component: Hydrocarbon): number => CARBON_NUMBERS[component];

/**
 * Whether every mole fraction is a finite number in 0..1 and they sum to 1 ± 0.005 (bounds included).
 * Source: DESIGN §6 (chromatography sums are normalised to 100 % within rounding).
 */
export const isValidComposition = (composition: GasComposition): boolean => {
  let sum = 0;
  for (const component of GAS_COMPONENTS) {
    const fraction = composition[component];
    if (typeof fraction !== 'number' || !Number.isFinite(fraction) || fraction < 0 || fraction > 1)
      return false;
    sum += fraction;
  }
  // 1e-9 absorbs binary rounding so that sums of exactly 0.995 or 1.005 are accepted.
  return Math.abs(sum - 1) <= COMPOSITION_SUM_TOLERANCE + 1e-9;
};

/**
 * Default composition when a flare has no chromatography: the produced (associated) gas of the
 * default field of OPGEE, the Oil Production Greenhouse gas Emissions Estimator (Stanford University;
 * El-Houjeiri, Brandt & Duffy, "Open-source LCA tool for estimating greenhouse gas emissions from
 * crude oil production using field characteristics", Environ. Sci. Technol. 47(11):5998–6006, 2013;
 * values of OPGEE v4, file opgee/etc/attributes.xml, attributes gas_comp_*), in mol %:
 * N2 2.86, CO2 0.33, C1 89.18, C2 5.30, C3 1.62, C4 0.71, H2S 0 (sum 100.00).
 * OPGEE gives butanes as one C4 lump; it is entered here as n-butane (same carbon number; the LHVs of
 * n- and i-butane differ by 0.35 %). C5+ is 0 in the source.
 */
export const DEFAULT_COMPOSITION: GasComposition = {
  c1: 0.8918,
  c2: 0.053,
  c3: 0.0162,
  ic4: 0,
  nc4: 0.0071,
  ic5: 0,
  nc5: 0,
  c6plus: 0,
  n2: 0.0286,
  co2: 0.0033,
  h2s: 0,
};

/** Citation shown beside every figure computed from DEFAULT_COMPOSITION. */
export const DEFAULT_COMPOSITION_SOURCE =
  'Default associated-gas composition of OPGEE (Oil Production Greenhouse gas Emissions Estimator, ' +
  'Stanford University; El-Houjeiri, Brandt & Duffy, Environ. Sci. Technol. 47(11):5998–6006, 2013; ' +
  'OPGEE v4 default field): CH4 89.18 %, C2H6 5.30 %, C3H8 1.62 %, C4 0.71 %, N2 2.86 %, CO2 0.33 %, H2S 0 % (mol).';

/** DEFAULT_COMPOSITION_SOURCE in Spanish, for Spanish screens. */
export const DEFAULT_COMPOSITION_SOURCE_ES =
  'Composición por defecto del gas asociado de OPGEE (Oil Production Greenhouse gas Emissions Estimator, ' +
  'Universidad de Stanford; El-Houjeiri, Brandt y Duffy, Environ. Sci. Technol. 47(11):5998–6006, 2013; ' +
  'campo por defecto de OPGEE v4): CH4 89,18 %, C2H6 5,30 %, C3H8 1,62 %, C4 0,71 %, N2 2,86 %, CO2 0,33 %, H2S 0 % (mol).';

/** The citation of the default composition in `locale`. */
export const defaultCompositionSource = (locale: string): string =>
  locale === 'es' ? DEFAULT_COMPOSITION_SOURCE_ES : DEFAULT_COMPOSITION_SOURCE;

/**
 * The composition to compute with and whether it is the default: the flare's own composition when it
 * has one, DEFAULT_COMPOSITION (flagged) when it has none. Throws a RangeError for a composition that
 * fails isValidComposition — bad data is refused, not silently replaced.
 */
export const resolveComposition = (
  composition?: GasComposition | null,
): { composition: GasComposition; isDefaultComposition: boolean } => {
  if (composition === undefined || composition === null) {
    return { composition: DEFAULT_COMPOSITION, isDefaultComposition: true };
  }
  if (!isValidComposition(composition)) {
    throw new RangeError('Gas composition must have mole fractions in 0..1 that sum to 1 ± 0.005');
  }
  return { composition, isDefaultComposition: false };
};

// ---------------------------------------------------------------------------------------------
// Emissions
// ---------------------------------------------------------------------------------------------

export type EmissionsInput = {
  /** Flared gas, m³ at 15 °C and 101.325 kPa. */
  volumeM3: number;
  /** Mole fractions; DEFAULT_COMPOSITION when missing. */
  composition?: GasComposition | null;
  /** Combustion efficiency η, 0..1; DEFAULT_COMBUSTION_EFFICIENCY (0.98) when missing. */
  efficiency?: number | null;
};

const checkVolume = (volume: number, name: string): void => {
  if (!Number.isFinite(volume) || volume < 0) throw new RangeError(`${name} must be a finite number ≥ 0`);
};

const resolveEfficiency = (efficiency: number | null | undefined, fallback: number, name: string): number => {
  const value = efficiency ?? fallback;
  if (!Number.isFinite(value) || value < 0 || value > 1) throw new RangeError(`${name} must be in 0..1`);
  return value;
};

/** Σ yᵢ·nCᵢ over the hydrocarbons: kmol of carbon per kmol of gas. */
const carbonPerMole = (composition: GasComposition): number =>
  HYDROCARBONS.reduce((sum, component) => sum + composition[component] * carbonNumber(component), 0);

/**
 * CO2 emitted by a flare, tonnes:
 *   CO2 = V / 23.645 × [η·Σ(yᵢ·nCᵢ) + y_CO2] × 44.01 / 1000
 * V in m³ (15 °C, 101.325 kPa), yᵢ mole fractions, nCᵢ carbon numbers, η combustion efficiency; the CO2
 * already in the gas passes through the flame. Source: 40 CFR 98.233(n) (Subpart W, flare stacks:
 * combusted and pass-through CO2); API Compendium 2021, §4.6 (flares, emissions from gas composition).
 */
export const co2Tonnes = ({ volumeM3, composition, efficiency }: EmissionsInput): number => {
  checkVolume(volumeM3, 'volumeM3');
  const gas = resolveComposition(composition).composition;
  const eta = resolveEfficiency(efficiency, DEFAULT_COMBUSTION_EFFICIENCY, 'efficiency');
  const kmol = volumeM3 / MOLAR_VOLUME_M3_PER_KMOL;
  return (kmol * (eta * carbonPerMole(gas) + gas.co2) * MOLAR_MASS_CO2_G_PER_MOL) / 1000;
};

/**
 * Methane that leaves the flare unburnt, tonnes:
 *   CH4 = V / 23.645 × (1 − η)·y_CH4 × 16.04 / 1000
 * Source: 40 CFR 98.233(n) (Subpart W, flare stacks: uncombusted CH4); API Compendium 2021, §4.6 (flares).
 */
export const unburntCh4Tonnes = ({ volumeM3, composition, efficiency }: EmissionsInput): number => {
  checkVolume(volumeM3, 'volumeM3');
  const gas = resolveComposition(composition).composition;
  const eta = resolveEfficiency(efficiency, DEFAULT_COMBUSTION_EFFICIENCY, 'efficiency');
  const kmol = volumeM3 / MOLAR_VOLUME_M3_PER_KMOL;
  return (kmol * (1 - eta) * gas.c1 * MOLAR_MASS_CH4_G_PER_MOL) / 1000;
};

/**
 * CO2-equivalent of a flare, tonnes: CO2e = CO2 + GWP·CH4, with GWP = 29.8 (gwp100, default) or 82.5
 * (gwp20). Source: IPCC AR6 WG1 (2021), Table 7.15 (fossil methane); DESIGN §6.
 */
export const co2eTonnes = (input: EmissionsInput & { horizon?: GwpHorizon }): number =>
  co2Tonnes(input) + GWP_CH4[input.horizon ?? DEFAULT_GWP_HORIZON] * unburntCh4Tonnes(input);

export type FlaringEmissions = {
  /** CO2, t. */
  co2: number;
  /** Unburnt CH4, t. */
  ch4: number;
  /** CO2 + GWP·CH4, t CO2e, for the chosen horizon. */
  co2e: number;
  /** True when DEFAULT_COMPOSITION was used: the UI marks the figure and cites DEFAULT_COMPOSITION_SOURCE. */
  isDefaultComposition: boolean;
};

/**
 * CO2, unburnt CH4 and CO2e of a flared volume in one call, with the default-composition flag.
 * Formulas: co2Tonnes, unburntCh4Tonnes, co2eTonnes (40 CFR 98.233(n); API Compendium 2021; IPCC AR6).
 */
export const flaringEmissions = (input: EmissionsInput & { horizon?: GwpHorizon }): FlaringEmissions => {
  const { isDefaultComposition } = resolveComposition(input.composition);
  const co2 = co2Tonnes(input);
  const ch4 = unburntCh4Tonnes(input);
  return { co2, ch4, co2e: co2 + GWP_CH4[input.horizon ?? DEFAULT_GWP_HORIZON] * ch4, isDefaultComposition };
};

// ---------------------------------------------------------------------------------------------
// Intensity and index
// ---------------------------------------------------------------------------------------------

const isPositive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0;

const isKnown = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/**
 * Flaring intensity, m³ of gas flared per barrel of oil produced over the same period:
 *   intensity = flaredM3 / oilBbl
 * Source: World Bank GGFR, "Global Gas Flaring Tracker" (flaring intensity definition). Null when the
 * flared volume is unknown or oil production is 0, negative or unknown.
 */
export const flaringIntensity = ({
  flaredM3,
  oilBbl,
}: {
  flaredM3: number | null | undefined;
  oilBbl: number | null | undefined;
}): number | null => (isKnown(flaredM3) && isPositive(oilBbl) ? flaredM3 / oilBbl : null);

/**
 * Flaring index, the share of produced gas that is flared, in %:
 *   index = flaredM3 / producedGasM3 × 100
 * Our definition (DESIGN §6, written on the Methodology page). Null when the flared volume is unknown
 * or gas production is 0, negative or unknown. Not capped at 100: a value above 100 shows that the
 * flared estimate (e.g. satellite) and the reported production disagree.
 */
export const flaringIndex = ({
  flaredM3,
  producedGasM3,
}: {
  flaredM3: number | null | undefined;
  producedGasM3: number | null | undefined;
}): number | null =>
  isKnown(flaredM3) && isPositive(producedGasM3) ? (flaredM3 / producedGasM3) * 100 : null;

// ---------------------------------------------------------------------------------------------
// Counts, periods and ranks
// ---------------------------------------------------------------------------------------------

export type FlareObservation = {
  flareId: string;
  /** 'YYYY-MM' (monthly sources) or 'YYYY' (annual sources). */
  period: string;
  volumeM3: number | null | undefined;
};

/**
 * Active flares: the number of distinct flares with a flared volume > 0 in `latestPeriod` (DESIGN §6).
 * A flare observed by several sources in that period (satellite and operator) counts once.
 */
export const activeFlares = (observations: readonly FlareObservation[], latestPeriod: string): number => {
  const active = new Set<string>();
  for (const { flareId, period, volumeM3 } of observations) {
    if (period === latestPeriod && isPositive(volumeM3)) active.add(flareId);
  }
  return active.size;
};

const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * Last month: the latest 'YYYY-MM' period among `periods` (DESIGN §6). Annual periods ('YYYY') and
 * malformed strings are ignored; null when no month is present. 'YYYY-MM' strings sort
 * chronologically as text.
 */
export const lastMonth = (periods: readonly string[]): string | null =>
  periods.reduce<string | null>(
    (latest, period) =>
      MONTH_PATTERN.test(period) && (latest === null || period > latest) ? period : latest,
    null,
  );

/**
 * Rank by flared volume, 1 = largest (DESIGN §6 world and country ranks), with standard competition
 * ranking: equal volumes share a rank and the next rank skips (1, 2, 2, 4). Items whose volume is 0,
 * negative, missing or not finite are not ranked: their rank is null ("did not flare" is not a
 * position in the ranking). Keys must be unique; a repeated key throws a RangeError.
 */
export const rankByVolume = <K>(
  items: readonly { key: K; volume: number | null | undefined }[],
): Map<K, number | null> => {
  const ranks = new Map<K, number | null>();
  const ranked: { key: K; volume: number }[] = [];
  for (const { key, volume } of items) {
    if (ranks.has(key)) throw new RangeError('rankByVolume: keys must be unique');
    ranks.set(key, null);
    if (isPositive(volume)) ranked.push({ key, volume });
  }
  ranked.sort((a, b) => b.volume - a.volume);
  ranked.forEach(({ key, volume }, index) => {
    const previous = ranked[index - 1];
    const rank = previous !== undefined && previous.volume === volume ? ranks.get(previous.key) : index + 1;
    ranks.set(key, rank ?? index + 1);
  });
  return ranks;
};

// ---------------------------------------------------------------------------------------------
// Heating value and power potential
// ---------------------------------------------------------------------------------------------

/**
 * Net (lower) calorific value of each component, MJ per m³ of ideal gas at 15 °C and 101.325 kPa:
 * ISO 6976:2016, ideal molar net calorific value at 15 °C (kJ/mol, its table of component data) ÷ 23.645 (L/mol).
 * kJ/mol: C1 802.69, C2 1428.84, C3 2043.37, iC4 2648.42, nC4 2657.60, iC5 3265.08, nC5 3272.00,
 * n-C6 3887.21 (used for C6+), H2S 517.95; N2 and CO2 do not burn. Cross-check: GPSA Engineering Data
 * Book, Fig. 23-2, methane net 909.4 Btu/ft³ (60 °F) = 33.949 MJ/m³ at 15 °C.
 */
export const COMPONENT_LHV_MJ_PER_M3: Readonly<Record<GasComponent, number>> = {
  c1: 33.948,
  c2: 60.429,
  c3: 86.419,
  ic4: 112.008,
  nc4: 112.396,
  ic5: 138.088,
  nc5: 138.38,
  c6plus: 164.399,
  n2: 0,
  co2: 0,
  h2s: 21.905,
};

/**
 * Lower heating value of a gas, MJ/m³ (15 °C, 101.325 kPa, ideal gas): LHV = Σ yᵢ·LHVᵢ.
 * Source: ISO 6976:2016 (ideal-gas mixing rule, component values in COMPONENT_LHV_MJ_PER_M3).
 * Throws a RangeError for an invalid composition.
 */
export const lowerHeatingValueMjPerM3 = (composition: GasComposition): number => {
  const gas = resolveComposition(composition).composition;
  return GAS_COMPONENTS.reduce(
    (sum, component) => sum + gas[component] * COMPONENT_LHV_MJ_PER_M3[component],
    0,
  );
};

export type PowerPotential = {
  /** Electrical power the gas could feed, MW. */
  powerMw: number;
  /** LHV used, MJ/m³. */
  lhvMjPerM3: number;
  isDefaultComposition: boolean;
};

/**
 * Electrical power potential of a flare's gas, MW:
 *   P = V_day × LHV × η_el / 86 400
 * V_day in m³/day, LHV in MJ/m³ (lowerHeatingValueMjPerM3), η_el electrical efficiency (0.38 default);
 * MJ/day ÷ 86 400 s/day = MJ/s = MW. Source: DESIGN §6 (energy balance; LHV per ISO 6976:2016).
 */
export const powerPotentialMw = ({
  volumeM3PerDay,
  composition,
  electricalEfficiency,
}: {
  volumeM3PerDay: number;
  composition?: GasComposition | null;
  electricalEfficiency?: number | null;
}): PowerPotential => {
  checkVolume(volumeM3PerDay, 'volumeM3PerDay');
  const resolved = resolveComposition(composition);
  const eta = resolveEfficiency(electricalEfficiency, DEFAULT_ELECTRICAL_EFFICIENCY, 'electricalEfficiency');
  const lhvMjPerM3 = lowerHeatingValueMjPerM3(resolved.composition);
  return {
    powerMw: (volumeM3PerDay * lhvMjPerM3 * eta) / SECONDS_PER_DAY,
    lhvMjPerM3,
    isDefaultComposition: resolved.isDefaultComposition,
  };
};

// ---------------------------------------------------------------------------------------------
// Progress to zero routine flaring
// ---------------------------------------------------------------------------------------------

export type YearVolume = { year: number; volume: number | null | undefined };

export type ProgressTo2030 = {
  /** First year of the straight line: the given baseline year, else the earliest year with data. */
  baselineYear: number;
  baselineVolume: number;
  /** Latest year with data. */
  latestYear: number;
  latestVolume: number;
  /** The straight line from (baselineYear, baselineVolume) to (targetYear, 0), read at latestYear; 0 from targetYear on. */
  expectedVolumeOnTrack: number;
  /** latestVolume ≤ expectedVolumeOnTrack; null when the latest year is the baseline year (nothing to judge yet). */
  isOnTrack: boolean | null;
  /** (baselineVolume − latestVolume) / baselineVolume × 100; negative when flaring grew; null when the baseline is 0. */
  percentReduced: number | null;
  /** Least-squares slope over the last up-to-5 years with data (volume units per year); null with fewer than 2 points. */
  trendSlopePerYear: number | null;
  /** Year the trend line reaches zero (see progressTo2030); null when the trend is flat, rising or unknown. */
  projectedZeroYear: number | null;
};

/** How many trailing years the trend looks at. */
export const TREND_WINDOW_YEARS = 5;

/**
 * Years of attributed data an operator needs before its progress to 2030 is judged: with two, the
 * "trend" is one difference and a baseline year's noise decides the verdict.
 */
export const MIN_OPERATOR_PROGRESS_YEARS = 3;

/**
 * Progress of a series of annual flared volumes (any one unit) towards zero routine flaring in
 * `targetYear` (2030, World Bank "Zero Routine Flaring by 2030" initiative):
 * - the on-track line runs straight from the baseline year's volume to 0 in the target year:
 *   expected(latestYear) = baselineVolume × (targetYear − latestYear) / (targetYear − baselineYear),
 *   clamped to 0 from the target year on; the series is on track when latestVolume ≤ expected;
 * - percentReduced = (baselineVolume − latestVolume) / baselineVolume × 100;
 * - the trend is the ordinary least-squares line through the years with data in
 *   [latestYear − 4, latestYear]; projectedZeroYear is where it crosses 0, rounded up to a whole year
 *   and never before latestYear + 1 while latestVolume > 0; it is latestYear when latestVolume is
 *   already 0, and null when the slope is ≥ 0 or fewer than 2 points are in the window.
 * Entries with a missing or non-finite volume are ignored. Returns null when no year has data or the
 * baseline year has none; throws a RangeError for duplicate years or targetYear ≤ baselineYear.
 */
export const progressTo2030 = ({
  series,
  baselineYear,
  targetYear = ZERO_ROUTINE_FLARING_YEAR,
}: {
  series: readonly YearVolume[];
  baselineYear?: number;
  targetYear?: number;
}): ProgressTo2030 | null => {
  const points: { year: number; volume: number }[] = [];
  const seen = new Set<number>();
  for (const { year, volume } of series) {
    if (seen.has(year)) throw new RangeError(`progressTo2030: year ${year} appears twice`);
    seen.add(year);
    if (isKnown(volume)) points.push({ year, volume });
  }
  points.sort((a, b) => a.year - b.year);
  const first = points[0];
  const latest = points[points.length - 1];
  if (first === undefined || latest === undefined) return null;

  const baseYear = baselineYear ?? first.year;
  if (targetYear <= baseYear) throw new RangeError('progressTo2030: targetYear must be after baselineYear');
  const baseline = points.find((point) => point.year === baseYear);
  if (baseline === undefined) return null;

  const share = Math.min(1, Math.max(0, (targetYear - latest.year) / (targetYear - baseYear)));
  const expectedVolumeOnTrack = baseline.volume * share;

  const window = points.filter((point) => point.year > latest.year - TREND_WINDOW_YEARS);
  const trendSlopePerYear = window.length >= 2 ? leastSquaresSlope(window) : null;
  let projectedZeroYear: number | null = null;
  if (latest.volume <= 0) {
    projectedZeroYear = latest.year;
  } else if (trendSlopePerYear !== null && trendSlopePerYear < 0) {
    const meanYear = window.reduce((sum, point) => sum + point.year, 0) / window.length;
    const meanVolume = window.reduce((sum, point) => sum + point.volume, 0) / window.length;
    const zeroYear = meanYear - meanVolume / trendSlopePerYear;
    projectedZeroYear = Math.max(Math.ceil(zeroYear - 1e-9), latest.year + 1);
  }

  return {
    baselineYear: baseYear,
    baselineVolume: baseline.volume,
    latestYear: latest.year,
    latestVolume: latest.volume,
    expectedVolumeOnTrack,
    isOnTrack: latest.year === baseYear ? null : latest.volume <= expectedVolumeOnTrack,
    percentReduced:
      baseline.volume === 0 ? null : ((baseline.volume - latest.volume) / baseline.volume) * 100,
    trendSlopePerYear,
    projectedZeroYear,
  };
};

/** Ordinary least-squares slope b = Σ(x − x̄)(y − ȳ) / Σ(x − x̄)² of volume against year. */
const leastSquaresSlope = (points: readonly { year: number; volume: number }[]): number => {
  const meanYear = points.reduce((sum, point) => sum + point.year, 0) / points.length;
  const meanVolume = points.reduce((sum, point) => sum + point.volume, 0) / points.length;
  let covariance = 0;
  let variance = 0;
  for (const { year, volume } of points) {
    covariance += (year - meanYear) * (volume - meanVolume);
    variance += (year - meanYear) ** 2;
  }
  return covariance / variance;
};

// ---------------------------------------------------------------------------------------------
// Conversions of the shipped data
// ---------------------------------------------------------------------------------------------

/** bcm (billion cubic metres, the unit of the EOG and World Bank files) to m³: 1 bcm = 1e9 m³ (SOURCES.md). */
export const bcmToM3 = (bcm: number): number => bcm * M3_PER_BCM;

/** m³ to bcm: 1 m³ = 1e-9 bcm. */
export const m3ToBcm = (m3: number): number => m3 / M3_PER_BCM;

/** Days in a calendar year: 366 in a leap year (Gregorian rules), else 365. */
export const daysInYear = (year: number): number =>
  (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 366 : 365;

/** Thousand barrels per day (kb/d, the World Bank's and Energy Institute's unit) to barrels in `year`. */
export const kbdToBblPerYear = (kbd: number, year: number): number => kbd * 1000 * daysInYear(year);

/**
 * An annual volume as a daily rate, e.g. for powerPotentialMw from a bcm/yr figure:
 *   daily = annual / days, days = 366 in a leap `year`, else 365 (also when no year is given).
 * SOURCES.md: 1 bcm/yr ≈ 2,740,000 m³/d.
 */
export const annualToDailyVolume = (volumePerYear: number, year?: number): number =>
  volumePerYear / (year === undefined ? 365 : daysInYear(year));
