import {
  defaultProjectInputs,
  gasDeclineFromSeries,
  PROJECT_INPUT_FALLBACKS,
  TECHNOLOGIES,
  type GasDeclineFit,
  type ProjectModelInputs,
  type TechnologyId,
} from './finance/index.js';
import { SECONDS_PER_DAY } from './flaring-math.js';

/**
 * A project drawn from one flare with the documented defaults: what the "start a project from this
 * flare" form is pre-filled with and what the Investors Room's screened opportunities run the model on
 * (issue 26, item 9), so that a screened row and the draft one click away show the same figures.
 */

/**
 * Power potential, MW, from which a flare is screened: below it a plant is too small to be financed on
 * its own (the smallest gas-engine packages of the EPA catalogue start at 0.1 MW, and the fixed costs
 * of a site — connection, permits, staff — dominate below about 0.5 MW). The flare page's figure
 * (powerPotentialMw: latest daily gas × LHV × 0.38 ÷ 86 400) is the one compared.
 */
export const SCREENING_MIN_POWER_MW = 0.5;

/**
 * The technologies a flare's plant is chosen from, smallest first (decision 038): microturbines at the
 * small end, reciprocating engines in the middle, gas turbines at the large end — each up to the largest
 * system of its own cost source (TECHNOLOGIES[id].costCurve.large: microturbine packages to 1 MW, engine
 * systems to 9.3 MW; the gas turbine's table reaches 45 MW and larger plants are beyond it, said so).
 */
export const FLARE_PROJECT_TECHNOLOGIES: readonly TechnologyId[] = [
  'microturbine',
  'reciprocating_engine',
  'gas_turbine',
];

/** A plant of `technology` on `volumeM3PerDay` of gas of `lhvMjPerM3`, MW, rounded down to 0.1 (≥ 0.1). */
const plantMwOf = (volumeM3PerDay: number, lhvMjPerM3: number, technology: TechnologyId): number =>
  Math.max(
    0.1,
    Math.floor(
      ((volumeM3PerDay * lhvMjPerM3 * TECHNOLOGIES[technology].electricalEfficiency) / SECONDS_PER_DAY) * 10,
    ) / 10,
  );

/**
 * The technology of a flare's plant by its size (decision 038): the first of FLARE_PROJECT_TECHNOLOGIES
 * whose plant on this gas (sized at its own efficiency) is no larger than the largest system of its cost
 * source; the last (gas turbines) otherwise. E.g. 20 000 m³/d of 38 MJ/m³ gas: a microturbine plant of
 * 2.4 MW (> 1) and an engine plant of 3.5 MW (≤ 9.3): engines.
 */
export const technologyForGas = (volumeM3PerDay: number, lhvMjPerM3: number): TechnologyId => {
  for (const technology of FLARE_PROJECT_TECHNOLOGIES) {
    if (plantMwOf(volumeM3PerDay, lhvMjPerM3, technology) <= TECHNOLOGIES[technology].costCurve.large.mw)
      return technology;
  }
  return FLARE_PROJECT_TECHNOLOGIES[FLARE_PROJECT_TECHNOLOGIES.length - 1] as TechnologyId;
};

/**
 * Where `capacityMw` of `technology` stands against its cost source's sizes (decision 038): 'below' the
 * smallest or 'above' the largest system of the table (capexUsdPerKwOf then takes that end's cost: an
 * extrapolation the row says), else null.
 */
export const costCurveBeyond = (technology: TechnologyId, capacityMw: number): 'below' | 'above' | null => {
  const { small, large } = TECHNOLOGIES[technology].costCurve;
  if (capacityMw < small.mw) return 'below';
  if (capacityMw > large.mw) return 'above';
  return null;
};

/** What a flare gives a new project: its latest daily gas, its gas's heating values, its yearly series. */
export type FlareProjectSource = {
  /** The latest period's gas, m³/d (the flare page's power figure's volume). */
  volumeM3PerDay: number;
  /** LHV and HHV of the flare's gas (measured composition, else the default), MJ/m³. */
  lhvMjPerM3: number;
  hhvMjPerM3: number;
  /** Yearly volumes of the source of the latest period, for the gas's own decline. */
  years: ReadonlyArray<{ year: number; volumeM3: number }>;
};

export type FlareProject = {
  /** The plant's technology: as asked, else by the size of the flare's gas (technologyForGas). */
  technology: TechnologyId;
  capacityMw: number;
  /** The capacity beyond the sizes of the technology's cost source (costCurveBeyond), else null. */
  costBeyond: 'below' | 'above' | null;
  /** The model's inputs, gasAvailableM3PerDay (the flare's gas, rounded to 1 m³/d) included. */
  inputs: ProjectModelInputs;
  declineFit: GasDeclineFit | null;
};

/**
 * A plant of `technology` (by default the one its size calls for, technologyForGas) sized to the power
 * the flare's gas feeds at that technology's efficiency,
 * rounded down to 0.1 MW (so it never needs more gas than the flare gives; at least 0.1 MW), with the
 * technology's costs (defaultProjectInputs), the documented finance defaults, the gas's heating values
 * to 0.01 MJ/m³ and the decline fitted to the flare's own series (gasDeclineFromSeries, else 0).
 */
export const flareProjectInputs = (
  flare: FlareProjectSource,
  technology: TechnologyId = technologyForGas(flare.volumeM3PerDay, flare.lhvMjPerM3),
): FlareProject => {
  const gas = flare.volumeM3PerDay;
  const capacityMw = plantMwOf(gas, flare.lhvMjPerM3, technology);
  const declineFit = gasDeclineFromSeries(flare.years);
  return {
    technology,
    capacityMw,
    costBeyond: costCurveBeyond(technology, capacityMw),
    inputs: {
      ...defaultProjectInputs({
        technology,
        capacityMw,
        gasLhvMjPerM3: Number(flare.lhvMjPerM3.toFixed(2)),
        gasHhvMjPerM3: Number(flare.hhvMjPerM3.toFixed(2)),
      }),
      gasDeclineRate: declineFit?.rate ?? PROJECT_INPUT_FALLBACKS.gasDeclineRate,
      gasAvailableM3PerDay: Math.round(gas),
    },
    declineFit,
  };
};
