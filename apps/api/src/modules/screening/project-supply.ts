import {
  daysInYear,
  survivalClassOf,
  type ProjectSupplyRecord,
  type SurvivalCurve,
} from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { satelliteYearsOfFlares } from './screening.repository.js';
import { flareSurvivalCurve } from './screening.service.js';

/**
 * The flares linked to projects, in each project's order, with their detection frequency: one batch,
 * asked of the projects' front door by the caller (`linkedFlaresOf`).
 */
export type LinkedFlaresOf = (
  projectIds: readonly string[],
) => Promise<ReadonlyArray<{ project_id: string; id: string; detection_frequency: number | null }>>;

/**
 * What each project's lenders' and sponsors' cases are computed from (decision 041), read the way the
 * project page reads them (projects.presenters: the linked flares' satellite series, detection
 * frequencies and latest daily gas; the survival curve of flares of the project's gas in its country), so
 * that the matching rule (projectCaseIrrs) and the page's side-by-side cases run the same shared model on
 * the same figures. Three queries for any number of projects, plus one survival read per country and
 * size class. The linked flares are the projects' (`flaresOf`, handed in by the caller: screening stands
 * below projects, issue 36, item 2).
 */
export const projectSupplyRecords = async (
  db: Db,
  projects: ReadonlyArray<{ id: string; country_iso3: string; gas_available_m3_per_day: number }>,
  flaresOf: LinkedFlaresOf,
): Promise<Map<string, ProjectSupplyRecord>> => {
  const flares = await flaresOf(projects.map((project) => project.id));
  const years = await satelliteYearsOfFlares(db, [...new Set(flares.map((flare) => flare.id))]);
  const seriesOf = new Map<string, Array<{ year: number; flaredM3: number }>>();
  for (const row of years) {
    const series = seriesOf.get(row.flare_id) ?? [];
    series.push({ year: Number(row.year), flaredM3: Number(row.volume_m3) });
    seriesOf.set(row.flare_id, series);
  }
  const curves = new Map<string, Promise<SurvivalCurve | null>>();
  const curveOf = (iso3: string, gas: number) => {
    // The curve depends on the country and the size class only (survivalCurveFor).
    const key = `${iso3}:${survivalClassOf(gas)}`;
    const known = curves.get(key);
    if (known) return known;
    const read = flareSurvivalCurve({ db }, { iso3, m3PerDay: gas });
    curves.set(key, read);
    return read;
  };
  const records = await Promise.all(
    projects.map(async (project): Promise<[string, ProjectSupplyRecord]> => {
      const linked = flares
        .filter((flare) => flare.project_id === project.id)
        .map((flare) => {
          const series = seriesOf.get(flare.id) ?? [];
          const latest = series.at(-1);
          return {
            series,
            detectionFrequency: flare.detection_frequency === null ? null : Number(flare.detection_frequency),
            latestM3PerDay: latest ? latest.flaredM3 / daysInYear(latest.year) : null,
          };
        });
      const survival =
        linked.length === 0
          ? null
          : await curveOf(project.country_iso3, Number(project.gas_available_m3_per_day));
      return [project.id, { flares: linked, survival }];
    }),
  );
  return new Map(records);
};
