import { projectsContract } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/projects/technologies: the list projects name and investors follow (one query for both). */
export const getTechnologies = () => api.call(projectsContract.getTechnologies);

export const getTechnologiesQueryOptions = () =>
  queryOptions({ queryKey: ['projects', 'technologies'], queryFn: getTechnologies, staleTime: Infinity });

/** The plant technologies a project may name, in the administrators' order. */
export const useTechnologies = () => useQuery(getTechnologiesQueryOptions());
