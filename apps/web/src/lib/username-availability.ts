import { authContract } from '@flarescope/shared';
import { api } from './api-client';

/** GET /api/auth/username-available: whether no other account holds this username (any case). */
export const isUsernameAvailable = async (username: string): Promise<boolean> => {
  const result = await api.call(authContract.getUsernameAvailable, { query: { username } });
  return result.available;
};
