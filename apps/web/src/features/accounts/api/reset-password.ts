import type { PasswordResetRequest } from '@flarescope/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/password-reset: the new password; every session of the account ends. */
export const resetPassword = async (input: PasswordResetRequest): Promise<void> => {
  await api.post('/auth/password-reset', input);
};
