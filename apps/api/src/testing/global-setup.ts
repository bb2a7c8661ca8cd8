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
 * run, on the database the project's DATABASE_URL names (vitest.config.ts), and removed at the end. The
 * seeded one is still being built when the tests start (buildSeededTemplate): the run's first files are the
 * web's and the shared package's (vitest.config.ts, its sequencer), and an API file that copies it before it
 * is ready waits for it. A build that fails fails every file that copies the template at once, and its
 * error is printed at the end of the run (Vitest's "error during close").
 */
export default async function setup(project: TestProject) {
  const url = project.config.env.DATABASE_URL ?? '';
  const migrated = await buildSeededTemplate(url, { seeded: false });
  const seeded = await migrated.ready
    .then(() => buildSeededTemplate(url))
    .catch(async (error: unknown) => {
      await migrated.remove();
      throw error;
    });
  // Settled either way, so that a failed build is not an unhandled rejection before the end.
  const failure = seeded.ready.then(
    () => undefined,
    (error: unknown) => error,
  );
  project.provide(MIGRATED_TEMPLATE_KEY, migrated.template);
  project.provide(SEEDED_TEMPLATE_KEY, seeded.template);
  return async () => {
    const error = await failure;
    await seeded.remove();
    await migrated.remove();
    if (error) throw error;
  };
}
