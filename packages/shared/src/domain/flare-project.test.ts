import { describe, expect, it } from 'vitest';
import { capexUsdPerKwOf } from './finance/index.js';
import { costCurveBeyond, flareProjectInputs, technologyForGas } from './flare-project.js';

/** A gas of 36 MJ/m³: 1 m³/d feeds 36 × efficiency ÷ 86 400 MW. */
const lhv = 36;

/** Decision 038: the technology follows the size; a cost beyond its source's sizes is said. */
describe('technologyForGas', () => {
  it('chooses microturbines while their plant is at most their largest package (1 MW)', () => {
    // 8 000 m³/d: microturbines 8 000 × 36 × 0.28 ÷ 86 400 = 0.933 → 0.9 MW ≤ 1.
    expect(technologyForGas(8_000, lhv)).toBe('microturbine');
    // 9 300 m³/d: 1.085 → rounded down to 1.0 MW, still ≤ 1.
    expect(technologyForGas(9_300, lhv)).toBe('microturbine');
    // 9 700 m³/d: 1.1316 → 1.1 MW > 1: engines (9 700 × 36 × 0.4 ÷ 86 400 = 1.6 MW).
    expect(technologyForGas(9_700, lhv)).toBe('reciprocating_engine');
  });
  it('chooses engines up to their source’s 9.3 MW, gas turbines beyond', () => {
    // 55 000 m³/d: engines 55 000 × 36 × 0.4 ÷ 86 400 = 9.1667 → 9.1 MW ≤ 9.3.
    expect(technologyForGas(55_000, lhv)).toBe('reciprocating_engine');
    // 56 000 m³/d: 9.333 → 9.3 MW, the table's largest system, still engines.
    expect(technologyForGas(56_000, lhv)).toBe('reciprocating_engine');
    // 57 000 m³/d: 9.5 MW > 9.3: gas turbines (57 000 × 36 × 0.3 ÷ 86 400 = 7.1 MW).
    expect(technologyForGas(57_000, lhv)).toBe('gas_turbine');
    // West Qurna-2's scale, ~5 million m³/d: gas turbines, never 740 MW of engines.
    expect(technologyForGas(5_000_000, lhv)).toBe('gas_turbine');
  });
});

describe('costCurveBeyond and the draft', () => {
  it('says when a size is outside its cost source’s table', () => {
    expect(costCurveBeyond('gas_turbine', 45)).toBeNull();
    expect(costCurveBeyond('gas_turbine', 45.1)).toBe('above');
    expect(costCurveBeyond('gas_turbine', 2.9)).toBe('below');
    expect(costCurveBeyond('reciprocating_engine', 9.3)).toBeNull();
    expect(costCurveBeyond('reciprocating_engine', 9.4)).toBe('above');
    expect(costCurveBeyond('microturbine', 0.06)).toBe('below');
  });
  it('builds the draft of the size’s technology, and of the one asked for when asked', () => {
    const flare = { volumeM3PerDay: 600_000, lhvMjPerM3: lhv, hhvMjPerM3: 40, years: [] };
    // 600 000 × 36 × 0.3 ÷ 86 400 = 75 MW of gas turbines, beyond 45 MW: 1 250 USD/kW, said.
    const draft = flareProjectInputs(flare);
    expect(draft).toMatchObject({ technology: 'gas_turbine', capacityMw: 75, costBeyond: 'above' });
    expect(draft.inputs.capexUsd).toBe(1250 * 1000 * 75);
    expect(draft.inputs.electricalEfficiency).toBe(0.3);
    // Asked for engines: 100 MW at their largest system's 1 430 USD/kW, beyond too.
    const engines = flareProjectInputs(flare, 'reciprocating_engine');
    expect(engines).toMatchObject({
      technology: 'reciprocating_engine',
      capacityMw: 100,
      costBeyond: 'above',
    });
    expect(engines.inputs.capexUsd).toBe(capexUsdPerKwOf('reciprocating_engine', 100) * 1000 * 100);
    expect(capexUsdPerKwOf('reciprocating_engine', 100)).toBe(1430);
  });
});
