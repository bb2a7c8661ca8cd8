import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The front doors (decision 027) hold by the lint: a module, the app's wiring or the shared floor that
 * imports another module's file rather than its index.ts is an error; so is a query written outside a
 * repository (issue 28, item 4). Linted as text (nothing on disk
 * changes), under made-up names or, where the zones list files read from disk (testing/), a real one's.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');
const API = path.join(REPO, 'apps/api/src');

let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: REPO });
});

/** The messages of the import boundary rules for `code` as if it were the file at `file` (under src). */
const boundaryErrors = async (file: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(code, { filePath: path.join(API, file) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
};

describe('module front doors', () => {
  it('refuses a module reaching into another module’s repository, and lets it through the front door', async () => {
    const deep = await boundaryErrors(
      'modules/data-room/door-probe.ts',
      "import { findProjectBySlug } from '../projects/projects.repository.js';\nexport const probe = findProjectBySlug;\n",
    );
    expect(deep).toEqual([expect.stringContaining('modules/projects/index.ts')]);
    const front = await boundaryErrors(
      'modules/data-room/door-probe.ts',
      "import { findProjectBySlug } from '../projects/index.js';\nexport const probe = findProjectBySlug;\n",
    );
    expect(front).toEqual([]);
  }, 60_000);

  it('lets a module import its own files, and holds the app wiring and test helpers to the front doors', async () => {
    expect(
      await boundaryErrors(
        'modules/projects/door-probe.test.ts',
        "import { findProjectBySlug } from './projects.repository.js';\nexport const probe = findProjectBySlug;\n",
      ),
    ).toEqual([]);
    expect(
      await boundaryErrors(
        'testing/factories.ts',
        "import { createSession } from '../modules/session/session.service.js';\nexport const probe = createSession;\n",
      ),
    ).toEqual([expect.stringContaining('modules/session/index.ts')]);
    expect(
      await boundaryErrors(
        'cli/door-probe.ts',
        "import { changeUserAccess } from '../modules/accounts/user-access.service.js';\nexport const probe = changeUserAccess;\n",
      ),
    ).toEqual([expect.stringContaining('modules/accounts/index.ts')]);
  }, 60_000);

  it('keeps the shared floor (lib) from importing any module, even through its front door', async () => {
    const errors = await boundaryErrors(
      'lib/door-probe.ts',
      "import { createSession } from '../modules/session/index.js';\nexport const probe = createSession;\n",
    );
    expect(errors).toEqual([expect.stringContaining('import no module')]);
  }, 60_000);
});

describe('side effects in services, not routes', () => {
  const notice = [
    "import { notifyNewOpportunity } from '../notifications/index.js';",
    'export const probe = notifyNewOpportunity;',
    '',
  ].join('\n');

  it('refuses a module’s routes importing the notices, even through the front door, and lets its services', async () => {
    expect(await boundaryErrors('modules/projects/probe.routes.ts', notice)).toEqual([
      expect.stringContaining('Routes send no notices'),
    ]);
    expect(await boundaryErrors('modules/investors/probe.routes.ts', notice)).toEqual([
      expect.stringContaining('Routes send no notices'),
    ]);
    expect(await boundaryErrors('modules/projects/probe.service.ts', notice)).toEqual([]);
    // The notifications module's own routes serve its own endpoints.
    expect(
      await boundaryErrors(
        'modules/notifications/probe.routes.ts',
        "import * as service from './notifications.service.js';\nexport const probe = service;\n",
      ),
    ).toEqual([]);
  }, 60_000);
});

describe('SQL only in repositories', () => {
  /** The messages of the SQL rules for `code` as if it were the file at `file` (under src). */
  const sqlErrors = async (file: string, code: string): Promise<string[]> => {
    const [result] = await eslint.lintText(code, { filePath: path.join(API, file) });
    return (result?.messages ?? [])
      .filter((message) => ['no-restricted-syntax', 'no-restricted-imports'].includes(message.ruleId ?? ''))
      .map((message) => message.message);
  };
  const query = [
    "import type { Db } from '../../db/database.js';",
    'export const probe = (db: Db) =>',
    "  db.selectFrom('projects').selectAll().where('id', '=', 'x').executeTakeFirst();",
    'export const probeWrite = (db: Db) =>',
    "  db.deleteFrom('projects').where('id', '=', 'x').execute();",
    '',
  ].join('\n');
  const template = [
    "import { sql } from 'kysely';",
    "import type { Db } from '../../db/database.js';",
    'export const probe = (db: Db) => sql`analyze`.execute(db);',
    "export const probeRaw = () => sql.raw('select 1');",
    '',
  ].join('\n');

  it('refuses a query or an sql template in a service, and lets the module’s repository hold them', async () => {
    const inService = await sqlErrors('modules/projects/probe.service.ts', query);
    expect(inService).toEqual([
      expect.stringContaining('SQL lives in repositories'),
      expect.stringContaining('SQL lives in repositories'),
    ]);
    const templated = await sqlErrors('modules/projects/probe.service.ts', template);
    // The import of `sql`, its template, its helper.
    expect(templated).toHaveLength(3);
    expect(templated.every((message) => message.includes('SQL lives in repositories'))).toBe(true);
    expect(await sqlErrors('modules/projects/probe.repository.ts', query)).toEqual([]);
    expect(await sqlErrors('modules/projects/probe.repository.ts', template)).toEqual([]);
  }, 60_000);

  it('holds the shared floor, infra and the wiring to it too, and lets the named exceptions through', async () => {
    const floor = query.replaceAll('../../db/', '../db/');
    expect(await sqlErrors('lib/probe.ts', floor)).toHaveLength(2);
    expect(await sqlErrors('infra/probe.ts', floor)).toHaveLength(2);
    expect(await sqlErrors('cli/probe.ts', floor)).toHaveLength(2);
    expect(await sqlErrors('lib/probe.repository.ts', floor)).toEqual([]);
    // db/ is the dialect layer; tests and their factories write rows directly.
    expect(await sqlErrors('db/probe.ts', floor)).toEqual([]);
    expect(await sqlErrors('modules/projects/probe.test.ts', query)).toEqual([]);
    expect(await sqlErrors('testing/probe.ts', floor)).toEqual([]);
  }, 60_000);
});

describe('the finance model’s front door', () => {
  /** The import boundary messages for `code` as if it were the file at `file` (under packages/shared/src). */
  const sharedErrors = async (file: string, code: string): Promise<string[]> => {
    const [result] = await eslint.lintText(code, { filePath: path.join(REPO, 'packages/shared/src', file) });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
      .map((message) => message.message);
  };

  it('refuses an import into domain/finance/ from the rest of shared, and lets index.ts and the rooms through', async () => {
    expect(
      await sharedErrors(
        'schemas/door-probe.ts',
        "import { annuityPlan } from '../domain/finance/debt.js';\nexport const probe = annuityPlan;\n",
      ),
    ).toEqual([expect.stringContaining('domain/finance/index.ts')]);
    expect(
      await sharedErrors(
        'domain/flare-project.ts',
        "import { PROJECT_INPUT_FALLBACKS } from './finance/inputs.js';\nexport const probe = PROJECT_INPUT_FALLBACKS;\n",
      ),
    ).toEqual([expect.stringContaining('domain/finance/index.ts')]);
    expect(
      await sharedErrors(
        'schemas/door-probe.ts',
        "import { evaluateProject } from '../domain/finance/index.js';\nexport const probe = evaluateProject;\n",
      ),
    ).toEqual([]);
    expect(
      await sharedErrors(
        'domain/finance/metrics.ts',
        "import { annuityPlan } from './debt.js';\nexport const probe = annuityPlan;\n",
      ),
    ).toEqual([]);
  }, 60_000);
});
