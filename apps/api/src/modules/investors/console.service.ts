import type { ServiceContext } from '../../lib/service-context.js';
import * as repo from './console.repository.js';

/**
 * What the admin console asks of the investors (issue 36, item 2): it names no investor table itself.
 * (Whether a user has a profile, as a condition on a query of `users`, is `hasInvestorProfile` in
 * console.repository.ts, exported by the front door as the access module exports its grant columns.)
 */

/** The dashboard's investors: profiles, investors in a live pipeline, USD indicated, committed, closed. */
export const investorFigures = async ({ db }: Pick<ServiceContext, 'db'>) => repo.investorFigures(db);
