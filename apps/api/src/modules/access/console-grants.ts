import type { ServiceContext } from '../../lib/service-context.js';
import { deleteProjectGrantRows, grantRowsOfUser } from './grants.repository.js';

/**
 * What the admin console asks of the grants (issue 36, item 2): a user's grants for the user page, and the
 * one-project grants a deleted project leaves behind. The console reads no grant table itself.
 */

/** A grant as the console's user page lists it: its kind, the project it names ('' for every project). */
export type HeldGrant = {
  kind: string;
  projectId: string;
  reason: string | null;
  createdAt: string;
  grantedBy: string | null;
};

/** The grants `userId` holds, oldest first, in one query. */
export const grantsHeldBy = async (
  { db }: Pick<ServiceContext, 'db'>,
  { userId }: { userId: string },
): Promise<HeldGrant[]> =>
  (await grantRowsOfUser(db, userId)).map((row) => ({
    kind: row.kind,
    projectId: row.project_id,
    reason: row.reason,
    createdAt: row.created_at,
    grantedBy: row.granted_by,
  }));

/** Deletes the one-project grants of `projectId`, in the caller's transaction (`ctx.db`). */
export const dropProjectGrants = async (
  { db }: Pick<ServiceContext, 'db'>,
  { projectId }: { projectId: string },
): Promise<void> => {
  await deleteProjectGrantRows(db, projectId);
};
