import { authContract, ACCOUNT_CAPTCHA_ACTIONS, type SignInResponse } from '@flarescope/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { captcha } from '../../../lib/captcha';

export type SignInInput = { email: string; password: string };

/** POST /api/auth/signin, with a bot-check token for 'login'. Sets the `auth` cookie. */
export const signIn = async (input: SignInInput): Promise<SignInResponse> => {
  const token = await captcha.getToken(ACCOUNT_CAPTCHA_ACTIONS.signIn);
  return api.call(authContract.postSignin, { body: { ...input, captcha: token } });
};

export const useSignIn = () => useMutation({ mutationFn: signIn });
