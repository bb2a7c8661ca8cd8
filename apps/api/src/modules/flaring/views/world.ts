import { rankByVolume, type GwpHorizon, type WorldSummaryResponse } from '@flarescope/shared';
import type { Db } from '../../../db/database.js';
import { entityEmissions, requireLatestYear, rollupByYear, seriesYears, withRange } from '../figures.js';
import * as repo from '../flaring.repository.js';
import { num, toCountryRef, toSource } from '../presenters.js';
import { singleSourceProgress } from '../progress.js';

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
  const [world, worldBank, eiCountryRows, eiTotal, countries, flareCount, sources, byCountry] =
    await Promise.all([
      repo.rollupSeries(db, 'world', 'world'),
      repo.reportedVolumeByYear(db, repo.WORLD_BANK_SOURCE),
      repo.reportedVolumeByYear(db, repo.ENERGY_INSTITUTE_SOURCE),
      repo.publishedWorldTotals(db, repo.ENERGY_INSTITUTE_SOURCE),
      repo.listCountries(db),
      repo.flareCountOf(db, 'world', 'world'),
      repo.listSources(db),
      repo.rollupsForYear(db, { level: 'country', year: latestYear }),
    ]);
  const satellite = rollupByYear(world, 'satellite');
  // EI's own "Total World" where it is loaded; else our sum of its country rows, labelled as ours.
  const energyInstituteBasis = eiTotal.length > 0 ? 'publisher_total' : 'sum_of_country_rows';
  const energyInstitute = eiTotal.length > 0 ? eiTotal : eiCountryRows;
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

  const series = seriesYears(Math.max(latestYear, latestWorldBankYear)).map((year) => ({
    year,
    satelliteM3: num(satellite.get(year)?.volume_m3),
    worldBankM3: worldBankYears.get(year) ?? null,
    energyInstituteM3: energyInstituteYears.get(year) ?? null,
  }));

  const latest = satellite.get(latestYear);
  const flaredM3 = Number(latest?.volume_m3 ?? 0);
  const emissions = await withRange(
    db,
    {},
    latestYear,
    await entityEmissions(db, { year: latestYear, volumeM3: flaredM3, horizon: options.horizon }),
  );

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
      co2eRange: emissions.co2eRange,
      activeFlares: Number(latest?.active_flares ?? 0),
      flareCount,
      ...worldIntensity(worldBankByCountry, latestWorldBankYear),
    },
    series,
    energyInstituteBasis,
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
    operatorCoverage: await operatorCoverage(db, latestYear, flaredM3),
    sources: sources.map(toSource),
  };
};

/**
 * The share of the world's satellite volume of `year` a source attributes to a named operator, and the
 * sources that name operators (those that date flare-years; Argentina's concession outlines are the
 * Secretaría's own data, so it names them there too).
 */
const operatorCoverage = async (db: Db, year: number, totalM3: number) => {
  const [rows, named, naming] = await Promise.all([
    repo.rollupsForYear(db, { level: 'company', year }),
    repo.attributedCompanies(db),
    repo.namingSources(db),
  ]);
  let attributedM3 = 0;
  const countries = new Set<string>();
  for (const row of rows) {
    const iso3 = named.get(row.entity_key);
    if (iso3 === undefined || Number(row.volume_m3) <= 0) continue;
    attributedM3 += Number(row.volume_m3);
    countries.add(iso3);
  }
  return {
    year,
    sourceId: repo.SATELLITE_SOURCE,
    attributedM3,
    totalM3,
    share: totalM3 > 0 ? attributedM3 / totalM3 : null,
    countries: countries.size,
    namingSourceIds: [...new Set(naming.map((row) => row.source_id))].sort(),
  };
};
