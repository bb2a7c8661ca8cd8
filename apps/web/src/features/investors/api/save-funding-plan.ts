import { investorsContract, type FundingPlanRequest } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { investorFinancialsQueryKey } from './get-investor-financials';

/** PUT /api/projects/:project/funding-plan (owner or administrator): the funding sought by instrument. */
export const saveFundingPlan = ({ slug, body }: { slug: string; body: FundingPlanRequest }) =>
  api.call(investorsContract.putFundingPlan, { params: { project: slug }, body });

/** The answer is the investor financials; the project (its funding sought) is read again. */
export const useSaveFundingPlan = (slug: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: FundingPlanRequest) => saveFundingPlan({ slug, body }),
    onSuccess: async (financials) => {
      queryClient.setQueryData(investorFinancialsQueryKey(slug), financials);
      await queryClient.invalidateQueries({ queryKey: ['projects'] });
    },
  });
};
