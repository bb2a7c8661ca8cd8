import {
  DEFAULT_COMBUSTION_EFFICIENCY,
  DEFAULT_COMPOSITION,
  DEFAULT_COMPOSITION_SOURCE,
  DEFAULT_ELECTRICAL_EFFICIENCY,
  FLARE_TYPES,
  GAS_COMPONENTS,
  daysInYear,
  flaringEmissions,
  flaringIndex,
  flaringIntensity,
  powerPotentialMw,
  rankByVolume,
  searchKey,
  type CompanyResponse,
  type CompositionView,
  type CountryRef,
  type CountryResponse,
  type Emissions,
  type FlareListQuery,
  type FlareListResponse,
  type FlareResponse,
  type FieldOutlinesResponse,
  type FlareType,
  type FlaringSummary,
  type GasComposition,
  type GwpHorizon,
  type MapQuery,
  type MapResponse,
  type SearchResponse,
  type WorldSummaryResponse,
} from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import * as repo from './flaring.repository.js';
import { co2eRange } from './emission-range.js';
import { singleSourceProgress } from './progress.js';
import { countryRanking, namedOperatorRanking, rankIn } from './ranks.js';

/** The first year of every yearly series: the World Bank's GGFR volumes start in 2012. */
const FIRST_SERIES_YEAR = 2012;
/** Barrels of oil equivalent per m³ of gas: 5.8 Mscf per boe (SPE), 35.3147 scf per m³. */
const BOE_PER_M3_GAS = 35.3147 / 5800;
/** Above this many flares in a map box, points are grouped on a grid (MapResponse.clustered). */
export const MAP_POINT_CAP = 10_000;

const num = (value: unknown): number | null => (value === null || value === undefined ? null : Number(value));

export const toSource = (s: repo.SourceRow) => ({
  id: s.id,
  publisher: s.publisher,
  title: s.title,
  licence: s.licence,
  titleEs: s.title_es,
  licenceEs: s.licence_es,
  url: s.url,
  publishedOn: s.published_on,
  kind: s.kind,
});

export const toCountryRef = (c: repo.CountryRow): CountryRef => ({
  iso3: c.iso3,
  iso2: c.iso2,
  slug: c.slug,
  nameEn: c.name_en,
  nameEs: c.name_es,
});

const toCompanyRef = (c: { slug: string; name: string; is_unattributed: number }) => ({
  slug: c.slug,
  name: c.name,
  isUnattributed: c.is_unattributed === 1,
});

const toFlareType = (type: string): FlareType =>
  (FLARE_TYPES as readonly string[]).includes(type) ? (type as FlareType) : 'other';

const sourcesUsed = (all: repo.SourceRow[], ids: Iterable<string>) => {
  const wanted = new Set(ids);
  return all.filter((s) => wanted.has(s.id)).map(toSource);
};

/** The satellite year every summary reports: 503 while no data is loaded (npm start seeds it). */
const requireLatestYear = async (db: Db): Promise<number> => {
  const year = await repo.latestSatelliteYear(db);
  if (year === null) throw new AppError('service_unavailable');
  return year;
};

const yearRange = (from: number, to: number) =>
  Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);

type Rollup = repo.Rollup;

const rollupByYear = (rows: Rollup[], kind: 'satellite' | 'reported') =>
  new Map(rows.filter((r) => r.source_kind === kind).map((r) => [Number(r.year), r]));

// --- Emissions, production and ranks -------------------------------------------------------------

type CompositionRow = Awaited<ReturnType<typeof repo.measuredCompositions>>[number];

const compositionOf = (row: Pick<CompositionRow, (typeof GAS_COMPONENTS)[number]>): GasComposition =>
  Object.fromEntries(GAS_COMPONENTS.map((key) => [key, Number(row[key])])) as GasComposition;

/**
 * CO2, CH4 and CO2e of an entity's volume: flares with a chromatography count with their own gas and
 * combustion efficiency, the rest of the volume with the documented default (and is flagged).
 */
const entityEmissions = async (
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

/** Flaring index in the latest year that has both a flared volume and gas production. */
const latestIndex = (
  satellite: Map<number, Rollup>,
  yearly: Map<number, ProductionFigure>,
  flaredSourceId: string,
): FlaringSummary['flaringIndex'] => {
  const years = [...yearly.keys()].filter((y) => satellite.has(y)).sort((a, b) => b - a);
  for (const year of years) {
    const percent = flaringIndex({
      flaredM3: num(satellite.get(year)?.volume_m3),
      producedGasM3: yearly.get(year)?.gasM3,
    });
    if (percent !== null)
      return { percent, year, sourceId: `${flaredSourceId}+${yearly.get(year)?.sourceId}` };
  }
  return null;
};

const latestIntensity = (
  satellite: Map<number, Rollup>,
  yearly: Map<number, ProductionFigure>,
  flaredSourceId: string,
): FlaringSummary['intensity'] => {
  const years = [...yearly.keys()].filter((y) => satellite.has(y)).sort((a, b) => b - a);
  for (const year of years) {
    const value = flaringIntensity({
      flaredM3: num(satellite.get(year)?.volume_m3),
      oilBbl: yearly.get(year)?.oilBbl,
    });
    if (value !== null)
      return { m3PerBbl: value, year, sourceId: `${flaredSourceId}+${yearly.get(year)?.sourceId}` };
  }
  return null;
};

const lastMonthOf = (rows: Rollup[]) =>
  rows.reduce<string | null>(
    (latest, row) => (row.last_month && (!latest || row.last_month > latest) ? row.last_month : latest),
    null,
  );

// --- World ---------------------------------------------------------------------------------------

/**
 * World intensity as the World Bank computes it: its flared volumes over its oil production, both summed
 * over the countries it publishes an intensity for (volume ÷ intensity gives the production back).
 */
const worldIntensity = (rows: Array<{ volume: number | null; intensity: number | null }>, year: number) => {
  let flared = 0;
  let oil = 0;
  for (const row of rows) {
    const volume = num(row.volume);
    const intensity = num(row.intensity);
    if (volume === null || intensity === null || intensity <= 0) continue;
    flared += volume;
    oil += volume / intensity;
  }
  return oil > 0
    ? { intensityM3PerBbl: flared / oil, intensityYear: year, intensitySourceId: repo.WORLD_BANK_SOURCE }
    : { intensityM3PerBbl: null, intensityYear: null, intensitySourceId: null };
};

/**
 * The world view: satellite totals of the latest full year with their CO2e, the yearly series from 2012
 * with the World Bank's and Energy Institute's published totals beside the satellite sum, and every
 * country ranked by satellite volume (1 = largest).
 */
export const getWorldSummary = async (
  db: Db,
  options: { horizon: GwpHorizon },
): Promise<WorldSummaryResponse> => {
  const latestYear = await requireLatestYear(db);
  const [world, worldBank, energyInstitute, countries, flareCount, sources, byCountry] = await Promise.all([
    repo.rollupSeries(db, 'world', 'world'),
    repo.reportedVolumeByYear(db, repo.WORLD_BANK_SOURCE),
    repo.reportedVolumeByYear(db, repo.ENERGY_INSTITUTE_SOURCE),
    repo.listCountries(db),
    repo.flareCountOf(db, 'world', 'world'),
    repo.listSources(db),
    repo.rollupsForYear(db, { level: 'country', year: latestYear }),
  ]);
  const satellite = rollupByYear(world, 'satellite');
  const worldBankYears = new Map(worldBank.map((r) => [Number(r.year), num(r.volume)]));
  const energyInstituteYears = new Map(energyInstitute.map((r) => [Number(r.year), num(r.volume)]));
  const latestWorldBankYear = Math.max(...worldBankYears.keys());
  const [worldBankByCountry, satelliteInWorldBankYear] = await Promise.all([
    repo.reportedByCountry(db, repo.WORLD_BANK_SOURCE, latestWorldBankYear),
    repo.rollupsForYear(db, { level: 'country', year: latestWorldBankYear }),
  ]);
  const satelliteInWorldBankYearByIso3 = new Map(
    satelliteInWorldBankYear.map((row) => [row.entity_key, Number(row.volume_m3)]),
  );
  const satelliteByIso3 = new Map(byCountry.map((row) => [row.entity_key, row]));
  const worldBankByIso3 = new Map(worldBankByCountry.map((row) => [row.iso3, row]));
  const ranks = rankByVolume(
    byCountry.map((row) => ({ key: row.entity_key, volume: Number(row.volume_m3) })),
  );

  const series = yearRange(FIRST_SERIES_YEAR, Math.max(latestYear, latestWorldBankYear)).map((year) => ({
    year,
    satelliteM3: num(satellite.get(year)?.volume_m3),
    worldBankM3: worldBankYears.get(year) ?? null,
    energyInstituteM3: energyInstituteYears.get(year) ?? null,
  }));

  const latest = satellite.get(latestYear);
  const flaredM3 = Number(latest?.volume_m3 ?? 0);
  const emissions = await entityEmissions(db, {
    year: latestYear,
    volumeM3: flaredM3,
    horizon: options.horizon,
  });

  return {
    latestYear,
    totals: {
      year: latestYear,
      sourceId: repo.SATELLITE_SOURCE,
      flaredM3,
      co2Tonnes: emissions.co2Tonnes,
      ch4Tonnes: emissions.ch4Tonnes,
      co2eTonnes: emissions.co2eTonnes,
      horizon: options.horizon,
      isDefaultComposition: emissions.isDefaultComposition,
      activeFlares: Number(latest?.active_flares ?? 0),
      flareCount,
      ...worldIntensity(worldBankByCountry, latestWorldBankYear),
    },
    series,
    // reported_flaring holds countries only: EI's own world row is not stored, so this is our sum.
    energyInstituteBasis: 'sum_of_country_rows',
    countries: countries
      .map((country) => {
        const sat = satelliteByIso3.get(country.iso3);
        const wb = worldBankByIso3.get(country.iso3);
        return {
          ...toCountryRef(country),
          flaredM3: sat ? Number(sat.volume_m3) : 0,
          flaredYear: latestYear,
          flaredSourceId: repo.SATELLITE_SOURCE,
          activeFlares: sat ? Number(sat.active_flares) : 0,
          worldRank: ranks.get(country.iso3) ?? null,
          worldBankM3: num(wb?.volume),
          worldBankYear: wb ? latestWorldBankYear : null,
          // Same year as the World Bank's figure: a site the catalogue does not hold adds 0.
          satelliteInWorldBankYearM3: wb ? (satelliteInWorldBankYearByIso3.get(country.iso3) ?? 0) : null,
          intensityM3PerBbl: num(wb?.intensity),
          intensityYear: num(wb?.intensity) === null ? null : latestWorldBankYear,
          intensitySourceId: num(wb?.intensity) === null ? null : repo.WORLD_BANK_SOURCE,
        };
      })
      .sort((a, b) => b.flaredM3 - a.flaredM3 || a.nameEn.localeCompare(b.nameEn)),
    progressTo2030: singleSourceProgress(series),
    sources: sources.map(toSource),
  };
};

// --- Country -------------------------------------------------------------------------------------

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

const yearSeries = (
  rollups: Rollup[],
  published: Array<{ year: number; source_id: string; flared_m3: number | null }> = [],
  lastYear: number,
) => {
  const satellite = rollupByYear(rollups, 'satellite');
  const reported = rollupByYear(rollups, 'reported');
  const publishedBy = (sourceId: string) =>
    new Map(published.filter((p) => p.source_id === sourceId).map((p) => [Number(p.year), num(p.flared_m3)]));
  const worldBank = publishedBy(repo.WORLD_BANK_SOURCE);
  const energyInstitute = publishedBy(repo.ENERGY_INSTITUTE_SOURCE);
  const years = [...satellite.keys(), ...reported.keys(), ...worldBank.keys()];
  const last = Math.max(lastYear, ...years);
  return yearRange(FIRST_SERIES_YEAR, last).map((year) => ({
    year,
    satelliteM3: num(satellite.get(year)?.volume_m3),
    reportedM3: num(reported.get(year)?.volume_m3),
    worldBankM3: worldBank.get(year) ?? null,
    energyInstituteM3: energyInstitute.get(year) ?? null,
  }));
};

export const getCountry = async (
  db: Db,
  input: { slug: string; horizon: GwpHorizon },
): Promise<CountryResponse> => {
  const country = await requireCountry(db, input.slug);
  const latestYear = await requireLatestYear(db);
  const [rollups, published, companies, companyYear, flareCount, production, sources] = await Promise.all([
    repo.rollupSeries(db, 'country', country.iso3),
    repo.reportedSeriesOfCountry(db, country.iso3),
    repo.listCompaniesOfCountry(db, country.iso3),
    repo.rollupsForYear(db, { level: 'company', year: latestYear, countryIso3: country.iso3 }),
    repo.flareCountOf(db, 'country', country.iso3),
    repo.productionOf(db, `country:${country.iso3}`),
    repo.listSources(db),
  ]);
  const satellite = rollupByYear(rollups, 'satellite');
  const flaredM3 = Number(satellite.get(latestYear)?.volume_m3 ?? 0);
  const emissions = await entityEmissions(db, {
    countryIso3: country.iso3,
    year: latestYear,
    volumeM3: flaredM3,
    horizon: input.horizon,
  });
  const figures = productionFigures(production);
  const yearly = yearlyProduction(figures);
  const series = yearSeries(rollups, published, latestYear);

  // The World Bank publishes each country's intensity; ours (satellite ÷ oil) only where it does not.
  const wbIntensity = published
    .filter((p) => p.source_id === repo.WORLD_BANK_SOURCE && p.intensity_m3_per_bbl !== null)
    .sort((a, b) => b.year - a.year)[0];
  const intensity = wbIntensity
    ? {
        m3PerBbl: Number(wbIntensity.intensity_m3_per_bbl),
        year: Number(wbIntensity.year),
        sourceId: repo.WORLD_BANK_SOURCE,
      }
    : latestIntensity(satellite, yearly, repo.SATELLITE_SOURCE);

  const companyYearById = new Map(companyYear.map((r) => [r.entity_key, r]));
  const [flareCounts, inCountry, inWorld, countries] = await Promise.all([
    repo.flareCountsOfCompanies(db, country.iso3),
    namedOperatorRanking(db, { year: latestYear, countryIso3: country.iso3 }),
    namedOperatorRanking(db, { year: latestYear }),
    countryRanking(db, latestYear),
  ]);
  const counts = new Map(flareCounts.map((r) => [r.company_id, Number(r.n)]));

  const usedSources = new Set([
    repo.SATELLITE_SOURCE,
    ...published.map((p) => p.source_id),
    ...figures.map((f) => f.sourceId),
  ]);
  return {
    country: toCountryRef(country),
    latestYear,
    summary: {
      flared: { m3: flaredM3, year: latestYear, sourceId: repo.SATELLITE_SOURCE },
      emissions: { ...withoutMeasured(emissions), year: latestYear },
      intensity,
      flaringIndex: latestIndex(satellite, yearly, repo.SATELLITE_SOURCE),
      production: pickProduction(yearly, latestYear),
      activeFlares: { count: Number(satellite.get(latestYear)?.active_flares ?? 0), year: latestYear },
      flareCount,
      lastMonth: lastMonthOf(rollups),
      worldRank: rankIn(countries, country.iso3),
      progressTo2030: singleSourceProgress(series),
    },
    series,
    companies: companies
      .map((company) => {
        const row = companyYearById.get(company.id);
        return {
          ...toCompanyRef(company),
          flaredM3: Number(row?.volume_m3 ?? 0),
          activeFlares: Number(row?.active_flares ?? 0),
          flareCount: counts.get(company.id) ?? 0,
          countryRank: inCountry.ranks.get(company.id) ?? null,
          worldRank: inWorld.ranks.get(company.id) ?? null,
        };
      })
      .sort((a, b) => b.flaredM3 - a.flaredM3 || a.name.localeCompare(b.name)),
    companyRanks: {
      among: 'named_operators',
      year: latestYear,
      inCountry: inCountry.of,
      inWorld: inWorld.of,
      worldCountries: inWorld.countries,
    },
    sources: sourcesUsed(sources, usedSources),
  };
};

/** The summary's emissions: without the measured rows, with the CO2e range over the assumed efficiency. */
const withoutMeasured = ({
  measured: _measured,
  defaultVolumeM3,
  ...emissions
}: Emissions & { measured: unknown; defaultVolumeM3: number }) => ({
  ...emissions,
  co2eRange: co2eRange({ co2eTonnes: emissions.co2eTonnes, defaultVolumeM3, horizon: emissions.horizon }),
});

// --- Company -------------------------------------------------------------------------------------

/** Volume-weighted mean of the measured compositions, or null when none is measured. */
const weightedComposition = (rows: CompositionRow[]): CompositionView | null => {
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

export const getCompany = async (
  db: Db,
  input: { countrySlug: string; companySlug: string; horizon: GwpHorizon },
): Promise<CompanyResponse> => {
  const country = await requireCountry(db, input.countrySlug);
  const company = await requireCompany(db, country, input.companySlug);
  const latestYear = await requireLatestYear(db);
  const [rollups, inCountry, flareCount, production, fields, countries, sources, inWorld] = await Promise.all(
    [
      repo.rollupSeries(db, 'company', company.id),
      namedOperatorRanking(db, { year: latestYear, countryIso3: country.iso3 }),
      repo.flareCountOf(db, 'company', company.id),
      repo.productionOf(db, `company:${company.id}`),
      repo.fieldsOfCompany(db, company.id, latestYear),
      company.is_unattributed === 1
        ? Promise.resolve([country])
        : repo.countriesOfCompanyName(db, company.name),
      repo.listSources(db),
      namedOperatorRanking(db, { year: latestYear }),
    ],
  );
  const satellite = rollupByYear(rollups, 'satellite');
  const flaredM3 = Number(satellite.get(latestYear)?.volume_m3 ?? 0);
  const emissions = await entityEmissions(db, {
    companyId: company.id,
    year: latestYear,
    volumeM3: flaredM3,
    horizon: input.horizon,
  });
  const figures = productionFigures(production);
  const yearly = yearlyProduction(figures);
  const series = yearSeries(rollups, [], latestYear);
  const usedSources = new Set([repo.SATELLITE_SOURCE, ...figures.map((f) => f.sourceId)]);
  return {
    country: toCountryRef(country),
    company: {
      ...toCompanyRef(company),
      website: company.website,
      descriptionEn: company.description_en,
      descriptionEs: company.description_es,
      countries: countries.map(toCountryRef),
    },
    latestYear,
    summary: {
      flared: { m3: flaredM3, year: latestYear, sourceId: repo.SATELLITE_SOURCE },
      emissions: { ...withoutMeasured(emissions), year: latestYear },
      intensity: latestIntensity(satellite, yearly, repo.SATELLITE_SOURCE),
      flaringIndex: latestIndex(satellite, yearly, repo.SATELLITE_SOURCE),
      production: pickProduction(yearly, latestYear),
      activeFlares: { count: Number(satellite.get(latestYear)?.active_flares ?? 0), year: latestYear },
      flareCount,
      lastMonth: lastMonthOf(rollups),
      worldRank: rankIn(inWorld, company.id),
      countryRank: rankIn(inCountry, company.id),
      progressTo2030: singleSourceProgress(series),
    },
    series,
    production: figures,
    fields: fields.map((field) => ({
      slug: field.slug,
      name: field.name,
      basin: field.basin,
      province: field.province,
      flareCount: Number(field.flareCount),
      flaredM3: Number(field.volume),
      hasOutline: Number(field.hasOutline) === 1,
    })),
    composition: weightedComposition(emissions.measured),
    sources: sourcesUsed(sources, usedSources),
  };
};

/** A company's concession outlines as GeoJSON, for its map (kept out of the company view: ~85 % of its bytes). */
export const getFieldOutlines = async (
  db: Db,
  input: { countrySlug: string; companySlug: string },
): Promise<FieldOutlinesResponse> => {
  const country = await requireCountry(db, input.countrySlug);
  const company = await requireCompany(db, country, input.companySlug);
  const rows = await repo.outlinesOfCompany(db, company.id);
  return {
    type: 'FeatureCollection',
    features: rows.map((row) => ({
      type: 'Feature',
      id: row.slug,
      properties: { slug: row.slug, name: row.name, flareCount: Number(row.flareCount) },
      geometry: JSON.parse(String(row.outline)) as FieldOutlinesResponse['features'][number]['geometry'],
    })),
  };
};

// --- Flare lists ---------------------------------------------------------------------------------

export const listFlares = async (
  db: Db,
  input: { countrySlug: string; companySlug?: string; query: FlareListQuery },
): Promise<FlareListResponse> => {
  const country = await requireCountry(db, input.countrySlug);
  const company = input.companySlug ? await requireCompany(db, country, input.companySlug) : undefined;
  const year = await requireLatestYear(db);
  const { page, pageSize, sort, order } = input.query;
  const [rows, total] = await Promise.all([
    repo.listFlares(db, {
      countryIso3: country.iso3,
      companyId: company?.id,
      year,
      sort,
      order,
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
    company ? repo.flareCountOf(db, 'company', company.id) : repo.flareCountOf(db, 'country', country.iso3),
  ]);
  return {
    items: rows.map((row) => ({
      name: row.name,
      company: { slug: row.companySlug, name: row.companyName, isUnattributed: row.is_unattributed === 1 },
      field: row.fieldName,
      type: toFlareType(row.type),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      flaredM3: Number(row.volume),
      year,
      firstYear: num(row.first_year),
      lastYear: num(row.last_year),
    })),
    total,
    page,
    pageSize,
    sort,
    order,
    year,
  };
};

// --- One flare -----------------------------------------------------------------------------------

/** Days in a period: a year ('2024') or a month ('2024-02'). */
const daysInPeriod = (period: string): number => {
  const year = Number(period.slice(0, 4));
  if (period.length === 4) return daysInYear(year);
  const month = Number(period.slice(5, 7));
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
};

export const getFlare = async (
  db: Db,
  input: { countrySlug: string; companySlug: string; name: string; horizon: GwpHorizon },
): Promise<FlareResponse> => {
  const country = await requireCountry(db, input.countrySlug);
  const company = await requireCompany(db, country, input.companySlug);
  const flare = await repo.findFlare(db, {
    countryIso3: country.iso3,
    companyId: company.id,
    name: input.name,
  });
  if (!flare) throw new AppError('not_found');
  const [observations, measured, sources] = await Promise.all([
    repo.observationsOfFlare(db, flare.id),
    repo.latestCompositionOfFlare(db, flare.id),
    repo.listSources(db),
  ]);
  const composition: CompositionView = measured
    ? {
        components: compositionOf(measured),
        isDefault: false,
        sampledOn: measured.sampled_on,
        sourceId: measured.source_id,
        reference: measured.source_id,
      }
    : defaultComposition();
  const gas = measured ? compositionOf(measured) : null;
  const efficiency = num(flare.combustion_efficiency);
  const emissionsOf = (volumeM3: number) => {
    const e = flaringEmissions({ volumeM3, composition: gas, efficiency, horizon: input.horizon });
    return {
      co2Tonnes: e.co2,
      ch4Tonnes: e.ch4,
      co2eTonnes: e.co2e,
      horizon: input.horizon,
      isDefaultComposition: e.isDefaultComposition,
    };
  };
  const series = observations.map((o) => ({
    period: o.period,
    flaredM3: Number(o.volume_m3),
    co2eTonnes: emissionsOf(Number(o.volume_m3)).co2eTonnes,
    sourceId: o.source_id,
    confidence: o.confidence,
  }));
  const latestRow = series.reduce<(typeof series)[number] | null>(
    (latest, row) => (!latest || row.period > latest.period ? row : latest),
    null,
  );
  const source = sources.find((s) => s.id === flare.source_id);
  if (!source) throw new AppError('internal');
  const power =
    latestRow && latestRow.flaredM3 > 0
      ? (() => {
          const volumeM3PerDay = latestRow.flaredM3 / daysInPeriod(latestRow.period);
          const p = powerPotentialMw({ volumeM3PerDay, composition: gas });
          return {
            powerMw: p.powerMw,
            lhvMjPerM3: p.lhvMjPerM3,
            volumeM3PerDay,
            electricalEfficiency: DEFAULT_ELECTRICAL_EFFICIENCY,
            period: latestRow.period,
            isDefaultComposition: p.isDefaultComposition,
          };
        })()
      : null;

  const flag = (value: number | null) => (value === null ? null : value === 1);
  return {
    country: toCountryRef(country),
    company: toCompanyRef(company),
    flare: {
      name: flare.name,
      type: toFlareType(flare.type),
      isRoutine: flag(flare.is_routine),
      isOnshore: flag(flare.is_onshore),
      latitude: Number(flare.latitude),
      longitude: Number(flare.longitude),
      location: flare.location,
      field:
        flare.field_slug && flare.field_name
          ? { slug: flare.field_slug, name: flare.field_name, basin: flare.field_basin }
          : null,
      fieldOperator:
        flare.operator_slug && flare.operator_name
          ? {
              slug: flare.operator_slug,
              name: flare.operator_name,
              isUnattributed: flare.operator_is_unattributed === 1,
            }
          : null,
      combustionEfficiency: efficiency ?? DEFAULT_COMBUSTION_EFFICIENCY,
      isDefaultEfficiency: efficiency === null,
      temperatureK: num(flare.temperature_k),
      detectionFrequency: num(flare.detection_frequency),
      dataDate: flare.data_date,
      source: toSource(source),
      externalId: flare.external_id,
    },
    composition,
    latest: latestRow
      ? {
          period: latestRow.period,
          flaredM3: latestRow.flaredM3,
          sourceId: latestRow.sourceId,
          emissions: emissionsOf(latestRow.flaredM3),
        }
      : null,
    series,
    power,
    sources: sourcesUsed(sources, [
      flare.source_id,
      ...observations.map((o) => o.source_id),
      ...(measured ? [measured.source_id] : []),
    ]),
  };
};

// --- Map -----------------------------------------------------------------------------------------

/** Grid cell in degrees for clustering at a zoom: about 40 px cells on a 512 px world tile. */
const cellDegrees = (zoom: number) => 360 / (2 ** Math.floor(zoom) * 12);

export const getMapPoints = async (db: Db, query: MapQuery, cap = MAP_POINT_CAP): Promise<MapResponse> => {
  const year = await requireLatestYear(db);
  const country = query.country ? await requireCountry(db, query.country) : undefined;
  const company = country && query.company ? await requireCompany(db, country, query.company) : undefined;
  if (query.company && !country)
    throw new AppError('validation_failed', { fields: { company: 'validation.invalid_value' } });
  const rows = await repo.mapPoints(db, {
    year,
    bbox: query.bbox,
    countryIso3: country?.iso3,
    companyId: company?.id,
  });
  const points = rows.map((row) => ({
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    flaredM3: Number(row.volume),
    count: 1,
    name: row.name,
    countrySlug: row.countrySlug,
    companySlug: row.companySlug,
    type: toFlareType(row.type),
  }));
  if (points.length <= cap) {
    return { year, clustered: false, cap, total: points.length, points };
  }
  const cell = cellDegrees(query.zoom);
  const cells = new Map<string, { lat: number; lon: number; volume: number; count: number }>();
  for (const p of points) {
    const key = `${Math.floor((p.latitude + 90) / cell)}:${Math.floor((p.longitude + 180) / cell)}`;
    const c = cells.get(key) ?? { lat: 0, lon: 0, volume: 0, count: 0 };
    // Volume-weighted centre, so a cluster sits where most of its gas is flared.
    const weight = p.flaredM3;
    c.lat += p.latitude * weight;
    c.lon += p.longitude * weight;
    c.volume += weight;
    c.count += 1;
    cells.set(key, c);
  }
  return {
    year,
    clustered: true,
    cap,
    total: points.length,
    points: [...cells.values()].map((c) => ({
      latitude: c.lat / c.volume,
      longitude: c.lon / c.volume,
      flaredM3: c.volume,
      count: c.count,
      name: null,
      countrySlug: null,
      companySlug: null,
      type: null,
    })),
  };
};

// --- Search --------------------------------------------------------------------------------------

/** Countries, companies and (for signed-in users, who may open them) flares by name, accent-insensitive. */
export const search = async (
  db: Db,
  input: { q: string; limit: number; includeFlares: boolean },
): Promise<SearchResponse> => {
  const key = searchKey(input.q);
  if (key.length === 0) return { results: [] };
  const [countries, companies, flares] = await Promise.all([
    repo.searchCountries(db, key, input.limit),
    repo.searchCompanies(db, key, input.limit),
    input.includeFlares ? repo.searchFlares(db, key, input.limit) : Promise.resolve([]),
  ]);
  const results: SearchResponse['results'] = [
    ...countries.map((c) => ({
      kind: 'country' as const,
      label: c.name_en,
      labelEs: c.name_es,
      country: toCountryRef(c),
      companySlug: null,
      flareName: null,
    })),
    ...companies.map((c) => ({
      kind: 'company' as const,
      label: c.companyName,
      labelEs: c.companyName,
      country: toCountryRef(c),
      companySlug: c.companySlug,
      flareName: null,
    })),
    ...flares.map((f) => ({
      kind: 'flare' as const,
      label: f.flareName,
      labelEs: f.flareName,
      country: toCountryRef(f),
      companySlug: f.companySlug,
      flareName: f.flareName,
    })),
  ];
  return { results };
};
