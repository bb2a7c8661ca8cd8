import { adminContract } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { adminUsersKey } from './get-users';

export const adminUserKey = (id: string) => [...adminUsersKey, 'one', id] as const;

export const getUser = (id: string) => api.call(adminContract.getUsersById, { params: { id } });

export const getUserQueryOptions = (id: string) =>
  queryOptions({ queryKey: adminUserKey(id), queryFn: () => getUser(id), retry: false });

/** GET /api/admin/users/:id: the account, its sessions, grants and history. */
export const useUser = (id: string) => useQuery(getUserQueryOptions(id));
