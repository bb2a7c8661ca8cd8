import { appConfigContract } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export const getAppConfig = () => api.call(appConfigContract.get);

export const getAppConfigQueryOptions = () =>
  queryOptions({ queryKey: ['config'], queryFn: getAppConfig, staleTime: Infinity });

/** Public deployment settings (the optional basemap); a failed call means the defaults. */
export const useAppConfig = () => useQuery(getAppConfigQueryOptions());
