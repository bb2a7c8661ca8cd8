/**
 * The notifications' tables: notifications and the kinds a user gets no mail for.
 * Added to the Database of db/database.ts by declaration merging: the floor imports no module.
 */

export type NotificationsTable = {
  id: string;
  user_id: string;
  kind: string;
  project_id: string | null;
  data: string;
  read_at: string | null;
  created_at: string;
  /** Migration 140 (decision 041): 'digest' while waiting for the weekly digest, 'sent' once in one. */
  mail_state: string | null;
  digest_id: string | null;
};

export type NotificationEmailOptOutsTable = { user_id: string; kind: string; created_at: string };

/** Immediate mail or the weekly digest, per user and kind (no row: the kind's default). */
export type NotificationEmailModesTable = { user_id: string; kind: string; mode: string; updated_at: string };

/** Each weekly digest sent: one per user and week (`week_of`: the week's sending moment). */
export type NoticeDigestsTable = {
  id: string;
  user_id: string;
  week_of: string;
  items: number;
  sent_at: string;
};

/** The screened rows (by flare) an investor was told of. */
export type ScreenedMatchNoticesTable = {
  user_id: string;
  flare_id: string;
  notification_id: string;
  created_at: string;
};

declare module '../../db/database.js' {
  interface Database {
    notifications: NotificationsTable;
    notification_email_opt_outs: NotificationEmailOptOutsTable;
    notification_email_modes: NotificationEmailModesTable;
    notice_digests: NoticeDigestsTable;
    screened_match_notices: ScreenedMatchNoticesTable;
  }
}
