/** The event module's front door. */
export { eventRoutes } from './event.routes.js';
