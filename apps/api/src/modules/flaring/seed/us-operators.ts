import fs from 'node:fs';
import path from 'node:path';
import { lastReportableMonth, monthOfColumn, normaliseHeader } from '@flarescope/shared';
import { parse } from 'csv-parse/sync';
import {
  operatorMonthTableRows,
  readOperatorMonthRow,
  type MonthColumn,
  type OperatorMonthRow,
  type OperatorMonthsTable,
  type OperatorSatelliteMonthsTable,
} from '../../flaring-data/index.js';

/** The shipped Flaring Monitor files (data/seed/us_operators_flaringmonitor), unchanged (decision 036). */
export const US_OPERATOR_FILES = {
  reported: {
    file: 'flaring_monitor_company_stats_reported.csv',
    sourceId: 'flaringmonitor-us-reported',
  },
  satellite: {
    file: 'flaring_monitor_company_stats_satellite_modeled.csv',
    sourceId: 'flaringmonitor-us-satellite',
  },
} as const;

/** A published file's rows read as the import pipeline reads them; any bad row stops the seed. */
export const readOperatorMonthFile = (filePath: string, now = new Date()): OperatorMonthRow[] => {
  const [header = [], ...rows] = parse(fs.readFileSync(filePath, 'utf8'), {
    bom: true,
    skip_empty_lines: true,
  }) as string[][];
  const names = header.map(normaliseHeader);
  const monthColumns: MonthColumn[] = names.flatMap((name) => {
    const month = monthOfColumn(name);
    return month ? [{ name, month }] : [];
  });
  const lastMonth = lastReportableMonth(now);
  const read: OperatorMonthRow[] = [];
  rows.forEach((cells, index) => {
    const result = readOperatorMonthRow(
      Object.fromEntries(names.map((name, i) => [name, cells[i]])),
      monthColumns,
      lastMonth,
    );
    if ('skip' in result) return;
    if ('issues' in result)
      throw new Error(`${path.basename(filePath)}, line ${index + 2}: ${JSON.stringify(result.issues)}`);
    read.push(result.row);
  });
  return read;
};

/** The US operators' monthly rows of the seed, each company found or made by `companyIdOf`. */
export const usOperatorRows = (
  dir: string,
  companyIdOf: (name: string) => string,
): { reported: OperatorMonthsTable[]; satellite: OperatorSatelliteMonthsTable[] } => {
  const withCompanies = (rows: OperatorMonthRow[]) =>
    rows.map((row) => ({ companyId: companyIdOf(row.companyName), row }));
  const reported = readOperatorMonthFile(path.join(dir, US_OPERATOR_FILES.reported.file));
  const satellite = readOperatorMonthFile(path.join(dir, US_OPERATOR_FILES.satellite.file));
  return {
    reported: operatorMonthTableRows(withCompanies(reported), US_OPERATOR_FILES.reported.sourceId).reported,
    satellite: operatorMonthTableRows(withCompanies(satellite), US_OPERATOR_FILES.satellite.sourceId)
      .satellite,
  };
};
