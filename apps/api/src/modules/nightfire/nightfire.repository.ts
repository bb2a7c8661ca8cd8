import { sql, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { insertRows } from '../../db/bulk-insert.js';
import type {
  FlareMonthDetectionsTable,
  FlareNightsTable,
  VnfCandidatesTable,
  VnfNightsTable,
} from './nightfire.tables.js';

/** The nightfire module's SQL: what the import writes, the flare's nights, the candidates' review. */

/** Keys per IN (…) list: well under both databases' parameter limits. */
const CHUNK = 500;

const chunks = <T>(values: readonly T[]): T[][] => {
  const out: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) out.push(values.slice(i, i + CHUNK));
  return out;
};

// --- The import's reads and writes ------------------------------------------------------------

/**
 * The flares of the catalogue with their place, a page of `limit` after the id `after`: what detections are
 * matched to (paged so that the import lets requests through between pages).
 */
export const flareLocationsAfter = (db: Db, after: string, limit: number) =>
  db
    .selectFrom('flares')
    .select(['id', 'latitude', 'longitude'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();

export const nightsOf = (db: Db, sourceId: string, satellite: string, nights: readonly string[]) =>
  db
    .selectFrom('vnf_nights')
    .selectAll()
    .where('source_id', '=', sourceId)
    .where('satellite', '=', satellite)
    .where('night', 'in', nights)
    .execute();

/** True when a night was imported from a file of this name (any source and satellite). */
export const isFileImported = async (db: Db, fileName: string): Promise<boolean> =>
  (await db.selectFrom('vnf_nights').select('night').where('file_name', '=', fileName).executeTakeFirst()) !==
  undefined;

export const insertNight = (db: Db, row: VnfNightsTable) => db.insertInto('vnf_nights').values(row).execute();

export const updateNight = (db: Db, row: VnfNightsTable) =>
  db
    .updateTable('vnf_nights')
    .set(row)
    .where('source_id', '=', row.source_id)
    .where('night', '=', row.night)
    .where('satellite', '=', row.satellite)
    .execute();

export const flareNightsOf = async (
  db: Db,
  sourceId: string,
  satellite: string,
  nights: readonly string[],
): Promise<FlareNightsTable[]> =>
  db
    .selectFrom('flare_nights')
    .selectAll()
    .where('source_id', '=', sourceId)
    .where('satellite', '=', satellite)
    .where('night', 'in', nights)
    .execute();

export const insertFlareNights = (db: Db, rows: readonly FlareNightsTable[]) =>
  insertRows(db, 'flare_nights', rows);

export const updateFlareNight = (db: Db, row: FlareNightsTable) =>
  db
    .updateTable('flare_nights')
    .set(row)
    .where('flare_id', '=', row.flare_id)
    .where('night', '=', row.night)
    .where('satellite', '=', row.satellite)
    .where('source_id', '=', row.source_id)
    .execute();

export const deleteFlareNight = (db: Db, row: FlareNightsTable) =>
  db
    .deleteFrom('flare_nights')
    .where('flare_id', '=', row.flare_id)
    .where('night', '=', row.night)
    .where('satellite', '=', row.satellite)
    .where('source_id', '=', row.source_id)
    .execute();

export const candidatesOf = (db: Db, sourceId: string, satellite: string, nights: readonly string[]) =>
  db
    .selectFrom('vnf_candidates')
    .selectAll()
    .where('source_id', '=', sourceId)
    .where('satellite', '=', satellite)
    .where('night', 'in', nights)
    .execute();

export const insertCandidates = (db: Db, rows: readonly VnfCandidatesTable[]) =>
  insertRows(db, 'vnf_candidates', rows);

export const updateCandidate = (db: Db, id: string, values: Updateable<VnfCandidatesTable>) =>
  db.updateTable('vnf_candidates').set(values).where('id', '=', id).execute();

export const deleteCandidates = async (db: Db, ids: readonly string[]) => {
  for (const part of chunks(ids)) await db.deleteFrom('vnf_candidates').where('id', 'in', part).execute();
};

const monthOf = sql<string>`substr(night, 1, 7)`;

/** A source's flare-nights of some months summed per flare and month: the monthly roll-up. */
export const monthRollupFromNights = async (
  db: Db,
  sourceId: string,
  months: readonly string[],
): Promise<FlareMonthDetectionsTable[]> => {
  const rows = await db
    .selectFrom('flare_nights')
    .select([
      'flare_id',
      monthOf.as('month'),
      sql<number>`count(distinct night)`.as('nights_seen'),
      sql<number>`count(distinct case when cloud_state = 'clear' then night end)`.as('clear_nights_seen'),
      sql<number>`sum(detections)`.as('detections'),
      sql<number | null>`avg(radiant_heat_mw)`.as('radiant_heat_mw'),
      sql<number | null>`avg(temperature_k)`.as('temperature_k'),
    ])
    .where('source_id', '=', sourceId)
    .where(monthOf, 'in', months)
    .groupBy(['flare_id', monthOf])
    .execute();
  return rows.map((row) => ({
    flare_id: row.flare_id,
    month: row.month,
    source_id: sourceId,
    nights_seen: Number(row.nights_seen),
    clear_nights_seen: Number(row.clear_nights_seen),
    detections: Number(row.detections),
    radiant_heat_mw: row.radiant_heat_mw === null ? null : Number(row.radiant_heat_mw),
    temperature_k: row.temperature_k === null ? null : Number(row.temperature_k),
  }));
};

export const monthRollupOf = (db: Db, sourceId: string, months: readonly string[]) =>
  db
    .selectFrom('flare_month_detections')
    .selectAll()
    .where('source_id', '=', sourceId)
    .where('month', 'in', months)
    .execute();

export const insertMonthRollup = (db: Db, rows: readonly FlareMonthDetectionsTable[]) =>
  insertRows(db, 'flare_month_detections', rows);

export const updateMonthRollup = (db: Db, row: FlareMonthDetectionsTable) =>
  db
    .updateTable('flare_month_detections')
    .set(row)
    .where('flare_id', '=', row.flare_id)
    .where('month', '=', row.month)
    .where('source_id', '=', row.source_id)
    .execute();

export const deleteMonthRollup = (db: Db, row: FlareMonthDetectionsTable) =>
  db
    .deleteFrom('flare_month_detections')
    .where('flare_id', '=', row.flare_id)
    .where('month', '=', row.month)
    .where('source_id', '=', row.source_id)
    .execute();

// --- A flare's nights (the flare page) ----------------------------------------------------------

/** A flare by its country's slug, its company's slug and its name. */
export const findFlareBySlugs = (db: Db, input: { country: string; company: string; name: string }) =>
  db
    .selectFrom('flares as f')
    .innerJoin('countries as c', 'c.iso3', 'f.country_iso3')
    .innerJoin('companies as co', 'co.id', 'f.company_id')
    .select(['f.id'])
    .where('c.slug', '=', input.country)
    .where('co.slug', '=', input.company)
    .where('f.name', '=', input.name)
    .executeTakeFirst();

/** The source whose nights were imported last (the nightly files' publisher), with its texts. */
export const latestNightSource = (db: Db) =>
  db
    .selectFrom('vnf_nights as n')
    .innerJoin('data_sources as s', 's.id', 'n.source_id')
    .selectAll('s')
    .orderBy('n.night', 'desc')
    .orderBy('n.imported_at', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The last `count` distinct nights a source imported, latest first. */
export const lastNights = async (db: Db, sourceId: string, count: number): Promise<string[]> =>
  (
    await db
      .selectFrom('vnf_nights')
      .select('night')
      .distinct()
      .where('source_id', '=', sourceId)
      .orderBy('night', 'desc')
      .limit(count)
      .execute()
  ).map((row) => row.night);

/** A flare's nights among some nights (every satellite). */
export const nightsOfFlare = (db: Db, flareId: string, sourceId: string, nights: readonly string[]) =>
  db
    .selectFrom('flare_nights')
    .selectAll()
    .where('flare_id', '=', flareId)
    .where('source_id', '=', sourceId)
    .where('night', 'in', nights)
    .execute();

/** A flare's latest night with a detection. */
export const lastNightOfFlare = (db: Db, flareId: string, sourceId: string) =>
  db
    .selectFrom('flare_nights')
    .selectAll()
    .where('flare_id', '=', flareId)
    .where('source_id', '=', sourceId)
    .orderBy('night', 'desc')
    .orderBy('last_scanned_at', 'desc')
    .limit(1)
    .executeTakeFirst();

export const monthsOfFlare = (db: Db, flareId: string, sourceId: string) =>
  db
    .selectFrom('flare_month_detections')
    .selectAll()
    .where('flare_id', '=', flareId)
    .where('source_id', '=', sourceId)
    .orderBy('month', 'desc')
    .limit(60)
    .execute();

/** Nights a source imported per month (any satellite), for some months. */
export const nightsPerMonth = async (db: Db, sourceId: string, months: readonly string[]) => {
  if (months.length === 0) return new Map<string, number>();
  const rows = await db
    .selectFrom('vnf_nights')
    .select([monthOf.as('month'), sql<number>`count(distinct night)`.as('nights')])
    .where('source_id', '=', sourceId)
    .where(monthOf, 'in', months)
    .groupBy(monthOf)
    .execute();
  return new Map(rows.map((row) => [row.month, Number(row.nights)]));
};

// --- Candidates (administrators) ------------------------------------------------------------------

const candidateSelect = (db: Db) =>
  db
    .selectFrom('vnf_candidates as v')
    .leftJoin('flares as f', 'f.id', 'v.nearest_flare_id')
    .leftJoin('countries as c', 'c.iso3', 'f.country_iso3')
    .leftJoin('companies as co', 'co.id', 'f.company_id')
    .selectAll('v')
    .select(['f.name as flare_name', 'c.slug as country_slug', 'co.slug as company_slug']);

export type CandidateRow = NonNullable<Awaited<ReturnType<typeof findCandidate>>>;

export const findCandidate = (db: Db, id: string) =>
  candidateSelect(db).where('v.id', '=', id).executeTakeFirst();

export const listCandidates = async (db: Db, input: { status: string; limit: number; offset: number }) => {
  const [items, total] = await Promise.all([
    candidateSelect(db)
      .where('v.status', '=', input.status)
      .orderBy('v.night', 'desc')
      .orderBy('v.detections', 'desc')
      .orderBy('v.id')
      .limit(input.limit)
      .offset(input.offset)
      .execute(),
    db
      .selectFrom('vnf_candidates')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('status', '=', input.status)
      .executeTakeFirstOrThrow(),
  ]);
  return { items, total: Number(total.n) };
};
