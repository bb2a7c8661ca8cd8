import { ImportFailure } from './import-failure.js';
import type { ImportTable, TableRow } from './read-table.js';

const QUOTE = 34;
const LF = 10;
const CR = 13;

/** Byte offset of the first byte that breaks UTF-8 (RFC 3629), or -1 when all of it is valid. */
export const firstInvalidUtf8 = (bytes: Uint8Array): number => {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i] as number;
    if (b < 0x80) {
      i += 1;
      continue;
    }
    let length: number;
    let min: number;
    if (b >= 0xc2 && b <= 0xdf) [length, min] = [2, 0x80];
    else if (b >= 0xe0 && b <= 0xef) [length, min] = [3, 0x800];
    else if (b >= 0xf0 && b <= 0xf4) [length, min] = [4, 0x10000];
    else return i;
    let code = b & (0xff >> (length + 1));
    for (let k = 1; k < length; k += 1) {
      const next = bytes[i + k];
      if (next === undefined || (next & 0xc0) !== 0x80) return i;
      code = (code << 6) | (next & 0x3f);
    }
    if (code < min || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) return i;
    i += length;
  }
  return -1;
};

const lineAtOffset = (bytes: Uint8Array, offset: number): number => {
  let line = 1;
  for (let i = 0; i < offset; i += 1) if (bytes[i] === LF) line += 1;
  return line;
};

/**
 * UTF-8 text of a CSV file without its byte-order mark. Anything else (Latin-1, UTF-16, binary) is
 * refused with the line of the first bad byte: guessing an encoding would import mangled names.
 */
export const decodeUtf8 = (bytes: Uint8Array): string => {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    throw new ImportFailure('import_not_utf8', [], { line: 1 });
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    const offset = Math.max(firstInvalidUtf8(bytes), 0);
    throw new ImportFailure('import_not_utf8', [], { line: lineAtOffset(bytes, offset) });
  }
  // NUL never appears in text: this is a binary file with a .csv name.
  if (text.includes('\u0000')) throw new ImportFailure('import_unsupported_file');
  return text;
};

/**
 * The delimiter of the header line: ',' (RFC 4180), or ';' when the header has semicolons and no
 * commas (what spreadsheets in Spanish locales save as "CSV").
 */
const detectDelimiter = (text: string): number => {
  const end = text.search(/[\r\n]/);
  const header = end === -1 ? text : text.slice(0, end);
  return header.includes(';') && !header.includes(',') ? ';'.charCodeAt(0) : ','.charCodeAt(0);
};

/**
 * The records of CSV text, one at a time (RFC 4180: quoted cells may hold delimiters, "" and line
 * breaks; records end with LF, CRLF or CR). Each record's `line` is its row number as a spreadsheet
 * shows it (header = 1), counting blank lines. A quote left open at the end of the file, or text after
 * a closing quote, is a malformed (usually truncated) file: the iteration throws when it gets there.
 *
 * Hand-written rather than csv-parse: it is 5–10× faster, and the import's budget is half the rows/s
 * of a raw insert loop (docs/decisions/002-csv-reader.md). A generator, so that an import holds one
 * record at a time rather than the whole file's cells.
 */
export function* csvRecords(text: string): Generator<TableRow> {
  const delimiter = detectDelimiter(text);
  const n = text.length;
  let cells: string[] = [];
  let line = 1;
  let i = 0;
  while (i < n) {
    if (text.charCodeAt(i) === QUOTE) {
      let value = '';
      let start = i + 1;
      for (;;) {
        const q = text.indexOf('"', start);
        if (q === -1) throw new ImportFailure('import_malformed_csv', [], { line });
        if (text.charCodeAt(q + 1) === QUOTE) {
          value += text.slice(start, q + 1);
          start = q + 2;
          continue;
        }
        value += text.slice(start, q);
        i = q + 1;
        break;
      }
      cells.push(value);
    } else {
      let j = i;
      for (; j < n; j += 1) {
        const c = text.charCodeAt(j);
        if (c === delimiter || c === LF || c === CR) break;
      }
      cells.push(text.slice(i, j));
      i = j;
    }
    if (i >= n) break;
    const c = text.charCodeAt(i);
    if (c === delimiter) {
      i += 1;
      // A delimiter at the very end: the record's last cell is empty.
      if (i === n) cells.push('');
      continue;
    }
    if (c === CR || c === LF) {
      i += c === CR && text.charCodeAt(i + 1) === LF ? 2 : 1;
      yield { line, cells };
      cells = [];
      line += 1;
      continue;
    }
    throw new ImportFailure('import_malformed_csv', [], { line });
  }
  if (cells.length > 0) yield { line, cells };
}

/** All the records of CSV text at once (see csvRecords). */
export const parseCsv = (text: string): ImportTable & { rows: TableRow[] } => {
  const rows = [...csvRecords(text)];
  return { rows, estimatedRows: rows.length };
};

/** About how many records CSV text holds (its line breaks), for progress before it is read. */
const countLines = (text: string): number => {
  let count = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) count += 1;
  return text.endsWith('\n') ? count : count + 1;
};

/** Reads a CSV file: UTF-8 only; its records are parsed as they are iterated. */
export const readCsv = (bytes: Uint8Array): ImportTable => {
  const text = decodeUtf8(bytes);
  return { rows: csvRecords(text), estimatedRows: countLines(text) };
};
