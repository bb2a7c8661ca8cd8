/** The admin console's front door: its routes, access changes (the CLIs, tests) and the featured project. */
export { featuredProject } from './admin-catalogue.service.js';
export { adminRoutes } from './admin.routes.js';
export { changeUserAccess, USER_ROLES, type AccessChange, type UserRole } from './user-access.service.js';
