import {
  COMPONENT_LHV_MJ_PER_M3,
  DEFAULT_COMPOSITION,
  GAS_COMPONENTS,
  type GasComponent,
  type GasComposition,
  lowerHeatingValueMjPerM3,
  MOLAR_VOLUME_M3_PER_KMOL,
  resolveComposition,
} from './flaring-math.js';

/**
 * Higher (gross) heating values, for the basis gas is traded on (issue 26): gas is bought and sold per
 * MMBtu of its higher heating value (HHV), while engines' efficiencies are quoted on the lower (LHV).
 * The two differ by the heat of condensing the water the gas's hydrogen forms.
 */

/**
 * Enthalpy of vaporisation of water at 15 °C, kJ/mol: 2465.4 kJ/kg (IAPWS-IF97 steam tables, 15 °C)
 * × 18.015 g/mol = 44.41 kJ/mol. Cross-check: methane's net 802.69 kJ/mol (ISO 6976:2016, 15 °C)
 * + 2 × 44.41 = 891.51 kJ/mol, ISO 6976:2016's gross value at 15 °C; the ratio 1.1107 agrees with the
 * GPSA Engineering Data Book, Fig. 23-2 (methane 1010.0 gross and 909.4 net Btu/ft³ at 60 °F: 1.1106).
 */
export const WATER_VAPORISATION_KJ_PER_MOL = 44.41;

/** Moles of water one mole of each component forms when it burns (CnH2n+2 → n + 1; H2S → 1). */
const WATER_PER_MOLE: Readonly<Record<GasComponent, number>> = {
  c1: 2,
  c2: 3,
  c3: 4,
  ic4: 5,
  nc4: 5,
  ic5: 6,
  nc5: 6,
  c6plus: 7,
  n2: 0,
  co2: 0,
  h2s: 1,
};

/**
 * Gross calorific value of each component, MJ per m³ of ideal gas at 15 °C and 101.325 kPa: the net
 * value of COMPONENT_LHV_MJ_PER_M3 plus the water formed × 44.41 kJ/mol ÷ 23.645 L/mol (ISO 6976:2016's
 * relation between gross and net values). Methane: 33.948 + 2 × 1.8782 = 37.704 MJ/m³.
 */
export const COMPONENT_HHV_MJ_PER_M3: Readonly<Record<GasComponent, number>> =
  /* @__PURE__ */ Object.fromEntries(
    GAS_COMPONENTS.map((component) => [
      component,
      COMPONENT_LHV_MJ_PER_M3[component] +
        (WATER_PER_MOLE[component] * WATER_VAPORISATION_KJ_PER_MOL) / MOLAR_VOLUME_M3_PER_KMOL,
    ]),
  ) as Record<GasComponent, number>;

/**
 * Higher heating value of a gas, MJ/m³ (15 °C, 101.325 kPa, ideal gas): HHV = Σ yᵢ·HHVᵢ (ISO 6976:2016
 * mixing rule). Throws a RangeError for an invalid composition.
 */
export const higherHeatingValueMjPerM3 = (composition: GasComposition): number => {
  const gas = resolveComposition(composition).composition;
  return GAS_COMPONENTS.reduce(
    (sum, component) => sum + gas[component] * COMPONENT_HHV_MJ_PER_M3[component],
    0,
  );
};

/**
 * HHV ÷ LHV of the default associated gas (DEFAULT_COMPOSITION): 39.513 / 35.676 = 1.1076. The model
 * takes it for a project that gives no HHV of its own (one saved before issue 26).
 */
export const DEFAULT_HHV_TO_LHV_RATIO =
  /* @__PURE__ */ higherHeatingValueMjPerM3(DEFAULT_COMPOSITION) /
  /* @__PURE__ */ lowerHeatingValueMjPerM3(DEFAULT_COMPOSITION);
