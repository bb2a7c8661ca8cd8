import { authContract, type TicketResponse, type VerifyCodeRequest } from '@flarescope/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/signup/verify: the code proves the email; the ticket carries that to sign-up. */
export const verifySignUpCode = (input: VerifyCodeRequest): Promise<TicketResponse> =>
  api.call(authContract.postSignupVerify, { body: input });
