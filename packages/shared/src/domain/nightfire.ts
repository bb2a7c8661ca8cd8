/**
 * EOG's VIIRS Nightfire nightly files (issue 34, item 8; decision 034): the layouts the importer reads,
 * what a missing value looks like in them, how far a detection may lie from a catalogue flare, and what
 * a clear night is. A row of these files is one hot-pixel detection in one satellite pass, not a flare.
 */

/** The layouts accepted, newest last: v2.1 (the shipped night of 2017-12-05), v3.0 "-ez", v4.0. */
export const NIGHTFIRE_LAYOUTS = ['v2.1', 'v3.0-ez', 'v4.0'] as const;
export type NightfireLayout = (typeof NIGHTFIRE_LAYOUTS)[number];

/**
 * The columns each layout must have, as EOG writes them (matched without regard to case). v3.0 "-ez"
 * adds the local time `Date_LTZ`; v4.0 the flare-site fields (`id_iremitter`, `Temp_primary`,
 * `RH_primary` …), whose primary component's temperature and radiant heat replace `Temp_BB` and `RH`.
 */
export const NIGHTFIRE_LAYOUT_COLUMNS: Record<NightfireLayout, readonly string[]> = {
  'v2.1': ['id_Key', 'Date_Mscan', 'Lat_GMTCO', 'Lon_GMTCO', 'Temp_BB', 'RH', 'Cloud_Mask'],
  'v3.0-ez': ['Date_Mscan', 'Date_LTZ', 'Lat_GMTCO', 'Lon_GMTCO', 'Temp_BB', 'RH', 'Cloud_Mask'],
  'v4.0': [
    'id_iremitter',
    'Date_Mscan',
    'Lat_GMTCO',
    'Lon_GMTCO',
    'Temp_primary',
    'RH_primary',
    'Cloud_Mask',
  ],
};

/** Columns only Nightfire files have: a header with any of them is read as one (and refused as one). */
export const NIGHTFIRE_MARKERS = [
  'id_key',
  'date_mscan',
  'date_ltz',
  'lat_gmtco',
  'lon_gmtco',
  'temp_bb',
  'temp_primary',
  'rh_primary',
  'id_iremitter',
  'cloud_mask',
  'qf_detect',
] as const;

/** The layout a header announces: v4.0 by its flare-site id, v3.0 by its local time, else v2.1. */
export const nightfireLayoutOf = (lowerCaseHeader: ReadonlySet<string>): NightfireLayout =>
  lowerCaseHeader.has('id_iremitter') ? 'v4.0' : lowerCaseHeader.has('date_ltz') ? 'v3.0-ez' : 'v2.1';

/**
 * A cell that stands for "no value": empty, NA/NaN, or one of EOG's fill values (999999 and its negative,
 * -999 and the -999.x fills of the cloud-product columns). Never read as a number.
 */
export const isNightfireMissing = (cell: string | undefined): boolean => {
  if (cell === undefined) return true;
  const value = cell.trim();
  if (value === '' || /^(na|nan|null)$/i.test(value)) return true;
  const number = Number(value);
  if (!Number.isFinite(number)) return false;
  return Math.abs(number) >= 999_999 || (number <= -999 && number > -1000);
};

/**
 * How far a detection may lie from a catalogue flare to be that flare: 1.5 km. A VIIRS M-band pixel is
 * 750 m across at nadir and about 1.6 km at the scan's edge, and a detection is located at its pixel's
 * centre: a flare anywhere in an edge pixel is within 1.15 km of it, plus geolocation error.
 */
export const NIGHTFIRE_MATCH_RADIUS_M = 1500;

/** VIIRS cloud mask: 0 confidently clear, 1 probably clear, 2 probably cloudy, 3 confidently cloudy. */
export const NIGHTFIRE_CLOUD_STATES = ['clear', 'cloudy', 'unknown'] as const;
export type NightfireCloudState = (typeof NIGHTFIRE_CLOUD_STATES)[number];

export const cloudStateOf = (mask: number | null): NightfireCloudState =>
  mask === 0 || mask === 1 ? 'clear' : mask === 2 || mask === 3 ? 'cloudy' : 'unknown';

/**
 * A flare's state on a night from its detections' states: seen under a clear sky if any detection was
 * (the pixel was clear where the flare is), cloudy if all known ones were cloudy, unknown otherwise.
 */
export const nightCloudState = (states: Iterable<NightfireCloudState>): NightfireCloudState => {
  let cloudy = false;
  for (const state of states) {
    if (state === 'clear') return 'clear';
    if (state === 'cloudy') cloudy = true;
  }
  return cloudy ? 'cloudy' : 'unknown';
};

/** The nights "seen on N of the last M clear nights" looks back over: the last 30 nights imported. */
export const NIGHTFIRE_WINDOW_NIGHTS = 30;

/** Satellites of the nightly files (from the file name, `VNF_npp_…`, `VNF_j01_…`). */
export const NIGHTFIRE_SATELLITES = ['npp', 'j01', 'j02'] as const;

/** The satellite a file's name says (`VNF_j01_d20240101_noaa_v30-ez.csv.gz` → j01), else `unknown`. */
export const nightfireSatelliteOf = (fileName: string): string => {
  const match = /VNF_(npp|j01|j02)_/i.exec(fileName);
  return match ? (match[1] as string).toLowerCase() : 'unknown';
};
