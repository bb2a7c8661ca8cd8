import { healthResponseSchema } from '../schemas/session.js';
import { defineRoutes } from './route.js';

/** Liveness (200, or 503 with the same body when the database is unreachable). */
export const healthContract = defineRoutes({
  get: { method: 'GET', path: '/api/health', response: healthResponseSchema },
});
