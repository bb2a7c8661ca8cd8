import { appConfigResponseSchema } from '../schemas/app-config.js';
import { defineRoutes } from './route.js';

/** Public settings of this deployment. */
export const appConfigContract = defineRoutes({
  get: { method: 'GET', path: '/api/config', response: appConfigResponseSchema },
});
