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
  /** 'all' (the default): single flares and clusters; 'flare' or 'cluster' only (decision 040). */
  kind?: 'all' | 'flare' | 'cluster';
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
          kind: params.kind ?? 'all',
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

/** The flare and its cluster's key: the draft of a project from a cluster (decision 040). */
export type ClusterKey = { country: string; company: string; name: string; radiusKm: number };

/** The cluster around a flare at a radius (GET /api/screened-opportunities/cluster). */
export const useScreenedCluster = (key: ClusterKey) =>
  useQuery({
    queryKey: ['projects', 'screened-cluster', key],
    queryFn: () =>
      api.call(screeningContract.cluster, {
        query: { country: key.country, company: key.company, flare: key.name, radiusKm: key.radiusKm },
      }),
    enabled: key.name !== '',
    placeholderData: keepPreviousData,
    retry: false,
  });
