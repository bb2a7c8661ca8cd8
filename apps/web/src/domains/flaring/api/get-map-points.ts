import { flaringContract } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type MapPointsQuery = {
  country?: string;
  company?: string;
  /** `west,south,east,north`; the whole world when absent. */
  bbox?: [number, number, number, number];
  zoom?: number;
};

export const getMapPoints = ({ country, company, bbox, zoom }: MapPointsQuery) =>
  api.call(flaringContract.map, {
    query: {
      bbox: bbox?.map((value) => value.toFixed(4)).join(','),
      zoom: zoom === undefined ? undefined : Number(zoom.toFixed(1)),
      country,
      company,
    },
  });

export const getMapPointsQueryOptions = (query: MapPointsQuery) =>
  queryOptions({
    queryKey: ['flaring', 'map', query],
    queryFn: () => getMapPoints(query),
    // Panning a clustered map asks again: keep the last points on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** Flares of the latest year as map points, clustered by the server when the box holds too many. */
export const useMapPoints = (query: MapPointsQuery) => useQuery(getMapPointsQueryOptions(query));
