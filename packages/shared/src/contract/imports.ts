import { z } from 'zod';
import { LOCALES } from '../constants.js';
import {
  importAcceptedSchema,
  importJobListQuerySchema,
  importJobListResponseSchema,
  importJobSchema,
} from '../schemas/imports.js';
import { defineRoutes } from './route.js';

/** Data imports. */
export const importsContract = defineRoutes({
  getTemplatesByFile: {
    method: 'GET',
    path: '/api/imports/templates/:file',
    params: z.object({ file: z.string().max(40) }),
    query: z.object({ lang: z.enum(LOCALES).default('en') }),
    file: true,
  },
  post: {
    method: 'POST',
    path: '/api/imports',
    multipart: true,
    status: 202,
    response: importAcceptedSchema,
  },
  getJobs: {
    method: 'GET',
    path: '/api/imports/jobs',
    query: importJobListQuerySchema,
    response: importJobListResponseSchema,
  },
  getJobsById: {
    method: 'GET',
    path: '/api/imports/jobs/:id',
    params: z.object({ id: z.string().max(36) }),
    response: importJobSchema,
  },
});
