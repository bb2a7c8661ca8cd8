import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Issue 24, operators worldwide (decision 016):
 * - `company_aliases`: names a company is also known by (a rename, a branch, a spelling, an export's
 *   garbled accents), each with its evidence; imports file an alias under the company's one name, and the
 *   company page and search show them. `country_iso3` '' holds in every country.
 * - `company_group_rules`: the group a company rolls up to where a public source says who owns it
 *   (Vostsibneftegaz → Rosneft), with the evidence. A company with no rule is its own group, so the same
 *   name in several countries (Eni) is one group.
 * - `companies.group_slug` / `group_name`: the group each company belongs to, set when the company is made.
 * - `fields.field_type`: oil, gas or lng, where the World Bank's workbook says.
 * - `flare_site_matches`: each site of a per-flare source matched to a catalogue flare in a year, with its
 *   distance, its field and operator as written, and its volume: the evidence behind an attribution.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('company_aliases')
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull())
    .addColumn('alias_key', 'varchar(250)', (c) => c.notNull())
    .addColumn('alias', 'varchar(200)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('evidence', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_aliases_pk', ['country_iso3', 'alias_key'])
    .execute();
  await db.schema
    .createTable('company_group_rules')
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull())
    .addColumn('company_key', 'varchar(250)', (c) => c.notNull())
    .addColumn('company', 'varchar(200)', (c) => c.notNull())
    .addColumn('group_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('evidence', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('company_group_rules_pk', ['country_iso3', 'company_key'])
    .execute();
  await db.schema.alterTable('companies').addColumn('group_slug', 'varchar(120)').execute();
  await db.schema.alterTable('companies').addColumn('group_name', 'varchar(200)').execute();
  await db.schema.createIndex('companies_group_idx').on('companies').column('group_slug').execute();
  await db.schema.alterTable('fields').addColumn('field_type', 'varchar(10)').execute();
  await db.schema
    .createTable('flare_site_matches')
    .addColumn('flare_id', 'varchar(36)', (c) => c.notNull().references('flares.id').onDelete('cascade'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull().references('data_sources.id'))
    .addColumn('site_latitude', 'double precision', (c) => c.notNull())
    .addColumn('site_longitude', 'double precision', (c) => c.notNull())
    .addColumn('distance_m', 'double precision', (c) => c.notNull())
    .addColumn('field_name', 'varchar(200)')
    .addColumn('field_type', 'varchar(10)')
    .addColumn('operator', 'varchar(200)')
    .addColumn('volume_m3', 'double precision')
    .addPrimaryKeyConstraint('flare_site_matches_pk', ['flare_id', 'year', 'source_id'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropTable('flare_site_matches').execute();
  await db.schema.alterTable('fields').dropColumn('field_type').execute();
  await db.schema.dropIndex('companies_group_idx').execute();
  await db.schema.alterTable('companies').dropColumn('group_name').execute();
  await db.schema.alterTable('companies').dropColumn('group_slug').execute();
  await db.schema.dropTable('company_group_rules').execute();
  await db.schema.dropTable('company_aliases').execute();
};
