import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql, type Generated } from 'kysely';
import pg from 'pg';
import type { Database as DatabaseConfig } from '../config.js';

/**
 * Table types. Timestamps are ISO-8601 UTC text and booleans are 0/1 integers on both dialects,
 * so the same queries and comparisons work on SQLite and PostgreSQL.
 */
export type AppSettingsTable = { key: string; value: string; updated_at: string };

export type UsersTable = {
  id: string;
  email: string;
  password_hash: string;
  username: string | null;
  username_key: string | null;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  country: string | null;
  city: string | null;
  is_working: number | null;
  company: string | null;
  position: string | null;
  headline: string | null;
  about: string | null;
  cover_photo: string | null;
  language: string;
  units: string;
  role: string;
  has_premium_access: Generated<number>;
  has_project_access: Generated<number>;
  closed_at: string | null;
  purge_after: string | null;
  created_at: string;
  updated_at: string;
};

export type SessionsTable = {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  user_agent: string | null;
};

export type CaptchaUsesTable = { signature: string; expires_at: string };

export type Database = {
  app_settings: AppSettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  captcha_uses: CaptchaUsesTable;
};

export type Db = Kysely<Database>;
export type Dialect = DatabaseConfig['dialect'];

// PostgreSQL returns int8 (COUNT(*), SUM of integers) as strings; our counts fit a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

/** Opens the configured database. SQLite files and their folder are created on first use. */
export const createDatabase = (config: DatabaseConfig): Db => {
  if (config.dialect === 'sqlite') {
    if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    // WAL lets readers go on while an import writes; busy_timeout lets several processes share the file.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('foreign_keys = ON');
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url, max: 10 }) }),
  });
};

/** True when the database answers a trivial query. */
export const pingDatabase = async (db: Db): Promise<boolean> => {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
};
