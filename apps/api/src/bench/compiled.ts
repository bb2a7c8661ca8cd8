import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT_DIR } from '../config.js';

/** Where the bench runs the product's code from: the compiled API (as `npm start` runs it) or these sources under tsx. */
export type CodeFrom = 'dist' | 'src';

/**
 * The URL of a compiled module of the API (`apps/api/dist/<file>`), which the bench script builds first.
 * `npm start` and `npm run import` run that code, not these sources under tsx (whose transform adds a
 * `__name` call to every function and a loader hook to every import).
 */
export const compiledModule = (file: string): string => {
  const target = path.join(ROOT_DIR, 'apps/api/dist', file);
  if (!fs.existsSync(target)) throw new Error(`${target} is missing: npm run build -w apps/api first.`);
  return pathToFileURL(target).href;
};
