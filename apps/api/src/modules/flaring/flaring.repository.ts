import type { Db } from '../../db/database.js';

/** All SQL of the flaring explorer. `db` may be a transaction. */

export const SATELLITE_SOURCE = 'eog-vnf-catalog-2017-2024';
export const WORLD_BANK_SOURCE = 'wb-ggfr-2024';
export const ENERGY_INSTITUTE_SOURCE = 'ei-sr-2024';

/** Satellite-observed volume per year, world-wide (upstream catalogue). */
export const satelliteVolumeByYear = (db: Db) =>
  db
    .selectFrom('observations')
    .select(['year', (eb) => eb.fn.sum<number>('volume_m3').as('volume')])
    .where('source_id', '=', SATELLITE_SOURCE)
    .groupBy('year')
    .orderBy('year')
    .execute();

/** A publisher's own world total per year (the sum of its countries). */
export const reportedVolumeByYear = (db: Db, sourceId: string) =>
  db
    .selectFrom('reported_flaring')
    .select(['year', (eb) => eb.fn.sum<number>('flared_m3').as('volume')])
    .where('source_id', '=', sourceId)
    .groupBy('year')
    .orderBy('year')
    .execute();

/** Satellite volume and active flares per country in one year. */
export const satelliteByCountry = (db: Db, year: number) =>
  db
    .selectFrom('observations')
    .innerJoin('flares', 'flares.id', 'observations.flare_id')
    .select([
      'flares.country_iso3 as iso3',
      (eb) => eb.fn.sum<number>('observations.volume_m3').as('volume'),
      (eb) => eb.fn.count<number>('observations.flare_id').as('activeFlares'),
    ])
    .where('observations.source_id', '=', SATELLITE_SOURCE)
    .where('observations.year', '=', year)
    .where('observations.volume_m3', '>', 0)
    .groupBy('flares.country_iso3')
    .execute();

export const reportedByCountry = (db: Db, sourceId: string, year: number) =>
  db
    .selectFrom('reported_flaring')
    .select(['country_iso3 as iso3', 'flared_m3 as volume', 'intensity_m3_per_bbl as intensity'])
    .where('source_id', '=', sourceId)
    .where('year', '=', year)
    .execute();

export const listCountries = (db: Db) =>
  db
    .selectFrom('countries')
    .select(['iso3', 'iso2', 'slug', 'name_en', 'name_es'])
    .orderBy('name_en')
    .execute();

export const countFlares = async (db: Db): Promise<number> => {
  const row = await db
    .selectFrom('flares')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
};

const SOURCE_COLUMNS = ['id', 'publisher', 'title', 'licence', 'url', 'published_on', 'kind'] as const;

export type SourceRow = Awaited<ReturnType<typeof listSources>>[number];

export const listSources = (db: Db) =>
  db.selectFrom('data_sources').select(SOURCE_COLUMNS).orderBy('id').execute();
