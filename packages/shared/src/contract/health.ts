import { healthResponseSchema, livenessResponseSchema, readinessResponseSchema } from '../schemas/session.js';
import { defineRoutes } from './route.js';

/**
 * The process's health (decision 031): `get` is the original check (200, or 503 with the same body when
 * the database is unreachable); `getLive` says only that the process answers; `getReady` whether it
 * should get traffic (503 while it drains); `getMetrics` the Prometheus text (a file route: not JSON),
 * at `/metrics`, where Prometheus looks by default.
 */
export const healthContract = defineRoutes({
  get: { method: 'GET', path: '/api/health', response: healthResponseSchema },
  getLive: { method: 'GET', path: '/api/health/live', response: livenessResponseSchema },
  getReady: { method: 'GET', path: '/api/health/ready', response: readinessResponseSchema },
  getMetrics: { method: 'GET', path: '/metrics', file: true },
});
