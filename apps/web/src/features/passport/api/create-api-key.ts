import type { ApiKeyCreate, ApiKeyCreated } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { apiKeysQueryKey } from './get-api-keys';

/** POST /api/account/api-keys: the answer holds the secret, the only time it is shown. */
export const createApiKey = (input: ApiKeyCreate): Promise<ApiKeyCreated> =>
  api.post<ApiKeyCreated>('/account/api-keys', input);

export const useCreateApiKey = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: apiKeysQueryKey }),
  });
};
