import type { InvestorProfileRequest, InvestorProfileResponse } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { investorProfileQueryKey } from './get-investor-profile';

/** PUT /api/account/investor-profile: creates or replaces it. */
export const saveInvestorProfile = (input: InvestorProfileRequest) =>
  api.put<InvestorProfileResponse>('/account/investor-profile', input);

/** DELETE /api/account/investor-profile. */
export const deleteInvestorProfile = () => api.delete<null>('/account/investor-profile');

export const useSaveInvestorProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveInvestorProfile,
    onSuccess: (saved) => {
      queryClient.setQueryData(investorProfileQueryKey, saved);
      return queryClient.invalidateQueries({ queryKey: ['investors'] });
    },
  });
};

export const useDeleteInvestorProfile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteInvestorProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['investors'] }),
  });
};
