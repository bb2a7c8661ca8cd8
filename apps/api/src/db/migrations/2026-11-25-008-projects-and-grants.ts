import { sql, type Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any> so they stay valid as the schema type changes
export const up = async (db: Kysely<any>): Promise<void> => {
  // Gas-to-power projects (DESIGN §7). References to flaring data (company, country, flares) carry no
  // foreign key: the seed reload replaces those tables wholesale, keeping their stable ids, and must not
  // be refused (or cascade) because a project names one of them.
  await db.schema
    .createTable('projects')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('slug', 'varchar(160)', (c) => c.notNull().unique())
    .addColumn('title_en', 'varchar(160)', (c) => c.notNull())
    .addColumn('title_es', 'varchar(160)', (c) => c.notNull())
    .addColumn('summary_en', 'text', (c) => c.notNull())
    .addColumn('summary_es', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('description_es', 'text', (c) => c.notNull())
    .addColumn('company_id', 'varchar(36)')
    .addColumn('country_iso3', 'varchar(3)', (c) => c.notNull())
    .addColumn('stage', 'varchar(20)', (c) => c.notNull()) // idea | feasibility | seeking_funding | funded | operating
    .addColumn('technology', 'varchar(60)', (c) => c.notNull()) // project_technologies.id
    .addColumn('gas_available_m3_per_day', 'double precision', (c) => c.notNull())
    .addColumn('composition', 'text') // JSON mole fractions when entered; null = from the linked flares
    // JSON: the finance model's inputs (packages/shared/src/domain/finance-model.ts), validated by the
    // shared schema on every write. One column, so the model's inputs can grow without a migration.
    .addColumn('model_inputs', 'text', (c) => c.notNull())
    .addColumn('funding_sought_usd', 'double precision', (c) => c.notNull())
    .addColumn('milestones', 'text', (c) => c.notNull()) // JSON [{ date, labelEn, labelEs, isDone }]
    .addColumn('owner_id', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('is_published', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_illustrative', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_featured', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('published_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('projects_owner_idx').on('projects').column('owner_id').execute();
  await db.schema
    .createIndex('projects_published_idx')
    .on('projects')
    .columns(['is_published', 'stage'])
    .execute();

  await db.schema
    .createTable('project_flares')
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('flare_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('project_flares_pk', ['project_id', 'flare_id'])
    .execute();
  await db.schema.createIndex('project_flares_flare_idx').on('project_flares').column('flare_id').execute();

  // Every stage a project entered, with when and who: the pipeline on the info page.
  await db.schema
    .createTable('project_stage_changes')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('stage', 'varchar(20)', (c) => c.notNull())
    .addColumn('changed_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('changed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('project_stage_changes_project_idx')
    .on('project_stage_changes')
    .columns(['project_id', 'changed_at'])
    .execute();

  // The technologies a project may name: the model's three, and others administrators add.
  await db.schema
    .createTable('project_technologies')
    .addColumn('id', 'varchar(60)', (c) => c.primaryKey())
    .addColumn('name_en', 'varchar(120)', (c) => c.notNull())
    .addColumn('name_es', 'varchar(120)', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  const now = new Date().toISOString();
  await db
    .insertInto('project_technologies')
    .values(
      [
        {
          id: 'reciprocating_engine',
          name_en: 'Reciprocating gas engine',
          name_es: 'Motor de gas alternativo',
        },
        { id: 'microturbine', name_en: 'Microturbine', name_es: 'Microturbina' },
        { id: 'gas_turbine', name_en: 'Gas turbine', name_es: 'Turbina de gas' },
      ].map((row, position) => ({ ...row, position, created_at: now })),
    )
    .execute();

  // Access grants (policies.ts): premium data, or project data for every published project
  // (project_id '') or for one. Replaces the two yes/no columns on users; who granted and why is kept.
  await db.schema
    .createTable('access_grants')
    .addColumn('id', 'varchar(36)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(36)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull()) // premium | projects
    .addColumn('project_id', 'varchar(36)', (c) => c.notNull().defaultTo('')) // '' = every project
    .addColumn('granted_by', 'varchar(36)', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('reason', 'varchar(500)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addUniqueConstraint('access_grants_user_kind_project_key', ['user_id', 'kind', 'project_id'])
    .execute();
  await db.schema.createIndex('access_grants_project_idx').on('access_grants').column('project_id').execute();
  await sql`
    insert into access_grants (id, user_id, kind, project_id, granted_by, reason, created_at)
    select 'premium-' || id, id, 'premium', '', null, 'granted before access grants were recorded', ${now}
    from users where has_premium_access = 1
  `.execute(db);
  await sql`
    insert into access_grants (id, user_id, kind, project_id, granted_by, reason, created_at)
    select 'projects-' || id, id, 'projects', '', null, 'granted before access grants were recorded', ${now}
    from users where has_project_access = 1
  `.execute(db);
  await db.schema.alterTable('users').dropColumn('has_premium_access').execute();
  await db.schema.alterTable('users').dropColumn('has_project_access').execute();

  // Admin changes name who acted and why; `details` is JSON (the change), never a secret.
  await db.schema.alterTable('audit_events').addColumn('actor_id', 'varchar(36)').execute();
  await db.schema.alterTable('audit_events').addColumn('details', 'text').execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.alterTable('audit_events').dropColumn('details').execute();
  await db.schema.alterTable('audit_events').dropColumn('actor_id').execute();
  await db.schema
    .alterTable('users')
    .addColumn('has_project_access', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('has_premium_access', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.dropTable('access_grants').execute();
  await db.schema.dropTable('project_technologies').execute();
  await db.schema.dropTable('project_stage_changes').execute();
  await db.schema.dropTable('project_flares').execute();
  await db.schema.dropTable('projects').execute();
};
