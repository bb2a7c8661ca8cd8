import {
  IMPORT_TEMPLATE_KINDS,
  IMPORT_TEMPLATES,
  monthOfColumn,
  normaliseHeader,
  type ImportTemplateKind,
} from '@flarescope/shared';
import { worldBankHeaderKey } from '../flaring-data/index.js';
import { ImportFailure } from './import-failure.js';
import type { ImportTable, TableRow } from './read-table.js';

export type DetectedTemplate = {
  kind: ImportTemplateKind;
  /**
   * The template's columns found in the header, with their cell index and the header cell as the file
   * writes it (trimmed), which row reports name for the World Bank's workbook.
   */
  columns: Array<{ name: string; index: number; label: string }>;
  /** Cells per row the header announces (trailing empty header cells excluded). */
  width: number;
  /** The rows under the header that are not blank (iterate once: a CSV is parsed as it goes). */
  dataRows: Iterable<TableRow>;
};

const isBlank = (row: TableRow) => row.cells.every((cell) => cell.trim() === '');

/**
 * How a template reads a header cell: the World Bank's workbook as its reader does (brackets dropped too:
 * 'Flaring Vol (million m3)' is flaring_vol_million_m3), the others by normaliseHeader.
 */
const headerKeyOf = (kind: ImportTemplateKind): ((cell: string) => string) =>
  kind === 'worldbank_sites' ? worldBankHeaderKey : normaliseHeader;

type Candidate = {
  kind: ImportTemplateKind;
  named: DetectedTemplate['columns'];
  missingColumns: string[];
  unknownColumns: string[];
  duplicateColumns: string[];
  matched: number;
};

/** How a header row reads as one template: its columns, those it lacks, does not know, or repeats. */
const readAs = (kind: ImportTemplateKind, header: TableRow): Candidate => {
  const keyOf = headerKeyOf(kind);
  const named = header.cells
    .map((cell, index) => ({ name: keyOf(cell), index, label: cell.replace(/^\uFEFF/, '').trim() }))
    .filter((column) => column.name !== '');
  const names = named.map((column) => column.name);
  const template = IMPORT_TEMPLATES[kind];
  const known = new Set(template.columns.map((c) => c.name));
  const present = new Set(names);
  const missingColumns = template.columns
    .filter((c) => c.isRequired && !present.has(c.name))
    .map((c) => c.name);
  // Months as columns (Flaring Monitor's layout): any `mon_yyyy` is the template's, and one is needed.
  const isMonthColumn = (name: string) => template.monthColumns === true && monthOfColumn(name) !== null;
  if (template.monthColumns && !names.some(isMonthColumn)) missingColumns.push('jan_2021 …');
  if (template.requiredAny && !template.requiredAny.some((name) => present.has(name))) {
    missingColumns.push(template.requiredAny.join(' | '));
  }
  const unknownColumns = names.filter((name) => !known.has(name) && !isMonthColumn(name));
  const duplicateColumns = [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];
  return {
    kind,
    named,
    missingColumns,
    unknownColumns,
    duplicateColumns,
    matched: names.length - unknownColumns.length,
  };
};

const fitsWhole = (c: Candidate) =>
  c.missingColumns.length === 0 && c.unknownColumns.length === 0 && c.duplicateColumns.length === 0;

/** True when the row is exactly one template's header (to pick a workbook's data sheet). */
export const isTemplateHeader = (cells: string[]): boolean =>
  IMPORT_TEMPLATE_KINDS.filter((kind) => fitsWhole(readAs(kind, { line: 1, cells }))).length === 1;

/**
 * The template a file follows, from its header row (the first row that is not blank): every named
 * column must belong to one template, which must find all its required columns there. Otherwise the
 * file is refused with the closest template's missing, unknown and repeated columns.
 */
export const detectTemplate = (table: ImportTable): DetectedTemplate => {
  const rows = table.rows[Symbol.iterator]();
  const nextFilled = (): TableRow | undefined => {
    for (let next = rows.next(); !next.done; next = rows.next()) if (!isBlank(next.value)) return next.value;
    return undefined;
  };
  const header = nextFilled();
  if (!header) throw new ImportFailure('import_empty_file');
  const candidates = IMPORT_TEMPLATE_KINDS.map((kind) => readAs(kind, header));
  const fits = candidates.filter(fitsWhole);
  if (fits.length !== 1) {
    const closest = [...candidates].sort(
      (a, b) => b.matched - a.matched || a.missingColumns.length - b.missingColumns.length,
    )[0];
    throw new ImportFailure('import_unknown_template', [], {
      line: header.line,
      ...(table.sheet !== undefined && { sheet: table.sheet }),
      closestTemplate: closest?.kind,
      missingColumns: closest?.missingColumns ?? [],
      unknownColumns: closest?.unknownColumns ?? [],
      duplicateColumns: closest?.duplicateColumns ?? [],
    });
  }
  const fit = fits[0] as Candidate;
  const first = nextFilled();
  if (!first) throw new ImportFailure('import_empty_file');
  function* dataRows(): Generator<TableRow> {
    yield first as TableRow;
    for (let row = nextFilled(); row; row = nextFilled()) yield row;
  }
  const width = Math.max(...fit.named.map((column) => column.index)) + 1;
  return { kind: fit.kind, columns: fit.named, width, dataRows: dataRows() };
};
