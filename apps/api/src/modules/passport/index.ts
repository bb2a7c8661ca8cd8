/** The passport module's front door: its routes and the API-key check the request guards use. */
export { apiKeysRoutes } from './api-keys.routes.js';
export { authenticateApiKey } from './api-keys.service.js';
export { passportRoutes } from './passport.routes.js';
