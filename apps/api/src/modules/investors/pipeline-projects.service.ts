import type { ServiceContext } from '../../lib/service-context.js';
import { canViewProject, projectGrantIds } from '../access/index.js';
import { projectRowsOf } from '../projects/index.js';
import * as repo from './investors.repository.js';
import { requireSignedIn } from './project-access.js';

/**
 * The projects the user is an investor in (issue 17's pipeline), whatever their step: those with a
 * pipeline entry of theirs that they do not own and may still see (an old entry of a project they lost
 * access to does not count). The passport's "pipeline" group of My projects.
 */
export const pipelineProjectSlugs = async ({
  db,
  actor,
}: Pick<ServiceContext, 'db' | 'actor'>): Promise<Set<string>> => {
  const user = requireSignedIn(actor);
  const [entries, grantIds] = await Promise.all([
    repo.entriesOfInvestor(db, user.id),
    projectGrantIds(db, user.id),
  ]);
  const rows = await projectRowsOf({ db }, { ids: entries.map((entry) => entry.project_id) });
  return new Set(
    rows
      .filter(
        (row) =>
          row.owner_id !== user.id &&
          canViewProject(
            user,
            { id: row.id, ownerId: row.owner_id, isPublished: row.is_published === 1 },
            grantIds,
          ),
      )
      .map((row) => row.slug),
  );
};
