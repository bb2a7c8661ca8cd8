import { investorsContract } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const investorFinancialsQueryKey = (slug: string) => ['investors', 'financials', slug] as const;

/** GET /api/projects/:project/investor-financials: totals, commitments, shares and expected returns. */
export const getInvestorFinancials = (slug: string) =>
  api.call(investorsContract.getInvestorFinancials, { params: { project: slug } });

export const investorFinancialsQueryOptions = (slug: string) =>
  queryOptions({ queryKey: investorFinancialsQueryKey(slug), queryFn: () => getInvestorFinancials(slug) });

export const useInvestorFinancials = (slug: string) => useQuery(investorFinancialsQueryOptions(slug));
