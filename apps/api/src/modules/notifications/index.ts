/** The notifications module's front door: its routes and the notices other modules send. */
export { notificationsRoutes } from './notifications.routes.js';
export {
  notifyAnswer,
  notifyMessage,
  notifyNewDocument,
  notifyNewOpportunity,
  notifyNewVersion,
  notifyPipelineChange,
  notifyQuestion,
  type NoticeContext,
  type ProjectCases,
} from './notifications.service.js';
export {
  mailScreenedMatches,
  screenedFlaresToldOf,
  sendDueDigests,
  storeScreenedMatchNotices,
  type ScreenedMatchItem,
} from './digest.service.js';
export { digestWeekOf } from './digest-week.js';
export type {
  BellNotices,
  BellRow,
  InvestorCriteriaRow,
  NoticeProject,
  NoticesPort,
} from './notices-port.js';
export { signUnsubscribeToken } from './unsubscribe-token.js';
