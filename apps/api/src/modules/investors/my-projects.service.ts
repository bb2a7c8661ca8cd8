import { PROJECT_STAGES, type AccountProjectsResponse, type ProjectStage } from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { canViewProject, projectGrantIds } from '../access/index.js';
import * as repo from './investors.repository.js';
import { stateOf } from './pipeline.service.js';
import { requireSignedIn, type Viewer } from './project-access.js';

const projectStageOf = (value: string): ProjectStage =>
  (PROJECT_STAGES as readonly string[]).includes(value) ? (value as ProjectStage) : 'idea';

/**
 * "My projects" (SPEC §2, passport): the projects the user owns, those a grant names for them, and those
 * they are in the pipeline of, each once, with the project's stage and theirs; latest change first. A
 * grant for every project is not listed project by project (that is the open opportunities list).
 */
export const listMyProjects = async (db: Db, viewer: Viewer): Promise<AccountProjectsResponse> => {
  const user = requireSignedIn(viewer);
  const [owned, grantIds, entries] = await Promise.all([
    repo.projectsOwnedBy(db, user.id),
    projectGrantIds(db, user.id),
    repo.entriesOfInvestor(db, user.id),
  ]);
  const others = await repo.projectsByIds(db, [...grantIds, ...entries.map((entry) => entry.project_id)]);
  const byId = new Map([...others, ...owned].map((row) => [row.id, row]));
  const entryOf = new Map(entries.map((entry) => [entry.project_id, entry]));
  const items = [...byId.values()].flatMap((row) => {
    const project = { id: row.id, ownerId: row.owner_id, isPublished: row.is_published === 1 };
    const hasAccess = canViewProject(user, project, grantIds);
    const entry = entryOf.get(row.id);
    // A project the user may no longer see is not listed, even with an old pipeline entry.
    if (!hasAccess) return [];
    const state = stateOf(entry);
    return [
      {
        slug: row.slug,
        title: { en: row.title_en, es: row.title_es },
        projectStage: projectStageOf(row.stage),
        isOwner: row.owner_id === user.id,
        hasAccess,
        pipelineStage: state.stage,
        isIndicationAccepted: state.isIndicationAccepted,
        updatedAt: [row.updated_at, entry?.updated_at ?? ''].sort().at(-1) ?? row.updated_at,
      },
    ];
  });
  items.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.slug.localeCompare(b.slug));
  return { items };
};
