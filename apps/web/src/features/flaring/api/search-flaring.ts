import { flaringContract } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Shortest query the API accepts (searchQuerySchema). */
export const MIN_SEARCH_LENGTH = 2;

/** At most `limit` results of each kind (six kinds). */
export const searchFlaring = (q: string, limit = 5) =>
  api.call(flaringContract.search, { query: { q, limit } });

export const searchFlaringQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['flaring', 'search', q],
    queryFn: () => searchFlaring(q),
    enabled: q.trim().length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });

/** Countries, basins, provinces, companies, fields and flares whose names match, accents ignored. */
export const useSearchFlaring = (q: string) => useQuery(searchFlaringQueryOptions(q));
