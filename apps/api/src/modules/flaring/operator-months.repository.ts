import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/** The SQL of the monthly operator views (views/operator-months.ts; decision 036). `db` may be a transaction. */

type Table = 'operator_months' | 'operator_satellite_months';

/** The source of a table with the latest month for a country (the one the views show), or null. */
export const latestSourceOf = async (db: Db, table: Table, iso3: string) => {
  const row = await db
    .selectFrom(table)
    .select(['source_id', (eb) => eb.fn.max('month').as('last_month')])
    .where('country_iso3', '=', iso3)
    .groupBy('source_id')
    .orderBy('last_month', 'desc')
    .orderBy('source_id')
    .executeTakeFirst();
  return row ? { sourceId: row.source_id, lastMonth: String(row.last_month) } : null;
};

/** Every month a source holds for a country, in order. */
export const monthsOfSource = async (db: Db, table: Table, sourceId: string, iso3: string) =>
  (
    await db
      .selectFrom(table)
      .select('month')
      .distinct()
      .where('source_id', '=', sourceId)
      .where('country_iso3', '=', iso3)
      .orderBy('month')
      .execute()
  ).map((row) => row.month);

/** Each state's first and last month in a source, for a country or one company. */
export const stateRanges = (
  db: Db,
  table: Table,
  input: { sourceId: string; iso3: string; companyId?: string },
) => {
  let query = db
    .selectFrom(table)
    .select([
      'state',
      (eb) => eb.fn.min('month').as('first_month'),
      (eb) => eb.fn.max('month').as('last_month'),
    ])
    .where('source_id', '=', input.sourceId)
    .where('country_iso3', '=', input.iso3);
  if (input.companyId) query = query.where('company_id', '=', input.companyId);
  return query.groupBy('state').orderBy('state').execute();
};

/** A company's reported figures per month, summed over its states. */
export const companyReportedMonths = (db: Db, sourceId: string, companyId: string) =>
  db
    .selectFrom('operator_months')
    .select([
      'month',
      (eb) => eb.fn.sum<number | null>('flared_m3').as('flared_m3'),
      (eb) => eb.fn.sum<number | null>('oil_bbl').as('oil_bbl'),
      (eb) => eb.fn.sum<number | null>('gas_m3').as('gas_m3'),
      (eb) => eb.fn.sum<number | null>('co2e_t').as('co2e_t'),
    ])
    .where('source_id', '=', sourceId)
    .where('company_id', '=', companyId)
    .groupBy('month')
    .orderBy('month')
    .execute();

/** Every company's reported figures over months `from`..`to` of a country, with its states. */
export const reportedByCompany = (
  db: Db,
  input: { sourceId: string; iso3: string; from: string; to: string },
) =>
  db
    .selectFrom('operator_months as m')
    .innerJoin('companies as c', 'c.id', 'm.company_id')
    .select([
      'm.company_id',
      'c.slug',
      'c.name',
      'c.is_unattributed',
      (eb) => eb.fn.sum<number | null>('m.flared_m3').as('flared_m3'),
      (eb) => eb.fn.sum<number | null>('m.oil_bbl').as('oil_bbl'),
      (eb) => eb.fn.sum<number | null>('m.gas_m3').as('gas_m3'),
      (eb) => eb.fn.sum<number | null>('m.co2e_t').as('co2e_t'),
    ])
    .where('m.source_id', '=', input.sourceId)
    .where('m.country_iso3', '=', input.iso3)
    .where('m.month', '>=', input.from)
    .where('m.month', '<=', input.to)
    .groupBy(['m.company_id', 'c.slug', 'c.name', 'c.is_unattributed'])
    .execute();

/** The states each company of a table appears in, for a country. */
export const statesByCompany = (db: Db, table: Table, input: { sourceId: string; iso3: string }) =>
  db
    .selectFrom(table)
    .select(['company_id', 'state'])
    .distinct()
    .where('source_id', '=', input.sourceId)
    .where('country_iso3', '=', input.iso3)
    .execute();

/**
 * Reported beside the satellite estimate per company and month, summed over the states where both are
 * given (a state-month with only one of them is left out of both sums, so like is compared with like).
 */
export const observedCompanyMonths = (
  db: Db,
  input: { sourceId: string; iso3: string; companyId?: string },
) => {
  const both = sql<boolean>`reported_m3 is not null and satellite_m3 is not null and satellite_lower_m3 is not null and satellite_upper_m3 is not null`;
  const sumWhereBoth = (column: string) =>
    sql<number | null>`sum(case when ${both} then ${sql.ref(column)} end)`;
  let query = db
    .selectFrom('operator_satellite_months')
    .select([
      'company_id',
      'month',
      sumWhereBoth('reported_m3').as('reported_m3'),
      sumWhereBoth('satellite_m3').as('satellite_m3'),
      sumWhereBoth('satellite_lower_m3').as('lower_m3'),
      sumWhereBoth('satellite_upper_m3').as('upper_m3'),
      sql<number | null>`sum(reported_m3)`.as('reported_any_m3'),
      sql<number | null>`sum(satellite_m3)`.as('satellite_any_m3'),
    ])
    .where('source_id', '=', input.sourceId)
    .where('country_iso3', '=', input.iso3);
  if (input.companyId) query = query.where('company_id', '=', input.companyId);
  return query.groupBy(['company_id', 'month']).orderBy('company_id').orderBy('month').execute();
};

/** Companies by id (slug, name) for a ranking. */
export const companiesByIds = async (db: Db, ids: readonly string[]) => {
  const rows: Array<{ id: string; slug: string; name: string; is_unattributed: number }> = [];
  for (let i = 0; i < ids.length; i += 500)
    rows.push(
      ...(await db
        .selectFrom('companies')
        .select(['id', 'slug', 'name', 'is_unattributed'])
        .where('id', 'in', ids.slice(i, i + 500))
        .execute()),
    );
  return rows;
};

/** The satellite catalogue's total for a country and year (its roll-up), or null. */
export const satelliteCountryYear = async (
  db: Db,
  input: { iso3: string; year: number; sourceId: string },
) => {
  const row = await db
    .selectFrom('country_year_totals')
    .select('volume_m3')
    .where('country_iso3', '=', input.iso3)
    .where('year', '=', input.year)
    .where('source_id', '=', input.sourceId)
    .executeTakeFirst();
  return row ? Number(row.volume_m3) : null;
};

/** The companies of a country that monthly reports name (either table). */
export const companiesWithMonthlyReports = async (db: Db, iso3: string): Promise<Set<string>> => {
  const [reported, satellite] = await Promise.all([
    db
      .selectFrom('operator_months')
      .select('company_id')
      .distinct()
      .where('country_iso3', '=', iso3)
      .execute(),
    db
      .selectFrom('operator_satellite_months')
      .select('company_id')
      .distinct()
      .where('country_iso3', '=', iso3)
      .execute(),
  ]);
  return new Set([...reported, ...satellite].map((row) => row.company_id));
};
