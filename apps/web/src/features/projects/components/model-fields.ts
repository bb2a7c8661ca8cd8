import { numericInputOf, type PROJECT_INPUT_BOUNDS, type ProjectModelInputs } from '@flarescope/shared';

/** How a model input is typed and shown: fractions as percentages, money in US dollars. */
export type FieldKind = 'percent' | 'usd' | 'number' | 'years';

export type ModelField = { key: keyof ProjectModelInputs & string; kind: FieldKind; step?: number };

/** The model's inputs in the form's and the financials page's order, by section. */
export const MODEL_SECTIONS: ReadonlyArray<{
  section: 'plant' | 'costs' | 'carbon' | 'finance';
  fields: ModelField[];
}> = [
  {
    section: 'plant',
    fields: [
      { key: 'capacityMw', kind: 'number', step: 0.1 },
      { key: 'capacityFactor', kind: 'percent' },
      { key: 'electricalEfficiency', kind: 'percent' },
      { key: 'gasLhvMjPerM3', kind: 'number', step: 0.1 },
      { key: 'gasHhvMjPerM3', kind: 'number', step: 0.1 },
      { key: 'gasDeclineRate', kind: 'percent' },
    ],
  },
  {
    section: 'costs',
    fields: [
      { key: 'capexUsd', kind: 'usd' },
      { key: 'fixedOmUsdPerYear', kind: 'usd' },
      { key: 'variableOmUsdPerMwh', kind: 'number', step: 0.5 },
      { key: 'gasPriceUsdPerMmbtu', kind: 'number', step: 0.1 },
      { key: 'tariffUsdPerMwh', kind: 'number', step: 1 },
      { key: 'tariffEscalation', kind: 'percent' },
      { key: 'costEscalation', kind: 'percent' },
      { key: 'overhaulUsdPerKw', kind: 'number', step: 10 },
      { key: 'overhaulIntervalHours', kind: 'number', step: 1000 },
      { key: 'salvageShareOfCapex', kind: 'percent' },
      { key: 'receivableDays', kind: 'number', step: 1 },
    ],
  },
  {
    section: 'carbon',
    fields: [
      { key: 'carbonPriceUsdPerTonne', kind: 'number', step: 1 },
      { key: 'carbonShareSold', kind: 'percent' },
      { key: 'carbonStartYear', kind: 'years' },
      { key: 'carbonEscalation', kind: 'percent' },
    ],
  },
  {
    section: 'finance',
    fields: [
      { key: 'constructionYears', kind: 'years' },
      { key: 'lifetimeYears', kind: 'years' },
      { key: 'discountRate', kind: 'percent' },
      { key: 'debtShare', kind: 'percent' },
      { key: 'debtRate', kind: 'percent' },
      { key: 'debtTenorYears', kind: 'years' },
      { key: 'taxRate', kind: 'percent' },
      { key: 'depreciationYears', kind: 'years' },
      { key: 'targetMinDscr', kind: 'number', step: 0.05 },
      { key: 'dsraMonths', kind: 'number', step: 1 },
      { key: 'mirrFinanceRate', kind: 'percent' },
      { key: 'mirrReinvestmentRate', kind: 'percent' },
    ],
  },
];

export const MODEL_FIELDS: readonly ModelField[] = MODEL_SECTIONS.flatMap((section) => section.fields);

/** A model value as the user types it (percent fields × 100), and back. */
export const toDisplay = (field: ModelField, value: number): number =>
  field.kind === 'percent' ? Number((value * 100).toPrecision(12)) : value;
export const fromDisplay = (field: ModelField, value: number): number =>
  field.kind === 'percent' ? Number((value / 100).toPrecision(12)) : value;

/** A number input as the model takes it: as saved, or what the model takes when an older project has none. */
export const modelValue = (inputs: ProjectModelInputs, key: string): number =>
  numericInputOf(inputs, key as keyof typeof PROJECT_INPUT_BOUNDS);
