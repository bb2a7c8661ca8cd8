import {
  evaluateProject,
  fundingPlanOf,
  INSTRUMENTS,
  parseFundingAmounts,
  isCommittedStage,
  isIndicatedStage,
  type ExpectedReturn,
  type Instrument,
  type InvestorFinancialsResponse,
} from '@flarescope/shared';
import type { ServiceContext } from '../../lib/service-context.js';
import { canEditProject } from '../access/index.js';
import { modelInputsOf } from '../projects/index.js';
import * as repo from './investors.repository.js';
import { usernamesOf } from './people.js';
import { instrumentOf, investorTypeOf, stateOf } from './investors.presenters.js';
import { requireProjectAccess } from './project-access.js';

type ModelFigures = {
  equityIrr: number | null;
  irr: number | null;
  minDscr: number | null;
  debtRate: number;
};

/**
 * What each instrument is expected to return, from the project's own cash-flow model (domain/finance/):
 * equity its equity IRR; debt the model's debt rate, with the minimum DSCR as its cover; mezzanine sits
 * between the two (the model has no mezzanine tranche, so both bounds are shown); a grant none.
 */
const expectedReturn = (instrument: Instrument, model: ModelFigures): ExpectedReturn => {
  switch (instrument) {
    case 'equity':
      return { kind: 'equity', equityIrr: model.equityIrr };
    case 'debt':
      return { kind: 'debt', rate: model.debtRate, minDscr: model.minDscr };
    case 'mezzanine':
      return { kind: 'mezzanine', projectIrr: model.irr, debtRate: model.debtRate };
    default:
      return { kind: 'grant' };
  }
};

/**
 * The investor financials of a project: funding sought, every live indication and commitment with its
 * share of the funding and expected return, and the totals indicated and committed. The viewer's own
 * entry is shown in full; others name their investor to the owner's side only (anonymised to investors).
 */
export const getInvestorFinancials = async (
  { db, actor }: Pick<ServiceContext, 'db' | 'actor'>,
  { slug }: { slug: string },
): Promise<InvestorFinancialsResponse> => {
  const access = await requireProjectAccess(db, actor, slug);
  const { row, user } = access;
  const inputs = modelInputsOf(row);
  const results = evaluateProject(inputs);
  const model: ModelFigures = {
    equityIrr: results.equityIrr,
    irr: results.irr,
    minDscr: results.minDscr,
    debtRate: inputs.debtRate,
  };
  const sought = Number(row.funding_sought_usd);
  const entries = (await repo.entriesOfProject(db, row.id)).filter((entry) => {
    const { stage } = stateOf(entry);
    return (
      stage !== null &&
      (isIndicatedStage(stage) || isCommittedStage(stage)) &&
      entry.amount_usd !== null &&
      instrumentOf(entry.instrument) !== null
    );
  });
  const [usernames, profiles] = await Promise.all([
    usernamesOf(
      db,
      entries.map((entry) => entry.investor_id),
    ),
    repo.profilesOf(
      db,
      entries.map((entry) => entry.investor_id),
    ),
  ]);
  let indicatedUsd = 0;
  let committedUsd = 0;
  const items = entries.map((entry) => {
    const stage = stateOf(entry).stage ?? 'indication';
    const amountUsd = Number(entry.amount_usd);
    const instrument = instrumentOf(entry.instrument) ?? 'equity';
    if (isCommittedStage(stage)) committedUsd += amountUsd;
    else indicatedUsd += amountUsd;
    const isYou = entry.investor_id === user.id;
    const profile = profiles.get(entry.investor_id);
    const isNamed = isYou || access.isOwnerSide;
    return {
      isYou,
      investor: isNamed
        ? {
            username: usernames.get(entry.investor_id) ?? null,
            organisation: profile?.organisation ?? null,
            type: profile ? investorTypeOf(profile.type) : null,
          }
        : null,
      stage,
      isIndicationAccepted: entry.is_indication_accepted === 1,
      instrument,
      amountUsd,
      share: sought > 0 ? amountUsd / sought : 0,
      conditions: isNamed ? entry.conditions : null,
      expectedReturn: expectedReturn(instrument, model),
    };
  });
  items.sort((a, b) => b.amountUsd - a.amountUsd);
  const plan = fundingPlanOf({
    capexUsd: inputs.capexUsd,
    // The loan the model takes: debtShare × capex, or less when sculpted to a target DSCR (issue 26).
    debtShare: inputs.capexUsd > 0 ? results.debtUsd / inputs.capexUsd : 0,
    fundingSoughtUsd: sought,
    stored: parseFundingAmounts(row.funding_plan),
  });
  const sumOf = (instrument: Instrument, isCommitted: boolean) =>
    items
      .filter((item) => item.instrument === instrument && isCommittedStage(item.stage) === isCommitted)
      .reduce((sum, item) => sum + item.amountUsd, 0);
  return {
    fundingSoughtUsd: sought,
    plan: {
      capexUsd: plan.capexUsd,
      fundingSoughtUsd: plan.fundingSoughtUsd,
      ownerContributionUsd: plan.ownerContributionUsd,
      isAssumed: plan.isAssumed,
      modelDebtUsd: plan.modelDebtUsd,
      instruments: INSTRUMENTS.map((instrument) => ({
        instrument,
        soughtUsd: plan.sought[instrument],
        indicatedUsd: sumOf(instrument, false),
        committedUsd: sumOf(instrument, true),
      })),
      canEdit: canEditProject(user, access.project),
    },
    indicatedUsd,
    committedUsd,
    viewerRole: access.role,
    items,
    returns: INSTRUMENTS.map((instrument) => expectedReturn(instrument, model)),
  };
};
