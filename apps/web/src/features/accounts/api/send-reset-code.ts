import { authContract, ACCOUNT_CAPTCHA_ACTIONS, type Locale } from '@flarescope/shared';
import { api } from '../../../lib/api-client';
import { captcha } from '../../../lib/captcha';

/** POST /api/auth/password-reset/code ('forgot_password' bot check). */
export const sendResetCode = async (input: { email: string; language: Locale }): Promise<void> => {
  const token = await captcha.getToken(ACCOUNT_CAPTCHA_ACTIONS.passwordResetCode);
  await api.call(authContract.postPasswordResetCode, { body: { ...input, captcha: token } });
};
