/** The admin console's front door: its routes, and access changes (the CLIs, tests). */
export { adminRoutes } from './admin.routes.js';
export { changeUserAccess, USER_ROLES, type AccessChange, type UserRole } from './user-access.service.js';
