import type { CountryResponse, GwpHorizon } from '@flarescope/shared';
import type { Db } from '../../../db/database.js';
import { keyFigures, requireCountry, requireLatestYear } from '../figures.js';
import * as repo from '../flaring.repository.js';
import { companiesWithMonthlyReports } from '../operator-months.repository.js';
import { sourcesUsed, toCompanyRef, toCountryRef } from '../presenters.js';
import { operatorProgress } from '../progress.js';
import { countryRanking, namedOperatorRanking, rankIn } from '../ranks.js';

/**
 * A country: its key figures, its yearly series beside the World Bank's and the Energy Institute's
 * published figures, and its companies with their ranks among named operators.
 */
export const getCountry = async (
  db: Db,
  input: { slug: string; horizon: GwpHorizon },
): Promise<CountryResponse> => {
  const country = await requireCountry(db, input.slug);
  const latestYear = await requireLatestYear(db);
  const [rollups, published, allCompanies, companyYear, flareCount, production, sources, monthly] =
    await Promise.all([
      repo.rollupSeries(db, 'country', country.iso3),
      repo.reportedSeriesOfCountry(db, country.iso3),
      repo.listCompaniesOfCountry(db, country.iso3),
      repo.rollupsForYear(db, { level: 'company', year: latestYear, countryIso3: country.iso3 }),
      repo.flareCountOf(db, 'country', country.iso3),
      repo.productionOf(db, `country:${country.iso3}`),
      repo.listSources(db),
      companiesWithMonthlyReports(db, country.iso3),
    ]);
  // Operators known only from their monthly reports to the states (decision 036) have no flare to rank:
  // they are listed by the reported operators' view, not here as a column of zeros.
  const withRollup = new Set(companyYear.map((row) => row.entity_key));
  const companies = allCompanies.filter((company) => !monthly.has(company.id) || withRollup.has(company.id));
  const figures = await keyFigures(db, {
    scope: { countryIso3: country.iso3 },
    latestYear,
    horizon: input.horizon,
    rollups,
    production,
    published,
  });

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
    : figures.summary.intensity;

  const companyYearById = new Map(companyYear.map((r) => [r.entity_key, r]));
  const [flareCounts, inCountry, inWorld, countries, companySeries, naming] = await Promise.all([
    repo.flareCountsOfCompanies(db, country.iso3),
    namedOperatorRanking(db, { year: latestYear, countryIso3: country.iso3 }),
    namedOperatorRanking(db, { year: latestYear }),
    countryRanking(db, latestYear),
    repo.companySatelliteSeriesOfCountry(db, country.iso3),
    repo.namingSourcesOfCountry(db, country.iso3),
  ]);
  const seriesOf = new Map<string, Array<{ year: number; satelliteM3: number | null }>>();
  for (const row of companySeries) {
    const points = seriesOf.get(row.company_id) ?? [];
    points.push({ year: Number(row.year), satelliteM3: Number(row.volume_m3) });
    seriesOf.set(row.company_id, points);
  }
  const counts = new Map(flareCounts.map((r) => [r.company_id, Number(r.n)]));

  // What a source attributes to a named operator, against the country's whole satellite volume.
  const attributedM3 = companies
    .filter((company) => company.is_unattributed === 0)
    .reduce((sum, company) => sum + Number(companyYearById.get(company.id)?.volume_m3 ?? 0), 0);
  const totalM3 = figures.summary.flared.m3;

  const usedSources = new Set([
    repo.SATELLITE_SOURCE,
    ...published.map((p) => p.source_id),
    ...figures.production.map((f) => f.sourceId),
    ...naming,
  ]);
  return {
    country: toCountryRef(country),
    latestYear,
    summary: {
      ...figures.summary,
      intensity,
      flareCount,
      worldRank: rankIn(countries, country.iso3),
    },
    series: figures.series,
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
          progressTo2030: operatorProgress(seriesOf.get(company.id) ?? [], toCompanyRef(company)),
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
    attribution: {
      year: latestYear,
      sourceId: repo.SATELLITE_SOURCE,
      attributedM3,
      totalM3,
      share: totalM3 > 0 ? Math.min(1, attributedM3 / totalM3) : null,
      namingSourceIds: naming,
    },
    sources: sourcesUsed(sources, usedSources),
  };
};
