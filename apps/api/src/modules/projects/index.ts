/**
 * The projects module's front door: its routes, the demo projects, the open list, a project's stored row
 * and its model inputs (the investors' financials and the data room read them), the funding plan's write.
 */
export { loadDemoProjects } from './demo-projects.js';
export { featuredProjectRoutes } from './featured.routes.js';
export { modelInputsOf } from './projects.presenters.js';
export {
  findProjectById,
  findProjectBySlug,
  updateFundingPlan,
  type ProjectRow,
} from './projects.repository.js';
export {
  linkedFlaresOf,
  noticeProjectsOf,
  projectRowsOf,
  publishedProjectsIn,
} from './project-rows.service.js';
export { withNoticeProjectNames } from './project-rows.repository.js';
export { projectsRoutes } from './projects.routes.js';
export { getProjectHead, listProjects, listTechnologies } from './projects.service.js';
export { scenariosRoutes } from './scenarios.routes.js';
export {
  consoleProjects,
  deleteProjectRow,
  projectBySlug,
  projectFigures,
  projectNamesOf,
  setProjectFeatured,
  type ProjectName,
} from './console.service.js';
