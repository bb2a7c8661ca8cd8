import { flaringContract, type GwpHorizon } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type FlareKey = { country: string; company: string; name: string };

export const getFlare = ({ country, company, name }: FlareKey, horizon: GwpHorizon) =>
  api.call(flaringContract.flare, { params: { country, company, name }, query: { horizon } });

export const getFlareQueryOptions = (key: FlareKey, horizon: GwpHorizon) =>
  queryOptions({ queryKey: ['flaring', 'flare', key, horizon], queryFn: () => getFlare(key, horizon) });

/**
 * One flare (signed-in users only): location, composition, efficiency, series, power, provenance. A key
 * without a flare's name (a new project's page opened without one) asks nothing: the API would refuse it.
 */
export const useFlare = (key: FlareKey, horizon: GwpHorizon) =>
  useQuery({ ...getFlareQueryOptions(key, horizon), enabled: key.name !== '' });
