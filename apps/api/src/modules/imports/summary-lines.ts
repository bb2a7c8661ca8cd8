import type { ImportSummary } from '@flarescope/shared';

type Translate = (key: string, params?: Record<string, string | number>) => string;

/** A Nightfire night's matching: detections matched, candidates kept, cells read as missing. */
const nightfireLines = (n: NonNullable<ImportSummary['nightfire']>, t: Translate): string[] => {
  const lines = [
    t('imports.summary.nightfire', {
      layout: n.layout,
      satellite: n.satellite,
      nights: n.nights.join(', '),
      matched: n.matched,
      detections: n.detections,
      flares: n.flares,
      radius: n.radiusM,
    }),
  ];
  if (n.unmatched > 0)
    lines.push(
      t('imports.summary.nightfireCandidates', {
        unmatched: n.unmatched,
        candidates: n.candidates,
        radius: n.radiusM,
      }),
    );
  if (n.missingValues > 0) lines.push(t('imports.summary.nightfireMissing', { count: n.missingValues }));
  return lines;
};

const coordinates = (site: { latitude: number; longitude: number }) =>
  `${site.latitude.toFixed(4)}, ${site.longitude.toFixed(4)}`;

/**
 * An import's summary as lines of text in the asked language (the CLI prints them under the counts):
 * for the World Bank's sites, the radius and how many matched, then every listed unmatched and outclaimed
 * site with its line, country, year, coordinates and operator.
 */
export const summaryLines = (summary: ImportSummary | null, t: Translate): string[] => {
  const nightfire = summary?.nightfire;
  if (nightfire) return nightfireLines(nightfire, t);
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
