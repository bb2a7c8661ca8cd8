import type { ProjectListQuery, ProjectListResponse } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ProjectListFilters = Partial<ProjectListQuery>;

const queryString = (filters: ProjectListFilters) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
};

export const getProjects = (filters: ProjectListFilters) =>
  api.get<ProjectListResponse>(`/projects${queryString(filters)}`);

export const projectsQueryKey = ['projects', 'list'] as const;

export const getProjectsQueryOptions = (filters: ProjectListFilters) =>
  queryOptions({ queryKey: [...projectsQueryKey, filters], queryFn: () => getProjects(filters) });

/** Projects the user may open (open opportunities), their own, or all (admins); filtered and sorted. */
export const useProjects = (filters: ProjectListFilters) =>
  useQuery({ ...getProjectsQueryOptions(filters), placeholderData: keepPreviousData });
