import type { FlareType } from '../schemas/flaring.js';
import {
  DEFAULT_COMBUSTION_EFFICIENCY,
  co2Tonnes,
  unburntCh4Tonnes,
  GWP_CH4,
  type GwpHorizon,
} from './flaring-math.js';

/**
 * The low–high range beside every CO2e figure computed with assumptions (issue 20, item 9): the
 * combustion efficiency and, where a published source gives one, the flared gas of the flare's type.
 * Pure functions, no I/O; the Methodology page (en/es) repeats the sources.
 */

/**
 * The combustion efficiency field studies measured for lit flares in US basins (about 95 %: Plant et al.,
 * "Inefficient and unlit natural gas flares both emit large quantities of methane", Science
 * 377(6614):1566–1571, 2022), against our default of 98 % (40 CFR 98.233(n); API Compendium 2021).
 */
export const FIELD_COMBUSTION_EFFICIENCY = 0.95;

/** Standard cubic feet per m³ (1 m³ = 35.3147 ft³; EPA's scf is at 60 °F, ours at 15 °C: 0.2 % apart). */
export const SCF_PER_M3 = 35.3147;

/**
 * The gases a range can run between.
 * - `associated_gas`: our default, OPGEE's associated gas (DEFAULT_COMPOSITION, 89.18 % methane).
 * - `natural_gas`: US EPA, 40 CFR Part 98, Subpart C, Table C-1, "Natural Gas (Weighted U.S. Average)":
 *   default high heat value 1.026 × 10⁻³ MMBtu/scf, default CO2 emission factor 53.06 kg CO2/MMBtu.
 * - `refinery_fuel_gas`: the same Table C-1, "Fuel Gas" (the gas refineries make and burn):
 *   1.388 × 10⁻³ MMBtu/scf, 59.00 kg CO2/MMBtu.
 */
export const GAS_ENDS = ['associated_gas', 'natural_gas', 'refinery_fuel_gas'] as const;
export type GasEnd = (typeof GAS_ENDS)[number];

/** 40 CFR Part 98, Subpart C, Table C-1 (as amended, 81 FR 89188, Dec. 9, 2016): HHV and CO2 factor. */
export const EPA_TABLE_C1: Readonly<
  Record<Exclude<GasEnd, 'associated_gas'>, { hhvMmbtuPerScf: number; kgCo2PerMmbtu: number }>
> = {
  natural_gas: { hhvMmbtuPerScf: 1.026e-3, kgCo2PerMmbtu: 53.06 },
  refinery_fuel_gas: { hhvMmbtuPerScf: 1.388e-3, kgCo2PerMmbtu: 59.0 },
};

/** CO2 of 1 m³ of a Table C-1 gas burnt completely, kg: HHV × factor × 35.3147 scf/m³. */
export const tableC1KgCo2PerM3 = (gas: Exclude<GasEnd, 'associated_gas'>): number =>
  EPA_TABLE_C1[gas].hhvMmbtuPerScf * EPA_TABLE_C1[gas].kgCo2PerMmbtu * SCF_PER_M3;

/**
 * The gases a flare type's range runs between, low carbon first, or null where no published source
 * gives that type's gas and the range sweeps the efficiency alone (with the default gas):
 * - refineries: our default associated gas up to EPA's refinery fuel gas (Table C-1); hydrogen-rich
 *   refinery flare gas can carry less carbon than either, which no default figure covers;
 * - LNG terminals and gas processing plants: EPA's pipeline-quality natural gas (Table C-1) up to the
 *   default associated gas (a gas plant's raw inlet gas);
 * - upstream oil-field and gas-field flares, oil processing plants and other sites: no published gas
 *   per type beyond the default.
 */
export const GAS_RANGE_BY_FLARE_TYPE: Readonly<Record<FlareType, readonly [GasEnd, GasEnd] | null>> = {
  upstream: null,
  gas_field: null,
  refinery: ['associated_gas', 'refinery_fuel_gas'],
  oil_plant: null,
  lng: ['natural_gas', 'associated_gas'],
  gas_plant: ['natural_gas', 'associated_gas'],
  other: null,
};

/**
 * CO2e of `volumeM3` flared with the gas `gas` at efficiency `efficiency`, tonnes.
 * - associated gas: co2Tonnes + GWP·unburntCh4Tonnes with DEFAULT_COMPOSITION (40 CFR 98.233(n)).
 * - a Table C-1 gas: CO2 = V × η × HHV × EF × 35.3147 / 1000, the form of 40 CFR 98.253(b)(1)(iii)
 *   (Subpart Y, Equation Y-3: η × flare gas × HHV × factor); the unburnt methane is the default gas's
 *   (89.18 % methane), since Table C-1 gives no methane share.
 */
export const co2eOfGas = (input: {
  volumeM3: number;
  gas: GasEnd;
  efficiency: number;
  horizon: GwpHorizon;
}): number => {
  const { volumeM3, efficiency } = input;
  const co2 =
    input.gas === 'associated_gas'
      ? co2Tonnes({ volumeM3, efficiency })
      : (volumeM3 * efficiency * tableC1KgCo2PerM3(input.gas)) / 1000;
  return co2 + GWP_CH4[input.horizon] * unburntCh4Tonnes({ volumeM3, efficiency });
};

export type Co2eRange = {
  lowTonnes: number;
  highTonnes: number;
  efficiencyLow: number;
  efficiencyHigh: number;
  /** The default-gas volume per flare type and the gases its range ran between (low = high: default only). */
  byType: Array<{ type: FlareType; volumeM3: number; gasLow: GasEnd; gasHigh: GasEnd }>;
};

/**
 * The CO2e range of an entity: `co2eTonnes` is its central figure, `defaultVolumes` the part of its volume
 * per flare type computed with the default gas and efficiency (measured flares stay as they are). Each
 * type's part is swept over efficiency 0.98 → 0.95 and its published gases (GAS_RANGE_BY_FLARE_TYPE);
 * the range is the central figure minus the default part plus the lowest, resp. highest, of each part.
 * Null when no volume uses the defaults.
 */
export const co2eRangeByType = (input: {
  co2eTonnes: number;
  defaultVolumes: ReadonlyArray<{ type: FlareType; volumeM3: number }>;
  horizon: GwpHorizon;
}): Co2eRange | null => {
  const parts = input.defaultVolumes.filter((part) => part.volumeM3 > 0);
  if (parts.length === 0) return null;
  const efficiencies = [DEFAULT_COMBUSTION_EFFICIENCY, FIELD_COMBUSTION_EFFICIENCY];
  let low = input.co2eTonnes;
  let high = input.co2eTonnes;
  const byType = parts.map(({ type, volumeM3 }) => {
    const gases = GAS_RANGE_BY_FLARE_TYPE[type] ?? null;
    const [gasLow, gasHigh] = gases ?? ['associated_gas', 'associated_gas'];
    const central = co2eOfGas({
      volumeM3,
      gas: 'associated_gas',
      efficiency: DEFAULT_COMBUSTION_EFFICIENCY,
      horizon: input.horizon,
    });
    const values = [gasLow, gasHigh].flatMap((gas) =>
      efficiencies.map((efficiency) => co2eOfGas({ volumeM3, gas, efficiency, horizon: input.horizon })),
    );
    low += Math.min(...values) - central;
    high += Math.max(...values) - central;
    return { type, volumeM3, gasLow, gasHigh };
  });
  return {
    lowTonnes: low,
    highTonnes: high,
    efficiencyLow: FIELD_COMBUSTION_EFFICIENCY,
    efficiencyHigh: DEFAULT_COMBUSTION_EFFICIENCY,
    byType,
  };
};
