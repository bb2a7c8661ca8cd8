/**
 * The event's table: Business Mastery registrations.
 * Added to the Database of db/database.ts by declaration merging: the floor imports no module.
 */

export type EventRegistrationsTable = {
  id: string;
  email: string;
  name: string;
  company: string;
  position: string | null;
  country: string;
  role: string;
  message: string | null;
  language: string;
  ip: string | null;
  created_at: string;
  updated_at: string;
};

declare module '../../db/database.js' {
  interface Database {
    event_registrations: EventRegistrationsTable;
  }
}
