import type { TicketResponse, VerifyCodeRequest } from '@flarescope/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/password-reset/verify: a ticket to set the new password with. */
export const verifyResetCode = (input: VerifyCodeRequest): Promise<TicketResponse> =>
  api.post<TicketResponse>('/auth/password-reset/verify', input);
