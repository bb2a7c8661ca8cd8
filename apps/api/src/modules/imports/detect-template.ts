import {
  IMPORT_TEMPLATE_KINDS,
  NIGHTFIRE_LAYOUT_COLUMNS,
  NIGHTFIRE_LAYOUTS,
  NIGHTFIRE_MARKERS,
  nightfireLayoutOf,
  monthOfColumn,
  normaliseHeader,
  type ImportTemplateKind,
  type NightfireLayout,
} from '@flarescope/shared';
import { IMPORT_TEMPLATES } from './template-columns.js';
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
  /** A Nightfire file's layout (vnf_nightly only). */
  layout?: NightfireLayout;
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

/** Header names in a Nightfire file's error: enough to recognise it, not its ~110 columns in full. */
const MAX_NAMED_COLUMNS = 30;

/** The columns of a Nightfire file the importer reads, per layout (v4.0's primary component for v2.1's). */
const NIGHTFIRE_READ: Record<NightfireLayout, Record<string, string>> = {
  'v2.1': {
    date_mscan: 'date_mscan',
    lat_gmtco: 'lat_gmtco',
    lon_gmtco: 'lon_gmtco',
    temp_bb: 'temp_bb',
    rh: 'rh',
    cloud_mask: 'cloud_mask',
  },
  'v3.0-ez': {
    date_mscan: 'date_mscan',
    lat_gmtco: 'lat_gmtco',
    lon_gmtco: 'lon_gmtco',
    temp_bb: 'temp_bb',
    rh: 'rh',
    cloud_mask: 'cloud_mask',
  },
  'v4.0': {
    date_mscan: 'date_mscan',
    lat_gmtco: 'lat_gmtco',
    lon_gmtco: 'lon_gmtco',
    temp_primary: 'temp_bb',
    rh_primary: 'rh',
    cloud_mask: 'cloud_mask',
  },
};

/**
 * A header with EOG's Nightfire columns (decision 034): its layout, from the columns only one layout has,
 * and the columns read (named as the v3.0 layout names them, whatever the file's layout). A Nightfire
 * header that lacks what its layout needs is refused naming the columns found and the layouts accepted.
 * Undefined for a header that is not Nightfire's.
 */
const readNightfire = (
  header: TableRow,
): { layout: NightfireLayout; columns: DetectedTemplate['columns']; width: number } | undefined => {
  const named = header.cells
    .map((cell, index) => ({ name: normaliseHeader(cell), index, label: cell.replace(/^\uFEFF/, '').trim() }))
    .filter((column) => column.name !== '');
  const names = new Set(named.map((column) => column.name));
  if (!NIGHTFIRE_MARKERS.some((marker) => names.has(marker))) return undefined;
  const layout = nightfireLayoutOf(names);
  const missing = NIGHTFIRE_LAYOUT_COLUMNS[layout].filter((column) => !names.has(column.toLowerCase()));
  if (missing.length > 0) {
    const found = named.map((column) => column.label);
    throw new ImportFailure('import_vnf_layout', [], {
      line: header.line,
      layout,
      missingColumns: missing.join(', '),
      columnsFound:
        found.slice(0, MAX_NAMED_COLUMNS).join(', ') +
        (found.length > MAX_NAMED_COLUMNS ? ` … (${found.length})` : ''),
      layoutsAccepted: NIGHTFIRE_LAYOUTS.join(', '),
    });
  }
  const read = NIGHTFIRE_READ[layout];
  const columns = named
    .filter((column) => read[column.name] !== undefined)
    .map((column) => ({ ...column, name: read[column.name] as string }));
  return { layout, columns, width: Math.max(...named.map((column) => column.index)) + 1 };
};

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
  const nightfire = readNightfire(header);
  if (nightfire) {
    const first = nextFilled();
    if (!first) throw new ImportFailure('import_empty_file');
    function* nightRows(): Generator<TableRow> {
      yield first as TableRow;
      for (let row = nextFilled(); row; row = nextFilled()) yield row;
    }
    return { kind: 'vnf_nightly', ...nightfire, dataRows: nightRows() };
  }
  // EOG's nightly file is recognised above by its own columns; the other templates by theirs.
  const candidates = IMPORT_TEMPLATE_KINDS.filter((kind) => kind !== 'vnf_nightly').map((kind) =>
    readAs(kind, header),
  );
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
