import { flaringContract, type GwpHorizon } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getGroup = (group: string, horizon: GwpHorizon) =>
  api.call(flaringContract.group, { params: { group }, query: { horizon } });

/** A group world-wide: its companies in every country, its series, rank and progress (decision 016). */
export const useGroup = (group: string, horizon: GwpHorizon) =>
  useQuery(
    queryOptions({
      queryKey: ['flaring', 'group', group, horizon],
      queryFn: () => getGroup(group, horizon),
    }),
  );
