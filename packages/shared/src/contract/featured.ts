import { featuredProjectResponseSchema } from '../schemas/admin.js';
import { defineRoutes } from './route.js';

/** The home page's featured project. */
export const featuredContract = defineRoutes({
  getFeaturedProject: {
    method: 'GET',
    path: '/api/home/featured-project',
    response: featuredProjectResponseSchema,
  },
});
