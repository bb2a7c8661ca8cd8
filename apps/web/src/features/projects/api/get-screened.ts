import type { ScreenedListResponse, ScreenedSort } from '@flarescope/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ScreenedParams = { sort: ScreenedSort; order: 'asc' | 'desc'; page: number };

/** One page of the screened opportunities, sorted by the API (the page stays shown while the next loads). */
export const useScreened = (params: ScreenedParams) =>
  useQuery({
    queryKey: ['projects', 'screened', params],
    queryFn: () =>
      api.get<ScreenedListResponse>(
        `/screened-opportunities?${new URLSearchParams({
          sort: params.sort,
          order: params.order,
          page: String(params.page),
        }).toString()}`,
      ),
    placeholderData: keepPreviousData,
  });
