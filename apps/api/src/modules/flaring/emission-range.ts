import { DEFAULT_COMBUSTION_EFFICIENCY, flaringEmissions, type GwpHorizon } from '@flarescope/shared';

/**
 * The combustion efficiency field studies measured for lit flares in US basins (about 95 %: Plant et al.,
 * Science 377:1566–1571, 2022), against our default of 98 % (40 CFR 98.233(n); API Compendium 2021).
 */
export const LOW_COMBUSTION_EFFICIENCY = 0.95;

/**
 * CO2e of an entity with the assumed efficiency swept from 98 % down to 95 % on the part of its volume
 * that uses the default gas and efficiency (no chromatography imported); measured parts stay as they are.
 */
export const co2eRange = (input: { co2eTonnes: number; defaultVolumeM3: number; horizon: GwpHorizon }) => {
  if (input.defaultVolumeM3 <= 0) return null;
  const at = (efficiency: number) =>
    flaringEmissions({ volumeM3: input.defaultVolumeM3, efficiency, horizon: input.horizon }).co2e;
  return {
    lowTonnes: input.co2eTonnes,
    highTonnes: input.co2eTonnes + at(LOW_COMBUSTION_EFFICIENCY) - at(DEFAULT_COMBUSTION_EFFICIENCY),
    efficiencyLow: LOW_COMBUSTION_EFFICIENCY,
    efficiencyHigh: DEFAULT_COMBUSTION_EFFICIENCY,
  };
};
