import { flaringContract, type GwpHorizon } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getCountry = (country: string, horizon: GwpHorizon) =>
  api.call(flaringContract.country, { params: { country }, query: { horizon } });

export const getCountryQueryOptions = (country: string, horizon: GwpHorizon) =>
  queryOptions({
    queryKey: ['flaring', 'country', country, horizon],
    queryFn: () => getCountry(country, horizon),
  });

/** A country's key figures, series and companies ranked; an unknown slug fails with `not_found`. */
export const useCountry = (country: string, horizon: GwpHorizon) =>
  useQuery(getCountryQueryOptions(country, horizon));
