import { z } from 'zod';
import { defineRoutes } from './route.js';

/** Stored files served through the API (cover photos), by their key of several segments. */
export const filesContract = defineRoutes({
  get: { method: 'GET', path: '/api/files/*', params: z.object({ '*': z.string() }), file: true },
});
