import { PostgresAdapter, sql, type Kysely } from 'kysely';

/* Frozen: never edit a migration that has shipped; add a new one. */

/**
 * PostgreSQL only (issue 25, item 8; decision 019): a commit that changes `users`, `sessions` or
 * `access_grants` notifies the channel `flarescope_account_changes` (db/account-changes.ts) with the user
 * id of each changed row, so that every process forgets that user's cached sessions. Triggers, not the
 * application, send it: the CLIs, a purge, an administrator's console and any other process all write
 * these tables, and a notification is delivered only if, and when, its transaction commits (identical
 * payloads of one transaction are sent once). A TRUNCATE sends an empty payload: forget everyone.
 * SQLite needs none of this: its processes see each other's commits through PRAGMA data_version.
 */
const TABLES = ['users', 'sessions', 'access_grants'] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against Kysely<any>
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see isPostgres
export const up = async (db: Kysely<any>): Promise<void> => {
  if (!isPostgres(db)) return;
  await sql`
    create or replace function flarescope_notify_account_change() returns trigger
    language plpgsql as $$
    begin
      if tg_level = 'STATEMENT' then
        perform pg_notify('flarescope_account_changes', '');
      elsif tg_table_name = 'users' then
        if tg_op = 'DELETE' then
          perform pg_notify('flarescope_account_changes', old.id);
        else
          perform pg_notify('flarescope_account_changes', new.id);
        end if;
      elsif tg_op = 'DELETE' then
        perform pg_notify('flarescope_account_changes', old.user_id);
      else
        perform pg_notify('flarescope_account_changes', new.user_id);
        if tg_op = 'UPDATE' and old.user_id is distinct from new.user_id then
          perform pg_notify('flarescope_account_changes', old.user_id);
        end if;
      end if;
      return null;
    end;
    $$
  `.execute(db);
  for (const table of TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_notify_account_change`)}
      after insert or update or delete on ${sql.table(table)}
      for each row execute function flarescope_notify_account_change()
    `.execute(db);
    await sql`
      create trigger ${sql.id(`${table}_notify_account_truncate`)}
      after truncate on ${sql.table(table)}
      for each statement execute function flarescope_notify_account_change()
    `.execute(db);
  }
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see isPostgres
export const down = async (db: Kysely<any>): Promise<void> => {
  if (!isPostgres(db)) return;
  for (const table of TABLES) {
    await sql`drop trigger if exists ${sql.id(`${table}_notify_account_truncate`)} on ${sql.table(table)}`.execute(
      db,
    );
    await sql`drop trigger if exists ${sql.id(`${table}_notify_account_change`)} on ${sql.table(table)}`.execute(
      db,
    );
  }
  await sql`drop function if exists flarescope_notify_account_change()`.execute(db);
};
