/**
 * The passport's table: personal API keys.
 * Added to the Database of db/database.ts by declaration merging: the floor imports no module.
 */

/** Personal API keys (migration 009): only the SHA-256 of the secret is kept. */
export type ApiKeysTable = {
  id: string;
  user_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  /** When the key stops working (migration 018); null: its owner chose no expiry. */
  expires_at: string | null;
};

declare module '../../db/database.js' {
  interface Database {
    api_keys: ApiKeysTable;
  }
}
