import { describe, expect, it } from 'vitest';
import { dictionaries } from '../../i18n/index.js';
import {
  MODEL_INPUT_SECTIONS,
  PROJECT_INPUT_BOUNDS,
  PROJECT_INPUT_FALLBACKS,
  PROJECT_INPUT_UNITS,
  PROJECT_INPUTS,
  projectModelFieldErrors,
  projectModelInputsSchema,
  SENSITIVITY_INPUTS,
} from './inputs.js';
import {
  DEFAULT_PROJECT_FINANCE,
  DEFAULT_PROJECT_FINANCE_SOURCES,
  DEFAULT_PROJECT_FINANCE_SOURCES_ES,
} from './sources.js';

/** Issue 36, item 3: each model input is described once, and everything about it follows from that. */
describe('one descriptor per model input', () => {
  const keys = Object.keys(PROJECT_INPUTS);
  const numbers = keys.filter((key) => PROJECT_INPUTS[key as keyof typeof PROJECT_INPUTS].type === 'number');

  it('the schema has a field for every input a form sends, and no other', () => {
    expect(Object.keys(projectModelInputsSchema.shape).sort()).toEqual(
      keys.filter((key) => key !== 'gasSupplyM3PerDay').sort(),
    );
  });

  it('the bounds are the numbers’ own, and the schema refuses just outside them with their message', () => {
    expect(Object.keys(PROJECT_INPUT_BOUNDS).sort()).toEqual([...numbers].sort());
    const valid = {
      ...DEFAULT_PROJECT_FINANCE,
      capacityMw: 5,
      electricalEfficiency: 0.38,
      gasLhvMjPerM3: 40,
      capexUsd: 5e6,
      fixedOmUsdPerYear: 1e5,
      variableOmUsdPerMwh: 10,
    };
    expect(projectModelFieldErrors(valid)).toEqual({});
    for (const [key, bound] of Object.entries(PROJECT_INPUT_BOUNDS)) {
      expect(projectModelFieldErrors({ ...valid, [key]: bound.max + 1 })[key as 'capexUsd'], key).toBe(
        bound.key,
      );
      expect(projectModelFieldErrors({ ...valid, [key]: bound.min - 1 })[key as 'capexUsd'], key).toBe(
        bound.key,
      );
    }
  });

  it('an input the model takes a fallback for is optional in the schema; a required one is not', () => {
    const shape = projectModelInputsSchema.shape as Record<
      string,
      { safeParse: (value: unknown) => { success: boolean } }
    >;
    for (const key of keys.filter((k) => k !== 'gasSupplyM3PerDay')) {
      const descriptor = PROJECT_INPUTS[key as keyof typeof PROJECT_INPUTS];
      const isOptional = 'optional' in descriptor && descriptor.optional === true;
      expect(shape[key]?.safeParse(undefined).success, key).toBe(isOptional);
      if (key in PROJECT_INPUT_FALLBACKS) expect(isOptional, key).toBe(true);
    }
    expect(PROJECT_INPUT_FALLBACKS).toMatchObject({
      gasDeclineRate: 0,
      debtSizing: 'annuity',
      canStopEarly: false,
    });
  });

  it('every input has its export unit; every form field a label in English and Spanish', () => {
    for (const key of numbers)
      expect(PROJECT_INPUT_UNITS[key as keyof typeof PROJECT_INPUT_UNITS], key).not.toBe('');
    const fields = MODEL_INPUT_SECTIONS.flatMap((section) => section.fields);
    expect(fields.length).toBeGreaterThan(30);
    expect(MODEL_INPUT_SECTIONS.map((section) => section.section)).toEqual([
      'plant',
      'costs',
      'carbon',
      'finance',
    ]);
    for (const { key } of fields) {
      expect(
        dictionaries.en.projects.inputs[key as keyof typeof dictionaries.en.projects.inputs],
        key,
      ).toBeTruthy();
      expect(
        dictionaries.es.projects.inputs[key as keyof typeof dictionaries.es.projects.inputs],
        key,
      ).toBeTruthy();
    }
  });

  it('every default a new project starts from has a source in English and Spanish', () => {
    for (const key of Object.keys(DEFAULT_PROJECT_FINANCE)) {
      expect(key in PROJECT_INPUTS, key).toBe(true);
      expect(
        DEFAULT_PROJECT_FINANCE_SOURCES[key as keyof typeof DEFAULT_PROJECT_FINANCE_SOURCES],
        key,
      ).toBeTruthy();
      expect(
        DEFAULT_PROJECT_FINANCE_SOURCES_ES[key as keyof typeof DEFAULT_PROJECT_FINANCE_SOURCES_ES],
        key,
      ).toBeTruthy();
    }
  });

  it('the tornado varies the numbers marked for it', () => {
    expect([...SENSITIVITY_INPUTS].sort()).toEqual(
      [
        'capacityFactor',
        'capexUsd',
        'carbonPriceUsdPerTonne',
        'discountRate',
        'gasDeclineRate',
        'gasPriceUsdPerMmbtu',
        'tariffUsdPerMwh',
      ].sort(),
    );
  });
});
