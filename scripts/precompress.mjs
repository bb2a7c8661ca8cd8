// After `vite build` (apps/web's `build` script): writes `<file>.br` (Brotli, quality 11) and `<file>.gz`
// (gzip, level 9) beside every compressible file of the web build, once. The server sends them as they are
// (@fastify/static's `preCompressed`, apps/api/src/plugins/spa.ts) instead of compressing the same bundle
// again on every request at Brotli's quality 4, and the browser gets smaller files (quality 11 is too slow
// to run per request, not once per build). Source maps are left out: only developer tools fetch them, and
// they are most of the build's bytes. A compressed copy no smaller than the file is not written (the file
// itself is sent). Usage: node scripts/precompress.mjs <dist dir>
import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.txt', '.wasm']);
/** Below this, a compressed copy saves less than its headers cost (the same threshold as @fastify/compress's in app.ts). */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const filesUnder = async (dir) => {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
};

const main = async () => {
  const dist = process.argv[2];
  if (!dist) throw new Error('usage: node scripts/precompress.mjs <dist dir>');
  const started = performance.now();
  const files = await filesUnder(path.resolve(dist));
  // Copies left by an earlier build (vite empties dist/ itself; this keeps a second run honest).
  await Promise.all(files.filter((file) => /\.(br|gz)$/.test(file)).map((file) => rm(file)));
  const sources = [];
  for (const file of files) {
    if (!COMPRESSIBLE.has(path.extname(file))) continue;
    if ((await stat(file)).size < MIN_BYTES) continue;
    sources.push(file);
  }
  let bytes = 0;
  let brotliBytes = 0;
  // zlib's asynchronous calls run on libuv's thread pool: the files compress side by side.
  await Promise.all(
    sources.map(async (file) => {
      const content = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      bytes += content.length;
      brotliBytes += Math.min(br.length, content.length);
      if (br.length < content.length) await writeFile(`${file}.br`, br);
      if (gz.length < content.length) await writeFile(`${file}.gz`, gz);
    }),
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `precompressed ${sources.length} files: ${(bytes / 1024).toFixed(0)} kB, ${(brotliBytes / 1024).toFixed(0)} kB as Brotli (${seconds} s)`,
  );
};

await main();
