import { describe, expect, it } from 'vitest';
import {
  activeFlares,
  annualToDailyVolume,
  daysInYear,
  kbdToBblPerYear,
  bcmToM3,
  carbonNumber,
  co2eTonnes,
  co2Tonnes,
  DEFAULT_COMPOSITION,
  DEFAULT_COMPOSITION_SOURCE,
  flaringEmissions,
  flaringIndex,
  flaringIntensity,
  type GasComposition,
  isValidComposition,
  lastMonth,
  lowerHeatingValueMjPerM3,
  m3ToBcm,
  powerPotentialMw,
  progressTo2030,
  rankByVolume,
  resolveComposition,
  unburntCh4Tonnes,
} from './flaring-math.js';

/** A composition with only the given components; every other fraction is 0. */
const gas = (fractions: Partial<Record<keyof GasComposition, number>>): GasComposition => ({
  c1: 0,
  c2: 0,
  c3: 0,
  ic4: 0,
  nc4: 0,
  ic5: 0,
  nc5: 0,
  c6plus: 0,
  n2: 0,
  co2: 0,
  h2s: 0,
  ...fractions,
});

const METHANE = gas({ c1: 1 });
// 80 % C1, 10 % C2, 5 % C3, 2 % nC4, 2 % CO2, 1 % N2 = 100 %.
// Σ yᵢ·nCᵢ = 0.80·1 + 0.10·2 + 0.05·3 + 0.02·4 = 0.80 + 0.20 + 0.15 + 0.08 = 1.23 kmol C per kmol gas.
const MIXED = gas({ c1: 0.8, c2: 0.1, c3: 0.05, nc4: 0.02, co2: 0.02, n2: 0.01 });

describe('composition', () => {
  it('numbers the carbons of each hydrocarbon, C6+ as 6', () => {
    expect([
      carbonNumber('c1'),
      carbonNumber('c2'),
      carbonNumber('c3'),
      carbonNumber('ic4'),
      carbonNumber('nc4'),
      carbonNumber('ic5'),
      carbonNumber('nc5'),
      carbonNumber('c6plus'),
    ]).toEqual([1, 2, 3, 4, 4, 5, 5, 6]);
  });

  it('accepts sums within 1 ± 0.005, bounds included', () => {
    expect(isValidComposition(MIXED)).toBe(true);
    expect(isValidComposition(gas({ c1: 0.9, c2: 0.105 }))).toBe(true); // 1.005
    expect(isValidComposition(gas({ c1: 0.9, c2: 0.095 }))).toBe(true); // 0.995
  });

  it('refuses a composition that does not sum to 1 ± 0.005', () => {
    expect(isValidComposition(gas({ c1: 0.9, c2: 0.094 }))).toBe(false); // 0.994
    expect(isValidComposition(gas({ c1: 0.9, c2: 0.106 }))).toBe(false); // 1.006
    expect(isValidComposition(gas({}))).toBe(false); // 0
  });

  it('refuses fractions outside 0..1 or not finite, even when the sum is 1', () => {
    expect(isValidComposition(gas({ c1: 1.1, c2: -0.1 }))).toBe(false);
    expect(isValidComposition(gas({ c1: Number.NaN }))).toBe(false);
  });

  it('ships a valid default composition with its source', () => {
    expect(isValidComposition(DEFAULT_COMPOSITION)).toBe(true);
    // OPGEE mol %: 89.18 + 5.30 + 1.62 + 0.71 + 2.86 + 0.33 + 0 = 100.00
    expect(DEFAULT_COMPOSITION.c1).toBe(0.8918);
    expect(DEFAULT_COMPOSITION.co2).toBe(0.0033);
    expect(DEFAULT_COMPOSITION_SOURCE).toContain('OPGEE');
  });

  it('uses the default only when no composition is given, and flags it', () => {
    expect(resolveComposition(null)).toEqual({
      composition: DEFAULT_COMPOSITION,
      isDefaultComposition: true,
    });
    expect(resolveComposition(undefined).isDefaultComposition).toBe(true);
    expect(resolveComposition(MIXED)).toEqual({ composition: MIXED, isDefaultComposition: false });
    expect(() => resolveComposition(gas({ c1: 0.5 }))).toThrow(RangeError);
  });
});

describe('co2Tonnes and unburntCh4Tonnes (40 CFR 98.233(n))', () => {
  it('pure methane, 23.645 m³ = 1 kmol, η 0.98', () => {
    // 0.98 kmol CO2 × 44.01 kg/kmol = 43.1298 kg = 0.0431298 t
    expect(co2Tonnes({ volumeM3: 23.645, composition: METHANE, efficiency: 0.98 })).toBeCloseTo(
      0.0431298,
      10,
    );
    // 0.02 kmol CH4 × 16.04 kg/kmol = 0.3208 kg = 0.0003208 t
    expect(unburntCh4Tonnes({ volumeM3: 23.645, composition: METHANE, efficiency: 0.98 })).toBeCloseTo(
      0.0003208,
      10,
    );
  });

  it('takes η = 0.98 when no efficiency is given', () => {
    expect(co2Tonnes({ volumeM3: 23.645, composition: METHANE })).toBeCloseTo(0.0431298, 10);
  });

  it('mixed gas, 2 364.5 m³ = 100 kmol, η 0.98', () => {
    // 100 × (0.98 × 1.23 + 0.02) = 100 × 1.2254 = 122.54 kmol CO2 × 44.01 = 5 392.9854 kg
    expect(co2Tonnes({ volumeM3: 2364.5, composition: MIXED, efficiency: 0.98 })).toBeCloseTo(5.3929854, 9);
    // 100 × 0.02 × 0.80 = 1.6 kmol CH4 × 16.04 = 25.664 kg
    expect(unburntCh4Tonnes({ volumeM3: 2364.5, composition: MIXED, efficiency: 0.98 })).toBeCloseTo(
      0.025664,
      10,
    );
  });

  it('η = 1 burns all carbon and leaves no methane', () => {
    // 100 × (1.23 + 0.02) = 125 kmol × 44.01 = 5 501.25 kg
    expect(co2Tonnes({ volumeM3: 2364.5, composition: MIXED, efficiency: 1 })).toBeCloseTo(5.50125, 9);
    expect(unburntCh4Tonnes({ volumeM3: 2364.5, composition: MIXED, efficiency: 1 })).toBe(0);
  });

  it('η = 0 emits only the CO2 already in the gas and all the methane', () => {
    // 100 × 0.02 = 2 kmol CO2 × 44.01 = 88.02 kg; 100 × 0.80 = 80 kmol CH4 × 16.04 = 1 283.2 kg
    expect(co2Tonnes({ volumeM3: 2364.5, composition: MIXED, efficiency: 0 })).toBeCloseTo(0.08802, 10);
    expect(unburntCh4Tonnes({ volumeM3: 2364.5, composition: MIXED, efficiency: 0 })).toBeCloseTo(1.2832, 9);
  });

  it('counts C6+ as six carbons', () => {
    // 1 kmol C6+ × 6 = 6 kmol CO2 × 44.01 = 264.06 kg
    expect(co2Tonnes({ volumeM3: 23.645, composition: gas({ c6plus: 1 }), efficiency: 1 })).toBeCloseTo(
      0.26406,
      10,
    );
  });

  it('gives 0 for inert gas and for zero volume', () => {
    expect(co2Tonnes({ volumeM3: 1000, composition: gas({ n2: 1 }) })).toBe(0);
    expect(co2Tonnes({ volumeM3: 0, composition: MIXED })).toBe(0);
    expect(unburntCh4Tonnes({ volumeM3: 0, composition: MIXED })).toBe(0);
  });

  it('refuses bad input instead of computing nonsense', () => {
    expect(() => co2Tonnes({ volumeM3: -1, composition: METHANE })).toThrow(RangeError);
    expect(() => co2Tonnes({ volumeM3: 1, composition: METHANE, efficiency: 1.2 })).toThrow(RangeError);
    expect(() => unburntCh4Tonnes({ volumeM3: 1, composition: gas({ c1: 0.9 }) })).toThrow(RangeError);
  });
});

describe('co2eTonnes and flaringEmissions (IPCC AR6 GWP)', () => {
  it('adds methane at GWP100 = 29.8 by default', () => {
    // 0.0431298 + 29.8 × 0.0003208 = 0.0431298 + 0.00955984 = 0.05268964
    expect(co2eTonnes({ volumeM3: 23.645, composition: METHANE })).toBeCloseTo(0.05268964, 10);
  });

  it('adds methane at GWP20 = 82.5 when asked', () => {
    // 0.0431298 + 82.5 × 0.0003208 = 0.0431298 + 0.026466 = 0.0695958
    expect(co2eTonnes({ volumeM3: 23.645, composition: METHANE, horizon: 'gwp20' })).toBeCloseTo(
      0.0695958,
      10,
    );
  });

  it('returns the three figures and no default flag for a measured composition', () => {
    const result = flaringEmissions({ volumeM3: 2364.5, composition: MIXED });
    // co2e = 5.3929854 + 29.8 × 0.025664 = 5.3929854 + 0.7647872 = 6.1577726
    expect(result.co2).toBeCloseTo(5.3929854, 9);
    expect(result.ch4).toBeCloseTo(0.025664, 10);
    expect(result.co2e).toBeCloseTo(6.1577726, 9);
    expect(result.isDefaultComposition).toBe(false);
  });

  it('uses and flags the default composition when none is measured', () => {
    // 23 645 m³ = 1 000 kmol. Default Σ yᵢ·nCᵢ = 0.8918 + 2·0.0530 + 3·0.0162 + 4·0.0071 = 1.0748
    // CO2: 1 000 × (0.98 × 1.0748 + 0.0033) = 1 056.604 kmol × 44.01 = 46 501.14204 kg
    // CH4: 1 000 × 0.02 × 0.8918 = 17.836 kmol × 16.04 = 286.08944 kg
    // CO2e: 46.50114204 + 29.8 × 0.28608944 = 46.50114204 + 8.525465312 = 55.026607352
    const result = flaringEmissions({ volumeM3: 23_645 });
    expect(result.co2).toBeCloseTo(46.50114204, 7);
    expect(result.ch4).toBeCloseTo(0.28608944, 9);
    expect(result.co2e).toBeCloseTo(55.026607352, 7);
    expect(result.isDefaultComposition).toBe(true);
  });

  it('gives zeros for a zero volume, still flagged when the default is used', () => {
    expect(flaringEmissions({ volumeM3: 0 })).toEqual({
      co2: 0,
      ch4: 0,
      co2e: 0,
      isDefaultComposition: true,
    });
  });
});

describe('flaringIntensity (World Bank, m³ per bbl)', () => {
  it('divides the flared volume by the oil produced', () => {
    // 1 000 000 m³ / 200 000 bbl = 5 m³/bbl
    expect(flaringIntensity({ flaredM3: 1_000_000, oilBbl: 200_000 })).toBe(5);
    expect(flaringIntensity({ flaredM3: 0, oilBbl: 200_000 })).toBe(0);
  });

  it('is null when oil production is 0 or missing', () => {
    expect(flaringIntensity({ flaredM3: 1_000_000, oilBbl: 0 })).toBeNull();
    expect(flaringIntensity({ flaredM3: 1_000_000, oilBbl: null })).toBeNull();
    expect(flaringIntensity({ flaredM3: 1_000_000, oilBbl: undefined })).toBeNull();
    expect(flaringIntensity({ flaredM3: null, oilBbl: 200_000 })).toBeNull();
  });
});

describe('flaringIndex (% of produced gas flared)', () => {
  it('is the flared share of gas production, in %', () => {
    // 50 / 1 000 × 100 = 5 %
    expect(flaringIndex({ flaredM3: 50, producedGasM3: 1000 })).toBe(5);
    // 1 500 / 1 000 × 100 = 150 %: not capped, it shows sources that disagree
    expect(flaringIndex({ flaredM3: 1500, producedGasM3: 1000 })).toBe(150);
  });

  it('is null without gas production', () => {
    expect(flaringIndex({ flaredM3: 50, producedGasM3: 0 })).toBeNull();
    expect(flaringIndex({ flaredM3: 50, producedGasM3: null })).toBeNull();
    expect(flaringIndex({ flaredM3: undefined, producedGasM3: 1000 })).toBeNull();
  });
});

describe('activeFlares', () => {
  const observations = [
    { flareId: 'a', period: '2024-03', volumeM3: 10 },
    { flareId: 'a', period: '2024-03', volumeM3: 3 }, // same flare, second source
    { flareId: 'b', period: '2024-03', volumeM3: 0 },
    { flareId: 'c', period: '2024-02', volumeM3: 5 },
    { flareId: 'd', period: '2024-03', volumeM3: null },
    { flareId: 'e', period: '2024-03', volumeM3: 0.1 },
  ];

  it('counts distinct flares with volume > 0 in the latest period', () => {
    // a (twice, counted once) and e; b is 0, d unknown, c in another month
    expect(activeFlares(observations, '2024-03')).toBe(2);
    expect(activeFlares(observations, '2024-02')).toBe(1);
  });

  it('is 0 for a period without observations or for no observations', () => {
    expect(activeFlares(observations, '2023-12')).toBe(0);
    expect(activeFlares([], '2024-03')).toBe(0);
  });
});

describe('lastMonth', () => {
  it('is the latest YYYY-MM, ignoring annual periods', () => {
    expect(lastMonth(['2023-12', '2025', '2024-02', '2024-01', '2024'])).toBe('2024-02');
  });

  it('ignores malformed months', () => {
    expect(lastMonth(['2024-13', '2024-1', '2023-11'])).toBe('2023-11');
  });

  it('is null when there is no month', () => {
    expect(lastMonth(['2023', '2024'])).toBeNull();
    expect(lastMonth([])).toBeNull();
  });
});

describe('rankByVolume', () => {
  it('ranks largest first with competition ranking for ties (1, 2, 2, 4)', () => {
    const ranks = rankByVolume([
      { key: 'd', volume: 1 },
      { key: 'b', volume: 5 },
      { key: 'a', volume: 10 },
      { key: 'c', volume: 5 },
    ]);
    expect(Object.fromEntries(ranks)).toEqual({ a: 1, b: 2, c: 2, d: 4 });
  });

  it('handles a tie at the top and a three-way tie', () => {
    const ranks = rankByVolume([
      { key: 'a', volume: 7 },
      { key: 'b', volume: 7 },
      { key: 'c', volume: 3 },
      { key: 'd', volume: 3 },
      { key: 'e', volume: 3 },
      { key: 'f', volume: 2 },
    ]);
    expect(Object.fromEntries(ranks)).toEqual({ a: 1, b: 1, c: 3, d: 3, e: 3, f: 6 });
  });

  it('leaves zero, missing and negative volumes unranked (null)', () => {
    const ranks = rankByVolume([
      { key: 'zero', volume: 0 },
      { key: 'big', volume: 2 },
      { key: 'missing', volume: null },
      { key: 'undefined', volume: undefined },
      { key: 'negative', volume: -1 },
    ]);
    expect(Object.fromEntries(ranks)).toEqual({
      zero: null,
      big: 1,
      missing: null,
      undefined: null,
      negative: null,
    });
  });

  it('works with numeric keys and empty input, and refuses repeated keys', () => {
    expect(rankByVolume([{ key: 32, volume: 1 }]).get(32)).toBe(1);
    expect(rankByVolume([]).size).toBe(0);
    expect(() =>
      rankByVolume([
        { key: 'a', volume: 1 },
        { key: 'a', volume: 2 },
      ]),
    ).toThrow(RangeError);
  });
});

describe('lowerHeatingValueMjPerM3 (ISO 6976:2016)', () => {
  it('pure methane: 802.69 kJ/mol / 23.645 L/mol = 33.948 MJ/m³', () => {
    expect(lowerHeatingValueMjPerM3(METHANE)).toBeCloseTo(33.948, 6);
  });

  it('agrees with GPSA for methane within 0.05 %', () => {
    // GPSA: 909.4 Btu/ft³ at 60 °F × 1 055.056 J/Btu / 0.0283168 m³/ft³ = 33 883 kJ/m³ at 60 °F;
    // × 288.706 K / 288.15 K (to 15 °C) = 33 949 kJ/m³ = 33.949 MJ/m³
    expect(Math.abs(lowerHeatingValueMjPerM3(METHANE) / 33.949 - 1)).toBeLessThan(0.0005);
  });

  it('mixes components by mole fraction', () => {
    // 0.9 × 33.948 + 0.1 × 60.429 = 30.5532 + 6.0429 = 36.5961
    expect(lowerHeatingValueMjPerM3(gas({ c1: 0.9, c2: 0.1 }))).toBeCloseTo(36.5961, 6);
    // H2S burns: 517.95 / 23.645 = 21.905; inerts do not
    expect(lowerHeatingValueMjPerM3(gas({ h2s: 1 }))).toBeCloseTo(21.905, 6);
    expect(lowerHeatingValueMjPerM3(gas({ n2: 0.5, co2: 0.5 }))).toBe(0);
  });

  it('default composition: 35.676 MJ/m³', () => {
    // 0.8918 × 33.948 = 30.2748264; 0.0530 × 60.429 = 3.202737; 0.0162 × 86.419 = 1.3999878;
    // 0.0071 × 112.396 = 0.7980116; sum = 35.6755628
    expect(lowerHeatingValueMjPerM3(DEFAULT_COMPOSITION)).toBeCloseTo(35.6755628, 6);
  });

  it('refuses a composition that does not sum to 1', () => {
    expect(() => lowerHeatingValueMjPerM3(gas({ c1: 0.8 }))).toThrow(RangeError);
  });
});

describe('powerPotentialMw', () => {
  it('86 400 m³/day of methane at η 0.38 gives 12.90024 MW', () => {
    // 86 400 m³/d × 33.948 MJ/m³ × 0.38 / 86 400 s/d = 33.948 × 0.38 = 12.90024 MJ/s
    const result = powerPotentialMw({ volumeM3PerDay: 86_400, composition: METHANE });
    expect(result.powerMw).toBeCloseTo(12.90024, 8);
    expect(result.lhvMjPerM3).toBeCloseTo(33.948, 6);
    expect(result.isDefaultComposition).toBe(false);
  });

  it('takes a given electrical efficiency', () => {
    // 172 800 m³/d = 2 m³/s; 2 × 33.948 × 0.5 = 33.948 MW
    expect(
      powerPotentialMw({ volumeM3PerDay: 172_800, composition: METHANE, electricalEfficiency: 0.5 }).powerMw,
    ).toBeCloseTo(33.948, 8);
  });

  it('uses and flags the default composition', () => {
    // 86 400 m³/d × 35.6755628 × 0.38 / 86 400 = 13.556713864 MW
    const result = powerPotentialMw({ volumeM3PerDay: 86_400 });
    expect(result.powerMw).toBeCloseTo(13.556713864, 8);
    expect(result.isDefaultComposition).toBe(true);
  });

  it('is 0 for no gas and refuses impossible efficiencies', () => {
    expect(powerPotentialMw({ volumeM3PerDay: 0 }).powerMw).toBe(0);
    expect(() => powerPotentialMw({ volumeM3PerDay: 1, electricalEfficiency: 1.5 })).toThrow(RangeError);
    expect(() => powerPotentialMw({ volumeM3PerDay: -1 })).toThrow(RangeError);
  });
});

describe('progressTo2030', () => {
  // 2015 … 2023: 100, 95, 90, 85, 80, 75, 70, 65, 60 (−5 per year)
  const declining = [100, 95, 90, 85, 80, 75, 70, 65, 60].map((volume, index) => ({
    year: 2015 + index,
    volume,
  }));

  it('compares the latest year with the straight line to zero in 2030', () => {
    const result = progressTo2030({ series: declining });
    // baseline = earliest year 2015 (100); expected in 2023 = 100 × (2030 − 2023) / (2030 − 2015) = 700 / 15 = 46.667
    expect(result?.baselineYear).toBe(2015);
    expect(result?.baselineVolume).toBe(100);
    expect(result?.latestYear).toBe(2023);
    expect(result?.latestVolume).toBe(60);
    expect(result?.expectedVolumeOnTrack).toBeCloseTo(46.6666667, 6);
    expect(result?.isOnTrack).toBe(false); // 60 > 46.667
    expect(result?.percentReduced).toBeCloseTo(40, 10); // (100 − 60) / 100 × 100
    // last 5 years 2019…2023: 80, 75, 70, 65, 60 → slope −5; mean (2021, 70) → zero at 2021 + 70 / 5 = 2035
    expect(result?.trendSlopePerYear).toBeCloseTo(-5, 10);
    expect(result?.projectedZeroYear).toBe(2035);
  });

  it('takes a given baseline year', () => {
    // baseline 2019 (80): expected in 2023 = 80 × 7 / 11 = 50.909; 60 > 50.909 → off track; (80 − 60) / 80 = 25 %
    const result = progressTo2030({ series: declining, baselineYear: 2019 });
    expect(result?.expectedVolumeOnTrack).toBeCloseTo(50.9090909, 6);
    expect(result?.isOnTrack).toBe(false);
    expect(result?.percentReduced).toBeCloseTo(25, 10);
  });

  it('is on track when the latest volume is at or under the line; trend from sparse years', () => {
    const result = progressTo2030({
      series: [
        { year: 2023, volume: 50 },
        { year: 2020, volume: 100 },
      ],
    });
    // expected = 100 × 7 / 10 = 70; 50 ≤ 70
    expect(result?.expectedVolumeOnTrack).toBeCloseTo(70, 10);
    expect(result?.isOnTrack).toBe(true);
    expect(result?.percentReduced).toBeCloseTo(50, 10);
    // slope = (50 − 100) / 3 = −16.667; mean (2021.5, 75) → zero at 2021.5 + 75 / 16.667 = 2021.5 + 4.5 = 2026
    expect(result?.trendSlopePerYear).toBeCloseTo(-16.6666667, 6);
    expect(result?.projectedZeroYear).toBe(2026);
  });

  it('rounds the zero year up', () => {
    // years 2022, 2023, 2024, volumes 30, 20, 12: x̄ = 2023, ȳ = 62 / 3 = 20.667;
    // Σ(x − x̄)(y − ȳ) = (−1)(9.333) + 0 + (1)(−8.667) = −18; Σ(x − x̄)² = 2 → slope −9
    // zero at 2023 + 20.667 / 9 = 2023 + 2.296 = 2025.296 → 2026
    const result = progressTo2030({
      series: [
        { year: 2022, volume: 30 },
        { year: 2023, volume: 20 },
        { year: 2024, volume: 12 },
      ],
    });
    expect(result?.trendSlopePerYear).toBeCloseTo(-9, 10);
    expect(result?.projectedZeroYear).toBe(2026);
  });

  it('only fits the last 5 years', () => {
    // 2010: 1 000 is outside 2019…2023 and would otherwise dominate the slope
    const result = progressTo2030({ series: [{ year: 2010, volume: 1000 }, ...declining.slice(4)] });
    expect(result?.baselineYear).toBe(2010);
    expect(result?.trendSlopePerYear).toBeCloseTo(-5, 10);
  });

  it('has no zero year when the trend is flat or rising', () => {
    const flat = progressTo2030({
      series: [
        { year: 2021, volume: 10 },
        { year: 2022, volume: 10 },
        { year: 2023, volume: 10 },
      ],
    });
    expect(flat?.trendSlopePerYear).toBe(0);
    expect(flat?.projectedZeroYear).toBeNull();
    expect(flat?.isOnTrack).toBe(false); // expected 10 × 7 / 9 = 7.78 < 10
    const rising = progressTo2030({
      series: [
        { year: 2022, volume: 10 },
        { year: 2023, volume: 12 },
      ],
    });
    expect(rising?.trendSlopePerYear).toBeCloseTo(2, 10);
    expect(rising?.projectedZeroYear).toBeNull();
    expect(rising?.percentReduced).toBeCloseTo(-20, 10); // (10 − 12) / 10 × 100
  });

  it('says the zero year is the latest year when flaring already stopped', () => {
    const result = progressTo2030({
      series: [
        { year: 2021, volume: 10 },
        { year: 2022, volume: 5 },
        { year: 2023, volume: 0 },
      ],
    });
    expect(result?.projectedZeroYear).toBe(2023);
    expect(result?.percentReduced).toBe(100);
    expect(result?.isOnTrack).toBe(true);
  });

  it('cannot judge a single year', () => {
    const result = progressTo2030({ series: [{ year: 2023, volume: 8 }] });
    expect(result?.expectedVolumeOnTrack).toBe(8); // the line starts at the point itself
    expect(result?.isOnTrack).toBeNull();
    expect(result?.trendSlopePerYear).toBeNull();
    expect(result?.projectedZeroYear).toBeNull();
    expect(result?.percentReduced).toBe(0);
  });

  it('expects zero from the target year on', () => {
    const result = progressTo2030({
      series: [
        { year: 2015, volume: 100 },
        { year: 2031, volume: 1 },
      ],
    });
    expect(result?.expectedVolumeOnTrack).toBe(0);
    expect(result?.isOnTrack).toBe(false);
  });

  it('takes another target year', () => {
    // line from (2020, 100) to (2025, 0), read in 2023: 100 × 2 / 5 = 40
    const result = progressTo2030({
      series: [
        { year: 2020, volume: 100 },
        { year: 2023, volume: 50 },
      ],
      targetYear: 2025,
    });
    expect(result?.expectedVolumeOnTrack).toBeCloseTo(40, 10);
    expect(result?.isOnTrack).toBe(false);
  });

  it('has no percentage for a zero baseline', () => {
    const result = progressTo2030({
      series: [
        { year: 2020, volume: 0 },
        { year: 2023, volume: 5 },
      ],
    });
    expect(result?.percentReduced).toBeNull();
    expect(result?.isOnTrack).toBe(false); // expected 0 < 5
  });

  it('is null for an empty series, missing volumes or a baseline year without data', () => {
    expect(progressTo2030({ series: [] })).toBeNull();
    expect(progressTo2030({ series: [{ year: 2020, volume: null }] })).toBeNull();
    expect(progressTo2030({ series: declining, baselineYear: 2012 })).toBeNull();
  });

  it('ignores years without a volume', () => {
    const result = progressTo2030({ series: [...declining, { year: 2024, volume: null }] });
    expect(result?.latestYear).toBe(2023);
  });

  it('refuses duplicate years and a target not after the baseline', () => {
    expect(() =>
      progressTo2030({
        series: [
          { year: 2020, volume: 1 },
          { year: 2020, volume: 2 },
        ],
      }),
    ).toThrow(RangeError);
    expect(() => progressTo2030({ series: declining, targetYear: 2015 })).toThrow(RangeError);
  });
});

describe('conversions of the shipped data', () => {
  it('bcm ↔ m³', () => {
    expect(bcmToM3(1)).toBe(1e9);
    expect(bcmToM3(1.09)).toBeCloseTo(1_090_000_000, 3); // Argentina 2023, World Bank GGFR
    expect(bcmToM3(0)).toBe(0);
    expect(m3ToBcm(2_500_000_000)).toBe(2.5);
    expect(m3ToBcm(bcmToM3(0.041))).toBeCloseTo(0.041, 12);
  });

  it('an annual volume as a daily rate', () => {
    // 1e9 / 365 = 2 739 726.03 m³/d (SOURCES.md: about 2 740 000)
    expect(annualToDailyVolume(1e9)).toBeCloseTo(2_739_726.027, 3);
    // 2024 is a leap year: 1e9 / 366 = 2 732 240.44; 2100 is not (÷100, not ÷400); 2000 is (÷400)
    expect(annualToDailyVolume(1e9, 2024)).toBeCloseTo(2_732_240.437, 3);
    expect(annualToDailyVolume(365, 2100)).toBe(1);
    expect(annualToDailyVolume(366, 2000)).toBe(1);
  });

  it('counts leap years by the Gregorian rules and converts kb/d to barrels a year', () => {
    expect([2023, 2024, 1900, 2000].map(daysInYear)).toEqual([365, 366, 365, 366]);
    // 100 kb/d × 1000 × 365 days = 36,500,000 bbl in 2023; × 366 = 36,600,000 bbl in 2024.
    expect(kbdToBblPerYear(100, 2023)).toBe(36_500_000);
    expect(kbdToBblPerYear(100, 2024)).toBe(36_600_000);
  });
});
