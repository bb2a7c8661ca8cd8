import { AppError } from '../../errors.js';
import type { Db } from '../../db/database.js';
import {
  canManageInvestors,
  canViewProject,
  isAdmin,
  isProjectOwner,
  type PolicyProject,
  projectGrantIds,
} from '../access/index.js';
import type { SignedInUser } from '../../lib/signed-in-user.js';
import { findProjectBySlug, type ProjectRow } from '../projects/index.js';

/** Who the viewer is to a project: its owner, an administrator, or anyone else (an investor). */
export type ViewerRole = 'owner' | 'admin' | 'investor';

export type ProjectAccess = {
  user: SignedInUser;
  row: ProjectRow;
  project: PolicyProject;
  grantIds: Set<string>;
  role: ViewerRole;
  /** The owner's side: the owner and administrators. */
  isOwnerSide: boolean;
};

export const requireSignedIn = (viewer: SignedInUser | null): SignedInUser => {
  if (!viewer) throw new AppError('unauthenticated');
  return viewer;
};

/**
 * The project behind a slug, for a viewer who may see it (canViewProject), with their role. As the
 * project pages answer: a draft of someone else is `not_found`, a published project without access
 * `no_project_access`.
 */
export const requireProjectAccess = async (
  db: Db,
  viewer: SignedInUser | null,
  slug: string,
): Promise<ProjectAccess> => {
  const user = requireSignedIn(viewer);
  const row = await findProjectBySlug(db, slug);
  if (!row) throw new AppError('not_found');
  const project: PolicyProject = { id: row.id, ownerId: row.owner_id, isPublished: row.is_published === 1 };
  const grantIds = await projectGrantIds(db, user.id);
  if (!canViewProject(user, project, grantIds)) {
    throw new AppError(project.isPublished ? 'no_project_access' : 'not_found');
  }
  const role: ViewerRole = isProjectOwner(user, project) ? 'owner' : isAdmin(user) ? 'admin' : 'investor';
  return { user, row, project, grantIds, role, isOwnerSide: canManageInvestors(user, project) };
};
