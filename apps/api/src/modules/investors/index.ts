/** The investors module's front door: its routes, a project's access for a viewer, the NDA, the pipeline. */
export { investorsRoutes } from './investors.routes.js';
export { getMatches, investorCriteria } from './matches.service.js';
export { hasAcceptedNda, ndaAcceptersOf, organisationsOf } from './nda.service.js';
export { pipelineProjectSlugs } from './pipeline-projects.service.js';
export {
  noticeNewMatches,
  noticeProjectMatches,
  noticeScreenedMatches,
  PROJECT_MATCHES_STAMP_KEY,
  SCREENED_MATCHES_STAMP_KEY,
  startNoticeSchedule,
} from './screened-match-notices.js';
export { requireProjectAccess, type ProjectAccess } from './project-access.js';
export { investorFigures } from './console.service.js';
export { hasInvestorProfile } from './console.repository.js';
