/** The session module's front door: its routes, sessions and their cookies, and the guards' lookup. */
export {
  clearSessionCookies,
  cookieDomain,
  setSessionCookies,
  type CookieSettings,
} from './session-cookies.js';
export { sessionRoutes } from './session.routes.js';
export { toSessionUser } from './presenters.js';
export { createSession, endUserSessions, resolveSession, sessionStatsOf } from './session.service.js';
export { sessionCacheLookupsOf } from './session.repository.js';
export type { ActiveSessionUser, SessionOfToken, SessionUserJoin } from './session-port.js';
