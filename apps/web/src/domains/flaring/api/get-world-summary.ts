import { flaringContract, type GwpHorizon } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getWorldSummary = (horizon: GwpHorizon) =>
  api.call(flaringContract.world, { query: { horizon } });

export const getWorldSummaryQueryOptions = (horizon: GwpHorizon) =>
  queryOptions({ queryKey: ['flaring', 'world', horizon], queryFn: () => getWorldSummary(horizon) });

/** World totals, the yearly series since 2012 and every country ranked (both explorers use it). */
export const useWorldSummary = (horizon: GwpHorizon) => useQuery(getWorldSummaryQueryOptions(horizon));
