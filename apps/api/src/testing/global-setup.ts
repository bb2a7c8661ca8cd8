import type { TestProject } from 'vitest/node';
import {
  buildSeededTemplate,
  MIGRATED_TEMPLATE_KEY,
  SEEDED_TEMPLATE_KEY,
  type SeededTemplate,
} from './seeded-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    [SEEDED_TEMPLATE_KEY]: SeededTemplate;
    [MIGRATED_TEMPLATE_KEY]: SeededTemplate;
  }
}

/**
 * An API project's global setup: the seeded template and the migrated one are built once for the whole
 * run, on the database the project's DATABASE_URL names (vitest.config.ts), and removed at the end.
 */
export default async function setup(project: TestProject) {
  const url = project.config.env.DATABASE_URL ?? '';
  const migrated = await buildSeededTemplate(url, { seeded: false });
  const seeded = await buildSeededTemplate(url).catch(async (error: unknown) => {
    await migrated.remove();
    throw error;
  });
  project.provide(MIGRATED_TEMPLATE_KEY, migrated.template);
  project.provide(SEEDED_TEMPLATE_KEY, seeded.template);
  return async () => {
    await seeded.remove();
    await migrated.remove();
  };
}
