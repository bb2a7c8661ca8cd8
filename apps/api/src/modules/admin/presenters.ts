/** The admin console's rows as the API shows them. */
import type { AuditEntry } from '@flarescope/shared';
import type { AuditRow } from '../accounts/index.js';

const parseDetails = (json: string | null): Record<string, unknown> => {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** One audit row as the console shows it. */
export const presentAuditRow = (row: AuditRow): AuditEntry => ({
  id: row.id,
  event: row.event,
  createdAt: row.created_at,
  user: row.user_id ? { id: row.user_id, email: row.user_email ?? '' } : null,
  actor: row.actor_id ? { id: row.actor_id, email: row.actor_email ?? '' } : null,
  ip: row.ip,
  details: parseDetails(row.details),
});
