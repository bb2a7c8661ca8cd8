import {
  nightfireContract,
  type NightfireCandidateReview,
  type NightfireCandidateStatus,
} from '@flarescope/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/admin/nightfire/candidates: a page of candidate new flares with one status. */
export const useNightfireCandidates = (filters: { status: NightfireCandidateStatus; page: number }) =>
  useQuery({
    queryKey: ['admin', 'nightfire-candidates', filters],
    queryFn: () => api.call(nightfireContract.getCandidates, { query: filters }),
    placeholderData: keepPreviousData,
  });

/** POST …/candidates/:id/review: an administrator's decision; the lists are asked again. */
export const useReviewCandidate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; review: NightfireCandidateReview }) =>
      api.call(nightfireContract.postCandidatesReview, { params: { id: input.id }, body: input.review }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'nightfire-candidates'] }),
  });
};
