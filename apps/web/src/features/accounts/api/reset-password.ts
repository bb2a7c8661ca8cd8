import { authContract, type PasswordResetRequest } from '@flarescope/shared';
import { api } from '../../../lib/api-client';

/** POST /api/auth/password-reset: the new password; every session of the account ends. */
export const resetPassword = async (input: PasswordResetRequest): Promise<void> => {
  await api.call(authContract.postPasswordReset, { body: input });
};
