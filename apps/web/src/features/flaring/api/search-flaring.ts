import type { SearchResponse } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Shortest query the API accepts (searchQuerySchema). */
export const MIN_SEARCH_LENGTH = 2;

export const searchFlaring = (q: string, limit = 8) =>
  api.get<SearchResponse>(`/flaring/search?q=${encodeURIComponent(q)}&limit=${limit}`);

export const searchFlaringQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['flaring', 'search', q],
    queryFn: () => searchFlaring(q),
    enabled: q.trim().length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  });

/** Countries, companies and (signed in) flares whose names match, accents ignored. */
export const useSearchFlaring = (q: string) => useQuery(searchFlaringQueryOptions(q));
