import { accountContract, type CloseAccountRequest } from '@flarescope/shared';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** POST /api/account/close: signs out everywhere; the account is deleted after 30 days. */
export const closeAccount = async (input: CloseAccountRequest): Promise<void> => {
  await api.call(accountContract.postClose, { body: input });
};

export const useCloseAccount = () => useMutation({ mutationFn: closeAccount });
