import {
  searchKey,
  type CompanyResponse,
  type FieldOutlinesResponse,
  type GwpHorizon,
} from '@flarescope/shared';
import type { Db } from '../../../db/database.js';
import {
  keyFigures,
  requireCompany,
  requireCountry,
  requireLatestYear,
  weightedComposition,
} from '../figures.js';
import * as repo from '../flaring.repository.js';
import { sourcesUsed, toCompanyRef, toCountryRef } from '../presenters.js';
import { operatorProgress } from '../progress.js';
import { namedGroupRanking, namedOperatorRanking, rankIn } from '../ranks.js';
import { attributionBasis } from '../attribution.js';

/**
 * A company in a country: its key figures with its ranks among named operators (in the country and
 * world-wide), yearly series, production, fields and the volume-weighted gas it flares where measured.
 */
export const getCompany = async (
  db: Db,
  input: { countrySlug: string; companySlug: string; horizon: GwpHorizon },
): Promise<CompanyResponse> => {
  const country = await requireCountry(db, input.countrySlug);
  const company = await requireCompany(db, country, input.companySlug);
  const latestYear = await requireLatestYear(db);
  const isNamed = company.is_unattributed === 0;
  const [holders, stakes] = await Promise.all([
    company.group_slug ? repo.holdersOfGroup(db, company.group_slug) : Promise.resolve([]),
    company.group_slug ? repo.stakesOfGroup(db, company.group_slug) : Promise.resolve([]),
  ]);
  const [aliases, groupMembers, groupRules, inGroups, basis] = await Promise.all([
    isNamed ? repo.aliasesOfCompany(db, country.iso3, company.name) : Promise.resolve([]),
    company.group_slug ? repo.companiesOfGroup(db, company.group_slug) : Promise.resolve([]),
    company.group_name ? repo.groupRulesOf(db, company.group_name) : Promise.resolve([]),
    namedGroupRanking(db, latestYear),
    attributionBasis(db, [company.id]),
  ]);
  const ownerRule = groupRules.find(
    (rule) =>
      (rule.country_iso3 === country.iso3 || rule.country_iso3 === '') &&
      searchKey(rule.company) === searchKey(company.name),
  );
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
  const figures = await keyFigures(db, {
    scope: { companyId: company.id },
    latestYear,
    horizon: input.horizon,
    rollups,
    production,
  });
  const usedSources = new Set([
    repo.SATELLITE_SOURCE,
    ...figures.production.map((f) => f.sourceId),
    ...basis.sourceIds,
  ]);
  return {
    country: toCountryRef(country),
    company: {
      ...toCompanyRef(company),
      website: company.website,
      descriptionEn: company.description_en,
      descriptionEs: company.description_es,
      countries: countries.map(toCountryRef),
      aliases: aliases.map((alias) => ({
        name: alias.alias,
        kind: alias.kind as CompanyResponse['company']['aliases'][number]['kind'],
        evidence: alias.evidence,
      })),
      group:
        company.group_slug && company.group_name
          ? {
              slug: company.group_slug,
              name: company.group_name,
              ownerEvidence: ownerRule?.evidence ?? null,
              countries: new Set(groupMembers.map((member) => member.iso3)).size,
              companies: groupMembers.length,
            }
          : null,
      holders,
      stakes,
    },
    latestYear,
    summary: {
      ...figures.summary,
      flareCount,
      worldRank: rankIn(inWorld, company.id),
      countryRank: rankIn(inCountry, company.id),
      groupRank: company.group_slug ? rankIn(inGroups, company.group_slug) : null,
      progressTo2030: operatorProgress(figures.series, toCompanyRef(company)),
    },
    attributionBasis: basis,
    series: figures.series,
    production: figures.production,
    fields: fields.map((field) => ({
      slug: field.slug,
      name: field.name,
      basin: field.basin,
      province: field.province,
      flareCount: Number(field.flareCount),
      flaredM3: Number(field.volume),
      hasOutline: Number(field.hasOutline) === 1,
    })),
    composition: weightedComposition(figures.measured),
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
