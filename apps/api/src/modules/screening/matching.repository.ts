import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

/**
 * The SQL of the screened rows as investors are matched to them (decisions 039, 041, 046). A page is read
 * with the criteria as a filter and an order on one of the rank columns (each unique-indexed, migration
 * 090), so a page is one query; the baseline of the look for new matches is a copy of the rows as they
 * were, taken in one statement (the rows never leave the database).
 */

export type ScreenedFilter = {
  /** The iso3 codes of the investor's countries; null: any country. */
  iso3s: readonly string[] | null;
  /** The technologies the investor funds; null: any (a screened plant's follows its size, decision 038). */
  technologies: readonly string[] | null;
  /** The instruments a screened row offers (its lenders' loan and the equity the capex leaves) wanted. */
  instruments: ReadonlyArray<'debt' | 'equity'>;
  ticketMinUsd: number;
  ticketMaxUsd: number;
  minIrr: { column: 'lenders_irr' | 'sponsors_equity_irr'; value: number } | null;
  rank: 'rank_lenders_desc' | 'rank_sponsors_desc';
  from: number;
  size: number;
};

/** One page of the screened rows meeting the filter, and how many there are. */
export const screenedMatches = (db: Db, filter: ScreenedFilter) => {
  const equity = sql<number>`capex_usd - lenders_debt_usd`;
  const build = () => {
    let query = db.selectFrom('screened_opportunities').where('lenders_debt_usd', 'is not', null);
    if (filter.iso3s !== null) query = query.where('country_iso3', 'in', [...filter.iso3s]);
    if (filter.technologies !== null) query = query.where('technology', 'in', [...filter.technologies]);
    query = query.where((eb) =>
      eb.or(
        filter.instruments.map((instrument) =>
          instrument === 'debt'
            ? eb.and([
                eb('lenders_debt_usd', '>', 0),
                eb('lenders_debt_usd', '>=', filter.ticketMinUsd),
                eb('lenders_debt_usd', '<=', filter.ticketMaxUsd),
              ])
            : eb.and([
                eb(equity, '>', 0),
                eb(equity, '>=', filter.ticketMinUsd),
                eb(equity, '<=', filter.ticketMaxUsd),
              ]),
        ),
      ),
    );
    if (filter.minIrr !== null) query = query.where(filter.minIrr.column, '>=', filter.minIrr.value);
    return query;
  };
  const rows = build()
    .select([
      'flare_name',
      'country_iso3',
      'country_slug',
      'country_name_en',
      'country_name_es',
      'company_slug',
      'company_name',
      'company_is_unattributed',
      'capacity_mw',
      'member_count',
      'technology',
      'capex_usd',
      'lenders_debt_usd',
      'lenders_irr',
      'sponsors_equity_irr',
    ])
    .orderBy(filter.rank)
    .limit(filter.size)
    .offset(filter.from)
    .execute();
  const total = build()
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
    .then((row) => Number(row.n));
  return { rows, total };
};

/** Every screened row with what the rule reads and a notice names, best of either case first. */
export const screenedForNotices = (db: Db) =>
  db
    .selectFrom('screened_opportunities')
    .select([
      'flare_id',
      'flare_name',
      'country_iso3',
      'country_slug',
      'country_name_en',
      'country_name_es',
      'company_slug',
      'company_name',
      'company_is_unattributed',
      'capacity_mw',
      'technology',
      'capex_usd',
      'lenders_debt_usd',
      'lenders_irr',
      'sponsors_equity_irr',
      'rank_lenders_desc',
      'rank_sponsors_desc',
    ])
    .execute();

/** What the rule read of each screened row the last time new screened matches were looked for. */
export const screenedBaseline = (db: Db) => db.selectFrom('screened_match_baseline').selectAll().execute();

/** The baseline becomes the screened rows as they are now (one statement: the rows never leave the database). */
export const replaceScreenedBaseline = async (db: Db): Promise<void> => {
  await db.deleteFrom('screened_match_baseline').execute();
  await db
    .insertInto('screened_match_baseline')
    .columns([
      'flare_id',
      'country_iso3',
      'technology',
      'capex_usd',
      'lenders_debt_usd',
      'lenders_irr',
      'sponsors_equity_irr',
    ])
    .expression(
      db
        .selectFrom('screened_opportunities')
        .select([
          'flare_id',
          'country_iso3',
          'technology',
          'capex_usd',
          'lenders_debt_usd',
          'lenders_irr',
          'sponsors_equity_irr',
        ]),
    )
    .execute();
};
