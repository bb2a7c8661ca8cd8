import { describe, expect, it } from 'vitest';
import { DEFAULT_COMPOSITION, lowerHeatingValueMjPerM3 } from './flaring-math.js';
import {
  COMPONENT_HHV_MJ_PER_M3,
  DEFAULT_HHV_TO_LHV_RATIO,
  higherHeatingValueMjPerM3,
} from './heating-value.js';

describe('higher heating values', () => {
  it('adds the heat of the water each component forms to its net value', () => {
    // Methane: 802.69 + 2 × 44.41 = 891.51 kJ/mol (ISO 6976:2016, 15 °C) ÷ 23.645 L/mol = 37.7035 MJ/m³.
    expect(COMPONENT_HHV_MJ_PER_M3.c1).toBeCloseTo(891.51 / 23.645, 3);
    // Propane: 2043.37 + 4 × 44.41 = 2221.01 kJ/mol ÷ 23.645 = 93.932 MJ/m³.
    expect(COMPONENT_HHV_MJ_PER_M3.c3).toBeCloseTo(2221.01 / 23.645, 3);
    // Inert gases neither burn nor form water.
    expect(COMPONENT_HHV_MJ_PER_M3.n2).toBe(0);
    expect(COMPONENT_HHV_MJ_PER_M3.co2).toBe(0);
    // GPSA Engineering Data Book, Fig. 23-2: methane 1010.0 gross / 909.4 net Btu/ft³ = 1.1106.
    expect(COMPONENT_HHV_MJ_PER_M3.c1 / 33.948).toBeCloseTo(1010.0 / 909.4, 3);
  });

  it('gives the default associated gas an HHV/LHV of 1.1076', () => {
    /*
     * Σ y·HHV: 0.8918 × 37.7044 + 0.053 × 66.0636 + 0.0162 × 93.9318 + 0.0071 × 121.7870 = 39.5125 MJ/m³
     * Σ y·LHV: 0.8918 × 33.948 + 0.053 × 60.429 + 0.0162 × 86.419 + 0.0071 × 112.396 = 35.6756 MJ/m³
     */
    expect(higherHeatingValueMjPerM3(DEFAULT_COMPOSITION)).toBeCloseTo(39.5125, 3);
    expect(lowerHeatingValueMjPerM3(DEFAULT_COMPOSITION)).toBeCloseTo(35.6756, 3);
    expect(DEFAULT_HHV_TO_LHV_RATIO).toBeCloseTo(1.10755, 4);
  });
});
