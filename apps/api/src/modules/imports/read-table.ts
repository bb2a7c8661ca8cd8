import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ImportFileFormat } from '@flarescope/shared';
import { ImportFailure } from './import-failure.js';
import { readCsv } from './read-csv.js';
import { isZip, readXlsx } from './read-xlsx.js';

/** One row of a file: its spreadsheet row number (header = 1) and its cells as text. */
export type TableRow = { line: number; cells: string[] };

/**
 * The rows of a file, blank ones included, in file order (a CSV's are parsed as they are iterated, so
 * iterate once); `estimatedRows` for progress; `sheet` for workbooks.
 */
export type ImportTable = { rows: Iterable<TableRow>; estimatedRows: number; sheet?: string };

const OLE2 = [0xd0, 0xcf, 0x11, 0xe0];

/** A gzip stream's first two bytes. */
export const isGzip = (bytes: Uint8Array): boolean => bytes[0] === 0x1f && bytes[1] === 0x8b;

/**
 * The most a gzipped CSV may hold once decompressed: EOG's nightly files are 5–40 MB of text; anything
 * far past that is refused rather than let fill the memory (a decompression bomb).
 */
export const MAX_GUNZIPPED_BYTES = 256 * 1024 * 1024;

/**
 * A gzipped file's bytes decompressed and its name without `.gz` (EOG publishes its nightly files as
 * `.csv.gz`); any other file as it is. A `.gz` that does not decompress is refused (import_bad_gzip).
 */
export const gunzipped = (bytes: Uint8Array, fileName: string): { bytes: Uint8Array; fileName: string } => {
  const named = /\.gz$/i.test(fileName);
  if (!isGzip(bytes)) {
    if (named) throw new ImportFailure('import_bad_gzip');
    return { bytes, fileName };
  }
  let inflated: Buffer;
  try {
    inflated = gunzipSync(bytes, { maxOutputLength: MAX_GUNZIPPED_BYTES });
  } catch (error) {
    throw new ImportFailure('import_bad_gzip', [], {}, error);
  }
  const inner = named ? fileName.replace(/\.gz$/i, '') : fileName;
  return { bytes: inflated, fileName: path.extname(inner) === '' ? `${inner}.csv` : inner };
};

/**
 * CSV or XLSX, by the bytes first: a zip is read as a workbook whatever its name; a file named
 * .xlsx that is not a zip is refused as a broken workbook; old binary .xls files are refused.
 */
export const detectFormat = (bytes: Uint8Array, fileName: string): ImportFileFormat => {
  const extension = path.extname(fileName).toLowerCase();
  if (isZip(bytes)) return 'xlsx';
  if (extension === '.xlsx') throw new ImportFailure('import_not_xlsx');
  if (extension === '.xls' || OLE2.every((b, i) => bytes[i] === b)) {
    throw new ImportFailure('import_unsupported_file');
  }
  if (!['.csv', '.txt', ''].includes(extension)) throw new ImportFailure('import_unsupported_file');
  return 'csv';
};

/** Reads a file into rows of text cells, whichever of the two formats it is. */
export const readTable = async (
  bytes: Uint8Array,
  options: {
    fileName: string;
    sheet?: string | undefined;
    /** True for a template's header row: picks a workbook's data sheet when none is named after a template. */
    isHeader?: (cells: string[]) => boolean;
  },
): Promise<ImportTable & { format: ImportFileFormat }> => {
  if (bytes.length === 0) throw new ImportFailure('import_empty_file');
  const file = gunzipped(bytes, options.fileName);
  if (file.bytes.length === 0) throw new ImportFailure('import_empty_file');
  const format = detectFormat(file.bytes, file.fileName);
  const table =
    format === 'xlsx'
      ? await readXlsx(file.bytes, { sheet: options.sheet, isHeader: options.isHeader })
      : readCsv(file.bytes);
  return { ...table, format };
};
