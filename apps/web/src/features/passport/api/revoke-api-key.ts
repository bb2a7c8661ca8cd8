import { apiKeysContract } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiKeysQueryKey } from './get-api-keys';

/** DELETE /api/account/api-keys/{id}: the key stops working at once. */
export const revokeApiKey = (id: string): Promise<null> =>
  api.call(apiKeysContract.deleteApiKeysById, { params: { id } });

export const useRevokeApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};
