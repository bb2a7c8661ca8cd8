import type { Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Personal API keys expire (issue 25, item 3): `expires_at` (ISO-8601 UTC; null: the owner chose no expiry),
 * chosen when the key is made, a year from its creation by default. Keys made before this had none; they get
 * that default, a year from their creation, but never less than 30 days from now, so that no program using
 * one stops without its owner having had time to see the date on the key list.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
export const up = async (db: Kysely<any>): Promise<void> => {
  await db.schema.alterTable('api_keys').addColumn('expires_at', 'varchar(30)').execute();
  const floor = Date.now() + 30 * DAY_MS;
  const keys = (await db.selectFrom('api_keys').select(['id', 'created_at']).execute()) as {
    id: string;
    created_at: string;
  }[];
  for (const key of keys) {
    const expiresAt = Math.max(new Date(key.created_at).getTime() + 365 * DAY_MS, floor);
    await db
      .updateTable('api_keys')
      .set({ expires_at: new Date(expiresAt).toISOString() })
      .where('id', '=', key.id)
      .execute();
  }
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export const down = async (db: Kysely<any>): Promise<void> => {
  await db.schema.alterTable('api_keys').dropColumn('expires_at').execute();
};
