import { investorsContract } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/account/investor-matches: what meets the signed-in investor's criteria (decision 039). */
export const getInvestorMatches = (page: number) =>
  api.call(investorsContract.getAccountInvestorMatches, { query: { page } });

export const investorMatchesQueryOptions = (page: number) =>
  queryOptions({
    // Under ['investors'], so saving the profile refreshes the matches.
    queryKey: ['investors', 'matches', page] as const,
    queryFn: () => getInvestorMatches(page),
    placeholderData: keepPreviousData,
  });

export const useInvestorMatches = (page: number, enabled = true) =>
  useQuery({ ...investorMatchesQueryOptions(page), enabled });

/** GET /api/projects/:project/investor-matches: how many investors' criteria it meets (owner's side). */
export const useProjectInvestorMatches = (slug: string) =>
  useQuery({
    queryKey: ['investors', 'project-matches', slug] as const,
    queryFn: () => api.call(investorsContract.getProjectInvestorMatches, { params: { project: slug } }),
  });
