import { screeningContract, type ScreenedSort } from '@flarescope/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type ScreenedParams = {
  sort: ScreenedSort;
  order: 'asc' | 'desc';
  page: number;
  /** Floors on the lenders' debt share and the sponsors' equity IRR (fractions), decision 032. */
  minLendersDebtShare?: number | undefined;
  minSponsorsEquityIrr?: number | undefined;
  /** 'latest' (the default): flares seen in the catalogue's latest year; 'all': also those likely burning. */
  seen?: 'latest' | 'all';
};

/** One page of the screened opportunities, sorted by the API (the page stays shown while the next loads). */
export const useScreened = (params: ScreenedParams) =>
  useQuery({
    queryKey: ['projects', 'screened', params],
    queryFn: () =>
      api.call(screeningContract.get, {
        query: {
          sort: params.sort,
          order: params.order,
          page: params.page,
          seen: params.seen ?? 'latest',
          ...(params.minLendersDebtShare !== undefined && {
            minLendersDebtShare: params.minLendersDebtShare,
          }),
          ...(params.minSponsorsEquityIrr !== undefined && {
            minSponsorsEquityIrr: params.minSponsorsEquityIrr,
          }),
        },
      }),
    placeholderData: keepPreviousData,
  });
