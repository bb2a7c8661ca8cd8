import { flaringContract, type GwpHorizon } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCompany = (country: string, company: string, horizon: GwpHorizon) =>
  api.call(flaringContract.company, { params: { country, company }, query: { horizon } });

export const getCompanyQueryOptions = (country: string, company: string, horizon: GwpHorizon) =>
  queryOptions({
    queryKey: ['flaring', 'company', country, company, horizon],
    queryFn: () => getCompany(country, company, horizon),
  });

/** A company's figures in one country: ranks, fields, series, production, composition, profile. */
export const useCompany = (country: string, company: string, horizon: GwpHorizon) =>
  useQuery(getCompanyQueryOptions(country, company, horizon));
