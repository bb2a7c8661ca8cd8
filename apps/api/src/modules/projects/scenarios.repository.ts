import type { Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ProjectScenariosTable } from './projects.tables.js';

/** The SQL of a project's scenarios (scenarios.service.ts). `db` may be a transaction. */

export type ScenarioRow = Selectable<ProjectScenariosTable>;

/** A project's scenarios in their order. */
export const listScenarioRows = (db: Db, projectId: string) =>
  db
    .selectFrom('project_scenarios')
    .selectAll()
    .where('project_id', '=', projectId)
    .orderBy('position')
    .execute();

export const insertScenarioRow = async (db: Db, row: ScenarioRow): Promise<void> => {
  await db.insertInto('project_scenarios').values(row).execute();
};

export const updateScenarioRow = async (
  db: Db,
  id: string,
  values: Updateable<ProjectScenariosTable>,
): Promise<void> => {
  await db.updateTable('project_scenarios').set(values).where('id', '=', id).execute();
};

/** Deletes one scenario of the project; false when the project has no scenario with that id. */
export const deleteScenarioRow = async (db: Db, projectId: string, id: string): Promise<boolean> => {
  const deleted = await db
    .deleteFrom('project_scenarios')
    .where('id', '=', id)
    .where('project_id', '=', projectId)
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) !== 0;
};
