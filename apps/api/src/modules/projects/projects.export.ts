import {
  dictionaries,
  PROJECT_INPUT_UNITS,
  yearLabelOf,
  type Locale,
  type ProjectModelInputs,
  type ProjectModelResult,
  type ProjectResponse,
} from '@flarescope/shared';
import type { ExportSheet } from '../../lib/table-export.js';

const CASH_FLOW_COLUMNS = [
  'year',
  'year_label',
  'energy_mwh',
  'gas_m3',
  'avoided_co2e_t',
  'capex_usd',
  'debt_drawn_usd',
  'idc_usd',
  'revenue_usd',
  'carbon_revenue_usd',
  'fuel_usd',
  'om_usd',
  'overhaul_usd',
  'ebitda_usd',
  'depreciation_usd',
  'interest_usd',
  'principal_usd',
  'debt_service_usd',
  'cfads_usd',
  'tax_usd',
  'unlevered_tax_usd',
  'working_capital_usd',
  'salvage_usd',
  'dsra_usd',
  'project_cash_flow_usd',
  'equity_cash_flow_usd',
  'dscr',
] as const;

type Cell = string | number | null;

const cashFlowRows = (results: Pick<ProjectModelResult, 'yearly'>): Cell[][] =>
  results.yearly.map((y) => [
    y.year,
    yearLabelOf(y),
    y.energyMwh,
    y.gasM3,
    y.avoidedCo2eTonnes,
    y.capexUsd,
    y.debtDrawnUsd,
    y.idcUsd,
    y.revenueUsd,
    y.carbonRevenueUsd,
    y.fuelUsd,
    y.omUsd,
    y.overhaulUsd,
    y.ebitdaUsd,
    y.depreciationUsd,
    y.interestUsd,
    y.principalUsd,
    y.debtServiceUsd,
    y.cfadsUsd,
    y.taxUsd,
    y.unleveredTaxUsd,
    y.workingCapitalUsd,
    y.salvageUsd,
    y.dsraUsd,
    y.projectCashFlowUsd,
    y.equityCashFlowUsd,
    y.dscr,
  ]);

const inputCell = (value: unknown): Cell =>
  Array.isArray(value)
    ? value.join('; ')
    : typeof value === 'boolean'
      ? String(value)
      : typeof value === 'number' || typeof value === 'string'
        ? value
        : null;

const inputRows = (model: ProjectModelInputs): Cell[][] =>
  Object.entries(model).map(([key, value]) => [
    key,
    inputCell(value),
    PROJECT_INPUT_UNITS[key as keyof typeof PROJECT_INPUT_UNITS] ?? '',
  ]);

/** One set of inputs with its results, named: the project as saved (the base) or a scenario. */
export type NamedRun = {
  name: string;
  inputs: ProjectModelInputs;
  overrides: Record<string, unknown>;
  result: ProjectModelResult | null;
};

/**
 * A project's cash flows (one row per year, year 0 = capex, or construction years C1… before year 1) and the inputs that made them, as the
 * financials page shows them: CSV of one, XLSX of both. The project (unlevered) and equity cash flows
 * sit beside both taxes — the company's, after the interest shield, and the unlevered one the project
 * flow deducts — so that every figure can be rebuilt in a spreadsheet (issue 26, item 8).
 */
export const projectSheets = (
  project: ProjectResponse['project'],
  results: Pick<ProjectModelResult, 'yearly'>,
): ExportSheet[] => [
  { table: 'cash_flows', columns: CASH_FLOW_COLUMNS, rows: cashFlowRows(results) },
  { table: 'inputs', columns: ['input', 'value', 'unit'], rows: inputRows(project.model) },
];

/**
 * The scenarios beside the base (XLSX): their headline figures one row each, their cash flows one
 * block each (the scenario's name in the first column), and each one's full inputs, with what it changed.
 */
export const scenarioSheets = (runs: readonly NamedRun[], lang: Locale): ExportSheet[] => [
  {
    table: 'scenarios',
    columns: [
      'scenario',
      'npv_usd',
      'irr',
      'equity_irr',
      'mirr',
      'min_dscr',
      'lcoe_usd_per_mwh',
      'payback_years',
      'discounted_payback_years',
      'energy_mwh',
      'avoided_co2e_t',
      'operating_years',
      'construction_years',
      'idc_usd',
    ],
    rows: runs.map(({ name, result: r }) => [
      name,
      r?.npv ?? null,
      r?.irr ?? null,
      r?.equityIrr ?? null,
      r?.mirr ?? null,
      r?.minDscr ?? null,
      r?.lcoeUsdPerMwh ?? null,
      r?.paybackYears ?? null,
      r?.discountedPaybackYears ?? null,
      r?.energyMwhPerYear ?? null,
      r?.avoidedCo2eTonnesPerYear ?? null,
      r?.operatingYears ?? null,
      r?.constructionYears ?? null,
      r?.idcUsd ?? null,
    ]),
  },
  {
    table: 'scenario_cash_flows',
    columns: ['scenario', ...CASH_FLOW_COLUMNS],
    rows: runs.flatMap(({ name, result }) =>
      result ? cashFlowRows(result).map((row) => [name, ...row]) : [],
    ),
  },
  {
    table: 'scenario_inputs',
    columns: ['scenario', 'input', 'value', 'unit', 'overridden'],
    rows: runs.flatMap(({ name, inputs, overrides }) =>
      inputRows(inputs).map((row) => [
        name,
        ...row,
        key(row) in overrides ? dictionaries[lang].exports.yes : dictionaries[lang].exports.no,
      ]),
    ),
  },
];

const key = (row: Cell[]): string => String(row[0]);
