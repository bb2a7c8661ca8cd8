/** The nightfire module's front door: EOG's nightly Nightfire detections (decision 034). */
export { nightfireRoutes } from './nightfire.routes.js';
export * as nightfireStore from './nightfire.repository.js';
export type {
  FlareMonthDetectionsTable,
  FlareNightsTable,
  VnfCandidatesTable,
  VnfNightsTable,
} from './nightfire.tables.js';
export {
  FLARE_GRID_DEGREES,
  groupByPlace,
  matchDetections,
  metresBetween,
  PlaceGrid,
  type DetectionMatch,
  type LocatedFlare,
} from './match.js';
