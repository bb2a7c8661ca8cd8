import type { TicketResponse, VerifyCodeRequest } from '@flarescope/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/signup/verify: the code proves the email; the ticket carries that to sign-up. */
export const verifySignUpCode = (input: VerifyCodeRequest): Promise<TicketResponse> =>
  api.post<TicketResponse>('/auth/signup/verify', input);
