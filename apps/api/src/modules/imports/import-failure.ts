import { IMPORT_MAX_REPORTED_ERRORS, type ErrorCode, type ImportRowError } from '@flarescope/shared';
import { AppError } from '../../errors.js';
import { translate } from '../../i18n.js';

type Params = Record<string, string | number>;

/** One refused row of the report, with its reason in English (the web translates `key`). */
export const rowError = (input: {
  line: number;
  column: string | null;
  key: string;
  params?: Params | undefined;
}): ImportRowError => ({
  line: input.line,
  column: input.column,
  key: input.key,
  message: translate('en', input.key, input.params),
  ...(input.params ? { params: input.params } : {}),
});

/**
 * Why an import stopped: a file-level code (not UTF-8, unknown template …) or `import_invalid_rows`
 * with every refused row. Nothing was written when it is thrown.
 */
export class ImportFailure extends AppError {
  constructor(
    code: ErrorCode,
    readonly rowErrors: ImportRowError[] = [],
    details: Record<string, unknown> = {},
    cause?: unknown,
  ) {
    super(code, { details, cause });
  }
}

/** Collects row errors, keeping the first IMPORT_MAX_REPORTED_ERRORS in full and counting all. */
export class RowErrors {
  readonly list: ImportRowError[] = [];
  count = 0;

  add(error: Parameters<typeof rowError>[0]): void {
    this.count += 1;
    if (this.list.length < IMPORT_MAX_REPORTED_ERRORS) this.list.push(rowError(error));
  }

  /** Throws `import_invalid_rows` when any row was refused. */
  throwIfAny(): void {
    if (this.count > 0) {
      // Rows are checked in passes (cells, then references): report them in file order.
      const sorted = [...this.list].sort((a, b) => a.line - b.line);
      throw new ImportFailure('import_invalid_rows', sorted, { rowErrorCount: this.count });
    }
  }
}
