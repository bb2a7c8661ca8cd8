/**
 * Our satellite sum against the World Bank's published volume, year by year (issue 20, item 6). Only
 * years where both have a figure and the World Bank's is above 0 are compared; the two are never
 * spliced. The satellite catalogue drops every site whose latest volume is under 30 Mcf/d, so earlier
 * years lose more than later ones: the difference shrinks toward the latest year because of the filter,
 * and no trend is read from it without saying so.
 */
export type SourceComparisonPoint = {
  year: number;
  satelliteM3: number | null;
  worldBankM3?: number | null;
};

export type YearDelta = { year: number; satelliteM3: number; worldBankM3: number; percent: number };

/** (satellite − World Bank) / World Bank × 100 for every year both have, oldest first. */
export const satelliteVsWorldBankByYear = (points: readonly SourceComparisonPoint[]): YearDelta[] =>
  points
    .flatMap((point) => {
      const { satelliteM3: satellite, worldBankM3: worldBank } = point;
      if (satellite === null || worldBank === null || worldBank === undefined || worldBank <= 0) return [];
      return [
        {
          year: point.year,
          satelliteM3: satellite,
          worldBankM3: worldBank,
          percent: ((satellite - worldBank) / worldBank) * 100,
        },
      ];
    })
    .sort((a, b) => a.year - b.year);
