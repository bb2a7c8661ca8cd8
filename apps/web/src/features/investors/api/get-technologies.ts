import type { ProjectTechnologiesResponse } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/projects/technologies: what an investor may follow (the same list projects name). */
export const getTechnologies = () => api.get<ProjectTechnologiesResponse>('/projects/technologies');

export const technologiesQueryOptions = () =>
  queryOptions({ queryKey: ['investors', 'technologies'], queryFn: getTechnologies, staleTime: Infinity });

export const useTechnologies = () => useQuery(technologiesQueryOptions());
