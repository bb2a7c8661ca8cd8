import { passportContract, type PassportResponse } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const passportQueryKey = ['passport'] as const;

/** GET /api/passport: the signed-in user's whole profile, its privacy settings and their access. */
export const getPassport = (): Promise<PassportResponse> => api.call(passportContract.get);

export const passportQueryOptions = () => queryOptions({ queryKey: passportQueryKey, queryFn: getPassport });

export const usePassport = () => useQuery(passportQueryOptions());
