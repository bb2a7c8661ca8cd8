import type { UnitSystem } from '../constants.js';

/**
 * Units of DESIGN §6: values are stored metric and shown metric or imperial by the user's preference.
 * Every conversion constant lives here, with its source. Exact factors come from NIST Special
 * Publication 811 (2008), Appendix B.8/B.9, which rest on the exact definitions 1 ft = 0.3048 m,
 * 1 US gal = 3.785411784 L and 1 lb = 0.45359237 kg.
 */

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/**
 * Cubic feet per cubic metre: 1 / 0.3048³ = 35.314 666 7 (NIST SP 811, B.9), rounded to 35.3147.
 *
 * Reference conditions: our m³ are at 15 °C and 101.325 kPa; US standard cubic feet are at 60 °F
 * (15.56 °C) and 14.696 psia (101.325 kPa). Correcting for the temperature as an ideal gas would
 * multiply by 288.71 K / 288.15 K = 1.0019 (35.3828 scf per m³). We use the plain geometric factor,
 * as the EIA's unit conversions and SOURCES.md (1 bcm/yr ≈ 96,750 Mcf/d) do: the 0.19 % difference
 * is far below the uncertainty of satellite flaring estimates, and one factor both ways keeps round
 * trips exact.
 */
export const FT3_PER_M3 = 35.3147;

/** Cubic metres per US oil barrel: 42 US gal × 3.785411784 L = 0.158987294928 m³, exact (NIST SP 811, B.9). */
export const M3_PER_BBL = 0.158987294928;

/** Tonnes per US short ton: 2000 lb × 0.45359237 kg = 907.18474 kg, exact (NIST SP 811, B.9). */
export const TONNES_PER_SHORT_TON = 0.90718474;

/** 0 °C in kelvin, exact (NIST SP 811, §4.2.1.1). */
export const KELVIN_AT_ZERO_CELSIUS = 273.15;

/** Size of a kelvin or degree Celsius in degrees Fahrenheit: t/°F = 1.8 × t/°C + 32 (NIST SP 811, B.9). */
export const FAHRENHEIT_PER_KELVIN = 1.8;

/** °F at 0 °C. */
export const FAHRENHEIT_AT_ZERO_CELSIUS = 32;

/** Joules per British thermal unit (International Table): 1 Btu_IT = 1055.05585262 J, exact (NIST SP 811, B.9). */
export const JOULES_PER_BTU = 1055.05585262;

/** Oil-and-gas prefixes: M = thousand and MM = million (Roman numerals), B = billion (industry usage). */
export const THOUSAND = 1e3;
export const MILLION = 1e6;
export const BILLION = 1e9;

// ---------------------------------------------------------------------------------------------
// Gas volume
// ---------------------------------------------------------------------------------------------

/** m³ → standard cubic feet: scf = m³ × 35.3147 (NIST SP 811; reference-condition choice at FT3_PER_M3). */
export const m3ToScf = (m3: number): number => m3 * FT3_PER_M3;

/** Standard cubic feet → m³: m³ = scf / 35.3147. */
export const scfToM3 = (scf: number): number => scf / FT3_PER_M3;

/** m³ → Mscf (thousand scf): Mscf = m³ × 35.3147 / 10³. */
export const m3ToMscf = (m3: number): number => m3ToScf(m3) / THOUSAND;

/** Mscf → m³: m³ = Mscf × 10³ / 35.3147. */
export const mscfToM3 = (mscf: number): number => scfToM3(mscf * THOUSAND);

/** m³ → MMscf (million scf): MMscf = m³ × 35.3147 / 10⁶. */
export const m3ToMmscf = (m3: number): number => m3ToScf(m3) / MILLION;

/** MMscf → m³: m³ = MMscf × 10⁶ / 35.3147. */
export const mmscfToM3 = (mmscf: number): number => scfToM3(mmscf * MILLION);

/** m³ → Bcf (billion scf): Bcf = m³ × 35.3147 / 10⁹; so 1 bcm = 35.3147 Bcf. */
export const m3ToBcf = (m3: number): number => m3ToScf(m3) / BILLION;

/** Bcf → m³: m³ = Bcf × 10⁹ / 35.3147. */
export const bcfToM3 = (bcf: number): number => scfToM3(bcf * BILLION);

// ---------------------------------------------------------------------------------------------
// Oil, mass, temperature
// ---------------------------------------------------------------------------------------------

/** m³ of oil → barrels: bbl = m³ / 0.158987294928 (NIST SP 811). Oil is shown in bbl in both systems. */
export const m3ToBbl = (m3: number): number => m3 / M3_PER_BBL;

/** Barrels → m³ of oil: m³ = bbl × 0.158987294928 (NIST SP 811). */
export const bblToM3 = (bbl: number): number => bbl * M3_PER_BBL;

/** Tonnes → US short tons: short tons = t / 0.90718474 (NIST SP 811). */
export const tonnesToShortTons = (tonnes: number): number => tonnes / TONNES_PER_SHORT_TON;

/** US short tons → tonnes: t = short tons × 0.90718474 (NIST SP 811). */
export const shortTonsToTonnes = (shortTons: number): number => shortTons * TONNES_PER_SHORT_TON;

/** K → °C: t = T − 273.15 (NIST SP 811). */
export const kelvinToCelsius = (kelvin: number): number => kelvin - KELVIN_AT_ZERO_CELSIUS;

/** °C → K: T = t + 273.15 (NIST SP 811). */
export const celsiusToKelvin = (celsius: number): number => celsius + KELVIN_AT_ZERO_CELSIUS;

/** °C → °F: t_F = 1.8 × t_C + 32 (NIST SP 811). */
export const celsiusToFahrenheit = (celsius: number): number =>
  celsius * FAHRENHEIT_PER_KELVIN + FAHRENHEIT_AT_ZERO_CELSIUS;

/** °F → °C: t_C = (t_F − 32) / 1.8 (NIST SP 811). */
export const fahrenheitToCelsius = (fahrenheit: number): number =>
  (fahrenheit - FAHRENHEIT_AT_ZERO_CELSIUS) / FAHRENHEIT_PER_KELVIN;

/** K → °F: t_F = 1.8 × (T − 273.15) + 32 (NIST SP 811). */
export const kelvinToFahrenheit = (kelvin: number): number => celsiusToFahrenheit(kelvinToCelsius(kelvin));

/** °F → K: T = (t_F − 32) / 1.8 + 273.15 (NIST SP 811). */
export const fahrenheitToKelvin = (fahrenheit: number): number =>
  celsiusToKelvin(fahrenheitToCelsius(fahrenheit));

/**
 * Heating value MJ per m³ → Btu per standard cubic foot: Btu/scf = MJ/m³ × 10⁶ / 1055.05585262 / 35.3147
 * = MJ/m³ × 26.8392 (NIST SP 811; the scf factor as at FT3_PER_M3). Methane's 33.95 MJ/m³ is 911 Btu/scf.
 */
export const mjPerM3ToBtuPerScf = (mjPerM3: number): number =>
  (mjPerM3 * MILLION) / JOULES_PER_BTU / FT3_PER_M3;

/** Btu per scf → MJ per m³: the inverse of mjPerM3ToBtuPerScf. */
export const btuPerScfToMjPerM3 = (btuPerScf: number): number =>
  (btuPerScf * JOULES_PER_BTU * FT3_PER_M3) / MILLION;

// ---------------------------------------------------------------------------------------------
// Display: value + unit, in the user's system
// ---------------------------------------------------------------------------------------------

/**
 * Units the display helpers return. Each is a dictionary key (`units.volume.bcm` …) the UI translates
 * ("million m³" / "millones de m³"), and has a plain language-neutral-enough symbol in UNIT_SYMBOLS.
 */
export const UNIT_SYMBOLS = {
  'units.volume.m3': 'm³',
  'units.volume.thousand_m3': 'thousand m³',
  'units.volume.million_m3': 'million m³',
  'units.volume.bcm': 'bcm',
  'units.volume.scf': 'scf',
  'units.volume.mscf': 'Mscf',
  'units.volume.mmscf': 'MMscf',
  'units.volume.bcf': 'Bcf',
  'units.mass.t': 't',
  'units.mass.short_ton': 'sh tn',
  'units.temperature.celsius': '°C',
  'units.temperature.fahrenheit': '°F',
} as const;

export type UnitKey = keyof typeof UNIT_SYMBOLS;

/** A number ready to format and its unit: `unit` is the dictionary key, `symbol` the plain symbol. */
export type Quantity<U extends UnitKey = UnitKey> = {
  value: number;
  unit: U;
  symbol: (typeof UNIT_SYMBOLS)[U];
};

export type VolumeUnitKey = Extract<UnitKey, `units.volume.${string}`>;
export type MassUnitKey = Extract<UnitKey, `units.mass.${string}`>;
export type TemperatureUnitKey = Extract<UnitKey, `units.temperature.${string}`>;

const quantity = <U extends UnitKey>(value: number, unit: U): Quantity<U> => ({
  value,
  unit,
  symbol: UNIT_SYMBOLS[unit],
});

/** Steps of each system, smallest first: [factor from the base unit, unit]. */
const VOLUME_STEPS: Readonly<Record<UnitSystem, readonly (readonly [number, VolumeUnitKey])[]>> = {
  metric: [
    [1, 'units.volume.m3'],
    [THOUSAND, 'units.volume.thousand_m3'],
    [MILLION, 'units.volume.million_m3'],
    [BILLION, 'units.volume.bcm'],
  ],
  imperial: [
    [1, 'units.volume.scf'],
    [THOUSAND, 'units.volume.mscf'],
    [MILLION, 'units.volume.mmscf'],
    [BILLION, 'units.volume.bcf'],
  ],
};

/**
 * A gas volume given in m³ (15 °C, 101.325 kPa), in the unit of `system` that suits its size.
 * Metric: |v| < 10³ m³ → m³; < 10⁶ → thousand m³; < 10⁹ → million m³; else bcm.
 * Imperial (v converted to scf with m3ToScf first): < 10³ scf → scf; < 10⁶ → Mscf; < 10⁹ → MMscf;
 * else Bcf. Each threshold belongs to the larger unit (10⁶ m³ → 1 million m³). The value is not
 * rounded: formatting is the UI's job. Negative values (differences) use the size of |v|.
 */
export const convertVolume = (m3: number, system: UnitSystem): Quantity<VolumeUnitKey> => {
  const base = system === 'imperial' ? m3ToScf(m3) : m3;
  const steps = VOLUME_STEPS[system];
  let chosen = steps[0] ?? ([1, 'units.volume.m3'] as const);
  for (const step of steps) {
    if (Math.abs(base) >= step[0]) chosen = step;
  }
  return quantity(base / chosen[0], chosen[1]);
};

/** A mass given in tonnes, in t (metric) or US short tons (imperial, tonnesToShortTons). Not rounded. */
export const convertMass = (tonnes: number, system: UnitSystem): Quantity<MassUnitKey> =>
  system === 'imperial'
    ? quantity(tonnesToShortTons(tonnes), 'units.mass.short_ton')
    : quantity(tonnes, 'units.mass.t');

/** A temperature given in kelvin (as stored, e.g. EOG flare temperatures), in °C (metric) or °F (imperial). */
export const convertTemperature = (kelvin: number, system: UnitSystem): Quantity<TemperatureUnitKey> =>
  system === 'imperial'
    ? quantity(kelvinToFahrenheit(kelvin), 'units.temperature.fahrenheit')
    : quantity(kelvinToCelsius(kelvin), 'units.temperature.celsius');
