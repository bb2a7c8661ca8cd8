import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type {
  InvestorProfilesTable,
  NdaAcceptancesTable,
  PipelineEntriesTable,
  PipelineEventsTable,
} from './investors.tables.js';

/** All SQL of the investors module (profiles, pipeline, confidentiality terms). `db` may be a transaction. */

export type ProfileRow = Selectable<InvestorProfilesTable>;
export type EntryRow = Selectable<PipelineEntriesTable>;

export const findProfile = (db: Db, userId: string) =>
  db.selectFrom('investor_profiles').selectAll().where('user_id', '=', userId).executeTakeFirst();

export const profilesOf = async (db: Db, userIds: readonly string[]): Promise<Map<string, ProfileRow>> => {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('investor_profiles')
    .selectAll()
    .where('user_id', 'in', [...new Set(userIds)])
    .execute();
  return new Map(rows.map((row) => [row.user_id, row]));
};

export const upsertProfile = async (db: Db, row: Insertable<InvestorProfilesTable>) => {
  const { user_id: _userId, created_at: _createdAt, ...changes } = row;
  await db
    .insertInto('investor_profiles')
    .values(row)
    .onConflict((oc) => oc.column('user_id').doUpdateSet(changes))
    .execute();
};

export const deleteProfile = (db: Db, userId: string) =>
  db.deleteFrom('investor_profiles').where('user_id', '=', userId).execute();

export const findEntry = (db: Db, projectId: string, investorId: string) =>
  db
    .selectFrom('pipeline_entries')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('investor_id', '=', investorId)
    .executeTakeFirst();

export const findEntryById = (db: Db, projectId: string, entryId: string) =>
  db
    .selectFrom('pipeline_entries')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', entryId)
    .executeTakeFirst();

export const entriesOfProject = (db: Db, projectId: string) =>
  db
    .selectFrom('pipeline_entries')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const entriesOfInvestor = (db: Db, investorId: string) =>
  db.selectFrom('pipeline_entries').selectAll().where('investor_id', '=', investorId).execute();

export const insertEntry = (db: Db, row: Insertable<PipelineEntriesTable>) =>
  db.insertInto('pipeline_entries').values(row).execute();

/**
 * Moves an entry only from the state it was read in, so two steps taken at once cannot both apply (the
 * owner accepting an indication the investor is replacing); answers whether it moved.
 */
export const updateEntry = async (
  db: Db,
  entry: Pick<EntryRow, 'id' | 'updated_at' | 'stage' | 'is_indication_accepted' | 'amount_usd'>,
  values: Partial<Insertable<PipelineEntriesTable>>,
): Promise<boolean> => {
  const result = await db
    .updateTable('pipeline_entries')
    .set(values)
    .where('id', '=', entry.id)
    .where('updated_at', '=', entry.updated_at)
    .where('stage', '=', entry.stage)
    .where('is_indication_accepted', '=', entry.is_indication_accepted)
    .where((eb) =>
      entry.amount_usd === null ? eb('amount_usd', 'is', null) : eb('amount_usd', '=', entry.amount_usd),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

export const eventsOfEntries = async (db: Db, entryIds: readonly string[]) => {
  if (entryIds.length === 0) return [];
  return db
    .selectFrom('pipeline_events')
    .selectAll()
    .where('entry_id', 'in', entryIds)
    .orderBy('entry_id')
    .orderBy('sequence')
    .execute();
};

/** Appends one event; its sequence is one past the entry's last (unique: a parallel append fails). */
export const appendEvent = async (db: Db, row: Omit<Insertable<PipelineEventsTable>, 'sequence'>) => {
  const last = await db
    .selectFrom('pipeline_events')
    .select((eb) => eb.fn.max('sequence').as('sequence'))
    .where('entry_id', '=', row.entry_id)
    .executeTakeFirst();
  await db
    .insertInto('pipeline_events')
    .values({ ...row, sequence: Number(last?.sequence ?? 0) + 1 })
    .execute();
};

export const currentNda = (db: Db, projectId: string) =>
  db
    .selectFrom('project_ndas')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();

export const insertNda = (
  db: Db,
  row: {
    project_id: string;
    version: number;
    text_en: string;
    text_es: string;
    is_standard: number;
    created_by: string | null;
    created_at: string;
  },
) => db.insertInto('project_ndas').values(row).execute();

/** Inserts a version of the terms unless that version exists (a request storing the same at once). */
export const insertNdaUnlessPresent = (db: Db, row: Parameters<typeof insertNda>[1]) =>
  db
    .insertInto('project_ndas')
    .values(row)
    .onConflict((oc) => oc.columns(['project_id', 'version']).doNothing())
    .execute();

export const latestAcceptance = (db: Db, projectId: string, userId: string) =>
  db
    .selectFrom('nda_acceptances')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('user_id', '=', userId)
    .orderBy('accepted_at', 'desc')
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();

export const insertAcceptance = (db: Db, row: Insertable<NdaAcceptancesTable>) =>
  db.insertInto('nda_acceptances').values(row).execute();

/** Everyone who accepted a project's NDA (any version). */
export const ndaAccepterIds = async (db: Db, projectId: string): Promise<string[]> => {
  const rows = await db
    .selectFrom('nda_acceptances')
    .select('user_id')
    .distinct()
    .where('project_id', '=', projectId)
    .execute();
  return rows.map((row) => row.user_id);
};

export const acceptancesOfProject = (db: Db, projectId: string) =>
  db
    .selectFrom('nda_acceptances')
    .leftJoin('investor_profiles', 'investor_profiles.user_id', 'nda_acceptances.user_id')
    .select([
      'nda_acceptances.user_id',
      'investor_profiles.organisation',
      'nda_acceptances.version',
      'nda_acceptances.accepted_at',
      'nda_acceptances.ip',
    ])
    .where('nda_acceptances.project_id', '=', projectId)
    .orderBy('nda_acceptances.accepted_at', 'desc')
    .execute();
