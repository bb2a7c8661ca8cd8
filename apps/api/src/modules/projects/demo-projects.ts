import fs from 'node:fs';
import path from 'node:path';
import {
  DEBT_SIZINGS,
  DEFAULT_COMPOSITION,
  defaultProjectInputs,
  higherHeatingValueMjPerM3,
  lowerHeatingValueMjPerM3,
  milestoneSchema,
  PROJECT_STAGES,
  projectFlareRefSchema,
  TECHNOLOGY_IDS,
} from '@flarescope/shared';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../infra/clock.js';
import { insertSetting, readSetting } from '../../lib/app-settings.repository.js';
import { insertProject } from './projects.service.js';

/** The flag in app_settings that says the illustrative projects were loaded (once: deleting them is final). */
const LOADED_KEY = 'demo_projects_loaded';

const demoFileSchema = z.object({
  projects: z.array(
    z.object({
      slug: z.string(),
      titleEn: z.string(),
      titleEs: z.string(),
      summaryEn: z.string(),
      summaryEs: z.string(),
      descriptionEn: z.string(),
      descriptionEs: z.string(),
      flares: z.array(projectFlareRefSchema).min(1),
      technology: z.enum(TECHNOLOGY_IDS),
      capacityMw: z.number().positive(),
      stage: z.enum(PROJECT_STAGES),
      isFeatured: z.boolean(),
      milestones: z.array(milestoneSchema),
      /**
       * What the project sets apart from the defaults (issue 26: a capacity factor its flares' detection
       * frequency supports, a loan its cash can serve); checked with the rest by insertProject.
       */
      model: z
        .object({
          capacityFactor: z.number(),
          debtShare: z.number(),
          debtTenorYears: z.number(),
          debtSizing: z.enum(DEBT_SIZINGS),
          targetMinDscr: z.number(),
        })
        .partial()
        .strict()
        .default({}),
    }),
  ),
});

/**
 * Loads the illustrative projects of `data/seed/demo-projects.json` (SOURCES.md there) once, after the
 * shipped flaring data, through the same checks as a user's project: each names real flares and takes
 * the model's documented defaults for its technology, on the default gas's heating values, with the few
 * inputs its file sets apart (a capacity factor its flares support, its loan). Published,
 * without an owner, flagged illustrative. Returns how many it loaded (0 when already done).
 */
export const loadDemoProjects = async (db: Db, clock: Clock, seedDir: string): Promise<number> => {
  if (await readSetting(db, LOADED_KEY)) return 0;
  const file = demoFileSchema.parse(
    JSON.parse(fs.readFileSync(path.join(seedDir, 'demo-projects.json'), 'utf8')),
  );
  const gasLhvMjPerM3 = Number(lowerHeatingValueMjPerM3(DEFAULT_COMPOSITION).toFixed(2));
  const gasHhvMjPerM3 = Number(higherHeatingValueMjPerM3(DEFAULT_COMPOSITION).toFixed(2));
  for (const demo of file.projects) {
    const model = {
      ...defaultProjectInputs({
        technology: demo.technology,
        capacityMw: demo.capacityMw,
        gasLhvMjPerM3,
        gasHhvMjPerM3,
      }),
      ...demo.model,
    };
    await insertProject(
      { db, clock },
      {
        ownerId: null,
        stage: demo.stage,
        isPublished: true,
        isIllustrative: true,
        isFeatured: demo.isFeatured,
        body: {
          slug: demo.slug,
          titleEn: demo.titleEn,
          titleEs: demo.titleEs,
          summaryEn: demo.summaryEn,
          summaryEs: demo.summaryEs,
          descriptionEn: demo.descriptionEn,
          descriptionEs: demo.descriptionEs,
          flares: demo.flares,
          technology: demo.technology,
          model,
          fundingSoughtUsd: Math.round(model.capexUsd),
          milestones: demo.milestones,
        },
      },
    );
  }
  const now = clock.now().toISOString();
  await insertSetting(db, { key: LOADED_KEY, value: now, updated_at: now });
  return file.projects.length;
};
