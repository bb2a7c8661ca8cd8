import { investorsContract, type InvestorProfileRequest } from '@flarescope/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { investorProfileQueryKey } from './get-investor-profile';

/** PUT /api/account/investor-profile: creates or replaces it. */
export const saveInvestorProfile = (input: InvestorProfileRequest) =>
  api.call(investorsContract.putAccountInvestorProfile, { body: input });

/** DELETE /api/account/investor-profile. */
export const deleteInvestorProfile = () => api.call(investorsContract.deleteAccountInvestorProfile);

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
