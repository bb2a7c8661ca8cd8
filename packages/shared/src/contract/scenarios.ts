import { projectParams } from './params.js';
import { z } from 'zod';
import {
  scenarioParamsSchema,
  scenarioSavedResponseSchema,
  scenarioWriteSchema,
  scenariosResponseSchema,
} from '../schemas/scenarios.js';
import { defineRoutes } from './route.js';

/** A project's saved scenarios. */
export const scenariosContract = defineRoutes({
  getScenarios: {
    method: 'GET',
    path: '/api/projects/:project/scenarios',
    params: projectParams,
    response: scenariosResponseSchema,
  },
  postScenarios: {
    method: 'POST',
    path: '/api/projects/:project/scenarios',
    params: projectParams,
    body: scenarioWriteSchema,
    status: 201,
    response: scenarioSavedResponseSchema,
  },
  putScenariosByScenario: {
    method: 'PUT',
    path: '/api/projects/:project/scenarios/:scenario',
    params: scenarioParamsSchema,
    body: scenarioWriteSchema,
    response: scenarioSavedResponseSchema,
  },
  deleteScenariosByScenario: {
    method: 'DELETE',
    path: '/api/projects/:project/scenarios/:scenario',
    params: scenarioParamsSchema,
    status: 204,
    response: z.null(),
  },
});
