import { projectsContract, type ProjectListQuery } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ProjectListFilters = Partial<ProjectListQuery>;

export const getProjects = (filters: ProjectListFilters) =>
  api.call(projectsContract.get, { query: filters });

export const projectsQueryKey = ['projects', 'list'] as const;

export const getProjectsQueryOptions = (filters: ProjectListFilters) =>
  queryOptions({ queryKey: [...projectsQueryKey, filters], queryFn: () => getProjects(filters) });

/** Projects the user may open (open opportunities), their own, or all (admins); filtered and sorted. */
export const useProjects = (filters: ProjectListFilters) =>
  useQuery({ ...getProjectsQueryOptions(filters), placeholderData: keepPreviousData });
