/** The accounts module's front door: its routes, the purge of closed accounts, the users other modules read. */
export { accountRoutes } from './account.routes.js';
export { authRoutes } from './auth.routes.js';
export { hashPassword } from './passwords.js';
export { startPurgeSchedule } from './purge-schedule.js';
export { userStoragePrefix } from './account-rules.js';
export { identityOf, openAccountOf, peopleOf, userIdOfUsername, type Person } from './people.service.js';
export { purgeClosedAccounts } from './purge.service.js';
export { findUserByEmail, findUserById, setUserRole } from './users.repository.js';
export type { UsersTable } from './accounts.tables.js';
export {
  applyAccessChange,
  changeUserAccess,
  readUserAccess,
  USER_ROLES,
  type AccessChange,
  type AppliedChange,
  type UserRole,
} from './user-access.service.js';
export {
  accountCounts,
  accountDetail,
  accountsPage,
  auditEventCount,
  auditEventsPage,
  type AuditFilter,
  type AuditRow,
  type UserDetailRow,
  type UserSummaryRow,
} from './console.service.js';
export { profileOf, updateProfile, type ProfileChanges, type ProfileRow } from './profile.service.js';
export { withSessionUser } from './session-user.repository.js';
