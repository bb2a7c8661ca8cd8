/**
 * The nightfire module's tables (migration 060, decision 034): EOG's nightly Nightfire detections as
 * nights imported, flare-nights, their monthly roll-up and the candidate new flares.
 * Added to the Database of db/database.ts by declaration merging: the floor imports no module.
 */

/** A night of a satellite imported from a source's nightly file. */
export type VnfNightsTable = {
  source_id: string;
  night: string;
  satellite: string;
  layout: string;
  file_name: string;
  detections: number;
  matched: number;
  candidates: number;
  imported_at: string;
};

/** A flare's detections in one night and satellite pass set. */
export type FlareNightsTable = {
  flare_id: string;
  night: string;
  satellite: string;
  source_id: string;
  detections: number;
  passes: number;
  radiant_heat_mw: number | null;
  temperature_k: number | null;
  cloud_state: string;
  last_scanned_at: string;
};

/** A flare's nights summed per month. */
export type FlareMonthDetectionsTable = {
  flare_id: string;
  month: string;
  source_id: string;
  nights_seen: number;
  clear_nights_seen: number;
  detections: number;
  radiant_heat_mw: number | null;
  temperature_k: number | null;
};

/** Unmatched detections of a night, grouped by place: a possible flare the catalogue lacks. */
export type VnfCandidatesTable = {
  id: string;
  source_id: string;
  night: string;
  satellite: string;
  latitude: number;
  longitude: number;
  detections: number;
  radiant_heat_mw: number | null;
  temperature_k: number | null;
  cloud_state: string;
  nearest_flare_id: string | null;
  nearest_distance_m: number | null;
  status: string;
  note: string | null;
  reviewed_by: string | null;
  reviewed_at: string | null;
};

declare module '../../db/database.js' {
  interface Database {
    vnf_nights: VnfNightsTable;
    flare_nights: FlareNightsTable;
    flare_month_detections: FlareMonthDetectionsTable;
    vnf_candidates: VnfCandidatesTable;
  }
}
