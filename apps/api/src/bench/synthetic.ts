/** Synthetic operator files for the benchmark and the CLI's kill test (no database needed to write them). */

const MONTHS = Array.from(
  { length: 8 * 12 },
  (_, i) => `${2017 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
);

/** A deterministic pseudo-random volume in m³ per month (0.1–10 million), so reruns write the same file. */
const volume = (i: number) => Math.round((((Math.sin(i * 12.9898) * 43758.5453) % 1) + 1) * 5e6) / 10 + 1e5;

/**
 * A monthly-observations CSV of `rows` rows: flares named bench-flare-N of one company in Argentina,
 * each with up to 96 months (2017–2024). With `withCoordinates` every row carries latitude, longitude
 * and type, so the flares are created by the import itself (an empty database will do).
 */
export const observationsCsv = (
  rows: number,
  options: { company?: string; withCoordinates?: boolean } = {},
) => {
  const company = options.company ?? 'Bench Operator S.A.';
  const header = ['country', 'company', 'flare_name', 'period', 'volume_m3', 'confidence'];
  if (options.withCoordinates) header.push('latitude', 'longitude', 'type');
  const lines = [header.join(',')];
  for (let i = 0; i < rows; i += 1) {
    const flare = Math.floor(i / MONTHS.length);
    const cells = [
      'ARG',
      company,
      `bench-flare-${flare}`,
      MONTHS[i % MONTHS.length],
      String(volume(i)),
      'measured',
    ];
    if (options.withCoordinates) {
      cells.push(String(-38 - (flare % 100) / 100), String(-68 - Math.floor(flare / 100) / 100), 'upstream');
    }
    lines.push(cells.join(','));
  }
  return `${lines.join('\n')}\n`;
};

/** A monthly-observations CSV for existing flares (country, company, flare name), 96 months each. */
export const observationsCsvFor = (
  flares: ReadonlyArray<{ country: string; company: string; name: string }>,
  rows: number,
) => {
  const quote = (text: string) => (/[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
  const lines = ['country,company,flare_name,period,volume_m3,confidence'];
  for (let i = 0; i < rows; i += 1) {
    const flare = flares[Math.floor(i / MONTHS.length)];
    if (!flare) break;
    lines.push(
      [
        flare.country,
        quote(flare.company),
        flare.name,
        MONTHS[i % MONTHS.length],
        volume(i),
        'measured',
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
};

export { MONTHS };
