import {
  IMPORT_ROW_SCHEMAS,
  isFormulaLike,
  type ImportFileFormat,
  type ImportTemplateKind,
} from '@flarescope/shared';
import type { z } from 'zod';
import type { DetectedTemplate } from './detect-template.js';
import type { RowErrors } from './import-failure.js';
import type { Valid } from './writers.js';

export type RowOf<K extends ImportTemplateKind> = z.infer<(typeof IMPORT_ROW_SCHEMAS)[K]>;

/**
 * Validates every data row with its template's zod schema and reports each bad cell (line, column,
 * reason). Formula-looking cells are refused before the schema sees them. In a CSV, a row with fewer
 * cells than the header (a file cut short) or with values past the header is refused whole.
 */
export const validateRows = <K extends ImportTemplateKind>(
  kind: K,
  detected: DetectedTemplate,
  options: { format: ImportFileFormat; errors: RowErrors; onRows: (handled: number) => void },
): Array<Valid<RowOf<K>>> => {
  const schema = IMPORT_ROW_SCHEMAS[kind];
  const { errors } = options;
  const valid: Array<Valid<RowOf<K>>> = [];
  let handled = 0;
  for (const { line, cells } of detected.dataRows) {
    handled += 1;
    if (handled % 5000 === 0) options.onRows(handled);
    if (
      options.format === 'csv' &&
      (cells.length < detected.width || cells.slice(detected.width).some((cell) => cell.trim() !== ''))
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
    const result = schema.safeParse(input);
    if (result.success && refused.size === 0) {
      valid.push({ line, data: result.data as RowOf<K> });
      continue;
    }
    for (const issue of result.error?.issues ?? []) {
      const column = typeof issue.path[0] === 'string' ? issue.path[0] : null;
      if (column !== null && refused.has(column)) continue;
      const key = issue.message.startsWith('imports.row.') ? issue.message : 'imports.row.invalid';
      const params =
        'params' in issue ? (issue.params as Record<string, string | number> | undefined) : undefined;
      errors.add({ line, column, key, params });
    }
  }
  options.onRows(handled);
  return valid;
};
