import { type ImportFileFormat, type ImportTemplateKind, type Locale } from '@flarescope/shared';
import { importColumnLabel, IMPORT_TEMPLATES, MONTH_COLUMN_EXAMPLES } from './template-columns.js';
import { translate } from '../../i18n.js';
import { loadExcelJS } from '../../infra/load-on-use.js';

/** What to write in a column: a template's own wording where it has one ('period_observations'). */
const describe = (locale: Locale, kind: ImportTemplateKind, column: string) => {
  const specific = `imports.columns.${column}_${kind}`;
  const text = translate(locale, specific);
  return text === specific ? translate(locale, `imports.columns.${column}`) : text;
};

/** The header row: column names, or the publisher's own labels ('Field  Operator') where it has them. */
const header = (kind: ImportTemplateKind) => [
  ...IMPORT_TEMPLATES[kind].columns.map(importColumnLabel),
  ...(IMPORT_TEMPLATES[kind].monthColumns ? MONTH_COLUMN_EXAMPLES : []),
];

/** Notes under the columns: the World Bank's workbook is published, not filled in, and is matched. */
const NOTES: Partial<Record<ImportTemplateKind, string[]>> = {
  worldbank_sites: ['worldbank', 'worldbankMatching', 'allOrNothing', 'worldbankAgain'],
  vnf_nightly: ['vnf', 'vnfMatching', 'vnfMissing', 'allOrNothing', 'vnfAgain'],
  us_operator_months: ['usOperators', 'usOperatorMonths', 'usOperatorMissing', 'allOrNothing', 'again'],
};

/** The CSV template: the header row only, UTF-8 with a byte-order mark so spreadsheets read accents. */
const csvTemplate = (kind: ImportTemplateKind): Buffer => Buffer.from(`\uFEFF${header(kind).join(',')}\r\n`);

/**
 * The XLSX template: the data sheet (named after the template, header row bold and frozen) first,
 * then an instructions sheet in the asked language: every column, whether it is required, what to write.
 */
const xlsxTemplate = async (kind: ImportTemplateKind, locale: Locale): Promise<Buffer> => {
  const ExcelJS = await loadExcelJS();
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Flarescope';
  const data = workbook.addWorksheet(kind, { views: [{ state: 'frozen', ySplit: 1 }] });
  data.columns = header(kind).map((name) => ({
    header: name,
    key: name,
    width: Math.max(12, name.length + 4),
  }));
  data.getRow(1).font = { bold: true };

  const t = (key: string, params?: Record<string, string>) => translate(locale, key, params);
  const help = workbook.addWorksheet(t('imports.instructions.sheetName'));
  help.columns = [{ width: 24 }, { width: 14 }, { width: 100 }];
  help.addRow([t('imports.instructions.title', { template: t(`imports.templates.${kind}`) })]).font = {
    bold: true,
    size: 14,
  };
  help.addRow([]);
  help.addRow([
    t('imports.instructions.column'),
    t('imports.instructions.isRequired'),
    t('imports.instructions.meaning'),
  ]).font = { bold: true };
  for (const column of IMPORT_TEMPLATES[kind].columns) {
    help.addRow([
      importColumnLabel(column),
      t(column.isRequired ? 'imports.instructions.yes' : 'imports.instructions.no'),
      describe(locale, kind, column.name),
    ]);
  }
  if (IMPORT_TEMPLATES[kind].monthColumns)
    help.addRow([
      MONTH_COLUMN_EXAMPLES.join(', '),
      t('imports.instructions.yes'),
      t('imports.columns.month_columns'),
    ]);
  help.addRow([]);
  for (const note of NOTES[kind] ?? ['header', 'values', 'units', 'allOrNothing', 'again']) {
    help.addRow([t(`imports.instructions.notes.${note}`)]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
};

export const TEMPLATE_CONTENT_TYPES: Record<ImportFileFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A template file to download. */
export const buildTemplate = (kind: ImportTemplateKind, format: ImportFileFormat, locale: Locale) =>
  format === 'csv' ? Promise.resolve(csvTemplate(kind)) : xlsxTemplate(kind, locale);
