/**
 * The data room's tables: documents, their versions, the access log, questions and messages.
 * Added to the Database of db/database.ts by declaration merging: the floor imports no module.
 */

import type { Generated } from 'kysely';

export type DataRoomDocumentsTable = {
  id: string;
  project_id: string;
  folder: string;
  current_version: number;
  /** download | view (migration 032). */
  access_mode: Generated<string>;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  removed_at: string | null;
};

export type DataRoomVersionsTable = {
  id: string;
  document_id: string;
  version: number;
  storage_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  uploaded_by: string | null;
  uploaded_at: string;
  /** What changed, as its uploader wrote it (migration 032). */
  note: string | null;
};

export type DataRoomAccessLogTable = {
  id: string;
  project_id: string;
  document_id: string | null;
  version: number | null;
  user_id: string | null;
  action: string;
  outcome: string;
  reason: string | null;
  ip: string | null;
  created_at: string;
  /** A reading in the viewer: pages shown and seconds open (migration 032). */
  pages: number | null;
  seconds: number | null;
};

export type ProjectQuestionsTable = {
  id: string;
  project_id: string;
  asker_id: string | null;
  document_id: string | null;
  body: string;
  answer: string | null;
  answered_by: string | null;
  answered_at: string | null;
  visibility: string;
  created_at: string;
};

export type ProjectMessagesTable = {
  id: string;
  project_id: string;
  investor_id: string;
  sender_id: string | null;
  sender_side: string;
  body: string;
  read_at: string | null;
  created_at: string;
};

declare module '../../db/database.js' {
  interface Database {
    data_room_documents: DataRoomDocumentsTable;
    data_room_versions: DataRoomVersionsTable;
    data_room_access_log: DataRoomAccessLogTable;
    project_questions: ProjectQuestionsTable;
    project_messages: ProjectMessagesTable;
  }
}
