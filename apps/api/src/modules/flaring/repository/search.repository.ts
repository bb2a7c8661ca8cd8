import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';
import { COUNTRY_COLUMNS } from './places.repository.js';

// --- Search --------------------------------------------------------------------------------------

/** `LIKE` pattern for a search key: keys hold only [a-z0-9 ], so nothing needs escaping. */
const contains = (key: string) => `%${key}%`;

export const searchCountries = (db: Db, key: string, limit: number) =>
  db
    .selectFrom('countries')
    .select(COUNTRY_COLUMNS)
    .where('search_key', 'like', contains(key))
    .orderBy(sql`case when search_key like ${`${key}%`} then 0 else 1 end`)
    .orderBy('name_en')
    .limit(limit)
    .execute();

export const searchCompanies = (db: Db, key: string, limit: number) =>
  db
    .selectFrom('companies')
    .innerJoin('countries', 'countries.iso3', 'companies.country_iso3')
    .select([
      'companies.slug as companySlug',
      'companies.name as companyName',
      ...COUNTRY_COLUMNS.map((column) => `countries.${column}` as const),
    ])
    .where('companies.search_key', 'like', contains(key))
    .where('companies.is_unattributed', '=', 0)
    .orderBy(sql`case when companies.search_key like ${`${key}%`} then 0 else 1 end`)
    .orderBy('companies.name')
    .limit(limit)
    .execute();

export const searchFlares = (db: Db, key: string, limit: number) =>
  db
    .selectFrom('flares')
    .innerJoin('companies', 'companies.id', 'flares.company_id')
    .innerJoin('countries', 'countries.iso3', 'flares.country_iso3')
    .select([
      'flares.name as flareName',
      'companies.slug as companySlug',
      ...COUNTRY_COLUMNS.map((column) => `countries.${column}` as const),
    ])
    .where('flares.search_key', 'like', contains(key))
    .orderBy(sql`case when flares.search_key like ${`${key}%`} then 0 else 1 end`)
    .orderBy('flares.name')
    .limit(limit)
    .execute();

/**
 * Every field (concession) with its basin, province, operator and country, for search. A few hundred
 * rows (Argentina's Neuquina: 278 on the shipped data), matched in code by their accent-free key: SQL
 * `LIKE` cannot ignore the accents of 'NEUQUÉN' or 'CAÑADON' the same way on SQLite and PostgreSQL.
 */
export const searchableFields = (db: Db) =>
  db
    .selectFrom('fields')
    .innerJoin('countries', 'countries.iso3', 'fields.country_iso3')
    .leftJoin('companies', 'companies.id', 'fields.company_id')
    .select([
      'fields.slug as fieldSlug',
      'fields.name as fieldName',
      'fields.basin',
      'fields.province',
      'companies.slug as companySlug',
      'companies.name as companyName',
      'companies.is_unattributed as isUnattributed',
      ...COUNTRY_COLUMNS.map((column) => `countries.${column}` as const),
    ])
    .orderBy('fields.name')
    .execute();

/** Every company a source names (not the unattributed groups), with its country. */
export const attributedCompanies = async (db: Db): Promise<Map<string, string>> =>
  new Map(
    (
      await db
        .selectFrom('companies')
        .select(['id', 'country_iso3'])
        .where('is_unattributed', '=', 0)
        .execute()
    ).map((r) => [r.id, r.country_iso3]),
  );
