import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Issue 34, company truth (decision 035):
 * - `company_holders`: who holds a company no one controls (a joint venture: Slavneft by Rosneft and Gazprom
 *   Neft; Nigeria LNG by NNPC, Shell, TotalEnergies and Eni), with the share where a source gives it and the
 *   evidence. Shown as such, never rolled up into one holder.
 * - `former_addresses`: every company or flare address the product served that now names another resource
 *   (a rename, a merge, a flare re-filed under another operator). Written by what changes a slug (the seed,
 *   an import, a merge) and never cleared by a reload: the API answers 301 to the resource `target_id` names.
 *   `flare_name` is '' for a company's address.
 * - `duplicate_reviews`: an administrator's decision on a pair of companies the candidate-duplicates report
 *   proposed (merge, or not the same), with the evidence; merges are applied again after every reload.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('company_holders')
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull())
    .addColumn('group_slug', 'varchar(120)', (c) => c.notNull())
    .addColumn('holder', 'varchar(200)', (c) => c.notNull())
    .addColumn('holder_group_slug', 'varchar(120)', (c) => c.notNull())
    .addColumn('share_pct', 'double precision')
    .addColumn('evidence', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_holders_pk', ['group_slug', 'holder_group_slug'])
    .execute();
  await db.schema
    .createIndex('company_holders_holder_idx')
    .on('company_holders')
    .column('holder_group_slug')
    .execute();
  await db.schema
    .createTable('former_addresses')
    .addColumn('kind', 'varchar(10)', (c) => c.notNull())
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull())
    .addColumn('company_slug', 'varchar(120)', (c) => c.notNull())
    .addColumn('flare_name', 'varchar(160)', (c) => c.notNull())
    .addColumn('target_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('reason', 'varchar(20)', (c) => c.notNull())
    .addColumn('recorded_at', 'varchar(30)', (c) => c.notNull())
    .addPrimaryKeyConstraint('former_addresses_pk', ['kind', 'country_iso3', 'company_slug', 'flare_name'])
    .execute();
  await db.schema
    .createTable('duplicate_reviews')
    .addColumn('pair_key', 'varchar(80)', (c) => c.notNull().primaryKey())
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull())
    .addColumn('keep_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('other_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('decision', 'varchar(10)', (c) => c.notNull())
    .addColumn('evidence', 'text', (c) => c.notNull())
    .addColumn('reviewed_by', 'varchar(36)')
    .addColumn('reviewed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropTable('duplicate_reviews').execute();
  await db.schema.dropTable('former_addresses').execute();
  await db.schema.dropIndex('company_holders_holder_idx').execute();
  await db.schema.dropTable('company_holders').execute();
};
