import { DATA_ROOM_TYPES, type DataRoomType } from '@flarescope/shared';

const EXTENSIONS: Record<string, DataRoomType> = {
  pdf: 'pdf',
  xlsx: 'xlsx',
  docx: 'docx',
  csv: 'csv',
  png: 'png',
  jpg: 'jpeg',
  jpeg: 'jpeg',
};

const startsWith = (bytes: Buffer, signature: number[]) =>
  bytes.length >= signature.length && signature.every((byte, i) => bytes[i] === byte);

/** An Office Open XML package: a zip whose entries name the part the format requires. */
const isOfficePackage = (bytes: Buffer, part: string) =>
  startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) &&
  bytes.includes('[Content_Types].xml', 0, 'latin1') &&
  bytes.includes(part, 0, 'latin1');

const isUtf8Text = (bytes: Buffer) => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

/** What the bytes are, of the data room's types, or null. CSV has no signature: text, no NUL, UTF-8. */
const sniff = (bytes: Buffer): DataRoomType | null => {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (isOfficePackage(bytes, 'xl/workbook')) return 'xlsx';
  if (isOfficePackage(bytes, 'word/document')) return 'docx';
  if (isUtf8Text(bytes)) return 'csv';
  return null;
};

/**
 * The type of an upload judged by its bytes, accepted only when its name's extension says the same thing
 * (an executable renamed `.pdf` is neither a PDF by its bytes nor text): the content type to store and
 * serve, or null for a refusal.
 */
export const documentTypeOf = (
  bytes: Buffer,
  fileName: string,
): { type: DataRoomType; contentType: string } | null => {
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase();
  const named = extension ? EXTENSIONS[extension] : undefined;
  const found = bytes.length > 0 ? sniff(bytes) : null;
  if (!named || !found || named !== found) return null;
  return { type: found, contentType: DATA_ROOM_TYPES[found] };
};
