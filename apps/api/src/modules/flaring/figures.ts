import {
  DEFAULT_COMPOSITION,
  DEFAULT_COMPOSITION_SOURCE,
  GAS_COMPONENTS,
  flaringEmissions,
  flaringIndex,
  flaringIntensity,
  type CompanyResponse,
  type CompositionView,
  type Emissions,
  type FlaringSummary,
  type GasComposition,
  type GwpHorizon,
} from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { co2eRange } from './emission-range.js';
import * as repo from './flaring.repository.js';
import { num } from './presenters.js';
import { singleSourceProgress } from './progress.js';

/**
 * The figures every flaring view is made of: the entities a URL names, yearly series, emissions of a
 * volume, production and the ratios over it, the key figures of a country or a company.
 */

/** The first year of every yearly series: the World Bank's GGFR volumes start in 2012. */
const FIRST_SERIES_YEAR = 2012;
/** Barrels of oil equivalent per m³ of gas: 5.8 Mscf per boe (SPE), 35.3147 scf per m³. */
const BOE_PER_M3_GAS = 35.3147 / 5800;

// --- What a URL names ----------------------------------------------------------------------------

/** The satellite year every summary reports: 503 while no data is loaded (npm start seeds it). */
export const requireLatestYear = async (db: Db): Promise<number> => {
  const year = await repo.latestSatelliteYear(db);
  if (year === null) throw new AppError('service_unavailable');
  return year;
};

export const requireCountry = async (db: Db, slug: string) => {
  const country = await repo.findCountryBySlug(db, slug);
  if (!country) throw new AppError('not_found');
  return country;
};

export const requireCompany = async (db: Db, country: repo.CountryRow, slug: string) => {
  const company = await repo.findCompany(db, country.iso3, slug);
  if (!company) throw new AppError('not_found');
  return company;
};

// --- Yearly series -------------------------------------------------------------------------------

export const yearRange = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

/** The years of a series: from 2012 (the World Bank's first) to `lastYear`. */
export const seriesYears = (lastYear: number) => yearRange(FIRST_SERIES_YEAR, lastYear);

type Rollup = repo.Rollup;

export const rollupByYear = (rows: Rollup[], kind: 'satellite' | 'reported') =>
  new Map(rows.filter((r) => r.source_kind === kind).map((r) => [Number(r.year), r]));

export type PublishedRow = { year: number; source_id: string; flared_m3: number | null };

/** An entity's yearly series: the satellite and reported sums beside the publishers' own figures. */
const yearSeries = (rollups: Rollup[], published: PublishedRow[], lastYear: number) => {
  const satellite = rollupByYear(rollups, 'satellite');
  const reported = rollupByYear(rollups, 'reported');
  const publishedBy = (sourceId: string) =>
    new Map(published.filter((p) => p.source_id === sourceId).map((p) => [Number(p.year), num(p.flared_m3)]));
  const worldBank = publishedBy(repo.WORLD_BANK_SOURCE);
  const energyInstitute = publishedBy(repo.ENERGY_INSTITUTE_SOURCE);
  const years = [...satellite.keys(), ...reported.keys(), ...worldBank.keys()];
  return seriesYears(Math.max(lastYear, ...years)).map((year) => ({
    year,
    satelliteM3: num(satellite.get(year)?.volume_m3),
    reportedM3: num(reported.get(year)?.volume_m3),
    worldBankM3: worldBank.get(year) ?? null,
    energyInstituteM3: energyInstitute.get(year) ?? null,
  }));
};

const lastMonthOf = (rows: Rollup[]) =>
  rows.reduce<string | null>(
    (latest, row) => (row.last_month && (!latest || row.last_month > latest) ? row.last_month : latest),
    null,
  );

// --- Emissions -----------------------------------------------------------------------------------

export type CompositionRow = Awaited<ReturnType<typeof repo.measuredCompositions>>[number];

export const compositionOf = (row: Pick<CompositionRow, (typeof GAS_COMPONENTS)[number]>): GasComposition =>
  Object.fromEntries(GAS_COMPONENTS.map((key) => [key, Number(row[key])])) as GasComposition;

/**
 * CO2, CH4 and CO2e of an entity's volume: flares with a chromatography count with their own gas and
 * combustion efficiency, the rest of the volume with the documented default (and is flagged).
 */
export const entityEmissions = async (
  db: Db,
  input: { countryIso3?: string; companyId?: string; year: number; volumeM3: number; horizon: GwpHorizon },
): Promise<Emissions & { measured: CompositionRow[]; defaultVolumeM3: number }> => {
  const measured = await repo.measuredCompositions(db, input);
  let covered = 0;
  const total = { co2: 0, ch4: 0, co2e: 0 };
  for (const row of measured) {
    const volumeM3 = Math.min(Number(row.volume), Math.max(0, input.volumeM3 - covered));
    if (volumeM3 <= 0) continue;
    covered += volumeM3;
    const part = flaringEmissions({
      volumeM3,
      composition: compositionOf(row),
      efficiency: num(row.combustion_efficiency),
      horizon: input.horizon,
    });
    total.co2 += part.co2;
    total.ch4 += part.ch4;
    total.co2e += part.co2e;
  }
  const rest = Math.max(0, input.volumeM3 - covered);
  const fallback = flaringEmissions({ volumeM3: rest, horizon: input.horizon });
  return {
    co2Tonnes: total.co2 + fallback.co2,
    ch4Tonnes: total.ch4 + fallback.ch4,
    co2eTonnes: total.co2e + fallback.co2e,
    horizon: input.horizon,
    isDefaultComposition: rest > 0 || covered === 0,
    measured,
    defaultVolumeM3: rest,
  };
};

/**
 * The summary's emissions: without the measured rows, with the CO2e range over the assumed efficiency
 * and, per flare type, the published gases (emission-range.ts).
 */
export const withRange = async (
  db: Db,
  scope: { countryIso3?: string; companyId?: string },
  year: number,
  {
    measured: _measured,
    defaultVolumeM3,
    ...emissions
  }: Emissions & { measured: unknown; defaultVolumeM3: number },
) => ({
  ...emissions,
  co2eRange: await co2eRange(db, {
    scope,
    year,
    co2eTonnes: emissions.co2eTonnes,
    defaultVolumeM3,
    horizon: emissions.horizon,
  }),
});

/** Volume-weighted mean of the measured compositions, or null when none is measured. */
export const weightedComposition = (rows: CompositionRow[]): CompositionView | null => {
  const total = rows.reduce((sum, row) => sum + Number(row.volume), 0);
  if (rows.length === 0 || total <= 0) return null;
  const components = Object.fromEntries(
    GAS_COMPONENTS.map((key) => [
      key,
      rows.reduce((sum, row) => sum + Number(row[key]) * Number(row.volume), 0) / total,
    ]),
  ) as Record<(typeof GAS_COMPONENTS)[number], number>;
  const latest = rows.reduce((a, b) => (a.sampled_on > b.sampled_on ? a : b));
  return {
    components,
    isDefault: false,
    sampledOn: latest.sampled_on,
    sourceId: null,
    reference: 'volume-weighted',
  };
};

export const defaultComposition = (): CompositionView => ({
  components: { ...DEFAULT_COMPOSITION },
  isDefault: true,
  sampledOn: null,
  sourceId: null,
  reference: DEFAULT_COMPOSITION_SOURCE,
});

// --- Production and the ratios over it -----------------------------------------------------------

type ProductionRow = Awaited<ReturnType<typeof repo.productionOf>>[number];
type ProductionFigure = CompanyResponse['production'][number];

/**
 * Production per period. Where two publishers give the same period, the one that gives both oil and
 * gas wins (the Energy Institute over the World Bank's oil-only figures), so oil and gas come together.
 */
const productionFigures = (rows: ProductionRow[]): ProductionFigure[] => {
  const byPeriod = new Map<string, ProductionRow>();
  const score = (row: ProductionRow) => (row.oil_bbl === null ? 0 : 1) + (row.gas_m3 === null ? 0 : 1);
  for (const row of rows) {
    const current = byPeriod.get(row.period);
    if (!current || score(row) > score(current)) byPeriod.set(row.period, row);
  }
  return [...byPeriod.values()]
    .sort((a, b) => a.period.localeCompare(b.period))
    .map((row) => {
      const oil = num(row.oil_bbl);
      const gas = num(row.gas_m3);
      return {
        period: row.period,
        oilBbl: oil,
        gasM3: gas,
        totalBoe: oil === null && gas === null ? null : (oil ?? 0) + (gas ?? 0) * BOE_PER_M3_GAS,
        sourceId: row.source_id,
      };
    });
};

/** Monthly production summed into calendar years that have all 12 months; yearly rows as they are. */
const yearlyProduction = (figures: ProductionFigure[]): Map<number, ProductionFigure> => {
  const years = new Map<number, ProductionFigure>();
  const months = new Map<number, ProductionFigure[]>();
  for (const figure of figures) {
    const year = Number(figure.period.slice(0, 4));
    if (figure.period.length === 4) years.set(year, figure);
    else months.set(year, [...(months.get(year) ?? []), figure]);
  }
  for (const [year, list] of months) {
    if (list.length !== 12 || years.has(year)) continue;
    const sum = (pick: (f: ProductionFigure) => number | null) =>
      list.some((f) => pick(f) !== null) ? list.reduce((s, f) => s + (pick(f) ?? 0), 0) : null;
    years.set(year, {
      period: String(year),
      oilBbl: sum((f) => f.oilBbl),
      gasM3: sum((f) => f.gasM3),
      totalBoe: sum((f) => f.totalBoe),
      sourceId: list[0]?.sourceId ?? '',
    });
  }
  return years;
};

/** The production figure a summary shows: the flared year's if known, else the latest full year. */
const pickProduction = (yearly: Map<number, ProductionFigure>, year: number) =>
  yearly.get(year) ?? [...yearly.entries()].sort((a, b) => b[0] - a[0])[0]?.[1] ?? null;

/**
 * A ratio of the satellite volume over production in the latest year that has both and gives a value,
 * with that year and the sources of both ends (`satellite+production`).
 */
const latestRatio = (
  satellite: Map<number, Rollup>,
  yearly: Map<number, ProductionFigure>,
  ratio: (flaredM3: number | null, production: ProductionFigure | undefined) => number | null,
) => {
  const years = [...yearly.keys()].filter((y) => satellite.has(y)).sort((a, b) => b - a);
  for (const year of years) {
    const value = ratio(num(satellite.get(year)?.volume_m3), yearly.get(year));
    if (value !== null)
      return { value, year, sourceId: `${repo.SATELLITE_SOURCE}+${yearly.get(year)?.sourceId}` };
  }
  return null;
};

// --- Key figures of a country or a company -------------------------------------------------------

/**
 * What a country's and a company's views share: the key figures of the latest satellite year, the yearly
 * series, the production figures and the measured compositions behind the emissions. The caller adds
 * what differs (ranks, the World Bank's published intensity for a country).
 */
export const keyFigures = async (
  db: Db,
  input: {
    scope: { countryIso3: string } | { companyId: string };
    latestYear: number;
    horizon: GwpHorizon;
    rollups: Rollup[];
    production: ProductionRow[];
    published?: PublishedRow[];
  },
) => {
  const { latestYear, rollups } = input;
  const satellite = rollupByYear(rollups, 'satellite');
  const flaredM3 = Number(satellite.get(latestYear)?.volume_m3 ?? 0);
  const emissions = await entityEmissions(db, {
    ...input.scope,
    year: latestYear,
    volumeM3: flaredM3,
    horizon: input.horizon,
  });
  const production = productionFigures(input.production);
  const yearly = yearlyProduction(production);
  const series = yearSeries(rollups, input.published ?? [], latestYear);
  const intensity = latestRatio(satellite, yearly, (flaredM3, p) =>
    flaringIntensity({ flaredM3, oilBbl: p?.oilBbl }),
  );
  const index = latestRatio(satellite, yearly, (flaredM3, p) =>
    flaringIndex({ flaredM3, producedGasM3: p?.gasM3 }),
  );
  const summary = {
    flared: { m3: flaredM3, year: latestYear, sourceId: repo.SATELLITE_SOURCE },
    emissions: { ...(await withRange(db, input.scope, latestYear, emissions)), year: latestYear },
    intensity: intensity && { m3PerBbl: intensity.value, year: intensity.year, sourceId: intensity.sourceId },
    flaringIndex: index && { percent: index.value, year: index.year, sourceId: index.sourceId },
    production: pickProduction(yearly, latestYear),
    activeFlares: { count: Number(satellite.get(latestYear)?.active_flares ?? 0), year: latestYear },
    lastMonth: lastMonthOf(rollups),
    progressTo2030: singleSourceProgress(series),
  } satisfies Omit<FlaringSummary, 'flareCount' | 'worldRank'>;
  return { summary, series, production, measured: emissions.measured };
};
