import type { Db } from '../../db/database.js';
import * as repo from './flaring.repository.js';

export type AttributionBasis = {
  datedYears: number[];
  undatedYears: number[];
  asOfYear: number | null;
  sourceIds: string[];
};

/**
 * Which satellite years of some companies a source dates (decision 016). A year is dated when every
 * flare-year with a volume in it has a dated operator (flare_operator_years); it is undated when some
 * flare is filed under the company only as the operator of its latest dated year (`asOfYear`: the
 * latest dated year), which the screens say: "the history of the flares it runs", never a silent
 * back-fill.
 */
export const attributionBasis = async (db: Db, companyIds: readonly string[]): Promise<AttributionBasis> => {
  const rows = await repo.datedShareByYear(db, companyIds);
  const dated = new Set<number>();
  const undated = new Set<number>();
  const sources = new Set<string>();
  for (const row of rows) {
    const year = Number(row.year);
    if (row.source_id === null) {
      if (Number(row.volume) > 0) undated.add(year);
    } else {
      dated.add(year);
      sources.add(row.source_id);
    }
  }
  const datedYears = [...dated].filter((year) => !undated.has(year)).sort((a, b) => a - b);
  return {
    datedYears,
    undatedYears: [...undated].sort((a, b) => a - b),
    asOfYear: dated.size > 0 ? Math.max(...dated) : null,
    sourceIds: [...sources].sort(),
  };
};
