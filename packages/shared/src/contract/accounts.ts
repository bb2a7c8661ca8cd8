import { z } from 'zod';
import {
  accountResponseSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  closeAccountRequestSchema,
  emailChangeCodeRequestSchema,
  preferencesResponseSchema,
  updateAccountRequestSchema,
  updatePreferencesRequestSchema,
} from '../schemas/accounts.js';
import { defineRoutes } from './route.js';

/** Settings of the signed-in user. */
export const accountContract = defineRoutes({
  get: { method: 'GET', path: '/api/account', response: accountResponseSchema },
  patch: {
    method: 'PATCH',
    path: '/api/account',
    body: updateAccountRequestSchema,
    response: accountResponseSchema,
  },
  patchPreferences: {
    method: 'PATCH',
    path: '/api/account/preferences',
    body: updatePreferencesRequestSchema,
    response: preferencesResponseSchema,
  },
  postPassword: {
    method: 'POST',
    path: '/api/account/password',
    body: changePasswordRequestSchema,
    status: 204,
    response: z.null(),
  },
  postEmailCode: {
    method: 'POST',
    path: '/api/account/email/code',
    body: emailChangeCodeRequestSchema,
    status: 204,
    response: z.null(),
  },
  postEmail: {
    method: 'POST',
    path: '/api/account/email',
    body: changeEmailRequestSchema,
    response: accountResponseSchema,
  },
  postClose: {
    method: 'POST',
    path: '/api/account/close',
    body: closeAccountRequestSchema,
    status: 204,
    response: z.null(),
  },
});
