import { authContract, type SignUpRequest, type SignUpResponse } from '@flarescope/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/signup: creates the account and signs it in (sets the `auth` cookie). */
export const signUp = (input: SignUpRequest): Promise<SignUpResponse> =>
  api.call(authContract.postSignup, { body: input });
