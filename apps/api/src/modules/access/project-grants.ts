import type { ServiceContext } from '../../lib/service-context.js';
import { ALL_PROJECTS, projectGrantRows } from './grants.repository.js';

/** What the project policies read of a user's grants: the grant for every project, and the one-project ones. */
export type ProjectGrants = { hasProjectAccess: boolean; projectIds: Set<string> };

/**
 * The project grants of each of `userIds`, read in one query (a batch: the audience of a notice); a user
 * with none has an entry with none.
 */
export const projectGrantsOf = async (
  { db }: Pick<ServiceContext, 'db'>,
  { userIds }: { userIds: readonly string[] },
): Promise<Map<string, ProjectGrants>> => {
  const grants = new Map<string, ProjectGrants>(
    userIds.map((id) => [id, { hasProjectAccess: false, projectIds: new Set<string>() }]),
  );
  for (const row of await projectGrantRows(db, userIds)) {
    const own = grants.get(row.user_id);
    if (!own) continue;
    if (row.project_id === ALL_PROJECTS) own.hasProjectAccess = true;
    else own.projectIds.add(row.project_id);
  }
  return grants;
};
