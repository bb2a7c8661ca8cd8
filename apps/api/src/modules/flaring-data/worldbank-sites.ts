import { searchKey, slugify } from '@flarescope/shared';
import { countryCodeOf } from './countries.js';

/**
 * The World Bank's per-flare workbook ("Flare Volume Estimates by Individual Flare Location", GGFR/GFMR):
 * one row per flare site and year with its country, position, volume and — what no other source here has
 * world-wide — the field, field type and field operator. Read the same way by the seed (the shipped
 * extracts in data/seed/worldbank_flare_sites) and by the import pipeline (the workbook as published,
 * its CSV export, or the snake-cased extract), then matched to the satellite catalogue's flares
 * (decision 016). Pure: no I/O.
 */

/** A header cell as a key: case, spaces (the workbook's double ones too), hyphens and brackets do not matter. */
export const worldBankHeaderKey = (cell: string): string =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[()]/g, '')
    .trim()
    .replace(/[\s-]+/g, '_');

/** The workbook's columns, by header key (`Field  Operator` and `field_operator` are both field_operator). */
export const WORLD_BANK_COLUMNS = [
  'country',
  'latitude',
  'longitude',
  'bcm',
  'mmscfd',
  'year',
  'field_type',
  'field_name',
  'field_operator',
  'location',
  'flare_level',
  'flaring_vol_million_m3',
] as const;
export type WorldBankColumn = (typeof WORLD_BANK_COLUMNS)[number];

/**
 * The CSV export of the workbook garbles some accented letters (decoded in a CJK code page): ó → 籀,
 * á → 獺, ñ → 簽 in Venezuelan names (data/seed/worldbank_flare_sites/PROVENANCE_2024.md). These
 * three characters never occur in a Latin-script field or company name, so they are put back.
 */
const GARBLED: Record<string, string> = { 籀: 'ó', 獺: 'á', 簽: 'ñ' };
const GARBLED_PATTERN = /[籀獺簽]/g;
export const repairText = (text: string): string =>
  text.replace(GARBLED_PATTERN, (char) => GARBLED[char] ?? char).trim();

/** `NA` (the workbook's unknown), empty, or a value. */
const known = (cell: string | undefined): string | null => {
  const value = cell === undefined ? '' : repairText(cell);
  return value === '' || value.toUpperCase() === 'NA' ? null : value;
};

/** A number as the export writes it: `"1,642.11"` has a thousands comma. */
const numberOf = (cell: string | undefined): number | null => {
  const value = known(cell);
  if (value === null) return null;
  const clean = value.replace(/,/g, '');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/.test(clean)) return Number.NaN;
  return Number(clean);
};

/** Field names the workbook anonymises ("Russia field # 123", "Venezuala field # 12"): not a name. */
const ANONYMISED_FIELD = /\bfield\s*#\s*\d+\s*$/i;

export const FIELD_TYPES = ['oil', 'gas', 'lng'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

export type WorldBankSite = {
  /** The row's line in its file (for the import report). */
  line: number;
  iso3: string;
  year: number;
  latitude: number;
  longitude: number;
  /** m³ in the year; null where the row gives none. */
  volumeM3: number | null;
  fieldName: string | null;
  fieldType: FieldType | null;
  /** The operator as written (accents repaired, trimmed), or null for `NA`. */
  operator: string | null;
  isOnshore: boolean | null;
};

/** Why a row cannot be read: a dictionary key under `imports.row.*`, with the column. */
export type WorldBankRowIssue = { column: WorldBankColumn; message: string };

/**
 * One workbook row (cells by header key) as a site, or the issues that stop it. Volume from `bcm` (five
 * decimals) where given, else from `Flaring Vol (million m3)`.
 */
export const readWorldBankRow = (
  cells: Readonly<Record<string, string | undefined>>,
  line: number,
): { site: WorldBankSite } | { issues: WorldBankRowIssue[] } => {
  const issues: WorldBankRowIssue[] = [];
  const countryName = known(cells.country);
  const iso3 = countryName === null ? null : countryCodeOf(countryName);
  if (countryName === null) issues.push({ column: 'country', message: 'imports.row.required' });
  else if (iso3 === null) issues.push({ column: 'country', message: 'imports.row.country' });
  const latitude = numberOf(cells.latitude);
  if (latitude === null || Number.isNaN(latitude) || latitude < -90 || latitude > 90)
    issues.push({ column: 'latitude', message: 'imports.row.latitude' });
  const longitude = numberOf(cells.longitude);
  if (longitude === null || Number.isNaN(longitude) || longitude < -180 || longitude > 180)
    issues.push({ column: 'longitude', message: 'imports.row.longitude' });
  const year = numberOf(cells.year);
  if (year === null || !Number.isInteger(year) || year < 1990 || year > 2100)
    issues.push({ column: 'year', message: 'imports.row.year' });
  const bcm = numberOf(cells.bcm);
  const millionM3 = numberOf(cells.flaring_vol_million_m3);
  if (Number.isNaN(bcm) || (bcm !== null && bcm < 0))
    issues.push({ column: 'bcm', message: 'imports.row.not_negative' });
  if (Number.isNaN(millionM3) || (millionM3 !== null && millionM3 < 0))
    issues.push({ column: 'flaring_vol_million_m3', message: 'imports.row.not_negative' });
  const fieldTypeText = known(cells.field_type)?.toLowerCase() ?? null;
  const fieldType = (FIELD_TYPES as readonly string[]).includes(fieldTypeText ?? '')
    ? (fieldTypeText as FieldType)
    : null;
  if (fieldTypeText !== null && fieldType === null)
    issues.push({ column: 'field_type', message: 'imports.row.field_type' });
  for (const column of ['field_name', 'field_operator', 'location'] as const) {
    const value = cells[column];
    // eslint-disable-next-line no-control-regex -- control characters never belong in a name
    if (value !== undefined && (value.length > 200 || /[\x00-\x1f\x7f-\x9f]/.test(value)))
      issues.push({ column, message: value.length > 200 ? 'imports.row.too_long' : 'imports.row.text' });
  }
  if (issues.length > 0) return { issues };
  const fieldName = known(cells.field_name);
  const location = known(cells.location)?.toLowerCase() ?? null;
  return {
    site: {
      line,
      iso3: iso3 as string,
      year: year as number,
      latitude: latitude as number,
      longitude: longitude as number,
      volumeM3: bcm !== null ? bcm * 1e9 : millionM3 !== null ? millionM3 * 1e6 : null,
      fieldName: fieldName === null || ANONYMISED_FIELD.test(fieldName) ? null : fieldName,
      fieldType,
      operator: known(cells.field_operator),
      isOnshore: location === 'onshore' ? true : location === 'offshore' ? false : null,
    },
  };
};

// ---------------------------------------------------------------------------------------------
// Company names: one company, one name (aliases), and the group a company rolls up to
// ---------------------------------------------------------------------------------------------

export type CompanyAlias = {
  /** ISO3, or '' for an alias that holds in every country. */
  country: string;
  alias: string;
  name: string;
  kind: string;
  evidence: string;
};
export type CompanyGroupRule = { country: string; company: string; group: string; evidence: string };

/** Name lookups keyed by accent- and case-insensitive text, a country's rule before an every-country one. */
export const createNameResolver = (aliases: readonly CompanyAlias[], groups: readonly CompanyGroupRule[]) => {
  const aliasMap = new Map(aliases.map((a) => [`${a.country}:${searchKey(a.alias)}`, a.name]));
  const groupMap = new Map(groups.map((g) => [`${g.country}:${searchKey(g.company)}`, g.group]));
  const aliasesOf = new Map<string, string[]>();
  for (const a of aliases) {
    const key = `${a.country}:${searchKey(a.name)}`;
    aliasesOf.set(key, [...(aliasesOf.get(key) ?? []), repairText(a.alias)]);
  }
  const lookup = (map: Map<string, string>, iso3: string, name: string) =>
    map.get(`${iso3}:${searchKey(name)}`) ?? map.get(`:${searchKey(name)}`);
  return {
    /** The name a company is known by: its alias's target, else the name as written (accents repaired). */
    canonicalName: (iso3: string, name: string): string => {
      const repaired = repairText(name);
      return lookup(aliasMap, iso3, repaired) ?? repaired;
    },
    /** The group slug a company rolls up to: its owner where a rule names one, else its own name's. */
    groupSlugOf: (iso3: string, canonicalName: string): string =>
      slugify(lookup(groupMap, iso3, canonicalName) ?? canonicalName),
    /** A company's search text: its name and every name it is also known by, accents and case ignored. */
    searchKeyOf: (iso3: string, canonicalName: string): string =>
      [
        canonicalName,
        ...(aliasesOf.get(`${iso3}:${searchKey(canonicalName)}`) ?? []),
        ...(aliasesOf.get(`:${searchKey(canonicalName)}`) ?? []),
      ]
        .map(searchKey)
        .join(' ')
        .slice(0, 250),
    /** The group's display name where a rule names one. */
    groupNameOf: (iso3: string, canonicalName: string): string =>
      lookup(groupMap, iso3, canonicalName) ?? canonicalName,
  };
};
export type NameResolver = ReturnType<typeof createNameResolver>;

// ---------------------------------------------------------------------------------------------
// Matching sites to the satellite catalogue's flares (decision 016)
// ---------------------------------------------------------------------------------------------

/**
 * How far a World Bank site may be from a catalogue flare to be the same flare: 1.5 km, two VIIRS pixels
 * (750 m at nadir). Measured on the shipped files (2024, 17 countries, 3 811 sites): 3 161 sites (99.0 %
 * of their volume) sit within 10 m of a catalogue flare — the same detection, rounded to 4 decimals —
 * and 1.5 km adds 224 more (0.25 % of the volume); past it, nearest neighbours are other flares of the
 * same field (docs/decisions/016).
 */
export const MATCH_RADIUS_M = 1500;

export type CatalogueFlare = { id: string; iso3: string; latitude: number; longitude: number };
export type SiteMatch = { site: WorldBankSite; flareId: string; distanceM: number };
export type SiteMatching = {
  matches: SiteMatch[];
  /** Sites with no catalogue flare of their country within the radius. */
  unmatched: WorldBankSite[];
  /** Sites whose nearest flare went to a larger site of the same year (one site per flare and year). */
  outclaimed: SiteMatch[];
};

/** Equirectangular distance in metres: exact enough under a few kilometres. */
export const distanceMetres = (lat1: number, lon1: number, lat2: number, lon2: number): number => {
  const toRad = Math.PI / 180;
  const x = (lon2 - lon1) * toRad * Math.cos(((lat1 + lat2) / 2) * toRad);
  const y = (lat2 - lat1) * toRad;
  return Math.sqrt(x * x + y * y) * 6_371_000;
};

/** Grid cells of 0.02° (about 2.2 km of latitude): a site's neighbours within 1.5 km are in its 3 × 3 cells. */
const CELL = 50;
const cellOf = (lat: number, lon: number) => `${Math.floor(lat * CELL)}:${Math.floor(lon * CELL)}`;

/**
 * Each site to the nearest catalogue flare of its country within `radiusM`; one site per flare and year,
 * the larger volume winning (then the nearer, then the earlier line). Deterministic whatever the order.
 */
export const matchSites = (
  sites: readonly WorldBankSite[],
  flares: readonly CatalogueFlare[],
  radiusM = MATCH_RADIUS_M,
): SiteMatching => {
  const grid = new Map<string, CatalogueFlare[]>();
  for (const flare of flares) {
    const key = `${flare.iso3}|${cellOf(flare.latitude, flare.longitude)}`;
    const bucket = grid.get(key);
    if (bucket) bucket.push(flare);
    else grid.set(key, [flare]);
  }
  // Cells span 0.02° of longitude: near the poles that is under 1.5 km, so look further out there.
  const reach = (lat: number) =>
    Math.max(1, Math.ceil(radiusM / (111_320 * Math.cos((Math.abs(lat) * Math.PI) / 180) * (1 / CELL))));
  const nearest = (site: WorldBankSite) => {
    let best: { flare: CatalogueFlare; distance: number } | null = null;
    const lat0 = Math.floor(site.latitude * CELL);
    const lon0 = Math.floor(site.longitude * CELL);
    const span = reach(site.latitude);
    for (let dLat = -1; dLat <= 1; dLat += 1) {
      for (let dLon = -span; dLon <= span; dLon += 1) {
        for (const flare of grid.get(`${site.iso3}|${lat0 + dLat}:${lon0 + dLon}`) ?? []) {
          const distance = distanceMetres(site.latitude, site.longitude, flare.latitude, flare.longitude);
          if (
            distance <= radiusM &&
            (!best || distance < best.distance || (distance === best.distance && flare.id < best.flare.id))
          )
            best = { flare, distance };
        }
      }
    }
    return best;
  };

  const claims = new Map<string, SiteMatch[]>();
  const unmatched: WorldBankSite[] = [];
  for (const site of sites) {
    const found = nearest(site);
    if (!found) {
      unmatched.push(site);
      continue;
    }
    const key = `${found.flare.id}|${site.year}`;
    const match = { site, flareId: found.flare.id, distanceM: found.distance };
    const list = claims.get(key);
    if (list) list.push(match);
    else claims.set(key, [match]);
  }
  const matches: SiteMatch[] = [];
  const outclaimed: SiteMatch[] = [];
  for (const list of claims.values()) {
    list.sort(
      (a, b) =>
        (b.site.volumeM3 ?? 0) - (a.site.volumeM3 ?? 0) ||
        a.distanceM - b.distanceM ||
        a.site.line - b.site.line,
    );
    matches.push(list[0] as SiteMatch);
    outclaimed.push(...list.slice(1));
  }
  return { matches, unmatched, outclaimed };
};
