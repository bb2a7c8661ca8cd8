import type { TFunction } from 'i18next';

type ProductionPoint = { period: string; oilBbl: number | null; gasM3: number | null };
type SeriesPoint = { year: number; satelliteM3: number | null };

/** What an entity's ratios (intensity: flared ÷ oil; index: flared ÷ gas) are computed from. */
export type RatioCoverage = { production: readonly ProductionPoint[]; series: readonly SeriesPoint[] };

/**
 * Why a ratio of flared gas to production cannot be computed, in words, instead of a bare dash: no
 * production of that kind is published, or the production and the flaring share no full year (the
 * Neuquina operators' production covers 2025–2026; the satellite flaring ends in 2024).
 */
export const ratioGapNote = (
  t: TFunction,
  coverage: RatioCoverage,
  kind: 'oil' | 'gas',
  formatPeriod: (period: string) => string,
): string => {
  const published = coverage.production
    .filter((p) => (kind === 'oil' ? p.oilBbl : p.gasM3) !== null)
    .map((p) => p.period)
    .sort();
  const what = t(`explorer.figures.gap.${kind}`);
  if (published.length === 0) return t('explorer.figures.gap.noProduction', { what });
  const flared = coverage.series.filter((p) => (p.satelliteM3 ?? 0) > 0).map((p) => p.year);
  if (flared.length === 0) return t('explorer.figures.gap.noFlaring');
  return t('explorer.figures.gap.noCommonYear', {
    what,
    from: formatPeriod(published[0]!),
    to: formatPeriod(published[published.length - 1]!),
    flaredFrom: Math.min(...flared),
    flaredTo: Math.max(...flared),
  });
};
