import { nightfireContract } from '@flarescope/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type FlareNightsKey = { country: string; company: string; name: string };

/** A flare's nights in EOG's Nightfire nightly files (signed-in users): last detection, clear nights, months. */
export const useFlareNights = (key: FlareNightsKey) =>
  useQuery({
    queryKey: ['flaring', 'flare-nights', key],
    queryFn: () => api.call(nightfireContract.flareNights, { params: key }),
    enabled: key.name !== '',
  });
