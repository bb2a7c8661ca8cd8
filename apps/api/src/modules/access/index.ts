/**
 * The access module's front door: every permission rule (policies.ts, pure) and the grants they read.
 * Other modules and the request guards (plugins/auth.ts) import this file only.
 */
export {
  canCreateProject,
  canDecideOnEntry,
  canEditProject,
  canEditScenarios,
  canExport,
  canInvestIn,
  canManageInvestors,
  canOpenDataRoom,
  canPublishProject,
  canViewProject,
  canViewScenarios,
  canViewScreenedOpportunities,
  hasAnyProjectAccess,
  isAdmin,
  isProjectOwner,
  type PolicyProject,
} from './policies.js';
export {
  accountAccessColumns,
  ALL_PROJECTS,
  deleteGrant,
  findGrant,
  grantConditions,
  insertGrant,
  projectGrantIds,
  type GrantKind,
} from './grants.repository.js';
export { projectGrantsOf, type ProjectGrants } from './project-grants.js';
export { dropProjectGrants, grantsHeldBy, type HeldGrant } from './console-grants.js';
