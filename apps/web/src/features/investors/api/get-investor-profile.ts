import { investorsContract } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const investorProfileQueryKey = ['investors', 'profile'] as const;

/** GET /api/account/investor-profile: the signed-in user's investor profile, or null. */
export const getInvestorProfile = () => api.call(investorsContract.getAccountInvestorProfile);

export const investorProfileQueryOptions = () =>
  queryOptions({ queryKey: investorProfileQueryKey, queryFn: getInvestorProfile });

export const useInvestorProfile = () => useQuery(investorProfileQueryOptions());
