import { investorsContract } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const ndaQueryKey = (slug: string) => ['investors', 'nda', slug] as const;

/** GET /api/projects/:project/nda: the terms in force and the viewer's acceptance. */
export const getNda = (slug: string) => api.call(investorsContract.getNda, { params: { project: slug } });

export const ndaQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ndaQueryKey(slug), queryFn: () => getNda(slug) });

export const useNda = (slug: string) => useQuery(ndaQueryOptions(slug));

/** GET /api/projects/:project/nda/acceptances (owner and administrators). */
export const getNdaAcceptances = (slug: string) =>
  api.call(investorsContract.getNdaAcceptances, { params: { project: slug } });

export const useNdaAcceptances = (slug: string, isEnabled: boolean) =>
  useQuery({
    queryKey: [...ndaQueryKey(slug), 'acceptances'],
    queryFn: () => getNdaAcceptances(slug),
    enabled: isEnabled,
  });
