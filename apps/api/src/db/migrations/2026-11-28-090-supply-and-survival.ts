import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Issue 33, part B (decision 032): the gas a flare can be counted on.
 *
 * `screened_opportunities` gains each row's supply (the years of record it rests on, P50 and P90 gas of
 * operating year 1, the flare's uptime), its survival (the share of flares of its size still seen five
 * years on, whose curve, and over how many flare-years) and the lenders' and sponsors' cases, with a
 * rank in each of the two new orders (lenders: the debt share P90 supports; sponsors: the equity IRR on
 * P50). The rows are emptied: SCREENING_MODEL 4 recomputes them.
 *
 * `flare_survival`: the catalogue's survival counts, written with the screened rows — for each scope
 * (`world` or a country's iso3), size class and horizon (1..5 years), the flare-years followed and those
 * seen again; the flare page reads its flare's curve from it.
 */
const NEW_ORDERS = [
  'rank_lenders_desc',
  'rank_lenders_asc',
  'rank_sponsors_desc',
  'rank_sponsors_asc',
] as const;

const COLUMNS: Array<[string, 'integer' | 'double precision' | 'varchar(10)']> = [
  ['supply_from_year', 'integer'],
  ['supply_to_year', 'integer'],
  ['p50_m3_per_day', 'double precision'],
  ['p90_m3_per_day', 'double precision'],
  ['uptime', 'double precision'],
  ['survival_5y', 'double precision'],
  ['survival_scope', 'varchar(10)'],
  ['survival_followed', 'integer'],
  ['lenders_debt_usd', 'double precision'],
  ['lenders_debt_share', 'double precision'],
  ['lenders_min_dscr', 'double precision'],
  ['lenders_npv', 'double precision'],
  ['lenders_irr', 'double precision'],
  ['sponsors_equity_irr', 'double precision'],
  ['sponsors_npv', 'double precision'],
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.deleteFrom('screened_opportunities').execute();
  await db.schema
    .alterTable('screened_opportunities')
    .addColumn('supply_years', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  for (const [name, type] of COLUMNS) {
    await db.schema.alterTable('screened_opportunities').addColumn(name, type).execute();
  }
  for (const order of NEW_ORDERS) {
    await db.schema
      .alterTable('screened_opportunities')
      .addColumn(order, 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex(`screened_opportunities_${order}_idx`)
      .on('screened_opportunities')
      .column(order)
      .unique()
      .execute();
  }
  await db.schema
    .createTable('flare_survival')
    .addColumn('scope', 'varchar(10)', (c) => c.notNull()) // 'world' or an iso3
    .addColumn('size_class', 'integer', (c) => c.notNull())
    .addColumn('horizon', 'integer', (c) => c.notNull())
    .addColumn('followed', 'integer', (c) => c.notNull())
    .addColumn('seen', 'integer', (c) => c.notNull())
    .addColumn('first_year', 'integer', (c) => c.notNull())
    .addColumn('last_year', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('flare_survival_pk', ['scope', 'size_class', 'horizon'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropTable('flare_survival').ifExists().execute();
  for (const order of NEW_ORDERS) {
    await db.schema.dropIndex(`screened_opportunities_${order}_idx`).ifExists().execute();
  }
  for (const column of ['supply_years', ...COLUMNS.map(([name]) => name), ...NEW_ORDERS]) {
    await db.schema.alterTable('screened_opportunities').dropColumn(column).execute();
  }
};
