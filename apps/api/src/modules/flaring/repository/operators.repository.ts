import type { Db } from '../../../db/database.js';
import { SATELLITE_SOURCE } from './sources.repository.js';

// --- Operators worldwide (decision 016) ---------------------------------------------------------------

/** Every named company with its country and group, for group rankings. */
export const companyGroups = (db: Db) =>
  db
    .selectFrom('companies')
    .select(['id', 'country_iso3', 'group_slug'])
    .where('is_unattributed', '=', 0)
    .execute();

/** The companies of a group, with their countries. */
export const companiesOfGroup = (db: Db, groupSlug: string) =>
  db
    .selectFrom('companies')
    .innerJoin('countries', 'countries.iso3', 'companies.country_iso3')
    .select([
      'companies.id',
      'companies.slug',
      'companies.name',
      'companies.is_unattributed',
      'companies.group_name',
      'countries.iso3',
      'countries.iso2',
      'countries.slug as country_slug',
      'countries.name_en',
      'countries.name_es',
    ])
    .where('companies.group_slug', '=', groupSlug)
    .where('companies.is_unattributed', '=', 0)
    .orderBy('countries.name_en')
    .orderBy('companies.name')
    .execute();

/** The names a company is also known by: aliases of its name in its country or in every country. */
export const aliasesOfCompany = (db: Db, iso3: string, name: string) =>
  db
    .selectFrom('company_aliases')
    .select(['alias', 'kind', 'evidence'])
    .where('name', '=', name)
    .where('country_iso3', 'in', [iso3, ''])
    .orderBy('alias')
    .execute();

/**
 * A joint venture's holders and the stakes a group holds (decision 035): a holder's group page exists when
 * some company is in that group.
 */
export const holdersOfGroup = async (db: Db, groupSlug: string) => {
  const rows = await db
    .selectFrom('company_holders')
    .select(['holder', 'holder_group_slug', 'share_pct', 'evidence'])
    .where('group_slug', '=', groupSlug)
    .orderBy('share_pct', 'desc')
    .orderBy('holder')
    .execute();
  const known = await groupsWithCompanies(
    db,
    rows.map((row) => row.holder_group_slug),
  );
  return rows.map((row) => ({
    name: known.get(row.holder_group_slug) ?? row.holder,
    groupSlug: known.has(row.holder_group_slug) ? row.holder_group_slug : null,
    sharePct: row.share_pct === null ? null : Number(row.share_pct),
    evidence: row.evidence,
  }));
};

export const stakesOfGroup = async (db: Db, groupSlug: string) => {
  const rows = await db
    .selectFrom('company_holders')
    .select(['group_slug', 'share_pct', 'evidence'])
    .where('holder_group_slug', '=', groupSlug)
    .orderBy('group_slug')
    .execute();
  const known = await groupsWithCompanies(
    db,
    rows.map((row) => row.group_slug),
  );
  return rows
    .filter((row) => known.has(row.group_slug))
    .map((row) => ({
      slug: row.group_slug,
      name: known.get(row.group_slug) as string,
      sharePct: row.share_pct === null ? null : Number(row.share_pct),
      evidence: row.evidence,
    }));
};

/** The display name of each of `slugs` that is a group of some named company. */
const groupsWithCompanies = async (db: Db, slugs: readonly string[]) => {
  if (slugs.length === 0) return new Map<string, string>();
  const rows = await db
    .selectFrom('companies')
    .select(['group_slug', 'group_name'])
    .where('group_slug', 'in', [...new Set(slugs)])
    .where('is_unattributed', '=', 0)
    .execute();
  return new Map(rows.map((row) => [row.group_slug as string, row.group_name ?? (row.group_slug as string)]));
};

/** The rules that put companies in an owner's group (the evidence of each membership). */
export const groupRulesOf = (db: Db, groupName: string) =>
  db
    .selectFrom('company_group_rules')
    .select(['country_iso3', 'company', 'evidence'])
    .where('group_name', '=', groupName)
    .execute();

/** The per-flare sources' sites matched to a flare, latest year first. */
export const siteMatchesOfFlare = (db: Db, flareId: string) =>
  db
    .selectFrom('flare_site_matches')
    .select(['year', 'source_id', 'distance_m', 'field_name', 'field_type', 'operator', 'volume_m3'])
    .where('flare_id', '=', flareId)
    .orderBy('year', 'desc')
    .orderBy('source_id')
    .execute();

/**
 * For each satellite year of some companies' flares: its volume, and its volume whose company a source
 * dates (flare_operator_years) — the rest is filed under the flare's company as of its latest dated year.
 */
export const datedShareByYear = (db: Db, companyIds: readonly string[]) =>
  companyIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('flare_year_totals as t')
        .leftJoin('flare_operator_years as d', (join) =>
          join.onRef('d.flare_id', '=', 't.flare_id').onRef('d.year', '=', 't.year'),
        )
        .select((eb) => [
          't.year',
          'd.source_id',
          eb.fn.sum<number>('t.volume_m3').as('volume'),
          eb.fn.countAll<number>().as('n'),
        ])
        .where('t.company_id', 'in', companyIds)
        .where('t.source_id', '=', SATELLITE_SOURCE)
        .groupBy(['t.year', 'd.source_id'])
        .execute();

/** The sources that date a flare-year's operator in one country. */
export const namingSourcesOfCountry = async (db: Db, iso3: string): Promise<string[]> =>
  (
    await db
      .selectFrom('flare_operator_years as d')
      .innerJoin('flares as f', 'f.id', 'd.flare_id')
      .select('d.source_id')
      .distinct()
      .where('f.country_iso3', '=', iso3)
      .orderBy('d.source_id')
      .execute()
  ).map((row) => row.source_id);

/** The sources that date a flare-year's operator anywhere, by the countries they cover. */
export const namingSources = (db: Db) =>
  db
    .selectFrom('flare_operator_years as d')
    .innerJoin('flares as f', 'f.id', 'd.flare_id')
    .select(['d.source_id', 'f.country_iso3'])
    .distinct()
    .execute();

/** Groups (owners with subsidiaries, or one name in several countries) with their names, for search. */
export const listGroups = (db: Db) =>
  db
    .selectFrom('companies')
    .select((eb) => [
      'group_slug',
      eb.fn.max('group_name').as('group_name'),
      eb.fn.count<number>('id').as('companies'),
      eb.fn.max('country_iso3').as('country_iso3'),
      eb.fn.min('country_iso3').as('first_country_iso3'),
    ])
    .where('is_unattributed', '=', 0)
    .where('group_slug', 'is not', null)
    .groupBy('group_slug')
    .execute();
