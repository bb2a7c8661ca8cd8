import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The front doors (decision 027) hold by the lint: a module, the app's wiring or the shared floor that
 * imports another module's file rather than its index.ts is an error. Linted as text (nothing on disk
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
        "import { changeUserAccess } from '../modules/admin/user-access.service.js';\nexport const probe = changeUserAccess;\n",
      ),
    ).toEqual([expect.stringContaining('modules/admin/index.ts')]);
  }, 60_000);

  it('keeps the shared floor (lib) from importing any module, even through its front door', async () => {
    const errors = await boundaryErrors(
      'lib/door-probe.ts',
      "import { createSession } from '../modules/session/index.js';\nexport const probe = createSession;\n",
    );
    expect(errors).toEqual([expect.stringContaining('import no module')]);
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
