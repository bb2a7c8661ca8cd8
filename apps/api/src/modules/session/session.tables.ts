/**
 * The session's table: signed-in sessions, by the hash of their token.
 * Added to the Database of db/database.ts by declaration merging: the floor imports no module.
 */

export type SessionsTable = {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  user_agent: string | null;
};

declare module '../../db/database.js' {
  interface Database {
    sessions: SessionsTable;
  }
}
