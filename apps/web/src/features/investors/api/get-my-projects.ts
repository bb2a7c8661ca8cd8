import type { AccountProjectsResponse } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const myProjectsQueryKey = ['investors', 'my-projects'] as const;

/** GET /api/account/projects: owned, granted and pipeline projects with their stages. */
export const getMyProjects = () => api.get<AccountProjectsResponse>('/account/projects');

export const myProjectsQueryOptions = () =>
  queryOptions({ queryKey: myProjectsQueryKey, queryFn: getMyProjects });

export const useMyProjects = () => useQuery(myProjectsQueryOptions());
