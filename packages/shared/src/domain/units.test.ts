import { describe, expect, it } from 'vitest';
import {
  bblToM3,
  bcfToM3,
  btuPerScfToMjPerM3,
  celsiusToFahrenheit,
  celsiusToKelvin,
  convertMass,
  convertTemperature,
  convertVolume,
  fahrenheitToCelsius,
  fahrenheitToKelvin,
  kelvinToCelsius,
  kelvinToFahrenheit,
  m3ToBbl,
  m3ToBcf,
  m3ToMmscf,
  m3ToMscf,
  m3ToScf,
  mjPerM3ToBtuPerScf,
  mmscfToM3,
  mscfToM3,
  scfToM3,
  shortTonsToTonnes,
  tonnesToShortTons,
  UNIT_SYMBOLS,
} from './units.js';

describe('gas volume: m³ ↔ scf, Mscf, MMscf, Bcf', () => {
  it('converts with 35.3147 ft³ per m³', () => {
    expect(m3ToScf(1)).toBeCloseTo(35.3147, 12);
    expect(m3ToScf(0)).toBe(0);
    // 1 000 m³ × 35.3147 = 35 314.7 scf = 35.3147 Mscf
    expect(m3ToMscf(1000)).toBeCloseTo(35.3147, 12);
    // 1e6 m³ × 35.3147 = 35 314 700 scf = 35.3147 MMscf
    expect(m3ToMmscf(1e6)).toBeCloseTo(35.3147, 12);
    // 1 bcm = 1e9 m³ × 35.3147 = 35.3147e9 scf = 35.3147 Bcf
    expect(m3ToBcf(1e9)).toBeCloseTo(35.3147, 12);
  });

  it('matches SOURCES.md: 1 bcm/yr ≈ 96 750 Mcf/d', () => {
    // 1e9 m³ / 365 d = 2 739 726 m³/d × 35.3147 / 1 000 = 96 752 Mscf/d
    expect(m3ToMscf(1e9 / 365)).toBeCloseTo(96_752.6, 0);
  });

  it('converts back: 35.3147 scf = 1 m³, 1 MMscf = 28 316.8 m³, 1 Bcf = 0.0283168 bcm', () => {
    expect(scfToM3(35.3147)).toBeCloseTo(1, 12);
    expect(mscfToM3(35.3147)).toBeCloseTo(1000, 9);
    // 1e6 / 35.3147 = 28 316.82
    expect(mmscfToM3(1)).toBeCloseTo(28_316.82, 1);
    // 1e9 / 35.3147 = 28 316 819.6 m³
    expect(bcfToM3(1)).toBeCloseTo(28_316_819.6, 0);
  });

  it('round-trips', () => {
    for (const m3 of [0, 1, 23.645, 2_740_000, 1.09e9]) {
      expect(scfToM3(m3ToScf(m3))).toBeCloseTo(m3, 6);
      expect(mscfToM3(m3ToMscf(m3))).toBeCloseTo(m3, 6);
      expect(mmscfToM3(m3ToMmscf(m3))).toBeCloseTo(m3, 6);
      expect(bcfToM3(m3ToBcf(m3))).toBeCloseTo(m3, 6);
    }
  });
});

describe('oil: m³ ↔ bbl', () => {
  it('uses 1 bbl = 0.158987294928 m³ (42 US gal)', () => {
    expect(bblToM3(1)).toBeCloseTo(0.158987294928, 12);
    // 1 000 bbl × 0.158987294928 = 158.987294928 m³
    expect(bblToM3(1000)).toBeCloseTo(158.987294928, 9);
    // 1 / 0.158987294928 = 6.2898108
    expect(m3ToBbl(1)).toBeCloseTo(6.2898108, 7);
    expect(m3ToBbl(0)).toBe(0);
  });

  it('round-trips', () => {
    for (const bbl of [0, 1, 2_098, 706_563_706]) expect(m3ToBbl(bblToM3(bbl))).toBeCloseTo(bbl, 6);
  });
});

describe('mass: t ↔ short ton', () => {
  it('uses 1 short ton = 0.90718474 t (2 000 lb)', () => {
    expect(shortTonsToTonnes(1)).toBeCloseTo(0.90718474, 12);
    // 1 / 0.90718474 = 1.1023113
    expect(tonnesToShortTons(1)).toBeCloseTo(1.1023113, 7);
    expect(tonnesToShortTons(0)).toBe(0);
  });

  it('round-trips', () => {
    for (const t of [0, 0.0431298, 46.5, 3.5e8])
      expect(shortTonsToTonnes(tonnesToShortTons(t))).toBeCloseTo(t, 6);
  });
});

describe('temperature: K ↔ °C ↔ °F', () => {
  it('converts fixed points', () => {
    expect(kelvinToCelsius(273.15)).toBeCloseTo(0, 12);
    expect(celsiusToKelvin(15)).toBeCloseTo(288.15, 12);
    expect(celsiusToFahrenheit(0)).toBe(32);
    expect(celsiusToFahrenheit(100)).toBe(212);
    expect(celsiusToFahrenheit(-40)).toBe(-40);
    expect(fahrenheitToCelsius(60)).toBeCloseTo(15.5555556, 7); // (60 − 32) / 1.8
    // 1 800 K − 273.15 = 1 526.85 °C; × 1.8 = 2 748.33; + 32 = 2 780.33 °F
    expect(kelvinToFahrenheit(1800)).toBeCloseTo(2780.33, 9);
    // 60 °F = 15.5556 °C = 288.7056 K
    expect(fahrenheitToKelvin(60)).toBeCloseTo(288.7055556, 7);
  });

  it('round-trips', () => {
    for (const k of [0, 273.15, 288.15, 1500, 2000]) {
      expect(fahrenheitToKelvin(kelvinToFahrenheit(k))).toBeCloseTo(k, 9);
      expect(celsiusToKelvin(kelvinToCelsius(k))).toBeCloseTo(k, 9);
    }
  });
});

describe('heating value: MJ/m³ ↔ Btu/scf', () => {
  it('uses 1 Btu = 1055.05585262 J and 35.3147 ft³ per m³', () => {
    expect(mjPerM3ToBtuPerScf(1)).toBeCloseTo(26.8392, 4);
    // Methane's net heating value, 33.948 MJ/m³ at 15 °C (ISO 6976), is about 911 Btu/scf.
    expect(mjPerM3ToBtuPerScf(33.948)).toBeCloseTo(911.14, 1);
  });

  it('round-trips', () => {
    for (const value of [0, 1, 33.948, 60.429]) {
      expect(btuPerScfToMjPerM3(mjPerM3ToBtuPerScf(value))).toBeCloseTo(value, 9);
    }
  });
});

describe('convertVolume', () => {
  it('picks the metric unit by size', () => {
    expect(convertVolume(0, 'metric')).toEqual({ value: 0, unit: 'units.volume.m3', symbol: 'm³' });
    expect(convertVolume(999, 'metric')).toEqual({ value: 999, unit: 'units.volume.m3', symbol: 'm³' });
    expect(convertVolume(1000, 'metric')).toEqual({
      value: 1,
      unit: 'units.volume.thousand_m3',
      symbol: 'thousand m³',
    });
    expect(convertVolume(950_000, 'metric')).toMatchObject({ value: 950, unit: 'units.volume.thousand_m3' });
    expect(convertVolume(2_740_000, 'metric')).toEqual({
      value: 2.74,
      unit: 'units.volume.million_m3',
      symbol: 'million m³',
    });
    // Argentina 2023: 1.09 bcm
    const argentina = convertVolume(1.09e9, 'metric');
    expect(argentina.unit).toBe('units.volume.bcm');
    expect(argentina.symbol).toBe('bcm');
    expect(argentina.value).toBeCloseTo(1.09, 12);
    // World 2023: 147.66 bcm stays in bcm
    expect(convertVolume(147.66e9, 'metric').value).toBeCloseTo(147.66, 9);
  });

  it('picks the imperial unit by size of the scf figure', () => {
    // 10 m³ × 35.3147 = 353.147 scf
    const small = convertVolume(10, 'imperial');
    expect(small.unit).toBe('units.volume.scf');
    expect(small.value).toBeCloseTo(353.147, 9);
    // 100 m³ × 35.3147 = 3 531.47 scf = 3.53147 Mscf
    const thousand = convertVolume(100, 'imperial');
    expect(thousand).toMatchObject({ unit: 'units.volume.mscf', symbol: 'Mscf' });
    expect(thousand.value).toBeCloseTo(3.53147, 9);
    // 2 740 000 m³ × 35.3147 = 96 762 278 scf = 96.762278 MMscf
    const million = convertVolume(2_740_000, 'imperial');
    expect(million).toMatchObject({ unit: 'units.volume.mmscf', symbol: 'MMscf' });
    expect(million.value).toBeCloseTo(96.762278, 6);
    // 1.09e9 m³ × 35.3147 = 38 493 023 000 scf = 38.493023 Bcf
    const billion = convertVolume(1.09e9, 'imperial');
    expect(billion).toMatchObject({ unit: 'units.volume.bcf', symbol: 'Bcf' });
    expect(billion.value).toBeCloseTo(38.493023, 6);
  });

  it('switches units on the imperial value, not the metric one', () => {
    // 28.4 m³ is < 1 000 m³ but 28.4 × 35.3147 = 1 002.94 scf ≥ 1 000 → Mscf
    expect(convertVolume(28.4, 'imperial').unit).toBe('units.volume.mscf');
    // 28.3 m³ × 35.3147 = 999.41 scf → scf
    expect(convertVolume(28.3, 'imperial').unit).toBe('units.volume.scf');
  });

  it('sizes negative differences by their magnitude', () => {
    expect(convertVolume(-5e6, 'metric')).toMatchObject({ value: -5, unit: 'units.volume.million_m3' });
  });
});

describe('convertMass and convertTemperature', () => {
  it('shows tonnes or short tons', () => {
    expect(convertMass(46.5, 'metric')).toEqual({ value: 46.5, unit: 'units.mass.t', symbol: 't' });
    // 1 000 t / 0.90718474 = 1 102.3113 short tons
    const imperial = convertMass(1000, 'imperial');
    expect(imperial).toMatchObject({ unit: 'units.mass.short_ton', symbol: 'sh tn' });
    expect(imperial.value).toBeCloseTo(1102.3113, 4);
  });

  it('shows kelvin as °C or °F', () => {
    // 1 800 K = 1 526.85 °C = 2 780.33 °F
    const metric = convertTemperature(1800, 'metric');
    expect(metric).toMatchObject({ unit: 'units.temperature.celsius', symbol: '°C' });
    expect(metric.value).toBeCloseTo(1526.85, 9);
    const imperial = convertTemperature(1800, 'imperial');
    expect(imperial).toMatchObject({ unit: 'units.temperature.fahrenheit', symbol: '°F' });
    expect(imperial.value).toBeCloseTo(2780.33, 9);
  });

  it('has a symbol for every unit key', () => {
    for (const [key, symbol] of Object.entries(UNIT_SYMBOLS)) {
      expect(key).toMatch(/^units\.(volume|mass|temperature)\.[a-z0-9_]+$/);
      expect(symbol.length).toBeGreaterThan(0);
    }
  });
});
