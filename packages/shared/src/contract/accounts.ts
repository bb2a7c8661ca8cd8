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
  update: {
    method: 'PATCH',
    path: '/api/account',
    body: updateAccountRequestSchema,
    response: accountResponseSchema,
  },
  updatePreferences: {
    method: 'PATCH',
    path: '/api/account/preferences',
    body: updatePreferencesRequestSchema,
    response: preferencesResponseSchema,
  },
  changePassword: {
    method: 'POST',
    path: '/api/account/password',
    body: changePasswordRequestSchema,
    status: 204,
    response: z.null(),
  },
  emailChangeCode: {
    method: 'POST',
    path: '/api/account/email/code',
    body: emailChangeCodeRequestSchema,
    status: 204,
    response: z.null(),
  },
  changeEmail: {
    method: 'POST',
    path: '/api/account/email',
    body: changeEmailRequestSchema,
    response: accountResponseSchema,
  },
  close: {
    method: 'POST',
    path: '/api/account/close',
    body: closeAccountRequestSchema,
    status: 204,
    response: z.null(),
  },
});
