import { accountContract } from './accounts.js';
import { adminContract } from './admin.js';
import { apiKeysContract } from './api-keys.js';
import { appConfigContract } from './app-config.js';
import { authContract } from './auth.js';
import { captchaContract } from './captcha.js';
import { conversationsContract } from './conversations.js';
import { dataRoomContract } from './data-room.js';
import { eventContract } from './event.js';
import { featuredContract } from './featured.js';
import { filesContract } from './files.js';
import { flaringContract } from './flaring.js';
import { healthContract } from './health.js';
import { importsContract } from './imports.js';
import { investorsContract } from './investors.js';
import { nightfireContract } from './nightfire.js';
import { notificationsContract } from './notifications.js';
import { passportContract } from './passport.js';
import { projectsContract } from './projects.js';
import { scenariosContract } from './scenarios.js';
import { screeningContract } from './screening.js';
import { sessionContract } from './session.js';

export * from './route.js';
export {
  accountContract,
  adminContract,
  apiKeysContract,
  appConfigContract,
  authContract,
  captchaContract,
  conversationsContract,
  dataRoomContract,
  eventContract,
  featuredContract,
  filesContract,
  flaringContract,
  healthContract,
  importsContract,
  investorsContract,
  nightfireContract,
  notificationsContract,
  passportContract,
  projectsContract,
  scenariosContract,
  screeningContract,
  sessionContract,
};

/** Every route of the API, by module: what the API registers and the web calls (decision 029). */
export const apiContract = {
  account: accountContract,
  admin: adminContract,
  apiKeys: apiKeysContract,
  appConfig: appConfigContract,
  auth: authContract,
  captcha: captchaContract,
  conversations: conversationsContract,
  dataRoom: dataRoomContract,
  event: eventContract,
  featured: featuredContract,
  files: filesContract,
  flaring: flaringContract,
  health: healthContract,
  imports: importsContract,
  investors: investorsContract,
  nightfire: nightfireContract,
  notifications: notificationsContract,
  passport: passportContract,
  projects: projectsContract,
  scenarios: scenariosContract,
  screening: screeningContract,
  session: sessionContract,
} as const;
