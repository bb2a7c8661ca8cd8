import fs from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from '../config.js';

const API_SRC = path.join(ROOT_DIR, 'apps/api/src');
const SHARED_SRC = path.join(ROOT_DIR, 'packages/shared/src');
const SHARED_BUILD = path.join(ROOT_DIR, 'packages/shared/dist/index.js');

/** The newest modification time of the files under `dir` (0 for none). */
const newestUnder = (dir: string): number => {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
};

const mtimeOf = (file: string): number => {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
};

let sourcesChanged: number | undefined;

/**
 * The Node arguments that start one of the API's entry points (`server`, `cli/import`, …) as its own
 * process: the compiled file of `npm run build` when it is newer than every source file of the API and
 * of the shared package (so it is this code, compiled), else the source through tsx. Tests start ~100 such
 * processes per run; the compiled start costs about half the CPU of tsx's (CI builds before it tests).
 */
export const entryPointArgs = (entry: string): string[] => {
  sourcesChanged ??= Math.max(newestUnder(API_SRC), newestUnder(SHARED_SRC));
  const compiled = path.join(ROOT_DIR, 'apps/api/dist', `${entry}.js`);
  const built = Math.min(mtimeOf(compiled), mtimeOf(SHARED_BUILD));
  return built > sourcesChanged ? [compiled] : ['--import', 'tsx', path.join(API_SRC, `${entry}.ts`)];
};
