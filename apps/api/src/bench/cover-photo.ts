/**
 * How long the passport takes to turn a 10 MB photo into its cover (issue 18): sniff, header check,
 * decode, crop to 4:1, resize to the 1584×396 banner and the 528×132 variant, re-encode as WebP, as
 * PUT /api/passport/cover does (apps/api/src/modules/passport/passport.service.ts). The photo is a
 * 24-megapixel JPEG of noise (noise compresses worst, so it is the largest file for its pixels), written at
 * the highest quality that stays under 10 MB. Run: npm run bench:cover
 */
import os from 'node:os';
import { COVER_BANNER, COVER_MAX_BYTES, COVER_SMALL } from '@flarescope/shared';
import sharp from 'sharp';
import { DEFAULT_MAX_PIXELS, processImage } from '../infra/images/images.js';

const RUNS = Number(process.env.RUNS ?? 10);
const WIDTH = 6000;
const HEIGHT = 4000;

const makePhoto = async (): Promise<{ bytes: Buffer; quality: number }> => {
  const noise = sharp({
    create: {
      width: WIDTH,
      height: HEIGHT,
      channels: 3,
      background: { r: 128, g: 128, b: 128 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });
  for (let quality = 95; quality >= 50; quality -= 5) {
    const bytes = await noise.clone().jpeg({ quality }).toBuffer();
    if (bytes.length <= COVER_MAX_BYTES) return { bytes, quality };
  }
  throw new Error('could not make a photo under 10 MB');
};

const { bytes, quality } = await makePhoto();
const crop = { left: 0, top: 1250, width: 6000, height: 1500 };
const run = () =>
  processImage(bytes, {
    maxPixels: DEFAULT_MAX_PIXELS,
    crop,
    outputs: [
      { ...COVER_BANNER, format: 'webp', quality: 82 },
      { ...COVER_SMALL, format: 'webp', quality: 78 },
    ],
  });

const [banner, small] = await run(); // warm-up
const times: number[] = [];
for (let i = 0; i < RUNS; i++) {
  const started = process.hrtime.bigint();
  await run();
  times.push(Number(process.hrtime.bigint() - started) / 1e6);
}
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)] ?? NaN;
const max = sorted[sorted.length - 1] ?? NaN;
const cpus = os.cpus();
process.stdout.write(
  [
    `Cover photo from a ${(bytes.length / 1024 / 1024).toFixed(2)} MB JPEG (${WIDTH}×${HEIGHT}, quality ${quality}); ${RUNS} runs; ${cpus.length} CPUs (${cpus[0]?.model ?? 'unknown'}), Node ${process.version}, sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}`,
    `processImage (sniff, decode, crop 6000×1500, banner 1584×396 + 528×132 WebP): median ${median.toFixed(0)} ms, max ${max.toFixed(0)} ms`,
    `outputs: banner ${((banner?.bytes.length ?? 0) / 1024).toFixed(0)} KB, small ${((small?.bytes.length ?? 0) / 1024).toFixed(0)} KB`,
    '',
  ].join('\n'),
);
