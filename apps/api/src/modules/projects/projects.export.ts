import type { ProjectResponse, ProjectResults } from '@flarescope/shared';
import type { ExportSheet } from '../flaring/flaring.export.js';

/** Units of the model's inputs, as the model takes them (fractions, US dollars). */
const INPUT_UNITS: Record<string, string> = {
  capacityMw: 'MW',
  capacityFactor: 'fraction',
  electricalEfficiency: 'fraction (LHV)',
  gasLhvMjPerM3: 'MJ/m³ (LHV)',
  capexUsd: 'USD',
  fixedOmUsdPerYear: 'USD/yr',
  variableOmUsdPerMwh: 'USD/MWh',
  gasPriceUsdPerMmbtu: 'USD/MMBtu (HHV, as traded)',
  gasHhvMjPerM3: 'MJ/m³ (HHV)',
  tariffUsdPerMwh: 'USD/MWh',
  tariffEscalation: 'fraction/yr',
  costEscalation: 'fraction/yr',
  lifetimeYears: 'years',
  discountRate: 'fraction',
  debtShare: 'fraction',
  debtRate: 'fraction',
  debtTenorYears: 'years',
  taxRate: 'fraction',
  depreciationYears: 'years',
  gasAvailableM3PerDay: 'm³/d',
  gasDeclineRate: 'fraction/yr',
  carbonPriceUsdPerTonne: 'USD/t CO2e',
  carbonStartYear: 'operating year',
  carbonEscalation: 'fraction/yr',
  carbonShareSold: 'fraction',
  carbonMethodology: '',
  mirrFinanceRate: 'fraction',
  mirrReinvestmentRate: 'fraction',
  canStopEarly: 'true/false',
};

/**
 * A project's cash flows (one row per year, year 0 = capex) and the inputs that made them, as the
 * financials page shows them: CSV of one, XLSX of both.
 */
export const projectSheets = (
  project: ProjectResponse['project'],
  results: ProjectResults,
): ExportSheet[] => [
  {
    table: 'cash_flows',
    columns: [
      'year',
      'energy_mwh',
      'gas_m3',
      'avoided_co2e_t',
      'capex_usd',
      'revenue_usd',
      'carbon_revenue_usd',
      'fuel_usd',
      'om_usd',
      'ebitda_usd',
      'depreciation_usd',
      'interest_usd',
      'principal_usd',
      'debt_service_usd',
      'tax_usd',
      'unlevered_tax_usd',
      'project_cash_flow_usd',
      'equity_cash_flow_usd',
      'dscr',
    ],
    rows: results.yearly.map((y) => [
      y.year,
      y.energyMwh,
      y.gasM3,
      y.avoidedCo2eTonnes,
      y.capexUsd,
      y.revenueUsd,
      y.carbonRevenueUsd,
      y.fuelUsd,
      y.omUsd,
      y.ebitdaUsd,
      y.depreciationUsd,
      y.interestUsd,
      y.principalUsd,
      y.debtServiceUsd,
      y.taxUsd,
      y.unleveredTaxUsd,
      y.projectCashFlowUsd,
      y.equityCashFlowUsd,
      y.dscr,
    ]),
  },
  {
    table: 'inputs',
    columns: ['input', 'value', 'unit'],
    rows: Object.entries(project.model).map(([key, value]) => [
      key,
      typeof value === 'boolean' ? String(value) : value,
      INPUT_UNITS[key] ?? '',
    ]),
  },
];
