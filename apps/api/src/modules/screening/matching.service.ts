import type { ServiceContext } from '../../lib/service-context.js';
import * as repo from './matching.repository.js';

export type { ScreenedFilter } from './matching.repository.js';

/**
 * The screened rows as the investors' rule reads them (decisions 039, 041), asked through this front door
 * rather than read from screening's tables (issue 36, item 2; decision 046).
 */

/** One page of the screened rows meeting an investor's criteria as a filter, and how many there are. */
export const screenedRowsMatching = async (
  { db }: Pick<ServiceContext, 'db'>,
  { filter }: { filter: repo.ScreenedFilter },
) => {
  const selected = repo.screenedMatches(db, filter);
  const [rows, total] = await Promise.all([selected.rows, selected.total]);
  return { rows, total };
};

/** Every screened row with what the rule reads and a notice names. */
export const screenedRowsForNotices = async ({ db }: Pick<ServiceContext, 'db'>) =>
  repo.screenedForNotices(db);

/** What the rule read of each screened row the last time new screened matches were looked for. */
export const screenedBaselineRows = async ({ db }: Pick<ServiceContext, 'db'>) => repo.screenedBaseline(db);

/** The baseline becomes the screened rows as they are now (in the caller's transaction: `db`). */
export const replaceScreenedBaseline = async ({ db }: Pick<ServiceContext, 'db'>): Promise<void> =>
  repo.replaceScreenedBaseline(db);
