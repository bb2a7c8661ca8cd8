import type { Db } from '../../db/database.js';
import type { DuplicateReviewsTable } from '../flaring-data/index.js';

/** The SQL of the candidate-duplicates report (duplicates.ts, decision 035). */

/** Every named company with its country's slug. */
export const namedCompanies = (db: Db) =>
  db
    .selectFrom('companies')
    .innerJoin('countries', 'countries.iso3', 'companies.country_iso3')
    .select([
      'companies.id',
      'companies.name',
      'companies.slug',
      'companies.country_iso3 as iso3',
      'countries.slug as country_slug',
    ])
    .where('companies.is_unattributed', '=', 0)
    .execute();

/** Every flare-year a source dates, with the flare's name and field. */
export const datedFlareYears = (db: Db) =>
  db
    .selectFrom('flare_operator_years')
    .innerJoin('flares', 'flares.id', 'flare_operator_years.flare_id')
    .leftJoin('fields', 'fields.id', 'flares.field_id')
    .select([
      'flare_operator_years.company_id',
      'flare_operator_years.year',
      'flares.id as flare_id',
      'flares.name as flare_name',
      'fields.name as field_name',
    ])
    .execute();

/** Each company's years with a satellite volume. */
export const companyYears = (db: Db) =>
  db.selectFrom('company_year_totals').select(['company_id', 'year', 'volume_m3']).execute();

export const listReviews = (db: Db) => db.selectFrom('duplicate_reviews').selectAll().execute();

export const countryByIso3 = (db: Db, iso3: string) =>
  db.selectFrom('countries').select(['iso3', 'slug']).where('iso3', '=', iso3).executeTakeFirst();

export const countryBySlug = (db: Db, slug: string) =>
  db.selectFrom('countries').select(['iso3', 'slug']).where('slug', '=', slug).executeTakeFirst();

export const companyBySlug = (db: Db, iso3: string, slug: string) =>
  db
    .selectFrom('companies')
    .select(['id', 'name', 'is_unattributed'])
    .where('country_iso3', '=', iso3)
    .where('slug', '=', slug)
    .executeTakeFirst();

/** Stores a decision on a pair (a later decision on the same pair replaces it). */
export const saveReview = (db: Db, row: DuplicateReviewsTable) =>
  db
    .insertInto('duplicate_reviews')
    .values(row)
    .onConflict((oc) =>
      oc.column('pair_key').doUpdateSet({
        keep_name: row.keep_name,
        other_name: row.other_name,
        decision: row.decision,
        evidence: row.evidence,
        reviewed_by: row.reviewed_by,
        reviewed_at: row.reviewed_at,
      }),
    )
    .execute();
