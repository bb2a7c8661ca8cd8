import fs from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { importColumnLabel, IMPORT_TEMPLATES } from '../modules/imports/index.js';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { worldBankHeaderKey } from '../modules/flaring-data/index.js';
import { SEED_DIR } from '../modules/flaring/index.js';

/*
 * Files in the layouts the World Bank publishes its per-flare workbook in ("Flare Volume Estimates by
 * Individual Flare Location"), built from the shipped extracts (data/seed/worldbank_flare_sites): the
 * workbook itself (.xlsx) and its CSV export. For the import's tests and the bench; nothing is committed.
 */

const COLUMNS = IMPORT_TEMPLATES.worldbank_sites.columns;
/** The workbook's header as published: `Field  Type` and `Field  Operator` with their double spaces. */
export const WORLD_BANK_HEADER = COLUMNS.map(importColumnLabel);
/** Columns the workbook holds as numbers (the rest is text; `NA` is text wherever it stands). */
const NUMERIC = new Set(['latitude', 'longitude', 'bcm', 'mmscfd', 'year', 'flaring_vol_million_m3']);

export const WORLD_BANK_SITES_DIR = path.join(SEED_DIR, 'worldbank_flare_sites');

/** A row of the workbook: its cells by column key (country, latitude … flaring_vol_million_m3), as text. */
export type WorldBankRow = Record<string, string>;

/** The rows of one shipped extract (the CSV export's header or the snake-cased one), by column key. */
export const shippedRows = (fileName: string): WorldBankRow[] => {
  const [header = [], ...rows] = parse(fs.readFileSync(path.join(WORLD_BANK_SITES_DIR, fileName), 'utf8'), {
    bom: true,
    skip_empty_lines: true,
  }) as string[][];
  const keys = header.map(worldBankHeaderKey);
  return rows.map((cells) => Object.fromEntries(keys.map((key, i) => [key, cells[i] ?? ''])));
};

/** A cell as the workbook holds it: a number where the column is numeric and the text one. */
const cellOf = (key: string, text: string): string | number => {
  const clean = text.replace(/,/g, '').trim();
  return NUMERIC.has(key) && clean !== '' && Number.isFinite(Number(clean)) ? Number(clean) : text;
};

/**
 * The workbook as published: a notes sheet first (title, source, licence), then the data sheet with the
 * published header and one row per site and year, numbers as numbers. Written by ExcelJS's streaming
 * writer with shared strings, as Excel saves (the sheet comes before its shared strings in the zip).
 */
export const worldBankWorkbook = async (rows: readonly WorldBankRow[]): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useSharedStrings: true, useStyles: false });
  const notes = book.addWorksheet('Read me');
  notes.addRow(['Flare Volume Estimates by Individual Flare Location']).commit();
  notes.addRow(['World Bank, Global Flaring and Methane Reduction Partnership. CC BY 4.0.']).commit();
  notes.commit();
  const data = book.addWorksheet('Flare volumes');
  data.addRow(WORLD_BANK_HEADER).commit();
  for (const row of rows) data.addRow(COLUMNS.map((c) => cellOf(c.name, row[c.name] ?? ''))).commit();
  data.commit();
  await book.commit();
  return Buffer.concat(chunks);
};

/** A cell as the CSV export writes it: volumes of 1 000 and more with a thousands comma, quoted. */
const csvCell = (key: string, text: string): string => {
  let value = text;
  if (key === 'flaring_vol_million_m3' && Number(text.replace(/,/g, '')) >= 1000)
    value = Number(text.replace(/,/g, '')).toLocaleString('en-US', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
  return /[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
};

/** The CSV export of the workbook: its header as published, its quirks (thousands commas, `NA`). */
export const worldBankCsv = (rows: readonly WorldBankRow[]): string =>
  `${[
    WORLD_BANK_HEADER.join(','),
    ...rows.map((row) => COLUMNS.map((c) => csvCell(c.name, row[c.name] ?? '')).join(',')),
  ].join('\n')}\n`;
