import { accountContract, type AccountResponse, type UpdateAccountRequest } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { accountQueryKey } from './get-account';

/** PATCH /api/account: names, username, birth date, location and work, with the sign-up rules. */
export const updateAccount = (input: UpdateAccountRequest): Promise<AccountResponse> =>
  api.call(accountContract.patch, { body: input });

export const useUpdateAccount = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => queryClient.setQueryData(accountQueryKey, account),
  });
};
