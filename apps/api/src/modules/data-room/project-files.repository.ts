import type { Db } from '../../db/database.js';

/** The SQL of `project-files.service.ts`: where a project's data-room files are stored. */

/** The storage key of every version of every document of a project. */
export const storageKeysOfProject = async (db: Db, projectId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('data_room_versions as v')
      .innerJoin('data_room_documents as d', 'd.id', 'v.document_id')
      .select('v.storage_key')
      .where('d.project_id', '=', projectId)
      .execute()
  ).map((row) => row.storage_key);
