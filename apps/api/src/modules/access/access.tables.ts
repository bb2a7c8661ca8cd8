/**
 * The access module's table: premium and project access grants.
 * Added to the Database of db/database.ts by declaration merging: the floor imports no module.
 */

/** Premium or project access of a user; project_id '' = every project. */
export type AccessGrantsTable = {
  id: string;
  user_id: string;
  kind: string;
  project_id: string;
  granted_by: string | null;
  reason: string | null;
  created_at: string;
};

declare module '../../db/database.js' {
  interface Database {
    access_grants: AccessGrantsTable;
  }
}
