import { authContract, ACCOUNT_CAPTCHA_ACTIONS, type Locale } from '@flarescope/shared';
import { api } from '../../../lib/api-client';
import { captcha } from '../../../lib/captcha';

/** POST /api/auth/signup/code: mails a sign-up code, in the reader's language ('signup' bot check). */
export const sendSignUpCode = async (input: { email: string; language: Locale }): Promise<void> => {
  const token = await captcha.getToken(ACCOUNT_CAPTCHA_ACTIONS.signUpCode);
  await api.call(authContract.postSignupCode, { body: { ...input, captcha: token } });
};
