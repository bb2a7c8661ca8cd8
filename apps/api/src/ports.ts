import type { Ports } from './lib/ports.js';
import { withSessionUser } from './modules/accounts/index.js';
import { investorCriteria, organisationsOf } from './modules/investors/index.js';
import { noticeProjectsOf, withNoticeProjectNames } from './modules/projects/index.js';

/**
 * The modules' ports, filled with their owners' front-door functions (decision 050): the composition that
 * only a place above every module can make. The app puts it in its context (app.ts), the tests and the
 * command lines that call a service with a port in theirs. Assigned here, each owner's function is checked
 * against the port its asker declared.
 */
export const modulePorts: Ports = {
  // The session lookup's user, joined in its one query (session stands below accounts).
  sessionUser: withSessionUser,
  // The projects and investors notices name (projects, investors and the data room send notices); the bell's
  // project names as a join placed in its one query.
  notices: {
    projectsOf: noticeProjectsOf,
    projectNamesJoin: withNoticeProjectNames,
    organisationsOf,
    investorCriteria,
  },
};
