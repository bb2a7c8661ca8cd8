import {
  MAX_PROJECT_FUNDING_USD,
  type FundingAmounts,
  type FundingPlanRequest,
  type InvestorFinancialsResponse,
} from '@flarescope/shared';
import { lockWithin } from '../../db/races.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { canEditProject } from '../access/index.js';
import { findProjectById, modelInputsOf, updateFundingPlan } from '../projects/index.js';
import { getInvestorFinancials } from './financials.service.js';
import { requireProjectAccess } from './project-access.js';

/** Cents: a plan whose sum is above the capex by rounding only is not refused. */
const TOLERANCE_USD = 0.005;

/**
 * Saves what the owner seeks of each instrument (the owner and administrators, issue 27 item 1): the sum
 * becomes the project's funding sought, and may not exceed its capex (the owner's own contribution is what
 * the capex leaves). One writer of a project at a time, as its stage and publication; answers the
 * investor financials with the plan.
 */
export const saveFundingPlan = async (
  ctx: ServiceContext,
  { slug, body }: { slug: string; body: FundingPlanRequest },
): Promise<InvestorFinancialsResponse> => {
  const { db, clock, actor: viewer } = ctx;
  const access = await requireProjectAccess(db, viewer, slug);
  if (!canEditProject(access.user, access.project)) throw new AppError('forbidden');
  const amounts: FundingAmounts = {
    equity: body.equityUsd,
    debt: body.debtUsd,
    mezzanine: body.mezzanineUsd,
    grant: body.grantUsd,
  };
  const total = amounts.equity + amounts.debt + amounts.mezzanine + amounts.grant;
  await db.transaction().execute(async (trx) => {
    await lockWithin(trx, `project:${access.row.id}`);
    // Read again under the lock: the capex is the one the plan is saved against.
    const row = await findProjectById(trx, access.row.id);
    if (!row) throw new AppError('not_found');
    const { capexUsd } = modelInputsOf(row);
    if (total > Math.min(capexUsd, MAX_PROJECT_FUNDING_USD) + TOLERANCE_USD) {
      throw new AppError('validation_failed', {
        fields: { total: 'investors.validation.fundingAboveCapex' },
      });
    }
    await updateFundingPlan(trx, row.id, {
      fundingPlan: JSON.stringify(amounts),
      fundingSoughtUsd: total,
      updatedAt: clock.now().toISOString(),
    });
  });
  return getInvestorFinancials({ db, actor: viewer }, { slug });
};
