import type { ServiceContext } from '../../lib/service-context.js';
import { storageKeysOfProject } from './project-files.repository.js';

/**
 * Where the files of a project's data room are stored, every version of every document, in one query:
 * the admin console removes them from the storage once it has deleted the project (issue 36, item 2).
 */
export const projectFileKeys = async (
  { db }: Pick<ServiceContext, 'db'>,
  { projectId }: { projectId: string },
): Promise<string[]> => storageKeysOfProject(db, projectId);
