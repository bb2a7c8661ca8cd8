import { adminContract, type DuplicateReviewRequest } from '@flarescope/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

const key = ['admin', 'duplicates'] as const;

export const getDuplicates = () => api.call(adminContract.getDuplicates);

/** GET /api/admin/duplicates: candidate pairs of duplicate companies with their evidence and decisions. */
export const useDuplicates = () => useQuery(queryOptions({ queryKey: key, queryFn: getDuplicates }));

/** POST /api/admin/duplicates: merge the other company into the kept one, or not the same. */
export const reviewDuplicate = (body: DuplicateReviewRequest) =>
  api.call(adminContract.postDuplicates, { body });

export const useReviewDuplicate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewDuplicate,
    // A merge changes the flaring data: every cached view may show it.
    onSuccess: () => queryClient.invalidateQueries(),
  });
};
