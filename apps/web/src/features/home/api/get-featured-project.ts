import { featuredContract } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getFeaturedProject = () => api.call(featuredContract.getFeaturedProject);

export const getFeaturedProjectQueryOptions = () =>
  queryOptions({ queryKey: ['home', 'featured-project'], queryFn: getFeaturedProject });

/** GET /api/home/featured-project: the project an administrator features on the Investors Room card. */
export const useFeaturedProject = () => useQuery(getFeaturedProjectQueryOptions());
