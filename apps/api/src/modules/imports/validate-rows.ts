import {
  isFormulaLike,
  parseImportRow,
  type ImportFileFormat,
  type ImportRowOf,
  type ImportTemplateKind,
} from '@flarescope/shared';
import type { DetectedTemplate } from './detect-template.js';
import type { RowErrors } from './import-failure.js';
import type { Valid } from './writers/write-context.js';

export type RowOf<K extends ImportTemplateKind> = ImportRowOf[K];

/**
 * Validates the data rows one by one, as they are iterated, with their template's zod schema: yields
 * the good ones typed, and reports each bad cell (line, column, reason) to `errors`. Formula-looking cells are refused before the schema sees them. In a CSV, a row with fewer
 * cells than the header (a file cut short) or with values past the header is refused whole.
 */
export function* validateRows<K extends ImportTemplateKind>(
  kind: K,
  detected: DetectedTemplate,
  options: { format: ImportFileFormat; errors: Pick<RowErrors, 'add'>; onRows: (handled: number) => void },
): Generator<Valid<RowOf<K>>> {
  const { errors } = options;
  let handled = 0;
  for (const { line, cells } of detected.dataRows) {
    handled += 1;
    if (handled % 1000 === 0) options.onRows(handled);
    if (
      options.format === 'csv' &&
      (cells.length < detected.width ||
        (cells.length > detected.width && cells.slice(detected.width).some((cell) => cell.trim() !== '')))
    ) {
      errors.add({
        line,
        column: null,
        key: 'imports.row.column_count',
        params: { found: cells.length, expected: detected.width },
      });
      continue;
    }
    const input: Record<string, string> = {};
    const refused = new Set<string>();
    for (const { name, index } of detected.columns) {
      const cell = cells[index];
      if (cell === undefined || cell === '') continue;
      if (isFormulaLike(cell)) {
        errors.add({ line, column: name, key: 'imports.row.formula' });
        refused.add(name);
        continue;
      }
      const value = cell.trim();
      if (value !== '') input[name] = value;
    }
    const result = parseImportRow(kind, input);
    if (result.success) {
      if (refused.size === 0) yield { line, data: result.data };
      continue;
    }
    for (const issue of result.issues) {
      const column = typeof issue.path[0] === 'string' ? issue.path[0] : null;
      // One reason per cell: the first check that failed (a cell that is not a number is not also out of range).
      if (column !== null && refused.has(column)) continue;
      if (column !== null) refused.add(column);
      const key = issue.message.startsWith('imports.row.') ? issue.message : 'imports.row.invalid';
      const params =
        'params' in issue ? (issue.params as Record<string, string | number> | undefined) : undefined;
      errors.add({ line, column, key, params });
    }
  }
  options.onRows(handled);
}
