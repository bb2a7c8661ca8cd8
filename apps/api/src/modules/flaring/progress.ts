import { MIN_OPERATOR_PROGRESS_YEARS, progressTo2030, type FlaringSummary } from '@flarescope/shared';
import * as repo from './flaring.repository.js';

type Progress = NonNullable<FlaringSummary['progressTo2030']>;
type SeriesPoint = { year: number; satelliteM3: number | null; worldBankM3?: number | null };

/**
 * Progress to 2030 from ONE source for both ends: the World Bank's series where it has a baseline and a
 * later year, else the satellite sum alone. Mixing them (a 2024 satellite sum against a 2012 World Bank
 * figure) changes the answer, even its sign: Algeria's splice showed a 0.3 % cut where the World Bank
 * alone shows +7.6 % (2012→2023).
 */
export const singleSourceProgress = (series: readonly SeriesPoint[]): Progress | null => {
  const candidates: Array<{ sourceId: string; pick: (p: SeriesPoint) => number | null | undefined }> = [
    { sourceId: repo.WORLD_BANK_SOURCE, pick: (p) => p.worldBankM3 },
    { sourceId: repo.SATELLITE_SOURCE, pick: (p) => p.satelliteM3 },
  ];
  for (const { sourceId, pick } of candidates) {
    const points = series.map((p) => ({ year: p.year, volume: pick(p) ?? null }));
    if (points.filter((p) => p.volume !== null).length < 2) continue;
    const progress = progressTo2030({ series: points });
    if (progress) return { sourceId, ...progress };
  }
  return null;
};

/**
 * An operator's progress to 2030: its attributed satellite series alone (no publisher reports operators),
 * judged only with at least MIN_OPERATOR_PROGRESS_YEARS years of data; null for fewer and for "Not
 * attributed", whose volume is what no source attributes, not an operator's.
 */
export const operatorProgress = (
  series: ReadonlyArray<{ year: number; satelliteM3: number | null }>,
  company: { isUnattributed: boolean },
): Progress | null => {
  if (company.isUnattributed) return null;
  const years = series.filter((p) => p.satelliteM3 !== null && Number.isFinite(p.satelliteM3)).length;
  if (years < MIN_OPERATOR_PROGRESS_YEARS) return null;
  return singleSourceProgress(series.map((p) => ({ year: p.year, satelliteM3: p.satelliteM3 })));
};
