import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * The deal room's conversations (issue 27, item 3): investors' questions with the owner's answer, kept
 * private to the asker or published to every investor under the NDA, and messages between a project's
 * owner side and one investor. Both cascade with their project; a purged asker or sender leaves the row
 * (a published answer stays useful to the others) with no name.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('project_questions')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('asker_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('document_id', 'varchar(36)') // a data-room document; no foreign key, as the access log
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('answer', 'text')
    .addColumn('answered_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('answered_at', 'varchar(30)')
    .addColumn('visibility', 'varchar(10)', (c) => c.notNull()) // private | published
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('project_questions_project_idx')
    .on('project_questions')
    .columns(['project_id', 'created_at'])
    .execute();

  // One conversation per project and investor: the investor and the project's owner side.
  await db.schema
    .createTable('project_messages')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('investor_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sender_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('sender_side', 'varchar(10)', (c) => c.notNull()) // investor | owner
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('read_at', 'varchar(30)') // when the other side first read it
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('project_messages_thread_idx')
    .on('project_messages')
    .columns(['project_id', 'investor_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('data_room_access_log_document_idx')
    .on('data_room_access_log')
    .columns(['document_id'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropIndex('data_room_access_log_document_idx').ifExists().execute();
  await db.schema.dropTable('project_messages').ifExists().execute();
  await db.schema.dropTable('project_questions').ifExists().execute();
};
