import fs from 'node:fs';
import path from 'node:path';
import * as shared from '@flarescope/shared';
import { describe, expect, it } from 'vitest';
import { contractRoutes } from './contract-routes';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CONTRACT_DIR = path.join(ROOT, 'packages/shared/src/contract');
const WEB_SRC = path.join(ROOT, 'apps/web/src');

type Load = (id: string) => string | null;
const load = contractRoutes(shared as unknown as Record<string, unknown>).load as unknown as Load;

/** The module the plugin writes for a file: its one export's name and value. */
const loaded = (file: string) => {
  const code = load(path.join(CONTRACT_DIR, file));
  if (code === null) return null;
  const match = /^export const (\w+) = (.*);\n$/s.exec(code);
  if (!match) throw new Error(`not one export: ${code.slice(0, 80)}`);
  return {
    name: match[1] as string,
    routes: JSON.parse(match[2] as string) as Record<string, Record<string, unknown>>,
  };
};

const contractFiles = fs
  .readdirSync(CONTRACT_DIR)
  .filter(
    (file) =>
      file.endsWith('.ts') &&
      !file.endsWith('.test.ts') &&
      !['index.ts', 'route.ts', 'params.ts'].includes(file),
  );

describe('the contract as the web build loads it (decision 047)', () => {
  it('keeps every route of every module with the method, path and status the API registers, and no schema', () => {
    let routeCount = 0;
    for (const file of contractFiles) {
      const module = loaded(file);
      expect(module, file).not.toBeNull();
      const { name, routes } = module!;
      const real = (shared as unknown as Record<string, Record<string, Record<string, unknown>>>)[name];
      expect(real, `${file} exports ${name}`).toBeDefined();
      expect(Object.keys(routes).sort(), file).toEqual(Object.keys(real!).sort());
      for (const [key, route] of Object.entries(real!)) {
        routeCount += 1;
        expect(routes[key], `${name}.${key}`).toEqual({
          method: route.method,
          path: route.path,
          ...(route.status === undefined ? {} : { status: route.status }),
          ...(route.multipart === undefined ? {} : { multipart: route.multipart }),
          ...(route.file === undefined ? {} : { file: route.file }),
        });
      }
    }
    // Every route of the API's contract is covered, module by module.
    const all = Object.values(shared.apiContract).reduce(
      (sum, routes) => sum + Object.keys(routes).length,
      0,
    );
    expect(routeCount).toBe(all);
  });

  it('leaves the contract index, the route types, the shared parameters and other files alone', () => {
    for (const file of ['index.ts', 'route.ts', 'params.ts'])
      expect(load(path.join(CONTRACT_DIR, file))).toBeNull();
    expect(load(path.join(ROOT, 'packages/shared/src/schemas/session.ts'))).toBeNull();
    expect(load(path.join(WEB_SRC, 'main.tsx'))).toBeNull();
  });

  it('holds because the web never reads a schema off a contract at run time', () => {
    const sources = fs
      .readdirSync(WEB_SRC, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    const readers = sources.filter((file) =>
      /Contract(\.\w+|\[[^\]]+\])+\.(response|body|query|params)\b/.test(
        fs.readFileSync(path.join(WEB_SRC, file), 'utf8'),
      ),
    );
    expect(readers).toEqual([]);
  });
});
