import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> so they stay valid as the schema type changes
export const up = async (db: Kysely<any>): Promise<void> => {
  // Investors meet projects (issue 17). A user is an investor while they have a profile.
  await db.schema
    .createTable('investor_profiles')
    .addColumn('user_id', 'varchar(36)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('organisation', 'varchar(160)', (c) => c.notNull())
    .addColumn('type', 'varchar(20)', (c) => c.notNull()) // bank | fund | dfi | family_office | strategic
    .addColumn('ticket_min_usd', 'double precision', (c) => c.notNull())
    .addColumn('ticket_max_usd', 'double precision', (c) => c.notNull())
    .addColumn('countries', 'text', (c) => c.notNull()) // JSON ISO 3166-1 alpha-2 codes
    .addColumn('technologies', 'text', (c) => c.notNull()) // JSON project_technologies ids
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();

  // One investor's place in one project's pipeline: the current state, which pipeline_events explains.
  await db.schema
    .createTable('pipeline_entries')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('investor_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('stage', 'varchar(20)', (c) => c.notNull())
    .addColumn('is_indication_accepted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('amount_usd', 'double precision')
    .addColumn('instrument', 'varchar(20)')
    .addColumn('conditions', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('pipeline_entries_project_investor_uq', ['project_id', 'investor_id'])
    .execute();
  await db.schema
    .createIndex('pipeline_entries_investor_idx')
    .on('pipeline_entries')
    .column('investor_id')
    .execute();

  // Append-only: every step with who took it, when and the amounts. Never updated or deleted but with
  // its project or investor.
  await db.schema
    .createTable('pipeline_events')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('entry_id', 'varchar(36)', (c) =>
      c.notNull().references('pipeline_entries.id').onDelete('cascade'),
    )
    .addColumn('step', 'varchar(30)', (c) => c.notNull())
    .addColumn('stage', 'varchar(20)', (c) => c.notNull()) // the stage the step led to
    .addColumn('actor_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('actor_side', 'varchar(10)', (c) => c.notNull()) // investor | owner
    .addColumn('amount_usd', 'double precision')
    .addColumn('instrument', 'varchar(20)')
    .addColumn('conditions', 'text')
    .addColumn('nda_version', 'integer')
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('pipeline_events_entry_sequence_uq', ['entry_id', 'sequence'])
    .execute();

  // A project's confidentiality terms, one row per version; the latest is in force.
  await db.schema
    .createTable('project_ndas')
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('text_en', 'text', (c) => c.notNull())
    .addColumn('text_es', 'text', (c) => c.notNull())
    .addColumn('is_standard', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_ndas_pk', ['project_id', 'version'])
    .execute();

  // Who accepted which version, when and from where (a new row per acceptance). A purged account takes
  // its acceptances with it: without the person, the record proves nothing.
  await db.schema
    .createTable('nda_acceptances')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('language', 'varchar(2)', (c) => c.notNull())
    .addColumn('ip', 'varchar(45)')
    .addColumn('user_agent', 'varchar(300)')
    .addColumn('accepted_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('nda_acceptances_project_user_idx')
    .on('nda_acceptances')
    .columns(['project_id', 'user_id'])
    .execute();

  // In-app notices (the header's bell), one row per recipient; `data` is JSON the web words itself.
  await db.schema
    .createTable('notifications')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('project_id', 'varchar(36)', (c) => c.references('projects.id').onDelete('cascade'))
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('read_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user_idx')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();

  // The kinds of e-mail a user turned off (in the settings, or by a mail's one-click link).
  await db.schema
    .createTable('notification_email_opt_outs')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_email_opt_outs_pk', ['user_id', 'kind'])
    .execute();

  // The data room: documents per project in folders, each with every version uploaded (the stored
  // files have random keys; the names people gave them are kept here).
  await db.schema
    .createTable('data_room_documents')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('folder', 'varchar(20)', (c) => c.notNull()) // technical | financial | legal | environmental
    .addColumn('current_version', 'integer', (c) => c.notNull())
    .addColumn('created_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('removed_at', 'varchar(30)') // removed: its files are deleted, the row stays for the log
    .execute();
  await db.schema
    .createIndex('data_room_documents_project_idx')
    .on('data_room_documents')
    .column('project_id')
    .execute();
  await db.schema
    .createTable('data_room_versions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('document_id', 'varchar(36)', (c) =>
      c.notNull().references('data_room_documents.id').onDelete('cascade'),
    )
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('storage_key', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
    .addColumn('size_bytes', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
    .addColumn('uploaded_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('data_room_versions_document_version_uq', ['document_id', 'version'])
    .execute();
  // Every look at the data room, allowed or refused: who, what, when, from where.
  await db.schema
    .createTable('data_room_access_log')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('document_id', 'varchar(36)') // no foreign key: the log outlives nothing it names
    .addColumn('version', 'integer')
    .addColumn('user_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(20)', (c) => c.notNull()) // view | download | upload | replace | remove
    .addColumn('outcome', 'varchar(10)', (c) => c.notNull()) // allowed | refused
    .addColumn('reason', 'varchar(40)') // the error code of a refusal
    .addColumn('ip', 'varchar(45)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('data_room_access_log_project_idx')
    .on('data_room_access_log')
    .columns(['project_id', 'created_at'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up
export const down = async (db: Kysely<any>): Promise<void> => {
  for (const table of [
    'data_room_access_log',
    'data_room_versions',
    'data_room_documents',
    'notification_email_opt_outs',
    'notifications',
    'nda_acceptances',
    'project_ndas',
    'pipeline_events',
    'pipeline_entries',
    'investor_profiles',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
};
