import { adminContract, type AdminSourceRequest } from '@flarescope/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = ['admin', 'sources'] as const;

export const getSources = () => api.call(adminContract.getSources);

/** GET /api/admin/sources: every publisher with licence, URL, date and rows. */
export const useSources = () => useQuery(queryOptions({ queryKey: key, queryFn: getSources }));

/** PUT /api/admin/sources/:id: titles and licences in en and es. */
export const updateSource = ({ id, body }: { id: string; body: AdminSourceRequest }) =>
  api.call(adminContract.putSourcesById, { params: { id }, body });

export const useUpdateSource = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
};
