import { apiKeysContract, type ApiKeyList } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const apiKeysQueryKey = ['api-keys'] as const;

/** GET /api/account/api-keys: the user's live keys (never their secrets). */
export const getApiKeys = (): Promise<ApiKeyList> => api.call(apiKeysContract.getApiKeys);

export const useApiKeys = (enabled: boolean) =>
  useQuery(queryOptions({ queryKey: apiKeysQueryKey, queryFn: getApiKeys, enabled }));
