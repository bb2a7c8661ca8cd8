/** The health module's front door. */
export { APP_VERSION, healthRoutes } from './health.routes.js';
