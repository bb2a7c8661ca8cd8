import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Issue 33, item 9 (decision 041): new matches are told by the bell and by mail — immediately, in a weekly
 * digest (the default for matches) or not at all, per kind of notice — and screened opportunities that
 * newly meet an investor's criteria after an import are told too, once each.
 *
 * - `notification_email_modes`: a user's choice between an immediate mail and the weekly digest for a kind
 *   (no row: the kind's default; "off" stays in `notification_email_opt_outs`, which the one-click
 *   unsubscribe writes).
 * - `notifications.mail_state`: `digest` while the notice waits for its user's weekly digest, `sent` once a
 *   digest (`digest_id`) carried it; null for a notice mailed at once or not mailed.
 * - `notice_digests`: each digest sent (one per user and week).
 * - `screened_match_baseline`: what the matching rule reads of each screened row as of the last time new
 *   screened matches were looked for; the next screening's rows are compared with it.
 * - `screened_match_notices`: the screened rows (by flare) each investor has been told of; never twice.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('notification_email_modes')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('mode', 'varchar(10)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('notification_email_modes_pk', ['user_id', 'kind'])
    .execute();

  await db.schema.alterTable('notifications').addColumn('mail_state', 'varchar(10)').execute();
  await db.schema.alterTable('notifications').addColumn('digest_id', 'varchar(36)').execute();
  await db.schema
    .createIndex('notifications_mail_state_idx')
    .on('notifications')
    .columns(['mail_state', 'user_id'])
    .execute();

  await db.schema
    .createTable('notice_digests')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('week_of', 'varchar(30)', (c) => c.notNull())
    .addColumn('items', 'integer', (c) => c.notNull())
    .addColumn('sent_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  // One digest per user and week, whichever process sends it.
  await db.schema
    .createIndex('notice_digests_user_week_idx')
    .on('notice_digests')
    .columns(['user_id', 'week_of'])
    .unique()
    .execute();

  await db.schema
    .createTable('screened_match_baseline')
    .addColumn('flare_id', 'varchar(80)', (c) => c.primaryKey())
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull())
    .addColumn('technology', 'varchar(40)', (c) => c.notNull())
    .addColumn('capex_usd', 'double precision', (c) => c.notNull())
    .addColumn('lenders_debt_usd', 'double precision')
    .addColumn('lenders_irr', 'double precision')
    .addColumn('sponsors_equity_irr', 'double precision')
    .execute();

  await db.schema
    .createTable('screened_match_notices')
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('flare_id', 'varchar(80)', (c) => c.notNull())
    .addColumn('notification_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('screened_match_notices_pk', ['user_id', 'flare_id'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  for (const table of [
    'screened_match_notices',
    'screened_match_baseline',
    'notice_digests',
    'notification_email_modes',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
  await db.schema.dropIndex('notifications_mail_state_idx').ifExists().execute();
  await db.schema.alterTable('notifications').dropColumn('digest_id').execute();
  await db.schema.alterTable('notifications').dropColumn('mail_state').execute();
};
