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

/** The technology a flare's draft (and its screening) starts from. */
export const FLARE_PROJECT_TECHNOLOGY: TechnologyId = 'reciprocating_engine';

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
  capacityMw: number;
  /** The model's inputs, gasAvailableM3PerDay (the flare's gas, rounded to 1 m³/d) included. */
  inputs: ProjectModelInputs;
  declineFit: GasDeclineFit | null;
};

/**
 * A plant of `technology` sized to the power the flare's gas feeds at that technology's efficiency,
 * rounded down to 0.1 MW (so it never needs more gas than the flare gives; at least 0.1 MW), with the
 * technology's costs (defaultProjectInputs), the documented finance defaults, the gas's heating values
 * to 0.01 MJ/m³ and the decline fitted to the flare's own series (gasDeclineFromSeries, else 0).
 */
export const flareProjectInputs = (
  flare: FlareProjectSource,
  technology: TechnologyId = FLARE_PROJECT_TECHNOLOGY,
): FlareProject => {
  const gas = flare.volumeM3PerDay;
  const efficiency = TECHNOLOGIES[technology].electricalEfficiency;
  const capacityMw = Math.max(
    0.1,
    Math.floor(((gas * flare.lhvMjPerM3 * efficiency) / SECONDS_PER_DAY) * 10) / 10,
  );
  const declineFit = gasDeclineFromSeries(flare.years);
  return {
    capacityMw,
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
