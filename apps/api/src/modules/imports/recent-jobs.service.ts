import type { ServiceContext } from '../../lib/service-context.js';
import { jobsSince } from './recent-jobs.repository.js';

/**
 * The import jobs started since `since` (an ISO time), and how many jobs and rows succeeded or failed:
 * the admin dashboard's imports, in one query (issue 36, item 2).
 */
export const importFiguresSince = async (
  { db }: Pick<ServiceContext, 'db'>,
  { since }: { since: string },
): Promise<{ total: number; succeeded: number; failed: number; rows: number }> => {
  const jobs = await jobsSince(db, since);
  return {
    total: jobs.length,
    succeeded: jobs.filter((job) => job.status === 'succeeded').length,
    failed: jobs.filter((job) => job.status === 'failed').length,
    rows: jobs
      .filter((job) => job.status === 'succeeded')
      .reduce((sum, job) => sum + Number(job.total_rows ?? 0), 0),
  };
};
