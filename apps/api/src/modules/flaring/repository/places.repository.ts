import { sql } from 'kysely';
import type { Db } from '../../../db/database.js';

// --- Countries, companies, fields ----------------------------------------------------------------

export const COUNTRY_COLUMNS = ['iso3', 'iso2', 'slug', 'name_en', 'name_es'] as const;
export type CountryRow = Awaited<ReturnType<typeof listCountries>>[number];

export const listCountries = (db: Db) =>
  db.selectFrom('countries').select(COUNTRY_COLUMNS).orderBy('name_en').execute();

export const findCountryBySlug = (db: Db, slug: string) =>
  db.selectFrom('countries').select(COUNTRY_COLUMNS).where('slug', '=', slug).executeTakeFirst();

const COMPANY_COLUMNS = [
  'id',
  'slug',
  'name',
  'country_iso3',
  'is_unattributed',
  'website',
  'description_en',
  'description_es',
  'group_slug',
  'group_name',
] as const;
export type CompanyRow = Awaited<ReturnType<typeof listCompaniesOfCountry>>[number];

export const listCompaniesOfCountry = (db: Db, iso3: string) =>
  db.selectFrom('companies').select(COMPANY_COLUMNS).where('country_iso3', '=', iso3).execute();

export const findCompany = (db: Db, iso3: string, slug: string) =>
  db
    .selectFrom('companies')
    .select(COMPANY_COLUMNS)
    .where('country_iso3', '=', iso3)
    .where('slug', '=', slug)
    .executeTakeFirst();

/** Countries where a company of the same name operates (one company row per country). */
export const countriesOfCompanyName = (db: Db, name: string) =>
  db
    .selectFrom('companies')
    .innerJoin('countries', 'countries.iso3', 'companies.country_iso3')
    .select(['countries.iso3', 'countries.iso2', 'countries.slug', 'countries.name_en', 'countries.name_es'])
    .where('companies.name', '=', name)
    .where('companies.is_unattributed', '=', 0)
    .orderBy('countries.name_en')
    .execute();

/** A company's fields with their flare counts and the volume of one year. */
export const fieldsOfCompany = (db: Db, companyId: string, year: number) =>
  db
    .selectFrom('fields')
    .leftJoin('flares', 'flares.field_id', 'fields.id')
    .leftJoin('flare_year_totals as t', (join) =>
      join.onRef('t.flare_id', '=', 'flares.id').on('t.year', '=', year),
    )
    .select([
      'fields.slug',
      'fields.name',
      'fields.basin',
      'fields.province',
      (eb) =>
        eb.fn.max(eb.case().when('fields.outline', 'is not', null).then(1).else(0).end()).as('hasOutline'),
      (eb) => eb.fn.count<number>('flares.id').distinct().as('flareCount'),
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('t.volume_m3'), sql<number>`0`).as('volume'),
    ])
    .where('fields.company_id', '=', companyId)
    .groupBy(['fields.id', 'fields.slug', 'fields.name', 'fields.basin', 'fields.province'])
    .orderBy('fields.name')
    .execute();

/** A company's fields with a published outline (GeoJSON text) and their flare counts. */
export const outlinesOfCompany = (db: Db, companyId: string) =>
  db
    .selectFrom('fields')
    .leftJoin('flares', 'flares.field_id', 'fields.id')
    .select([
      'fields.id',
      'fields.slug',
      'fields.name',
      (eb) => eb.fn.max('fields.outline').as('outline'),
      (eb) => eb.fn.count<number>('flares.id').as('flareCount'),
    ])
    .where('fields.company_id', '=', companyId)
    .where('fields.outline', 'is not', null)
    .groupBy(['fields.id', 'fields.slug', 'fields.name'])
    .orderBy('fields.name')
    .execute();
