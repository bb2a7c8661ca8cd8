import type { AdminUserListQuery, AdminUserListResponse } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryString } from './query-string';

export type UserFilters = Partial<AdminUserListQuery>;

export const adminUsersKey = ['admin', 'users'] as const;

export const getUsers = (filters: UserFilters) =>
  api.get<AdminUserListResponse>(`/admin/users${queryString(filters)}`);

export const getUsersQueryOptions = (filters: UserFilters) =>
  queryOptions({ queryKey: [...adminUsersKey, 'list', filters], queryFn: () => getUsers(filters) });

/** GET /api/admin/users: a page of accounts matching the search and filters. */
export const useUsers = (filters: UserFilters) =>
  useQuery({ ...getUsersQueryOptions(filters), placeholderData: keepPreviousData });
