import { accountContract, type AccountResponse } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const accountQueryKey = ['account'] as const;

/** GET /api/account: the signed-in account, with a pending email change. */
export const getAccount = (): Promise<AccountResponse> => api.call(accountContract.get);

export const accountQueryOptions = () => queryOptions({ queryKey: accountQueryKey, queryFn: getAccount });

export const useAccount = () => useQuery(accountQueryOptions());
