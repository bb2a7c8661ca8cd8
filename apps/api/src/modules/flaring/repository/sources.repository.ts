import type { Db } from '../../../db/database.js';

// --- The data sources: the three every summary names, and the publishers' rows. ------------------

export const SATELLITE_SOURCE = 'eog-vnf-catalog-2017-2024';
export const WORLD_BANK_SOURCE = 'wb-ggfr-2024';
export const ENERGY_INSTITUTE_SOURCE = 'ei-sr-2024';

const SOURCE_COLUMNS = [
  'id',
  'publisher',
  'title',
  'licence',
  'title_es',
  'licence_es',
  'url',
  'published_on',
  'kind',
] as const;

export type SourceRow = Awaited<ReturnType<typeof listSources>>[number];

export const listSources = (db: Db) =>
  db.selectFrom('data_sources').select(SOURCE_COLUMNS).orderBy('id').execute();
