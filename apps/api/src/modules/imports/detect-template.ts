import {
  IMPORT_TEMPLATE_KINDS,
  IMPORT_TEMPLATES,
  normaliseHeader,
  type ImportTemplateKind,
} from '@flarescope/shared';
import { ImportFailure } from './import-failure.js';
import type { ImportTable, TableRow } from './read-table.js';

export type DetectedTemplate = {
  kind: ImportTemplateKind;
  /** The template's columns found in the header, with their cell index. */
  columns: Array<{ name: string; index: number }>;
  /** Cells per row the header announces (trailing empty header cells excluded). */
  width: number;
  /** The rows under the header that are not blank (iterate once: a CSV is parsed as it goes). */
  dataRows: Iterable<TableRow>;
};

const isBlank = (row: TableRow) => row.cells.every((cell) => cell.trim() === '');

/**
 * The template a file follows, from its header row (the first row that is not blank): every named
 * column must belong to one template, which must find all its required columns there. Otherwise the
 * file is refused with the closest template's missing and unknown columns.
 */
export const detectTemplate = (table: ImportTable): DetectedTemplate => {
  const rows = table.rows[Symbol.iterator]();
  const nextFilled = (): TableRow | undefined => {
    for (let next = rows.next(); !next.done; next = rows.next()) if (!isBlank(next.value)) return next.value;
    return undefined;
  };
  const header = nextFilled();
  if (!header) throw new ImportFailure('import_empty_file');
  const named = header.cells
    .map((cell, index) => ({ name: normaliseHeader(cell), index }))
    .filter((column) => column.name !== '');
  const names = named.map((column) => column.name);
  const duplicateColumns = [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];

  const candidates = IMPORT_TEMPLATE_KINDS.map((kind) => {
    const template = IMPORT_TEMPLATES[kind];
    const known = new Set(template.columns.map((c) => c.name));
    const present = new Set(names);
    const missingColumns = template.columns
      .filter((c) => c.isRequired && !present.has(c.name))
      .map((c) => c.name);
    if (template.requiredAny && !template.requiredAny.some((name) => present.has(name))) {
      missingColumns.push(template.requiredAny.join(' | '));
    }
    const unknownColumns = names.filter((name) => !known.has(name));
    const matched = names.length - unknownColumns.length;
    return { kind, missingColumns, unknownColumns, matched };
  });
  const fits = candidates.filter((c) => c.missingColumns.length === 0 && c.unknownColumns.length === 0);
  if (fits.length !== 1 || duplicateColumns.length > 0) {
    const closest = [...candidates].sort(
      (a, b) => b.matched - a.matched || a.missingColumns.length - b.missingColumns.length,
    )[0];
    throw new ImportFailure('import_unknown_template', [], {
      line: header.line,
      ...(table.sheet !== undefined && { sheet: table.sheet }),
      closestTemplate: closest?.kind,
      missingColumns: closest?.missingColumns ?? [],
      unknownColumns: closest?.unknownColumns ?? [],
      duplicateColumns,
    });
  }
  const first = nextFilled();
  if (!first) throw new ImportFailure('import_empty_file');
  function* dataRows(): Generator<TableRow> {
    yield first as TableRow;
    for (let row = nextFilled(); row; row = nextFilled()) yield row;
  }
  const width = Math.max(...named.map((column) => column.index)) + 1;
  return { kind: (fits[0] as (typeof fits)[number]).kind, columns: named, width, dataRows: dataRows() };
};
