import { passportContract, type Audience, type ProfileResponse } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const profileQueryKey = ['profile'] as const;

/** GET /api/profiles/{username}: what the viewer (or the narrower audience of `viewAs`) may see. */
export const getProfile = (username: string, viewAs?: Audience): Promise<ProfileResponse> =>
  api.call(passportContract.getProfilesByUsername, { params: { username }, query: { viewAs } });

export const profileQueryOptions = (username: string, viewAs?: Audience) =>
  queryOptions({
    queryKey: [...profileQueryKey, username.toLowerCase(), viewAs ?? null],
    queryFn: () => getProfile(username, viewAs),
    retry: false,
  });

export const useProfile = (username: string, viewAs?: Audience, enabled = true) =>
  useQuery({ ...profileQueryOptions(username, viewAs), enabled });
