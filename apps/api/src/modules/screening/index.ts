/** The screened opportunities' front door: the route, and the refresh after each change of flaring data. */
export { screeningRoutes } from './screening.routes.js';
export {
  ensureCurrent as ensureScreeningCurrent,
  flareSurvivalCurve,
  refreshScreening,
  SCREENING_VERSION_KEY,
} from './screening.service.js';
export { screenedFlareOf } from './screening.presenters.js';
export {
  replaceScreenedBaseline,
  screenedBaselineRows,
  screenedRowsForNotices,
  screenedRowsMatching,
  type ScreenedFilter,
} from './matching.service.js';
export { projectCasesOf } from './project-cases.js';
export { projectSupplyRecords, type LinkedFlaresOf } from './project-supply.js';
export type { ScreenedOpportunitiesTable } from './screening.tables.js';
