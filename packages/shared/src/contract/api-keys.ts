import { z } from 'zod';
import { apiKeyCreateSchema, apiKeyCreatedSchema, apiKeyListSchema } from '../schemas/passport.js';
import { defineRoutes } from './route.js';

/** Personal API keys. */
export const apiKeysContract = defineRoutes({
  getApiKeys: { method: 'GET', path: '/api/account/api-keys', response: apiKeyListSchema },
  postApiKeys: {
    method: 'POST',
    path: '/api/account/api-keys',
    body: apiKeyCreateSchema,
    status: 201,
    response: apiKeyCreatedSchema,
  },
  deleteApiKeysById: {
    method: 'DELETE',
    path: '/api/account/api-keys/:id',
    params: z.object({ id: z.string().max(40) }),
    status: 204,
    response: z.null(),
  },
});
