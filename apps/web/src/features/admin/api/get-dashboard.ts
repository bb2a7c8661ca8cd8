import { adminContract } from '@flarescope/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export const getDashboard = () => api.call(adminContract.getDashboard);

export const getDashboardQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'dashboard'], queryFn: getDashboard });

/** GET /api/admin/dashboard. */
export const useDashboard = () => useQuery(getDashboardQueryOptions());
