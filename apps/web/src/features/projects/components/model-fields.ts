import {
  MODEL_INPUT_SECTIONS,
  numericInputOf,
  type ModelInputKind,
  type PROJECT_INPUT_BOUNDS,
  type ProjectModelInputs,
} from '@flarescope/shared';

/** How a model input is typed and shown: fractions as percentages, money in US dollars. */
export type FieldKind = ModelInputKind;

export type ModelField = { key: keyof ProjectModelInputs & string; kind: FieldKind; step?: number };

/** The model's inputs in the form's and the financials page's order, by section (PROJECT_INPUTS). */
export const MODEL_SECTIONS: ReadonlyArray<{
  section: 'plant' | 'costs' | 'carbon' | 'finance';
  fields: readonly ModelField[];
}> = MODEL_INPUT_SECTIONS;

export const MODEL_FIELDS: readonly ModelField[] = MODEL_SECTIONS.flatMap((section) => section.fields);

/** A model value as the user types it (percent fields × 100), and back. */
export const toDisplay = (field: ModelField, value: number): number =>
  field.kind === 'percent' ? Number((value * 100).toPrecision(12)) : value;
export const fromDisplay = (field: ModelField, value: number): number =>
  field.kind === 'percent' ? Number((value / 100).toPrecision(12)) : value;

/** A number input as the model takes it: as saved, or what the model takes when an older project has none. */
export const modelValue = (inputs: ProjectModelInputs, key: string): number =>
  numericInputOf(inputs, key as keyof typeof PROJECT_INPUT_BOUNDS);
