import { authContract, type TicketResponse, type VerifyCodeRequest } from '@flarescope/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/password-reset/verify: a ticket to set the new password with. */
export const verifyResetCode = (input: VerifyCodeRequest): Promise<TicketResponse> =>
  api.call(authContract.postPasswordResetVerify, { body: input });
