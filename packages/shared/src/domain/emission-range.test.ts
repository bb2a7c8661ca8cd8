import { describe, expect, it } from 'vitest';
import { co2eOfGas, co2eRangeByType, GAS_RANGE_BY_FLARE_TYPE, tableC1KgCo2PerM3 } from './emission-range.js';
import { flaringEmissions } from './flaring-math.js';

/**
 * CO2e ranges by flare type, worked by hand (issue 20, item 9). Sources:
 * - US EPA, 40 CFR Part 98, Subpart C, Table C-1 (81 FR 89188, Dec. 9, 2016): "Natural Gas (Weighted U.S.
 *   Average)" 1.026 × 10⁻³ MMBtu/scf and 53.06 kg CO2/MMBtu; "Fuel Gas" 1.388 × 10⁻³ MMBtu/scf and
 *   59.00 kg CO2/MMBtu.
 * - OPGEE v4 default associated gas (El-Houjeiri, Brandt & Duffy, ES&T 47(11), 2013): C1 89.18, C2 5.30,
 *   C3 1.62, C4 0.71, N2 2.86, CO2 0.33 mol %.
 * - Efficiency 0.98 (40 CFR 98.233(n)) and 0.95 (Plant et al., Science 377:1566, 2022); GWP100 CH4 29.8
 *   (IPCC AR6 WG1, Table 7.15).
 *
 * By hand, per 1 000 m³ (t):
 *   natural gas, complete combustion: 1.026e-3 × 53.06 × 35.3147 = 1.92252 t CO2
 *   refinery fuel gas:                1.388e-3 × 59.00 × 35.3147 = 2.89199 t CO2
 *   associated gas carbon: 0.8918 + 2 × 0.053 + 3 × 0.0162 + 4 × 0.0071 = 1.0748 kmol C/kmol
 *   CO2 at η: (η × 1.0748 + 0.0033) × 1000/23.645 × 44.01/1000 → 1.96664 (0.98), 1.90662 (0.95)
 *   unburnt CH4 × 29.8: (1 − η) × 0.8918 × 1000/23.645 × 16.04/1000 × 29.8 → 0.36056 (0.98), 0.90140 (0.95)
 *   associated gas CO2e: 2.32720 (0.98) … 2.80802 (0.95)
 *   natural gas CO2e:    0.98 × 1.92252 + 0.36056 = 2.24463;  0.95 × 1.92252 + 0.90140 = 2.72779
 *   fuel gas CO2e:       0.98 × 2.89199 + 0.36056 = 3.19471;  0.95 × 2.89199 + 0.90140 = 3.64879
 */
const within = (actual: number, expected: number) =>
  expect(Math.abs(actual - expected) / expected).toBeLessThan(0.001);

describe('CO2e ranges by flare type', () => {
  it('takes the published Table C-1 factors per m³', () => {
    within(tableC1KgCo2PerM3('natural_gas'), 1.92252);
    within(tableC1KgCo2PerM3('refinery_fuel_gas'), 2.89199);
  });

  it('computes each gas at each efficiency as worked by hand', () => {
    const at = (gas: Parameters<typeof co2eOfGas>[0]['gas'], efficiency: number) =>
      co2eOfGas({ volumeM3: 1000, gas, efficiency, horizon: 'gwp100' });
    within(at('associated_gas', 0.98), 2.3272);
    within(at('associated_gas', 0.95), 2.80802);
    within(at('natural_gas', 0.98), 2.24463);
    within(at('natural_gas', 0.95), 2.72779);
    within(at('refinery_fuel_gas', 0.98), 3.19471);
    within(at('refinery_fuel_gas', 0.95), 3.64879);
    // The default gas at the default efficiency is the central figure the product already shows.
    within(at('associated_gas', 0.98), flaringEmissions({ volumeM3: 1000 }).co2e);
  });

  it('sweeps upstream flares over the efficiency alone: no source gives their gas per type', () => {
    expect(GAS_RANGE_BY_FLARE_TYPE.upstream).toBeNull();
    const range = co2eRangeByType({
      co2eTonnes: 2.3272,
      defaultVolumes: [{ type: 'upstream', volumeM3: 1000 }],
      horizon: 'gwp100',
    });
    within(range!.lowTonnes, 2.3272);
    within(range!.highTonnes, 2.80802);
    expect(range!.byType).toEqual([
      { type: 'upstream', volumeM3: 1000, gasLow: 'associated_gas', gasHigh: 'associated_gas' },
    ]);
  });

  it('widens a refinery up to EPA’s refinery fuel gas and an LNG terminal down to pipeline gas', () => {
    const refinery = co2eRangeByType({
      co2eTonnes: 2.3272,
      defaultVolumes: [{ type: 'refinery', volumeM3: 1000 }],
      horizon: 'gwp100',
    });
    within(refinery!.lowTonnes, 2.3272);
    within(refinery!.highTonnes, 3.64879);
    const lng = co2eRangeByType({
      co2eTonnes: 2.3272,
      defaultVolumes: [{ type: 'lng', volumeM3: 1000 }],
      horizon: 'gwp100',
    });
    within(lng!.lowTonnes, 2.24463);
    within(lng!.highTonnes, 2.80802);
  });

  it('adds the parts of an entity and keeps its measured CO2e as it is', () => {
    // 10 t CO2e measured elsewhere + 1 000 m³ upstream + 1 000 m³ refinery on the defaults.
    const range = co2eRangeByType({
      co2eTonnes: 10 + 2 * 2.3272,
      defaultVolumes: [
        { type: 'upstream', volumeM3: 1000 },
        { type: 'refinery', volumeM3: 1000 },
        { type: 'lng', volumeM3: 0 },
      ],
      horizon: 'gwp100',
    });
    within(range!.lowTonnes, 10 + 2.3272 + 2.3272);
    within(range!.highTonnes, 10 + 2.80802 + 3.64879);
    expect(range!.byType.map((part) => part.type)).toEqual(['upstream', 'refinery']);
    expect(co2eRangeByType({ co2eTonnes: 5, defaultVolumes: [], horizon: 'gwp100' })).toBeNull();
  });
});
