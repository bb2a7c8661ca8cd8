import type { FlareListQuery, FlareListResponse } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Whose flares: a country's, or one company's in a country. */
export type FlareOwner = { country: string; company?: string };

const basePath = ({ country, company }: FlareOwner) =>
  `/flaring/countries/${encodeURIComponent(country)}${company ? `/companies/${encodeURIComponent(company)}` : ''}/flares`;

export const getFlares = (owner: FlareOwner, query: FlareListQuery) => {
  const params = new URLSearchParams({
    page: String(query.page),
    pageSize: String(query.pageSize),
    sort: query.sort,
    order: query.order,
  });
  return api.get<FlareListResponse>(`${basePath(owner)}?${params.toString()}`);
};

export const getFlaresQueryOptions = (owner: FlareOwner, query: FlareListQuery) =>
  queryOptions({
    queryKey: ['flaring', 'flares', owner, query],
    queryFn: () => getFlares(owner, query),
    placeholderData: keepPreviousData,
  });

/** One page of a country's or a company's flares, sorted as asked. */
export const useFlares = (owner: FlareOwner, query: FlareListQuery) =>
  useQuery(getFlaresQueryOptions(owner, query));
