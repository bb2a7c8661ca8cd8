import { accountContract, ACCOUNT_CAPTCHA_ACTIONS, type Locale } from '@flarescope/shared';
import { api } from '../../../lib/api-client';
import { captcha } from '../../../lib/captcha';

/** POST /api/account/email/code: mails a code to the new address ('send_code' bot check). */
export const sendEmailCode = async (input: { newEmail: string; language: Locale }): Promise<void> => {
  const token = await captcha.getToken(ACCOUNT_CAPTCHA_ACTIONS.emailChangeCode);
  await api.call(accountContract.postEmailCode, { body: { ...input, captcha: token } });
};
