import type { Db } from '../../db/database.js';

/**
 * The SQL of the audit log (the floor's `audit_events`) that names no account: the kinds of event. The
 * rows with the e-mails of the account and the actor are asked of the accounts' front door.
 */

/** The kinds of event the log holds, for the filter. */
export const auditKinds = async (db: Db): Promise<string[]> =>
  (await db.selectFrom('audit_events').select('event').distinct().orderBy('event').execute()).map(
    (row) => row.event,
  );
