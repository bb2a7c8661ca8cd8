import { dictionaries, type AuditListQuery, type AuditListResponse, type Locale } from '@flarescope/shared';
import { stringify } from 'csv-stringify/sync';
import type { ServiceContext } from '../../lib/service-context.js';
import { escapeCell } from '../../lib/table-export.js';
import { auditEventCount, auditEventsPage, type AuditFilter } from '../accounts/index.js';
import { presentAuditRow } from './presenters.js';
import * as repo from './audit-log.repository.js';

/** The most rows one CSV of the log holds (newest first); narrow the filter for older ones. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

const filterOf = (query: Omit<AuditListQuery, 'page' | 'pageSize'>): AuditFilter => ({
  userEmail: query.user || undefined,
  event: query.kind || undefined,
  // Dates are whole UTC days: `to` takes in the whole day.
  from: query.from ? `${query.from}T00:00:00.000Z` : undefined,
  to: query.to ? `${query.to}T23:59:59.999Z` : undefined,
});

/** A page of the audit log, newest first, and the kinds of event it holds (for the filter). */
export const listAudit = async (
  ctx: Pick<ServiceContext, 'db'>,
  query: AuditListQuery,
): Promise<AuditListResponse> => {
  const filter = filterOf(query);
  const page = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const [rows, total, kinds] = await Promise.all([
    auditEventsPage(ctx, { filter, page }),
    auditEventCount(ctx, { filter }),
    repo.auditKinds(ctx.db),
  ]);
  return { items: rows.map(presentAuditRow), total, page: query.page, pageSize: query.pageSize, kinds };
};

/** The filtered log as CSV (headers in `lang`), with a byte order mark so Excel reads UTF-8. */
export const auditCsv = async (
  ctx: Pick<ServiceContext, 'db'>,
  { query, lang }: { query: Omit<AuditListQuery, 'page' | 'pageSize'>; lang: Locale },
): Promise<Buffer> => {
  const t = dictionaries[lang].admin.auditCsv;
  const rows = await auditEventsPage(ctx, {
    filter: filterOf(query),
    page: { limit: AUDIT_CSV_MAX_ROWS, offset: 0 },
  });
  const text = stringify([
    [t.time, t.event, t.user, t.actor, t.ip, t.details],
    ...rows.map((row) =>
      [row.created_at, row.event, row.user_email, row.actor_email, row.ip, row.details].map((cell) =>
        escapeCell(cell ?? ''),
      ),
    ),
  ]);
  return Buffer.from(`\ufeff${text}`, 'utf8');
};
