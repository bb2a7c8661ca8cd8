import type { ImportSummary } from '@flarescope/shared';

type Translate = (key: string, params?: Record<string, string | number>) => string;

const coordinates = (site: { latitude: number; longitude: number }) =>
  `${site.latitude.toFixed(4)}, ${site.longitude.toFixed(4)}`;

/**
 * An import's summary as lines of text in the asked language (the CLI prints them under the counts):
 * for the World Bank's sites, the radius and how many matched, then every listed unmatched and outclaimed
 * site with its line, country, year, coordinates and operator.
 */
export const summaryLines = (summary: ImportSummary | null, t: Translate): string[] => {
  const matching = summary?.siteMatching;
  if (!matching) return [];
  const lines = [
    t('imports.summary.matched', {
      matched: matching.matched,
      sites: matching.sites,
      radius: matching.radiusM,
    }),
  ];
  if (matching.keptByRegulator > 0)
    lines.push(t('imports.summary.keptByRegulator', { count: matching.keptByRegulator }));
  const site = (s: (typeof matching.unmatched.first)[number]) =>
    t('imports.summary.site', {
      line: s.line,
      country: s.country,
      year: s.year,
      coordinates: coordinates(s),
      operator: s.operator ?? t('imports.summary.noOperator'),
    });
  if (matching.unmatched.count > 0) {
    lines.push(t('imports.summary.unmatched', { count: matching.unmatched.count, radius: matching.radiusM }));
    for (const s of matching.unmatched.first) lines.push(`  ${site(s)}`);
    if (matching.unmatched.count > matching.unmatched.first.length)
      lines.push(
        `  ${t('imports.summary.more', { count: matching.unmatched.count - matching.unmatched.first.length })}`,
      );
  }
  if (matching.outclaimed.count > 0) {
    lines.push(t('imports.summary.outclaimed', { count: matching.outclaimed.count }));
    for (const s of matching.outclaimed.first)
      lines.push(
        `  ${site(s)} ${t('imports.summary.takenBy', { flare: s.flareName, line: s.takenByLine, distance: s.distanceM })}`,
      );
    if (matching.outclaimed.count > matching.outclaimed.first.length)
      lines.push(
        `  ${t('imports.summary.more', { count: matching.outclaimed.count - matching.outclaimed.first.length })}`,
      );
  }
  return lines;
};
