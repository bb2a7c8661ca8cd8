import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/** Flare counts per company within a country (the country view) read this index alone. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema
    .createIndex('flares_country_company_idx')
    .on('flares')
    .columns(['country_iso3', 'company_id'])
    .execute();
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.dropIndex('flares_country_company_idx').execute();
};
