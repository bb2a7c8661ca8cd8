import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import type { Database } from '../config.js';
import {
  MIGRATED_TEMPLATE_KEY,
  pgDatabaseUrl,
  SEEDED_TEMPLATE_KEY,
  waitForTemplate,
  whileInUse,
  withPgAdmin,
} from './seeded-template.js';

/**
 * A fresh database for one test file, of the dialect DATABASE_URL names: a temporary SQLite file by
 * default, or a new database on the PostgreSQL server of a postgres:// URL. Empty; or — `migrated` — a
 * copy of the run's migrated template when there is one (else empty: the app migrates it); or —
 * `seeded` — a copy of the run's seeded template (testing/global-setup.ts): migrated, with the shipped
 * data loaded.
 */
export const createTestDatabase = async (
  options: { seeded?: boolean; migrated?: boolean } = {},
): Promise<{ database: Database; drop: () => Promise<void> }> => {
  const url = process.env.DATABASE_URL;
  const template = options.seeded
    ? inject(SEEDED_TEMPLATE_KEY)
    : options.migrated
      ? inject(MIGRATED_TEMPLATE_KEY)
      : undefined;
  if (options.seeded && !template)
    throw new Error('No seeded template: run the API tests through vitest.config.ts.');
  if (url?.startsWith('postgres')) {
    if (template && template.dialect !== 'postgres')
      throw new Error('The seeded template is not on PostgreSQL.');
    const name = `flarescope_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    await withPgAdmin(url, async (client) => {
      if (!template) return client.query(`CREATE DATABASE ${name}`);
      await waitForTemplate(template, client);
      // Two files cloning the template at the same moment: PostgreSQL refuses the second while the first
      // copies ("source database is being accessed by other users"); it is tried again.
      return whileInUse(() => client.query(`CREATE DATABASE ${name} TEMPLATE ${template.name}`), 200);
    });
    return {
      database: { dialect: 'postgres', url: pgDatabaseUrl(url, name) },
      drop: () =>
        withPgAdmin(url, async (client) => {
          // pg's Pool.end() resolves before its sockets have closed; forcing the drop at once would
          // terminate those backends, and the closing clients would throw 57P01 as an unhandled error.
          // So wait (up to 5 s) for them to go, and force only if something really hangs on.
          try {
            await whileInUse(() => client.query(`DROP DATABASE IF EXISTS ${name}`), 100);
          } catch (error) {
            if ((error as { code?: string }).code !== '55006') throw error;
            await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
          }
        }),
    };
  }
  if (template && template.dialect !== 'sqlite') throw new Error('The seeded template is not on SQLite.');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-test-'));
  const file = path.join(dir, 'test.db');
  if (template) {
    await waitForTemplate(template);
    fs.copyFileSync(template.file, file);
  }
  return {
    database: { dialect: 'sqlite', file },
    drop: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
};
