import type { AuditListQuery, AuditListResponse } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryString } from './query-string';

export type AuditFilters = Partial<AuditListQuery>;

export const getAudit = (filters: AuditFilters) =>
  api.get<AuditListResponse>(`/admin/audit${queryString(filters)}`);

export const getAuditQueryOptions = (filters: AuditFilters) =>
  queryOptions({ queryKey: ['admin', 'audit', filters], queryFn: () => getAudit(filters) });

/** GET /api/admin/audit: a page of the log. */
export const useAudit = (filters: AuditFilters) =>
  useQuery({ ...getAuditQueryOptions(filters), placeholderData: keepPreviousData });

/** GET /api/admin/audit.csv: the filtered log as a file. */
export const downloadAudit = (filters: Omit<AuditFilters, 'page' | 'pageSize'>, lang: string) =>
  api.download(`/admin/audit.csv${queryString({ ...filters, lang })}`);
