import { projectsContract } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const projectQueryKey = (slug: string) => ['projects', 'one', slug] as const;

export const getProject = (slug: string) =>
  api.call(projectsContract.getByProject, { params: { project: slug } });

export const getProjectQueryOptions = (slug: string) =>
  queryOptions({ queryKey: projectQueryKey(slug), queryFn: () => getProject(slug) });

/** One project with its flares and its model's results (the four project pages share it). */
export const useProject = (slug: string) => useQuery(getProjectQueryOptions(slug));
