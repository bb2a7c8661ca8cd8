import { z } from 'zod';
import {
  passwordResetCodeRequestSchema,
  passwordResetRequestSchema,
  signInRequestSchema,
  signInResponseSchema,
  signUpCodeRequestSchema,
  signUpRequestSchema,
  signUpResponseSchema,
  ticketResponseSchema,
  usernameAvailableQuerySchema,
  usernameAvailableResponseSchema,
  verifyCodeRequestSchema,
} from '../schemas/accounts.js';
import { defineRoutes } from './route.js';

/** Sign-up, sign-in and forgot password. */
export const authContract = defineRoutes({
  postSignupCode: {
    method: 'POST',
    path: '/api/auth/signup/code',
    body: signUpCodeRequestSchema,
    status: 204,
    response: z.null(),
  },
  postSignupVerify: {
    method: 'POST',
    path: '/api/auth/signup/verify',
    body: verifyCodeRequestSchema,
    response: ticketResponseSchema,
  },
  getUsernameAvailable: {
    method: 'GET',
    path: '/api/auth/username-available',
    query: usernameAvailableQuerySchema,
    response: usernameAvailableResponseSchema,
  },
  postSignup: {
    method: 'POST',
    path: '/api/auth/signup',
    body: signUpRequestSchema,
    status: 201,
    response: signUpResponseSchema,
  },
  postSignin: {
    method: 'POST',
    path: '/api/auth/signin',
    body: signInRequestSchema,
    response: signInResponseSchema,
  },
  postPasswordResetCode: {
    method: 'POST',
    path: '/api/auth/password-reset/code',
    body: passwordResetCodeRequestSchema,
    status: 204,
    response: z.null(),
  },
  postPasswordResetVerify: {
    method: 'POST',
    path: '/api/auth/password-reset/verify',
    body: verifyCodeRequestSchema,
    response: ticketResponseSchema,
  },
  postPasswordReset: {
    method: 'POST',
    path: '/api/auth/password-reset',
    body: passwordResetRequestSchema,
    status: 204,
    response: z.null(),
  },
});
