import path from 'node:path';
import { apiContract, type RouteContract } from '@flarescope/shared';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';

/**
 * The route contract (decision 029) holds both ways: every route the API documents is a route of
 * `apiContract` (registered from it), every contract route is registered, and the lint refuses a route
 * registered by hand in a module or a web call with a hand-built URL.
 */
const REPO = path.resolve(import.meta.dirname, '../../..');

/** `METHOD /api/x/:y` of a contract route, and of an OpenAPI path (`{y}` → `:y`). */
const keyOf = (method: string, route: string) =>
  `${method.toUpperCase()} ${route.replace('{*}', '*').replace(/\{([^}]+)\}/g, ':$1')}`;

describe('the route contract', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('is what the API registers: the same routes, no more, no fewer', async () => {
    // The OpenAPI document is served beside the contract, not in it.
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const doc = JSON.parse(response.body) as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .flatMap(([route, operations]) => Object.keys(operations).map((method) => keyOf(method, route)))
      .filter((key) => !key.startsWith('HEAD '))
      .sort();
    const contract = Object.values(apiContract)
      .flatMap((routes) => Object.values(routes as Record<string, RouteContract>))
      .map((route) => keyOf(route.method, route.path))
      .sort();
    expect(new Set(contract).size).toBe(contract.length);
    expect(documented).toEqual(contract);
    expect(contract.length).toBeGreaterThanOrEqual(100);
  });
});

describe('the contract lint', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: REPO });
  });

  const restricted = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: path.join(REPO, file) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  };

  it('refuses a web call with a hand-built URL and an asserted type, and lets a contract call through', async () => {
    const file = 'apps/web/src/features/projects/api/contract-probe.ts';
    const head =
      "import { projectsContract } from '@flarescope/shared';\nimport { api } from '../../../lib/api-client';\n";
    expect(
      await restricted(
        file,
        `${head}export const a = (slug: string) => api.get<unknown>(\`/projects/\${slug}\`);\n`,
      ),
    ).toEqual([expect.stringContaining('api.call')]);
    expect(await restricted(file, `${head}export const b = '/api/projects';\n`)).toEqual([
      expect.stringContaining('No hand-built API URL'),
    ]);
    expect(
      await restricted(
        file,
        `${head}export const c = (slug: string) => api.call(projectsContract.getByProject, { params: { project: slug } });\n`,
      ),
    ).toEqual([]);
  }, 60_000);

  it('refuses an API route registered by hand in a module', async () => {
    const file = 'apps/api/src/modules/projects/contract-probe.ts';
    expect(
      await restricted(
        file,
        "export const r = (app: { get: (url: string) => void }) => app.get('/api/projects/x');\n",
      ),
    ).toEqual([expect.stringContaining('contractRoute')]);
  }, 60_000);
});
