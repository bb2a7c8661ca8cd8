import type { Insertable } from 'kysely';
import type { AuditEventsTable, Db } from '../db/database.js';

/** audit_events, the floor's table (lib/audit.ts writes it; admin/audit-log reads it). */

export const insertAuditEvent = async (db: Db, row: Insertable<AuditEventsTable>): Promise<void> => {
  await db.insertInto('audit_events').values(row).execute();
};

/** Every event about one user (their purge). */
export const deleteAuditEventsOf = async (db: Db, userId: string): Promise<void> => {
  await db.deleteFrom('audit_events').where('user_id', '=', userId).execute();
};
