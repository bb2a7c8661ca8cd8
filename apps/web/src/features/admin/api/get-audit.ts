import { adminContract, type AuditListQuery } from '@flarescope/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { localeOf } from '../../../lib/i18n';

export type AuditFilters = Partial<AuditListQuery>;

export const getAudit = (filters: AuditFilters) => api.call(adminContract.getAudit, { query: filters });

export const getAuditQueryOptions = (filters: AuditFilters) =>
  queryOptions({ queryKey: ['admin', 'audit', filters], queryFn: () => getAudit(filters) });

/** GET /api/admin/audit: a page of the log. */
export const useAudit = (filters: AuditFilters) =>
  useQuery({ ...getAuditQueryOptions(filters), placeholderData: keepPreviousData });

/** GET /api/admin/audit.csv: the filtered log as a file. */
export const downloadAudit = (filters: Omit<AuditFilters, 'page' | 'pageSize'>, lang: string) =>
  api.downloadRoute(adminContract.getAuditCsv, { query: { ...filters, lang: localeOf(lang) } });
