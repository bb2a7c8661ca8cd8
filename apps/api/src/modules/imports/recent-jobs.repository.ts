import type { Db } from '../../db/database.js';

/** The SQL of `recent-jobs.service.ts`: the import jobs started since a time. */

export const jobsSince = (db: Db, since: string) =>
  db.selectFrom('import_jobs').select(['status', 'total_rows']).where('created_at', '>=', since).execute();
