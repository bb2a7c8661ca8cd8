import { passportContract, type MyProjectsResponse } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/passport/projects: My projects as groups (owned, with access; investor pipelines later). */
export const getMyProjects = (): Promise<MyProjectsResponse> => api.call(passportContract.getProjects);

export const myProjectsQueryOptions = () =>
  queryOptions({ queryKey: ['passport', 'projects'] as const, queryFn: getMyProjects });

export const useMyProjects = () => useQuery(myProjectsQueryOptions());
