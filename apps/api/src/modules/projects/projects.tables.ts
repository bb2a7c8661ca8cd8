/**
 * The projects' tables: a project, its flares, its stage history, the technologies and its scenarios.
 * Added to the Database of db/database.ts by declaration merging: the floor imports no module.
 */

import type { Generated } from 'kysely';

/** Gas-to-power projects (migration 008). JSON columns are validated by the shared schemas on write. */
export type ProjectsTable = {
  id: string;
  slug: string;
  title_en: string;
  title_es: string;
  summary_en: string;
  summary_es: string;
  description_en: string;
  description_es: string;
  company_id: string | null;
  country_iso3: string;
  stage: string;
  technology: string;
  gas_available_m3_per_day: number;
  composition: string | null;
  model_inputs: string;
  funding_sought_usd: number;
  /** The funding sought by instrument as JSON (migration 030); null: assumed from the model. */
  funding_plan: string | null;
  milestones: string;
  /** The gathering radius of a project drafted from a cluster, km (migration 130, decision 040); else null. */
  gathering_radius_km: Generated<number | null>;
  owner_id: string | null;
  is_published: Generated<number>;
  is_illustrative: Generated<number>;
  is_featured: Generated<number>;
  published_at: string | null;
  created_at: string;
  updated_at: string;
};

export type ProjectFlaresTable = { project_id: string; flare_id: string; position: number };

export type ProjectStageChangesTable = {
  id: string;
  project_id: string;
  stage: string;
  changed_by: string | null;
  changed_at: string;
};

export type ProjectTechnologiesTable = {
  id: string;
  name_en: string;
  name_es: string;
  position: number;
  created_at: string;
};

/** An owner's named set of model-input overrides of one project (migration 040, issue 26). */
export type ProjectScenariosTable = {
  id: string;
  project_id: string;
  name: string;
  name_key: string;
  overrides: string;
  position: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
};

declare module '../../db/database.js' {
  interface Database {
    projects: ProjectsTable;
    project_flares: ProjectFlaresTable;
    project_stage_changes: ProjectStageChangesTable;
    project_technologies: ProjectTechnologiesTable;
    project_scenarios: ProjectScenariosTable;
  }
}
