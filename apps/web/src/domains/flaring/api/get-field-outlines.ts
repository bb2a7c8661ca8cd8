import { flaringContract } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getFieldOutlines = (country: string, company: string) =>
  api.call(flaringContract.companyOutlines, { params: { country, company } });

export const getFieldOutlinesQueryOptions = (country: string, company: string) =>
  queryOptions({
    queryKey: ['flaring', 'outlines', country, company],
    queryFn: () => getFieldOutlines(country, company),
    // Outlines change only with a data load: keep them for the visit.
    staleTime: Infinity,
  });

/** A company's concession outlines (GeoJSON), fetched only when `enabled` (it has published outlines). */
export const useFieldOutlines = (country: string, company: string, enabled: boolean) =>
  useQuery({ ...getFieldOutlinesQueryOptions(country, company), enabled });
