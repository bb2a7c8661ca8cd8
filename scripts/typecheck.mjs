// `npm run typecheck`: the four TypeScript projects checked by TypeScript 7's native compiler
// (the `typescript-native` package, an alias of typescript@7), which checks this code 2–3× faster than
// TypeScript 5. typescript-eslint keeps TypeScript 5 (`typescript`): its JavaScript API is what it loads.
// The builds of packages/shared and apps/api emit with TypeScript 7 without checking (`--noCheck`: each
// file alone, as isolatedModules guarantees; ~2 CPU-s where checking and emitting with TypeScript 5 took
// ~35, the JavaScript byte for byte the same): this type check is what checks them, before the build in
// npm test. Both packages name their command `tsc`, so each is called by its path, never by that name.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
const tsc = path.join(path.dirname(require.resolve('typescript-native/package.json')), 'bin', 'tsc');
let failed = false;
for (const project of ['packages/shared', 'apps/api', 'apps/web', 'scripts']) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project, '--noEmit'], { stdio: 'inherit' });
  if (status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
