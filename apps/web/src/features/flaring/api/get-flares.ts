import { flaringContract, type FlareListQuery } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Whose flares: a country's, or one company's in a country. */
export type FlareOwner = { country: string; company?: string };

export const getFlares = ({ country, company }: FlareOwner, query: FlareListQuery) => {
  const { page, pageSize, sort, order, basin, province } = query;
  const listQuery = {
    page,
    pageSize,
    sort,
    order,
    ...(basin === undefined ? {} : { basin }),
    ...(province === undefined ? {} : { province }),
  };
  return company
    ? api.call(flaringContract.companyFlares, { params: { country, company }, query: listQuery })
    : api.call(flaringContract.countryFlares, { params: { country }, query: listQuery });
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
