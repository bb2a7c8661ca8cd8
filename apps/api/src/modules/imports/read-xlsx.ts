import type ExcelJS from 'exceljs';
import { IMPORT_TEMPLATE_KINDS, normaliseHeader } from '@flarescope/shared';
import { ImportFailure } from './import-failure.js';
import type { ImportTable, TableRow } from './read-table.js';

/** XLSX files are zip archives: they start with a local file header, "PK\x03\x04". */
export const isZip = (bytes: Uint8Array): boolean =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

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

/**
 * Reads one worksheet of an XLSX workbook: the one named `sheet` (refused when absent), else the one
 * named after a template ('observations'), else the first. Rows keep their sheet row numbers.
 */
export const readXlsx = async (
  bytes: Uint8Array,
  options: { sheet?: string | undefined } = {},
): Promise<ImportTable & { rows: TableRow[] }> => {
  if (!isZip(bytes)) throw new ImportFailure('import_not_xlsx');
  // Loaded on first use: ExcelJS takes ~0.4 s to load, which CSV imports need not pay.
  const { default: Excel } = await import('exceljs');
  const workbook = new Excel.Workbook();
  try {
    // ExcelJS's types predate Node's generic Buffer; the bytes are a plain Buffer either way.
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
  } catch {
    // A truncated zip, a zip that is not a workbook (.docx, .zip) or a damaged part.
    throw new ImportFailure('import_not_xlsx');
  }
  const sheets = workbook.worksheets;
  if (sheets.length === 0) throw new ImportFailure('import_not_xlsx');
  const names = sheets.map((s) => s.name);
  const wanted = options.sheet?.trim().toLowerCase();
  const worksheet = wanted
    ? sheets.find((s) => s.name.trim().toLowerCase() === wanted)
    : (sheets.find((s) => (IMPORT_TEMPLATE_KINDS as readonly string[]).includes(normaliseHeader(s.name))) ??
      sheets[0]);
  if (!worksheet)
    throw new ImportFailure('import_sheet_not_found', [], { sheet: options.sheet, sheets: names });

  const rows: TableRow[] = [];
  worksheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const values = row.values as ExcelJS.CellValue[];
    const cells: string[] = [];
    // row.values is 1-based (index 0 is always empty).
    for (let c = 1; c < values.length; c += 1) cells.push(cellText(values[c]));
    rows.push({ line: rowNumber, cells });
  });
  return { rows, estimatedRows: rows.length, sheet: worksheet.name };
};
