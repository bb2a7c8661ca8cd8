import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT_DIR } from '../config.js';

/** Where the bench runs the product's code from: the compiled API (as `npm start` runs it) or these sources under tsx. */
export type CodeFrom = 'dist' | 'src';

/**
 * The URL of a module of the API (`file` as the sources import it, e.g. `db/database.js`): from `dist`, the
 * compiled module (`apps/api/dist/<file>`, which the bench script builds first; `npm start` and `npm run
 * import` run that code, not these sources under tsx, whose transform adds a `__name` call to every function
 * and a loader hook to every import); from `src`, the source module, which tsx resolves to its `.ts`.
 */
export const moduleOf = (from: CodeFrom, file: string): string => {
  if (from === 'src') return new URL(`../${file}`, import.meta.url).href;
  const target = path.join(ROOT_DIR, 'apps/api/dist', file);
  if (!fs.existsSync(target)) throw new Error(`${target} is missing: npm run build -w apps/api first.`);
  return pathToFileURL(target).href;
};
