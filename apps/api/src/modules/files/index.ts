/** The files module's front door. */
export { filesRoutes } from './files.routes.js';
