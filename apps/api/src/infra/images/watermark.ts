import type * as PdfLib from 'pdf-lib';
import type { Sharp } from 'sharp';
import { loadOnUse, loadSharp } from '../load-on-use.js';
import { DEFAULT_MAX_PIXELS } from './images.js';

/** pdf-lib, loaded with the first PDF watermarked (infra/load-on-use.ts). */
const loadPdfLib = loadOnUse(() => import('pdf-lib'));

/**
 * Watermarks for the data room's documents (issue 27, item 2): the reader's name, e-mail and the time,
 * drawn into every page of a PDF and across a picture, so that a copy read in the viewer or downloaded
 * names who took it. The result is a new file, never the original bytes. Null when the file cannot be
 * read as what it claims (a damaged or encrypted PDF, a picture too large): the caller decides.
 */

const PDF = 'application/pdf';
const IMAGE_TYPES = new Set(['image/png', 'image/jpeg']);

/** Text the standard Helvetica cannot encode (outside WinAnsi: CJK, emoji …) becomes '?'. */
const encodable = (font: PdfLib.PDFFont, text: string): string =>
  [...text]
    .map((char) => {
      try {
        font.encodeText(char);
        return char;
      } catch {
        return '?';
      }
    })
    .join('');

/**
 * Every page gets the text twice: large, faint and diagonal across the middle (hard to crop away), and
 * small along the bottom edge (legible on a print).
 */
export const watermarkPdf = async (bytes: Uint8Array, text: string): Promise<Buffer | null> => {
  const pdfLib = await loadPdfLib();
  try {
    return await stampPdf(pdfLib, bytes, text);
  } catch {
    // Damaged, encrypted or without a page tree: pdf-lib cannot read it.
    return null;
  }
};

const stampPdf = async (
  { degrees, PDFDocument, rgb, StandardFonts }: typeof PdfLib,
  bytes: Uint8Array,
  text: string,
): Promise<Buffer | null> => {
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const pages = pdf.getPages();
  if (pages.length === 0) return null;
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const line = encodable(font, text);
  for (const page of pages) {
    const { width, height } = page.getSize();
    const angle = Math.atan2(height, width);
    const diagonal = Math.hypot(width, height);
    const size = Math.max(8, Math.min(40, (14 * diagonal * 0.75) / font.widthOfTextAtSize(line, 14)));
    const run = font.widthOfTextAtSize(line, size);
    // The baseline's start, so that the text's middle sits on the page's centre.
    const x = width / 2 - (Math.cos(angle) * run) / 2 + (Math.sin(angle) * size) / 3;
    const y = height / 2 - (Math.sin(angle) * run) / 2 - (Math.cos(angle) * size) / 3;
    page.drawText(line, {
      x,
      y,
      size,
      font,
      color: rgb(0.7, 0.12, 0.05),
      opacity: 0.2,
      rotate: degrees((angle * 180) / Math.PI),
    });
    page.drawText(line, { x: 18, y: 10, size: 7, font, color: rgb(0.35, 0.35, 0.35), opacity: 0.9 });
  }
  return Buffer.from(await pdf.save());
};

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

/** The text repeated in diagonal rows across the picture, and once along its bottom edge. */
export const watermarkImage = async (bytes: Uint8Array, text: string): Promise<Buffer | null> => {
  let image: Sharp;
  let width: number;
  let height: number;
  let format: string | undefined;
  const sharp = await loadSharp();
  try {
    image = sharp(bytes, { limitInputPixels: DEFAULT_MAX_PIXELS }).rotate();
    const meta = await image.metadata();
    format = meta.format;
    const turned = (meta.orientation ?? 1) >= 5;
    width = (turned ? meta.height : meta.width) ?? 0;
    height = (turned ? meta.width : meta.height) ?? 0;
  } catch {
    return null;
  }
  if (width < 1 || height < 1 || (format !== 'png' && format !== 'jpeg')) return null;
  const size = Math.max(10, Math.round(Math.min(width, height) / 28));
  const step = size * 8;
  const rows: string[] = [];
  for (let y = -height; y < height * 2; y += step) {
    rows.push(`<text x="${-width}" y="${y}">${escapeXml(`${text}   ·   `.repeat(6))}</text>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <g font-family="DejaVu Sans, Arial, sans-serif" font-size="${size}" fill="#b3200d" fill-opacity="0.22"
     transform="rotate(-30 ${width / 2} ${height / 2})">${rows.join('')}</g>
  <rect x="0" y="${height - size * 1.8}" width="${width}" height="${size * 1.8}" fill="#ffffff" fill-opacity="0.75"/>
  <text x="${size / 2}" y="${height - size * 0.55}" font-family="DejaVu Sans, Arial, sans-serif"
        font-size="${size}" fill="#333333">${escapeXml(text)}</text>
</svg>`;
  try {
    const marked = image.composite([{ input: Buffer.from(svg), top: 0, left: 0 }]);
    return format === 'png'
      ? await marked.png().toBuffer()
      : await marked.jpeg({ quality: 90, mozjpeg: true }).toBuffer();
  } catch {
    return null;
  }
};

/** Whether the viewer shows this type, and so whether it can be watermarked. */
export const isWatermarkable = (contentType: string): boolean =>
  contentType === PDF || IMAGE_TYPES.has(contentType);

/** The watermarked copy of a PDF or a picture; null for other types or a file that cannot be read. */
export const watermark = async (
  bytes: Uint8Array,
  contentType: string,
  text: string,
): Promise<Buffer | null> => {
  if (contentType === PDF) return watermarkPdf(bytes, text);
  if (IMAGE_TYPES.has(contentType)) return watermarkImage(bytes, text);
  return null;
};

/** The line a watermark carries: who and when, to the minute, in UTC. */
export const watermarkText = (reader: { name: string; email: string }, at: Date): string =>
  `${reader.name} · ${reader.email} · ${at.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
