import type { Metadata } from 'sharp';
import { loadSharp } from '../load-on-use.js';
import { AppError } from '../../errors.js';

/** The image types uploads may be: by their bytes, never their name (DESIGN §5). */
export type ImageType = 'jpeg' | 'png' | 'webp';

/**
 * The type of an image from its first bytes (its signature), or null for anything else: SVG (text, may carry
 * scripts), GIF (animated or not), HEIC, PDF, text renamed .jpg … are all null.
 * JPEG: FF D8 FF; PNG: 89 'PNG' CR LF 1A LF; WebP: 'RIFF' <size> 'WEBP'.
 */
export const sniffImageType = (bytes: Uint8Array): ImageType | null => {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (bytes.length >= 3 && at(0, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (bytes.length >= 8 && at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (bytes.length >= 12 && at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return 'webp';
  return null;
};

/** A rectangle in the pixels of the image as it is shown (EXIF orientation applied). */
export type CropRect = { left: number; top: number; width: number; height: number };

export type ImageOutput = { width: number; height: number; format: 'webp' | 'jpeg'; quality?: number };

export type ProcessedImage = { bytes: Buffer; width: number; height: number; contentType: string };

export type ProcessImageOptions = {
  /** The most pixels (width × height) a picture may have; more is refused before it is decoded. */
  maxPixels: number;
  /** The part of the picture to keep; the whole picture when left out. */
  crop?: CropRect;
  /** One re-encoded image per entry, each resized to cover exactly width × height. */
  outputs: ImageOutput[];
};

/** 40 megapixels: above any phone or camera photo of today (a 200 MP sensor bins to 12.5 MP). */
export const DEFAULT_MAX_PIXELS = 40_000_000;

/** The header's dimensions, shown as the viewer would see them (a quarter turn in EXIF swaps them). */
const shownSize = (meta: Metadata) => {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return (meta.orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
};

/** The crop, clamped to the picture (a cropper's rounding may pass the edge by a pixel); null when empty. */
const clampCrop = (crop: CropRect, size: { width: number; height: number }): CropRect | null => {
  const left = Math.max(0, Math.round(crop.left));
  const top = Math.max(0, Math.round(crop.top));
  const width = Math.min(Math.round(crop.width), size.width - left);
  const height = Math.min(Math.round(crop.height), size.height - top);
  return width >= 1 && height >= 1 ? { left, top, width, height } : null;
};

/**
 * An uploaded picture made safe and sized (issue 14): type sniffed from the bytes (JPEG, PNG, WebP only),
 * pixel count read from the header and refused above `maxPixels` before anything is decoded (sharp's
 * `limitInputPixels` too, should a header lie), decoded with EXIF orientation applied, cropped, resized and
 * re-encoded. Nothing of the original's metadata survives (sharp writes none unless asked: EXIF with GPS,
 * XMP, IPTC and ICC profiles are all dropped; colours are converted to sRGB).
 *
 * Refusals (AppError): image_unsupported_type (not JPEG/PNG/WebP, or an animated WebP), image_too_many_pixels,
 * image_unreadable (the right signature but bytes that do not decode), image_crop_invalid.
 */
export const processImage = async (
  input: Buffer,
  options: ProcessImageOptions,
): Promise<ProcessedImage[]> => {
  if (!sniffImageType(input)) throw new AppError('image_unsupported_type');
  const sharp = await loadSharp();
  const open = () =>
    sharp(input, { limitInputPixels: options.maxPixels, failOn: 'error', sequentialRead: true });

  let meta: Metadata;
  try {
    // Reads the header only: nothing is decoded yet.
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new AppError('image_unreadable', { cause: error });
  }
  if (!meta.width || !meta.height) throw new AppError('image_unreadable');
  if (meta.width * meta.height > options.maxPixels) {
    throw new AppError('image_too_many_pixels', {
      details: { width: meta.width, height: meta.height, maxPixels: options.maxPixels },
    });
  }
  if ((meta.pages ?? 1) > 1) throw new AppError('image_unsupported_type');

  const size = shownSize(meta);
  const crop = options.crop ? clampCrop(options.crop, size) : { left: 0, top: 0, ...size };
  if (!crop) throw new AppError('image_crop_invalid');

  try {
    // Decoded once; each output is cut from the oriented, cropped picture.
    const cropped = await open()
      .rotate()
      .extract(crop)
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    return await Promise.all(
      options.outputs.map(async (output) => {
        const pipeline = sharp(cropped.data, { raw: cropped.info }).resize(output.width, output.height, {
          fit: 'cover',
          position: 'centre',
        });
        const encoded =
          output.format === 'webp'
            ? pipeline.webp({ quality: output.quality ?? 82 })
            : pipeline.jpeg({ quality: output.quality ?? 82, mozjpeg: true });
        const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
        return {
          bytes: data,
          width: info.width,
          height: info.height,
          contentType: output.format === 'webp' ? 'image/webp' : 'image/jpeg',
        };
      }),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new AppError('image_too_many_pixels', { cause: error });
    throw new AppError('image_unreadable', { cause: error });
  }
};
