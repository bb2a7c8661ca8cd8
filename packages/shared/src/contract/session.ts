import { z } from 'zod';
import { sessionResponseSchema } from '../schemas/session.js';
import { defineRoutes } from './route.js';

/** Whether this browser is signed in; sign out. */
export const sessionContract = defineRoutes({
  get: { method: 'GET', path: '/api/session', response: sessionResponseSchema },
  delete: { method: 'DELETE', path: '/api/session', status: 204, response: z.null() },
});
