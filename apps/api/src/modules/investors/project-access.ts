import { AppError } from '../../errors.js';
import type { Db } from '../../db/database.js';
import {
  canManageInvestors,
  canViewProject,
  isAdmin,
  isProjectOwner,
  type PolicyProject,
  type PolicyUser,
  projectGrantIds,
} from '../access/index.js';
import { findProjectBySlug, type ProjectRow } from '../projects/index.js';

/** The signed-in user asking, or null for a visitor. */
export type Viewer = PolicyUser | null;

/** Who the viewer is to a project: its owner, an administrator, or anyone else (an investor). */
export type ViewerRole = 'owner' | 'admin' | 'investor';

export type ProjectAccess = {
  user: PolicyUser;
  row: ProjectRow;
  project: PolicyProject;
  grantIds: Set<string>;
  role: ViewerRole;
  /** The owner's side: the owner and administrators. */
  isOwnerSide: boolean;
};

export const requireSignedIn = (viewer: Viewer): PolicyUser => {
  if (!viewer) throw new AppError('unauthenticated');
  return viewer;
};

/**
 * The project behind a slug, for a viewer who may see it (canViewProject), with their role. As the
 * project pages answer: a draft of someone else is `not_found`, a published project without access
 * `no_project_access`.
 */
export const requireProjectAccess = async (db: Db, viewer: Viewer, slug: string): Promise<ProjectAccess> => {
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
