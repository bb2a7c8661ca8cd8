import zlib from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A real PDF of `pages` A4 pages, each saying which page it is (pdf-lib, as the watermark reads it). */
export const buildPdf = async (pages: number, title = 'Feasibility study'): Promise<Buffer> => {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= pages; n += 1) {
    pdf.addPage([595, 842]).drawText(`${title}, page ${n}`, { x: 72, y: 760, size: 18, font });
  }
  return Buffer.from(await pdf.save());
};

/** The page content of a PDF as text: every stream, inflated where it is compressed. */
const contentOf = (bytes: Buffer): string => {
  const parts: string[] = [];
  for (let at = 0; ;) {
    const start = bytes.indexOf('stream', at);
    if (start < 0) break;
    const body = start + (bytes[start + 6] === 0x0d ? 8 : 7);
    const end = bytes.indexOf('endstream', body);
    if (end < 0) break;
    const raw = bytes.subarray(body, end);
    try {
      parts.push(zlib.inflateSync(raw).toString('latin1'));
    } catch {
      parts.push(raw.toString('latin1'));
    }
    at = end + 9;
  }
  return parts.join('\n');
};

/**
 * How many times a PDF's pages draw `text` (alone or within a longer string) with a standard font:
 * pdf-lib writes such text as a hex string of its WinAnsi codes, which Latin-1 matches for these characters.
 */
export const pdfDrawCount = (bytes: Buffer, text: string): number => {
  const hex = Buffer.from(text, 'latin1').toString('hex').toUpperCase();
  return contentOf(bytes).split(hex).length - 1;
};
