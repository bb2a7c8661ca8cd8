import { accountContract, type ChangePasswordRequest } from '@flarescope/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/account/password: every other session of the account ends. */
export const changePassword = async (input: ChangePasswordRequest): Promise<void> => {
  await api.call(accountContract.postPassword, { body: input });
};

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
