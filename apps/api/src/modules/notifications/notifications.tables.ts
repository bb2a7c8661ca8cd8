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
};

export type NotificationEmailOptOutsTable = { user_id: string; kind: string; created_at: string };

declare module '../../db/database.js' {
  interface Database {
    notifications: NotificationsTable;
    notification_email_opt_outs: NotificationEmailOptOutsTable;
  }
}
