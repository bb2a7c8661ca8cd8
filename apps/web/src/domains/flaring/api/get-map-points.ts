import type { MapResponse } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type MapPointsQuery = {
  country?: string;
  company?: string;
  /** `west,south,east,north`; the whole world when absent. */
  bbox?: [number, number, number, number];
  zoom?: number;
};

const toSearch = ({ country, company, bbox, zoom }: MapPointsQuery): string => {
  const params = new URLSearchParams();
  if (bbox) params.set('bbox', bbox.map((value) => value.toFixed(4)).join(','));
  if (zoom !== undefined) params.set('zoom', zoom.toFixed(1));
  if (country) params.set('country', country);
  if (company) params.set('company', company);
  const search = params.toString();
  return search ? `?${search}` : '';
};

export const getMapPoints = (query: MapPointsQuery) => api.get<MapResponse>(`/flaring/map${toSearch(query)}`);

export const getMapPointsQueryOptions = (query: MapPointsQuery) =>
  queryOptions({
    queryKey: ['flaring', 'map', query],
    queryFn: () => getMapPoints(query),
    // Panning a clustered map asks again: keep the last points on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** Flares of the latest year as map points, clustered by the server when the box holds too many. */
export const useMapPoints = (query: MapPointsQuery) => useQuery(getMapPointsQueryOptions(query));
