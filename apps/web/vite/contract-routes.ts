import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** What the web reads of a route at run time: where and how to send it (`api.call`, `api.uploadRoute`). */
const WIRE_KEYS = ['method', 'path', 'status', 'multipart', 'file'] as const;

type Contracts = Record<string, unknown>;

/** `packages/shared/src/contract/<module>.ts`: one file of the contract (not its index, types or shared params). */
const CONTRACT_FILE =
  /[\\/]packages[\\/]shared[\\/]src[\\/]contract[\\/](?!index\.|route\.|params\.)[\w-]+\.ts$/;
const CONTRACT_EXPORT = /^export const (\w+) = defineRoutes\(/gm;

/** A contract's routes with their wire facts only: no zod schema left to build. */
export const wireRoutes = (routes: Record<string, Record<string, unknown>>) =>
  Object.fromEntries(
    Object.entries(routes).map(([name, route]) => [
      name,
      Object.fromEntries(WIRE_KEYS.filter((key) => route[key] !== undefined).map((key) => [key, route[key]])),
    ]),
  );

/**
 * The web's build loads each module of the route contract as its routes' wire facts only (decision 047).
 * The web sends requests by a route's method and path and types them by its schemas; it never parses with
 * them at run time (the API checks what comes in and goes out). Left in, every page built the whole
 * contract's zod schemas before its first render (~90 kB of zod and every module's schemas on the first
 * load, a long task on a phone). Each file is replaced by its one `export const xContract = …` as the
 * compiled shared package defines it, so method and path cannot drift from the API's.
 */
export const contractRoutes = (contracts: Contracts): Plugin => ({
  name: 'flarescope:contract-routes',
  enforce: 'pre',
  load(id) {
    const file = id.split('?')[0] ?? id;
    if (!CONTRACT_FILE.test(file)) return null;
    const names = [...fs.readFileSync(file, 'utf8').matchAll(CONTRACT_EXPORT)].map(
      (match) => match[1] as string,
    );
    if (names.length !== 1) {
      throw new Error(
        `${path.basename(file)}: expected one \`export const … = defineRoutes(\`, found ${names.length}`,
      );
    }
    const [name] = names as [string];
    const routes = contracts[name];
    if (typeof routes !== 'object' || routes === null) {
      throw new Error(`${path.basename(file)}: the shared package exports no ${name}`);
    }
    return `export const ${name} = ${JSON.stringify(wireRoutes(routes as Record<string, Record<string, unknown>>))};\n`;
  },
});
