import {
  flaringEmissions,
  progressTo2030,
  rankByVolume,
  type GwpHorizon,
  type WorldSummaryResponse,
} from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import * as repo from './flaring.repository.js';

const FIRST_SERIES_YEAR = 2012;

export const toSource = (s: repo.SourceRow) => ({
  id: s.id,
  publisher: s.publisher,
  title: s.title,
  licence: s.licence,
  url: s.url,
  publishedOn: s.published_on,
  kind: s.kind,
});

/**
 * World flaring intensity as the World Bank computes it: its flared volumes over its oil production,
 * both summed over the countries it publishes an intensity for (intensity × volume gives production back).
 */
const worldIntensity = (
  rows: Array<{ volume: number | null; intensity: number | null }>,
  year: number,
): { intensityM3PerBbl: number | null; intensityYear: number | null } => {
  let flared = 0;
  let oil = 0;
  for (const row of rows) {
    if (row.volume === null || row.intensity === null || row.intensity <= 0) continue;
    flared += row.volume;
    oil += row.volume / row.intensity;
  }
  return oil > 0
    ? { intensityM3PerBbl: flared / oil, intensityYear: year }
    : { intensityM3PerBbl: null, intensityYear: null };
};

const byYear = (rows: Array<{ year: number; volume: number | string | null }>) =>
  new Map(rows.map((row) => [Number(row.year), row.volume === null ? null : Number(row.volume)]));

/**
 * The world view: satellite totals of the latest full year with their CO2e, the yearly series from 2012
 * with the World Bank's and Energy Institute's published totals beside the satellite sum, and every
 * country ranked by satellite volume (1 = largest).
 */
export const getWorldSummary = async (
  db: Db,
  options: { horizon: GwpHorizon },
): Promise<WorldSummaryResponse> => {
  const [satellite, worldBank, energyInstitute, countries, flareCount, sources] = await Promise.all([
    repo.satelliteVolumeByYear(db),
    repo.reportedVolumeByYear(db, repo.WORLD_BANK_SOURCE),
    repo.reportedVolumeByYear(db, repo.ENERGY_INSTITUTE_SOURCE),
    repo.listCountries(db),
    repo.countFlares(db),
    repo.listSources(db),
  ]);
  // Only a database nobody seeded has no observations (npm start seeds on first start).
  if (satellite.length === 0) throw new AppError('service_unavailable');
  const satelliteYears = byYear(satellite);
  const worldBankYears = byYear(worldBank);
  const energyInstituteYears = byYear(energyInstitute);
  const latestYear = Math.max(...satelliteYears.keys());
  const latestWorldBankYear = Math.max(...worldBankYears.keys());

  const [byCountry, worldBankByCountry] = await Promise.all([
    repo.satelliteByCountry(db, latestYear),
    repo.reportedByCountry(db, repo.WORLD_BANK_SOURCE, latestWorldBankYear),
  ]);
  const satelliteByIso3 = new Map(byCountry.map((row) => [row.iso3, row]));
  const worldBankByIso3 = new Map(worldBankByCountry.map((row) => [row.iso3, row]));
  const ranks = rankByVolume(byCountry.map((row) => ({ key: row.iso3, volume: Number(row.volume) })));

  const lastYear = Math.max(latestYear, latestWorldBankYear);
  const series = Array.from(
    { length: lastYear - FIRST_SERIES_YEAR + 1 },
    (_, i) => FIRST_SERIES_YEAR + i,
  ).map((year) => ({
    year,
    satelliteM3: satelliteYears.get(year) ?? null,
    worldBankM3: worldBankYears.get(year) ?? null,
    energyInstituteM3: energyInstituteYears.get(year) ?? null,
  }));

  const flaredM3 = satelliteYears.get(latestYear) ?? 0;
  const emissions = flaringEmissions({ volumeM3: flaredM3, horizon: options.horizon });

  return {
    latestYear,
    totals: {
      year: latestYear,
      flaredM3,
      co2Tonnes: emissions.co2,
      ch4Tonnes: emissions.ch4,
      co2eTonnes: emissions.co2e,
      horizon: options.horizon,
      isDefaultComposition: emissions.isDefaultComposition,
      activeFlares: byCountry.reduce((sum, row) => sum + Number(row.activeFlares), 0),
      flareCount,
      ...worldIntensity(worldBankByCountry, latestWorldBankYear),
    },
    series,
    countries: countries
      .map((country) => {
        const sat = satelliteByIso3.get(country.iso3);
        const wb = worldBankByIso3.get(country.iso3);
        return {
          iso3: country.iso3,
          iso2: country.iso2,
          slug: country.slug,
          nameEn: country.name_en,
          nameEs: country.name_es,
          flaredM3: sat ? Number(sat.volume) : 0,
          activeFlares: sat ? Number(sat.activeFlares) : 0,
          worldRank: ranks.get(country.iso3) ?? null,
          worldBankM3: wb?.volume ?? null,
          worldBankYear: wb ? latestWorldBankYear : null,
          intensityM3PerBbl: wb?.intensity ?? null,
        };
      })
      .sort((a, b) => b.flaredM3 - a.flaredM3 || a.nameEn.localeCompare(b.nameEn)),
    progressTo2030: progressTo2030({
      series: series.map((point) => ({ year: point.year, volume: point.worldBankM3 })),
    }),
    sources: sources.map(toSource),
  };
};
