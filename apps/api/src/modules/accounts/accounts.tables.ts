/**
 * The accounts' tables: users and the codes mailed to them.
 * Added to the Database of db/database.ts by declaration merging: the floor imports no module.
 */

import type { Generated } from 'kysely';

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
  /** The cover's banner (1584×396) and small variant: storage keys (migration 009). */
  cover_photo: string | null;
  cover_photo_small: Generated<string | null>;
  /** Privacy per field (migration 009): only_me | signed_in | everyone. */
  profile_visibility: Generated<string>;
  birth_date_visibility: Generated<string>;
  location_visibility: Generated<string>;
  work_visibility: Generated<string>;
  about_visibility: Generated<string>;
  language: string;
  units: string;
  role: string;
  closed_at: string | null;
  purge_after: string | null;
  created_at: string;
  updated_at: string;
};

export type VerificationCodesTable = {
  id: string;
  purpose: string;
  address: string;
  user_id: string | null;
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  ticket_hash: string | null;
  ticket_expires_at: string | null;
};

declare module '../../db/database.js' {
  interface Database {
    users: UsersTable;
    verification_codes: VerificationCodesTable;
  }
}
