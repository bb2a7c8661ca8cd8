import { apiKeysContract, type ApiKeyCreate, type ApiKeyCreated } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiKeysQueryKey } from './get-api-keys';

/** POST /api/account/api-keys: the answer holds the secret, the only time it is shown. */
export const createApiKey = (input: ApiKeyCreate): Promise<ApiKeyCreated> =>
  api.call(apiKeysContract.postApiKeys, { body: input });

export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};
