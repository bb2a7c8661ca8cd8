import {
  screenedClusterQuerySchema,
  screenedClusterResponseSchema,
  screenedListQuerySchema,
  screenedListResponseSchema,
} from '../schemas/scenarios.js';
import { defineRoutes } from './route.js';

/** Screened opportunities. */
export const screeningContract = defineRoutes({
  get: {
    method: 'GET',
    path: '/api/screened-opportunities',
    query: screenedListQuerySchema,
    response: screenedListResponseSchema,
  },
  cluster: {
    method: 'GET',
    path: '/api/screened-opportunities/cluster',
    query: screenedClusterQuerySchema,
    response: screenedClusterResponseSchema,
  },
});
