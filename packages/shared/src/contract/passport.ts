import { z } from 'zod';
import {
  myProjectsResponseSchema,
  passportResponseSchema,
  passportUpdateSchema,
  profileQuerySchema,
  profileResponseSchema,
} from '../schemas/passport.js';
import { defineRoutes } from './route.js';

/** The user's passport (public profile) and cover. */
export const passportContract = defineRoutes({
  get: { method: 'GET', path: '/api/passport', response: passportResponseSchema },
  patch: {
    method: 'PATCH',
    path: '/api/passport',
    body: passportUpdateSchema,
    response: passportResponseSchema,
  },
  putCover: { method: 'PUT', path: '/api/passport/cover', multipart: true, response: passportResponseSchema },
  deleteCover: { method: 'DELETE', path: '/api/passport/cover', response: passportResponseSchema },
  getProjects: { method: 'GET', path: '/api/passport/projects', response: myProjectsResponseSchema },
  getProfilesByUsername: {
    method: 'GET',
    path: '/api/profiles/:username',
    params: z.object({ username: z.string().max(100) }),
    query: profileQuerySchema,
    response: profileResponseSchema,
  },
});
