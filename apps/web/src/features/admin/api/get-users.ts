import { adminContract, type AdminUserListQuery } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type UserFilters = Partial<AdminUserListQuery>;

export const adminUsersKey = ['admin', 'users'] as const;

export const getUsers = (filters: UserFilters) => api.call(adminContract.getUsers, { query: filters });

export const getUsersQueryOptions = (filters: UserFilters) =>
  queryOptions({ queryKey: [...adminUsersKey, 'list', filters], queryFn: () => getUsers(filters) });

/** GET /api/admin/users: a page of accounts matching the search and filters. */
export const useUsers = (filters: UserFilters) =>
  useQuery({ ...getUsersQueryOptions(filters), placeholderData: keepPreviousData });
