import { projectParams } from './params.js';
import { z } from 'zod';
import { EXPORT_FORMATS } from '../schemas/flaring.js';
import {
  projectListQuerySchema,
  projectListResponseSchema,
  projectPublishRequestSchema,
  projectResponseSchema,
  projectSavedResponseSchema,
  projectStageRequestSchema,
  projectTechnologiesResponseSchema,
  projectTechnologyRequestSchema,
  projectWriteSchema,
} from '../schemas/projects.js';
import { defineRoutes } from './route.js';

/** Gas-to-power projects. */
export const projectsContract = defineRoutes({
  get: {
    method: 'GET',
    path: '/api/projects',
    query: projectListQuerySchema,
    response: projectListResponseSchema,
  },
  getTechnologies: {
    method: 'GET',
    path: '/api/projects/technologies',
    response: projectTechnologiesResponseSchema,
  },
  postTechnologies: {
    method: 'POST',
    path: '/api/projects/technologies',
    body: projectTechnologyRequestSchema,
    status: 201,
    response: projectTechnologiesResponseSchema,
  },
  post: {
    method: 'POST',
    path: '/api/projects',
    body: projectWriteSchema,
    status: 201,
    response: projectSavedResponseSchema,
  },
  getByProject: {
    method: 'GET',
    path: '/api/projects/:project',
    params: projectParams,
    response: projectResponseSchema,
  },
  getCashFlows: {
    method: 'GET',
    path: '/api/projects/:project/cash-flows',
    params: projectParams,
    query: z.object({
      format: z.enum(EXPORT_FORMATS).default('csv'),
      lang: z.enum(['en', 'es']).default('en'),
      scenario: z.uuid().optional(),
    }),
    file: true,
  },
  putByProject: {
    method: 'PUT',
    path: '/api/projects/:project',
    params: projectParams,
    body: projectWriteSchema,
    response: projectSavedResponseSchema,
  },
  postStage: {
    method: 'POST',
    path: '/api/projects/:project/stage',
    params: projectParams,
    body: projectStageRequestSchema,
    status: 204,
    response: z.null(),
  },
  postPublication: {
    method: 'POST',
    path: '/api/projects/:project/publication',
    params: projectParams,
    body: projectPublishRequestSchema,
    status: 204,
    response: z.null(),
  },
});
