import type { Db } from '../../../db/database.js';

// --- Published country figures -------------------------------------------------------------------

/** A publisher's own world total per year (e.g. the Energy Institute's "Total World"), oldest first. */
export const publishedWorldTotals = (db: Db, sourceId: string) =>
  db
    .selectFrom('published_world_totals')
    .select(['year', 'flared_m3 as volume'])
    .where('source_id', '=', sourceId)
    .orderBy('year')
    .execute();

export const reportedVolumeByYear = (db: Db, sourceId: string) =>
  db
    .selectFrom('reported_flaring')
    .select(['year', (eb) => eb.fn.sum<number>('flared_m3').as('volume')])
    .where('source_id', '=', sourceId)
    .groupBy('year')
    .orderBy('year')
    .execute();

export const reportedByCountry = (db: Db, sourceId: string, year: number) =>
  db
    .selectFrom('reported_flaring')
    .select(['country_iso3 as iso3', 'flared_m3 as volume', 'intensity_m3_per_bbl as intensity'])
    .where('source_id', '=', sourceId)
    .where('year', '=', year)
    .execute();

/** Every published figure of one country (World Bank, Energy Institute), all years. */
export const reportedSeriesOfCountry = (db: Db, iso3: string) =>
  db
    .selectFrom('reported_flaring')
    .select(['year', 'source_id', 'flared_m3', 'intensity_m3_per_bbl'])
    .where('country_iso3', '=', iso3)
    .orderBy('year')
    .execute();
