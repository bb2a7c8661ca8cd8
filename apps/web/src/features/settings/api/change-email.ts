import { accountContract, type AccountResponse, type ChangeEmailRequest } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountQueryKey } from './get-account';

/** POST /api/account/email: the code mailed to the new address makes it the account's email. */
export const changeEmail = (input: ChangeEmailRequest): Promise<AccountResponse> =>
  api.call(accountContract.postEmail, { body: input });

export const useChangeEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeEmail,
    onSuccess: (account) => queryClient.setQueryData(accountQueryKey, account),
  });
};
