import type { FlareResponse, GwpHorizon } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api-client';

export type FlareKey = { country: string; company: string; name: string };

export const getFlare = ({ country, company, name }: FlareKey, horizon: GwpHorizon) =>
  api.get<FlareResponse>(
    `/flaring/countries/${encodeURIComponent(country)}/companies/${encodeURIComponent(company)}/flares/${encodeURIComponent(name)}?horizon=${horizon}`,
  );

export const getFlareQueryOptions = (key: FlareKey, horizon: GwpHorizon) =>
  queryOptions({ queryKey: ['flaring', 'flare', key, horizon], queryFn: () => getFlare(key, horizon) });

/** One flare (signed-in users only): location, composition, efficiency, series, power, provenance. */
export const useFlare = (key: FlareKey, horizon: GwpHorizon) => useQuery(getFlareQueryOptions(key, horizon));
