/** The app-config module's front door. */
export { appConfigRoutes } from './app-config.routes.js';
