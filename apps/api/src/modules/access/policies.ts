import type { SignedInUser } from '../../lib/signed-in-user.js';

/**
 * Every permission rule of the API, in one place (DESIGN §5: authorisation is the server's job).
 * Pure functions over the signed-in user (or null for a visitor) and the thing asked for; the routes'
 * guards and the services call them, and nothing else decides who may do what.
 */

/**
 * What a rule reads of the signed-in user (null: a visitor): its id, role and account-wide access
 * (access_grants), a Pick of the one user type, so a caller with a whole SignedInUser passes it as it is.
 */
type RuleUser = Pick<SignedInUser, 'id' | 'role' | 'hasPremiumAccess' | 'hasProjectAccess'> | null;

/** What a rule needs to know of a project. */
export type PolicyProject = { id: string; ownerId: string | null; isPublished: boolean };

/** Administrators: imports, grants, publishing (DESIGN §1). */
export const isAdmin = (user: Pick<SignedInUser, 'role'> | null): boolean => user?.role === 'admin';

/** Premium data: downloads of the explorer's views. */
export const canExport = (user: RuleUser): boolean =>
  user !== null && (user.hasPremiumAccess || isAdmin(user));

/** The project pages at all: a grant for every project, or the owner's or admin's own work. */
export const hasAnyProjectAccess = (user: RuleUser): boolean =>
  user !== null && (user.hasProjectAccess || isAdmin(user));

export const isProjectOwner = (user: RuleUser, project: PolicyProject): boolean =>
  user !== null && project.ownerId !== null && project.ownerId === user.id;

/**
 * One project: its owner and admins always (drafts too); anyone else only once it is published, with a
 * grant for every project or for this one (`projectGrantIds`: the ids of the user's one-project grants).
 */
export const canViewProject = (
  user: RuleUser,
  project: PolicyProject,
  projectGrantIds: ReadonlySet<string>,
): boolean => {
  if (user === null) return false;
  if (isAdmin(user) || isProjectOwner(user, project)) return true;
  if (!project.isPublished) return false;
  return user.hasProjectAccess || projectGrantIds.has(project.id);
};

/** Any signed-in user may turn a flare into a draft project; it stays theirs until an admin publishes it. */
export const canCreateProject = (user: RuleUser): boolean => user !== null;

/** The owner edits (stage included); admins edit any project. */
export const canEditProject = (user: RuleUser, project: PolicyProject): boolean =>
  isAdmin(user) || isProjectOwner(user, project);

/** Publishing, unpublishing and featuring are the administrators' (DESIGN §1). */
export const canPublishProject = (user: RuleUser): boolean => isAdmin(user);

/**
 * The owner's side of a project's investor pipeline (accept or decline an indication, close a
 * commitment), its confidentiality terms and who accepted them: the owner and administrators.
 */
export const canManageInvestors = (user: RuleUser, project: PolicyProject): boolean =>
  canEditProject(user, project);

/**
 * The owner's side's decisions on one investor's entry (accept or decline an indication, close a
 * commitment): those who manage the project's investors, never on their own entry. The conflict rule holds
 * for every role: an administrator who invested does not approve their own money, as an owner does not
 * invest in their own project.
 */
export const canDecideOnEntry = (
  user: RuleUser,
  project: PolicyProject,
  entry: { investorId: string },
): boolean => user !== null && entry.investorId !== user.id && canManageInvestors(user, project);

/**
 * An investor's steps (interest, indication, commitment, withdrawal): someone who may see the project,
 * has an investor profile, and is not its owner (an owner does not invest in their own project).
 */
export const canInvestIn = (
  user: RuleUser,
  project: PolicyProject,
  projectGrantIds: ReadonlySet<string>,
  hasInvestorProfile: boolean,
): boolean =>
  hasInvestorProfile && !isProjectOwner(user, project) && canViewProject(user, project, projectGrantIds);

/**
 * The data room and the documents in it: the owner and administrators, and anyone else who may see the
 * project and has accepted its confidentiality terms. Losing project access closes it again.
 */
export const canOpenDataRoom = (
  user: RuleUser,
  project: PolicyProject,
  projectGrantIds: ReadonlySet<string>,
  hasAcceptedNda: boolean,
): boolean =>
  canManageInvestors(user, project) || (hasAcceptedNda && canViewProject(user, project, projectGrantIds));

/**
 * A project's scenarios side by side (issue 26, item 8): whoever may read its financials, which are
 * part of the project's pages (canViewProject).
 */
export const canViewScenarios = (
  user: RuleUser,
  project: PolicyProject,
  projectGrantIds: ReadonlySet<string>,
): boolean => canViewProject(user, project, projectGrantIds);

/** Saving, changing and deleting a project's scenarios: those who edit the project (owner, admins). */
export const canEditScenarios = (user: RuleUser, project: PolicyProject): boolean =>
  canEditProject(user, project);

/**
 * The screened opportunities (issue 26, item 9): the default model on satellite data, for any
 * signed-in user, as the flare pages they come from and the project drafts one click away are.
 */
export const canViewScreenedOpportunities = (user: RuleUser): boolean => user !== null;
