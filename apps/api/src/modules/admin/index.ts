/** The admin console's front door: its routes. */
export { adminRoutes } from './admin.routes.js';
