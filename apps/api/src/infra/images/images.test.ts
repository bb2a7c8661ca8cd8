import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors.js';
import { DEFAULT_MAX_PIXELS, processImage, sniffImageType } from './images.js';

const BANNER = { width: 1584, height: 396, format: 'webp' } as const;
const SMALL = { width: 528, height: 132, format: 'webp' } as const;
const options = { maxPixels: DEFAULT_MAX_PIXELS, outputs: [BANNER, SMALL] };

const solid = (width: number, height: number, colour: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

/** Left half red, right half blue. */
const halves = async (width: number, height: number) =>
  solid(width, height, { r: 255, g: 0, b: 0 })
    .composite([
      {
        input: await solid(width / 2, height, { r: 0, g: 0, b: 255 })
          .png()
          .toBuffer(),
        left: width / 2,
        top: 0,
      },
    ])
    .png()
    .toBuffer();

/** A real JPEG carrying EXIF with a camera, a copyright and a GPS position (as a phone writes them). */
const jpegWithGps = () =>
  solid(800, 600, { r: 30, g: 120, b: 60 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15', Copyright: 'Ana Example' },
      IFD3: {
        GPSLatitudeRef: 'S',
        GPSLatitude: '38/1 57/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '68/1 3/1 0/1',
      },
    })
    .jpeg()
    .toBuffer();

/** A PNG whose header says 20 000 × 20 000 (400 megapixels) over a few bytes of data: a decompression bomb. */
const pngBombHeader = () => {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(20_000, 0);
  ihdr.writeUInt32BE(20_000, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

const SVG_WITH_SCRIPT = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><script>alert(document.cookie)</script><rect width="100" height="100"/></svg>',
);

const codeOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'no error';
  } catch (error) {
    return error instanceof AppError ? error.code : String(error);
  }
};

describe('sniffImageType', () => {
  it('knows JPEG, PNG and WebP by their bytes and nothing else', async () => {
    const base = solid(4, 4, { r: 1, g: 2, b: 3 });
    expect(sniffImageType(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImageType(await base.clone().png().toBuffer())).toBe('png');
    expect(sniffImageType(await base.clone().webp().toBuffer())).toBe('webp');
    expect(sniffImageType(await base.clone().gif().toBuffer())).toBeNull();
    expect(sniffImageType(SVG_WITH_SCRIPT)).toBeNull();
    expect(sniffImageType(Buffer.from('Just some notes, saved as photo.jpg'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('processImage', () => {
  it('makes a 1584×396 banner and a small variant from a cropped photo', async () => {
    const [banner, small] = await processImage(await halves(1600, 800), {
      ...options,
      crop: { left: 800, top: 0, width: 800, height: 200 },
    });
    expect(banner).toMatchObject({ width: 1584, height: 396, contentType: 'image/webp' });
    expect(small).toMatchObject({ width: 528, height: 132, contentType: 'image/webp' });
    const meta = await sharp(banner!.bytes).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1584, 396]);
    // The crop kept the blue half only.
    const { dominant } = await sharp(banner!.bytes).stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(40);
  });

  it('strips every piece of metadata: no EXIF, no GPS, no camera, no ICC profile', async () => {
    const original = await jpegWithGps();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes('PhoneMaker')).toBe(true);
    const [banner, small] = await processImage(original, options);
    for (const output of [banner!, small!]) {
      const meta = await sharp(output.bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.iptc).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      expect(output.bytes.includes('PhoneMaker')).toBe(false);
      expect(output.bytes.includes('Ana Example')).toBe(false);
    }
  });

  it('re-encodes as JPEG when asked', async () => {
    const [jpeg] = await processImage(await jpegWithGps(), {
      maxPixels: DEFAULT_MAX_PIXELS,
      outputs: [{ width: 300, height: 75, format: 'jpeg' }],
    });
    expect(sniffImageType(jpeg!.bytes)).toBe('jpeg');
    expect((await sharp(jpeg!.bytes).metadata()).exif).toBeUndefined();
  });

  it('follows the EXIF orientation, so a portrait phone photo is cropped as it is seen', async () => {
    // Stored 400 wide × 200 high, shown turned a quarter (orientation 6): 200 × 400.
    const turned = await (
      await halves(400, 200).then((png) => sharp(png))
    )
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const [out] = await processImage(turned, {
      maxPixels: DEFAULT_MAX_PIXELS,
      crop: { left: 0, top: 0, width: 200, height: 400 },
      outputs: [{ width: 100, height: 200, format: 'webp' }],
    });
    expect([out!.width, out!.height]).toEqual([100, 200]);
  });

  it('refuses a 20 000 × 20 000 PNG from its header, before decoding it', async () => {
    const bomb = pngBombHeader();
    expect(sniffImageType(bomb)).toBe('png');
    const started = performance.now();
    expect(await codeOf(processImage(bomb, options))).toBe('image_too_many_pixels');
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('refuses above the configured pixel limit', async () => {
    const photo = await solid(1000, 1000, { r: 1, g: 1, b: 1 }).png().toBuffer();
    expect(await codeOf(processImage(photo, { ...options, maxPixels: 999_999 }))).toBe(
      'image_too_many_pixels',
    );
  });

  it('refuses an SVG with a script, a GIF, an animated GIF and a text file renamed .jpg', async () => {
    const gif = await solid(10, 10, { r: 9, g: 9, b: 9 }).gif().toBuffer();
    const frames = await Promise.all([0, 255].map((r) => solid(10, 10, { r, g: 0, b: 0 }).png().toBuffer()));
    const animated = await sharp(frames, { join: { animated: true } })
      .gif({ loop: 0 })
      .toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    for (const file of [SVG_WITH_SCRIPT, gif, animated, Buffer.from('not a photo at all')]) {
      expect(await codeOf(processImage(file, options))).toBe('image_unsupported_type');
    }
  });

  it('refuses an animated WebP', async () => {
    const frames = await Promise.all([0, 255].map((g) => solid(10, 10, { r: 0, g, b: 0 }).png().toBuffer()));
    const animated = await sharp(frames, { join: { animated: true } })
      .webp({ loop: 0 })
      .toBuffer();
    expect(await codeOf(processImage(animated, options))).toBe('image_unsupported_type');
  });

  it('refuses a JPEG cut short, and a crop outside the picture', async () => {
    const jpeg = await jpegWithGps();
    expect(await codeOf(processImage(jpeg.subarray(0, 400), options))).toBe('image_unreadable');
    expect(
      await codeOf(processImage(jpeg, { ...options, crop: { left: 900, top: 0, width: 100, height: 100 } })),
    ).toBe('image_crop_invalid');
  });
});
