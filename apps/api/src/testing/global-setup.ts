import type { TestProject } from 'vitest/node';
import { buildSeededTemplate, SEEDED_TEMPLATE_KEY, type SeededTemplate } from './seeded-template.js';

declare module 'vitest' {
  export interface ProvidedContext {
    [SEEDED_TEMPLATE_KEY]: SeededTemplate;
  }
}

/**
 * An API project's global setup: the seeded template is built once for the whole run, on the
 * database the project's DATABASE_URL names (vitest.config.ts), and removed at the end.
 */
export default async function setup(project: TestProject) {
  const { template, remove } = await buildSeededTemplate(project.config.env.DATABASE_URL ?? '');
  project.provide(SEEDED_TEMPLATE_KEY, template);
  return remove;
}
