import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * Issue 20, attribution by date (decision 014): which company operated a flare in a year, where a source
 * dates it (the Secretaría de Energía's production per concession × company gives each company's first and
 * last month in an area). The roll-ups take a flare-year's company from here, and the flare's own company
 * (today's operator) only for years no source dates. One company per flare and year.
 *
 * A database seeded before this migration has no dated rows until the shipped data is loaded again
 * (`npm run import -- seed`): until then every year stays with today's operator, as before.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createTable('flare_operator_years')
    .addColumn('flare_id', 'varchar(36)', (c) => c.notNull().references('flares.id'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('company_id', 'varchar(36)', (c) => c.notNull().references('companies.id'))
    .addColumn('source_id', 'varchar(60)', (c) => c.notNull().references('data_sources.id'))
    .addPrimaryKeyConstraint('flare_operator_years_pk', ['flare_id', 'year'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropTable('flare_operator_years').execute();
};
