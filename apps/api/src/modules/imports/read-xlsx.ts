import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { IMPORT_TEMPLATE_KINDS, normaliseHeader } from '@flarescope/shared';
import { loadExcelJS } from '../../infra/load-on-use.js';
import { ImportFailure } from './import-failure.js';
import type { ImportTable, TableRow } from './read-table.js';

/** XLSX files are zip archives: they start with a local file header, "PK\x03\x04". */
export const isZip = (bytes: Uint8Array): boolean =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** Where a zip archive's central directory is: found from its end record, or undefined. */
const centralDirectory = (bytes: Uint8Array): { offset: number; size: number } | 'zip64' | undefined => {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const lowest = Math.max(0, bytes.length - 22 - 0xffff);
  for (let at = bytes.length - 22; at >= lowest; at -= 1) {
    if (view.getUint32(at, true) !== 0x06054b50) continue;
    const size = view.getUint32(at + 12, true);
    const offset = view.getUint32(at + 16, true);
    const commentLength = view.getUint16(at + 20, true);
    // ZIP64 archives keep 0xffffffff here and their real figures in a record of their own.
    if (offset === 0xffffffff || size === 0xffffffff) return 'zip64';
    if (at + 22 + commentLength === bytes.length && offset + size <= at && offset < bytes.length)
      return view.getUint32(offset, true) === 0x02014b50 ? { offset, size } : undefined;
  }
  return undefined;
};

/**
 * Whether a zip archive ends with its central directory: the end record ("PK\x05\x06", within the last
 * 22 bytes plus a comment of at most 65 535) pointing at a directory inside the file. A streaming reader
 * reads the entries from their local headers and would take a workbook cut short; a zip tool would not.
 */
export const hasCentralDirectory = (bytes: Uint8Array): boolean => centralDirectory(bytes) !== undefined;

/**
 * The archive's entry names in the order their data lies in the file (by local header offset), as the
 * central directory lists them; undefined for a ZIP64 archive (not read here).
 */
export const zipEntryOrder = (bytes: Uint8Array): string[] | undefined => {
  const directory = centralDirectory(bytes);
  if (directory === undefined || directory === 'zip64') return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries: { name: string; at: number }[] = [];
  const end = directory.offset + directory.size;
  for (let at = directory.offset; at + 46 <= end && view.getUint32(at, true) === 0x02014b50;) {
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const name = Buffer.from(bytes.buffer, bytes.byteOffset + at + 46, nameLength).toString('utf8');
    entries.push({ name, at: view.getUint32(at + 42, true) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries.sort((a, b) => a.at - b.at).map((entry) => entry.name);
};

/** A worksheet's part in the archive. */
const WORKSHEET_PART = /^xl\/worksheets\/sheet\d+\.xml$/;

/**
 * Whether ExcelJS's streaming reader can name the sheets. It reads the parts in the archive's order and
 * parses a sheet on the spot once it has the shared strings and the workbook's relationships, taking
 * the sheet's name from xl/workbook.xml — which it may not have read yet (it then fails on a valid
 * file); before that point it keeps sheets aside and reads them at the end. Excel writes workbook.xml
 * early and ExcelJS writes the shared strings after the sheets; a writer that puts the shared strings
 * and relationships first and workbook.xml after a sheet gets its workbook loaded whole instead.
 */
const streamable = (order: readonly string[]): boolean => {
  const strings = order.indexOf('xl/sharedStrings.xml');
  const relationships = order.indexOf('xl/_rels/workbook.xml.rels');
  if (strings === -1 || relationships === -1) return true;
  const ready = Math.max(strings, relationships);
  const firstParsed = order.findIndex((name, at) => at > ready && WORKSHEET_PART.test(name));
  const workbookAt = order.indexOf('xl/workbook.xml');
  return firstParsed === -1 || (workbookAt !== -1 && workbookAt < firstParsed);
};

/**
 * A cell as text. Formulas are not evaluated, and their cached results are not trusted: a formula
 * cell becomes its "=…" text, which the validation refuses like any formula-looking cell.
 */
const cellText = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // Date cells: ExcelJS gives them in UTC; what matters is the calendar date.
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if ('sharedFormula' in value) return `=${value.formula ?? value.sharedFormula}`;
  if ('formula' in value) return `=${value.formula}`;
  if ('error' in value) return `=${value.error}`;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('text' in value) return String(value.text);
  return '';
};

/** How well a sheet fits as the one to read (higher wins; the first of equals): */
/** the sheet asked for, or one named after a template; */
const NAMED = 3;
/** one whose first filled row is a template's header; */
const HEADER = 2;
/** any sheet (the first, when nothing fits better). */
const ANY = 1;

/** What ExcelJS's streaming reader yields, as much of it as this reads. */
type StreamRow = { number: number; values: ExcelJS.CellValue[] };
type StreamSheet = AsyncIterable<StreamRow> & { name: string };

const isTemplateName = (name: string) =>
  (IMPORT_TEMPLATE_KINDS as readonly string[]).includes(normaliseHeader(name));

/** Loads a whole workbook and yields its sheets in their order, shaped as the streaming reader's. */
async function* loadedSheets(Excel: typeof ExcelJS, bytes: Uint8Array): AsyncGenerator<StreamSheet> {
  const book = new Excel.Workbook();
  await book.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  for (const sheet of book.worksheets) {
    yield {
      name: sheet.name,
      async *[Symbol.asyncIterator]() {
        for (let number = 1; number <= sheet.rowCount; number += 1) {
          const row = sheet.findRow(number);
          if (row) yield { number, values: row.values as ExcelJS.CellValue[] };
        }
      },
    };
  }
}

/** Which sheet readXlsx reads: the one named `sheet`, or the first whose header `isHeader` knows. */
type ReadXlsxOptions = { sheet?: string | undefined; isHeader?: ((cells: string[]) => boolean) | undefined };

/** What the streaming reader says of each part as it starts on it (`entries: 'emit'`). */
type StreamEntry = { type: string };

/**
 * The workbook's sheets streamed part by part (ExcelJS's WorkbookReader), and whether the reader reached
 * every part it needs that the archive lists: the workbook, its shared strings and each sheet. Its walk
 * over the archive can end early, now and then, on a busy machine (13 reads of 800 of a small workbook
 * with three CPU spinners beside them, 2026-11-30: the last entries never come, so a sheet or the
 * shared strings go unread, or the sheets cannot be named): a read that did not reach them all is not
 * to be trusted.
 */
const streamedSheets = (Excel: typeof ExcelJS, bytes: Uint8Array, order: readonly string[] | undefined) => {
  const reader = new Excel.stream.xlsx.WorkbookReader(Readable.from(Buffer.from(bytes)), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'emit',
  });
  const reached = { workbook: false, sharedStrings: false, worksheets: 0 };
  (reader as unknown as NodeJS.EventEmitter).on('entry', (entry: StreamEntry) => {
    if (entry.type === 'workbook') reached.workbook = true;
    else if (entry.type === 'shared-strings') reached.sharedStrings = true;
    else if (entry.type === 'worksheet') reached.worksheets += 1;
  });
  const sheets = reader as unknown as AsyncIterable<StreamSheet>;
  // A ZIP64 archive's list is not read here (zipEntryOrder): its read is trusted, as before the check.
  if (!order) return { sheets, complete: () => true };
  const needsWorkbook = order.includes('xl/workbook.xml');
  const needsSharedStrings = order.includes('xl/sharedStrings.xml');
  const worksheets = order.filter((name) => WORKSHEET_PART.test(name)).length;
  const complete = () =>
    (reached.workbook || !needsWorkbook) &&
    (reached.sharedStrings || !needsSharedStrings) &&
    reached.worksheets === worksheets;
  return { sheets, complete };
};

/**
 * Reads one worksheet of an XLSX workbook: the one named `sheet` (refused when absent), else the one
 * named after a template ('observations'), else the first whose first filled row is a template's header
 * (`isHeader`: a publisher's workbook with a notes sheet first), else the first. Rows keep their sheet
 * row numbers; blank rows are left out. The workbook is streamed (ExcelJS's WorkbookReader), sheet by
 * sheet, keeping the chosen sheet's cells only, as text: the World Bank's 156 000-row workbook reads in a
 * few seconds and ~200 MB, where loading it whole took three times as long and 2 GB.
 */
export const readXlsx = async (
  bytes: Uint8Array,
  options: ReadXlsxOptions = {},
): Promise<ImportTable & { rows: TableRow[] }> => {
  if (!isZip(bytes) || !hasCentralDirectory(bytes)) throw new ImportFailure('import_not_xlsx');
  // Loaded on first use: ExcelJS takes ~0.4 s to load, which CSV imports need not pay.
  const Excel = await loadExcelJS();
  const order = zipEntryOrder(bytes);
  let read: ChosenSheet | undefined;
  if (!order || streamable(order)) {
    const streamed = streamedSheets(Excel, bytes, order);
    try {
      read = await chooseSheet(streamed.sheets, options);
    } catch (error) {
      if (error instanceof ImportFailure) throw error;
      // A damaged part, or the reader's walk cut short (streamedSheets): loaded whole below.
    }
    if (read && !streamed.complete()) read = undefined;
  }
  try {
    read ??= await chooseSheet(loadedSheets(Excel, bytes), options);
  } catch (error) {
    // A truncated zip, a zip that is not a workbook (.docx, .zip) or a damaged part.
    if (error instanceof ImportFailure) throw error;
    throw new ImportFailure('import_not_xlsx', [], {}, error);
  }
  const { names, chosen } = read;
  if (names.length === 0) throw new ImportFailure('import_not_xlsx');
  if (!chosen) throw new ImportFailure('import_sheet_not_found', [], { sheet: options.sheet, sheets: names });
  return { rows: chosen.rows, estimatedRows: chosen.rows.length, sheet: chosen.name };
};

type ChosenSheet = { names: string[]; chosen: { name: string; rows: TableRow[]; fit: number } | undefined };

/** Walks the sheets and keeps the one to read (readXlsx), with the names of them all. */
const chooseSheet = async (
  sheets: AsyncIterable<StreamSheet>,
  options: ReadXlsxOptions,
): Promise<ChosenSheet> => {
  const wanted = options.sheet?.trim().toLowerCase();
  const names: string[] = [];
  let chosen: ChosenSheet['chosen'];
  for await (const sheet of sheets) {
    const { name } = sheet;
    names.push(name);
    let fit = wanted
      ? name.trim().toLowerCase() === wanted
        ? NAMED
        : 0
      : isTemplateName(name)
        ? NAMED
        : ANY;
    const best = chosen?.fit ?? 0;
    // A sheet that cannot beat the one chosen is not read (the reader skips its part). Its first row is
    // still asked for: a sheet the streaming reader kept aside comes from a temporary file it deletes as
    // soon as the next sheet is asked for, and a file not yet opened by then fails to open, in an error
    // nothing can catch (an unhandled ENOENT, seen in tests of the early end, 2026-11-30).
    if ((fit === ANY && options.isHeader ? HEADER : fit) <= best) {
      for await (const _row of sheet) break;
      continue;
    }
    const rows: TableRow[] = [];
    for await (const row of sheet) {
      const cells: string[] = [];
      // row.values is 1-based (index 0 is always empty).
      for (let c = 1; c < row.values.length; c += 1) cells.push(cellText(row.values[c]));
      if (cells.every((cell) => cell === '')) continue;
      if (rows.length === 0) {
        if (fit === ANY && options.isHeader?.(cells)) fit = HEADER;
        if (fit <= best) break;
      }
      rows.push({ line: row.number, cells });
    }
    if (rows.length === 0 && best > 0) continue;
    if (fit > best) chosen = { name, rows, fit };
  }
  return { names, chosen };
};
