import { randomUUID } from 'node:crypto';
import {
  availableSteps,
  PIPELINE_STEPS,
  planStep,
  stepActor,
  type Instrument,
  type PipelineEntry,
  type PipelineResponse,
  type PipelineState,
  type PipelineStep,
  type PipelineStepRequest,
} from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { retryLostInsert } from '../../db/races.js';
import { AppError } from '../../errors.js';
import type { Clock } from '../../infra/clock.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { canDecideOnEntry, canInvestIn } from '../access/index.js';
import { notifyPipelineChange } from '../notifications/index.js';
import * as repo from './investors.repository.js';
import { usernamesOf } from './people.js';
import { instrumentOf, investorTypeOf, stageOf, stateOf } from './investors.presenters.js';
import { requireProjectAccess, type ProjectAccess } from './project-access.js';
import type { SignedInUser } from '../../lib/signed-in-user.js';

const SEEKING_FUNDING = 'seeking_funding';

const stepOf = (value: string): PipelineStep =>
  (PIPELINE_STEPS as readonly string[]).includes(value) ? (value as PipelineStep) : 'express_interest';

/** What a step changed, for the notices that follow it. */
export type PipelineChange = {
  step: PipelineStep;
  projectId: string;
  projectSlug: string;
  entryId: string;
  investorId: string;
  actorId: string;
  amountUsd: number | null;
  instrument: Instrument | null;
};

type StepData = {
  amountUsd?: number | null;
  instrument?: Instrument | null;
  conditions?: string | null;
  ndaVersion?: number | null;
};

/**
 * Applies one planned step in `trx`: creates the entry on the investor's first step, moves it only from
 * the state it was read in (`pipeline_step_invalid` when another request moved it first), and appends the
 * event with who, when and the amounts.
 */
export const applyStep = async (
  { db: trx }: Pick<ServiceContext, 'db'>,
  input: {
    projectId: string;
    entry: repo.EntryRow | undefined;
    investorId: string;
    actorId: string;
    step: PipelineStep;
    next: PipelineState;
    data: StepData;
    now: string;
  },
): Promise<string> => {
  const { entry, next, data, now } = input;
  const carried = {
    amount_usd: data.amountUsd ?? entry?.amount_usd ?? null,
    instrument: data.instrument ?? entry?.instrument ?? null,
    conditions: data.conditions ?? entry?.conditions ?? null,
  };
  const stage = next.stage ?? 'interested';
  let entryId: string;
  if (entry) {
    const moved = await repo.updateEntry(trx, entry, {
      stage,
      is_indication_accepted: next.isIndicationAccepted ? 1 : 0,
      ...carried,
      updated_at: now,
    });
    if (!moved) throw new AppError('pipeline_step_invalid');
    entryId = entry.id;
  } else {
    entryId = randomUUID();
    await repo.insertEntry(trx, {
      id: entryId,
      project_id: input.projectId,
      investor_id: input.investorId,
      stage,
      is_indication_accepted: next.isIndicationAccepted ? 1 : 0,
      ...carried,
      created_at: now,
      updated_at: now,
    });
  }
  await repo.appendEvent(trx, {
    id: randomUUID(),
    entry_id: entryId,
    step: input.step,
    stage,
    actor_id: input.actorId,
    actor_side: stepActor(input.step),
    amount_usd: data.amountUsd ?? null,
    instrument: data.instrument ?? null,
    conditions: data.conditions ?? null,
    nda_version: data.ndaVersion ?? null,
    created_at: now,
  });
  return entryId;
};

const refuseAmountAboveSought = (amountUsd: number, fundingSoughtUsd: number) => {
  if (amountUsd > fundingSoughtUsd) {
    throw new AppError('validation_failed', {
      fields: { amountUsd: 'investors.validation.amountAboveSought' },
      details: { fundingSoughtUsd },
    });
  }
};

/**
 * One step of the pipeline (decision 008). The investor takes their own steps on their own entry; the
 * owner and administrators accept or decline an indication and close a commitment, naming the entry.
 * Every refusal changes nothing: `forbidden` (the wrong side, the owner investing in their own
 * project, or anyone, administrators included, deciding on their own entry), `investor_profile_required`, `project_not_seeking_funding` (new interest or indications),
 * `nda_required` (an indication or commitment before the confidentiality terms were accepted),
 * `validation_failed` (an amount above the funding sought), `pipeline_step_invalid` (not from this stage).
 * The other side is told once the step is stored.
 */
export const takeStep = async (
  ctx: ServiceContext,
  { slug, body }: { slug: string; body: PipelineStepRequest & { amountUsd?: number; conditions?: string } },
): Promise<PipelineResponse> => {
  // A first step racing another one of the same investor: the second run finds the entry the first made.
  const { response, change } = await retryLostInsert(
    () => takeStepOnce(ctx.db, ctx.clock, ctx.actor, slug, body),
    { tables: ['pipeline_entries'] },
  );
  await notifyPipelineChange(ctx, change);
  return response;
};

const takeStepOnce = async (
  db: Db,
  clock: Clock,
  viewer: SignedInUser | null,
  slug: string,
  body: PipelineStepRequest & { amountUsd?: number; conditions?: string },
): Promise<{ response: PipelineResponse; change: PipelineChange }> => {
  const access = await requireProjectAccess(db, viewer, slug);
  const { user, row } = access;
  const side = stepActor(body.step);
  let entry: repo.EntryRow | undefined;
  if (side === 'owner') {
    if (!access.isOwnerSide) throw new AppError('forbidden');
    if (!('entryId' in body)) throw new AppError('validation_failed');
    entry = await repo.findEntryById(db, row.id, body.entryId);
    if (!entry) throw new AppError('not_found');
    // The conflict rule, for every role: nobody decides on their own money.
    if (!canDecideOnEntry(user, access.project, { investorId: entry.investor_id })) {
      throw new AppError('forbidden');
    }
  } else {
    if (access.role === 'owner') throw new AppError('forbidden');
    const profile = await repo.findProfile(db, user.id);
    if (!canInvestIn(user, access.project, access.grantIds, profile !== undefined)) {
      throw new AppError('investor_profile_required');
    }
    entry = await repo.findEntry(db, row.id, user.id);
  }
  const step = body.step;
  if ((step === 'express_interest' || step === 'indicate') && row.stage !== SEEKING_FUNDING) {
    throw new AppError('project_not_seeking_funding');
  }
  let ndaVersion: number | null = null;
  if (step === 'indicate' || step === 'commit') {
    const acceptance = await repo.latestAcceptance(db, row.id, user.id);
    if (!acceptance) throw new AppError('nda_required');
    ndaVersion = acceptance.version;
  }
  const amountUsd = 'amountUsd' in body && typeof body.amountUsd === 'number' ? body.amountUsd : null;
  if (amountUsd !== null) refuseAmountAboveSought(amountUsd, Number(row.funding_sought_usd));
  const plan = planStep(stateOf(entry), step, side);
  if (!plan.ok) throw new AppError(plan.reason === 'wrong_actor' ? 'forbidden' : 'pipeline_step_invalid');

  const data: StepData = {
    amountUsd,
    instrument: 'instrument' in body ? (body.instrument ?? null) : null,
    conditions: step === 'commit' ? (body.conditions ?? '') || null : null,
    ndaVersion: step === 'commit' || step === 'indicate' ? ndaVersion : null,
  };
  const investorId = entry?.investor_id ?? user.id;
  const entryId = await db.transaction().execute((trx) =>
    applyStep(
      { db: trx },
      {
        projectId: row.id,
        entry,
        investorId,
        actorId: user.id,
        step,
        next: plan.next,
        data,
        now: clock.now().toISOString(),
      },
    ),
  );
  const change: PipelineChange = {
    step,
    projectId: row.id,
    projectSlug: row.slug,
    entryId,
    investorId,
    actorId: user.id,
    amountUsd: data.amountUsd ?? entry?.amount_usd ?? null,
    instrument: data.instrument ?? instrumentOf(entry?.instrument ?? null),
  };
  return { response: await pipelineView(db, access), change };
};

const presentEntries = async (
  db: Db,
  entries: repo.EntryRow[],
  viewerId: string,
  stepsFor: (entry: repo.EntryRow) => PipelineStep[],
): Promise<PipelineEntry[]> => {
  const events = await repo.eventsOfEntries(
    db,
    entries.map((entry) => entry.id),
  );
  const people = [...entries.map((entry) => entry.investor_id), ...events.flatMap((e) => e.actor_id ?? [])];
  const [usernames, profiles] = await Promise.all([
    usernamesOf(db, people),
    repo.profilesOf(
      db,
      entries.map((entry) => entry.investor_id),
    ),
  ]);
  return entries.map((entry) => {
    const profile = profiles.get(entry.investor_id);
    return {
      id: entry.id,
      isYou: entry.investor_id === viewerId,
      investor: {
        username: usernames.get(entry.investor_id) ?? null,
        organisation: profile?.organisation ?? null,
        type: profile ? investorTypeOf(profile.type) : null,
      },
      stage: stageOf(entry.stage),
      isIndicationAccepted: entry.is_indication_accepted === 1,
      amountUsd: entry.amount_usd === null ? null : Number(entry.amount_usd),
      instrument: instrumentOf(entry.instrument),
      conditions: entry.conditions,
      updatedAt: entry.updated_at,
      history: events
        .filter((event) => event.entry_id === entry.id)
        .map((event) => ({
          step: stepOf(event.step),
          stage: stageOf(event.stage),
          actor: {
            username: event.actor_id ? (usernames.get(event.actor_id) ?? null) : null,
            side: event.actor_side === 'owner' ? ('owner' as const) : ('investor' as const),
          },
          at: event.created_at,
          amountUsd: event.amount_usd === null ? null : Number(event.amount_usd),
          instrument: instrumentOf(event.instrument),
          conditions: event.conditions,
          ndaVersion: event.nda_version === null ? null : Number(event.nda_version),
        })),
      steps: stepsFor(entry),
    };
  });
};

/** The investor steps a viewer is offered: the NDA has its own screen, new money needs seeking_funding. */
const investorSteps = (state: PipelineState, isSeeking: boolean): PipelineStep[] =>
  availableSteps(state, 'investor').filter(
    (step) => step !== 'accept_nda' && (isSeeking || (step !== 'express_interest' && step !== 'indicate')),
  );

const pipelineView = async (db: Db, access: ProjectAccess): Promise<PipelineResponse> => {
  const { user, row } = access;
  const isSeeking = row.stage === SEEKING_FUNDING;
  const [profile, own, acceptance] = await Promise.all([
    repo.findProfile(db, user.id),
    repo.findEntry(db, row.id, user.id),
    repo.latestAcceptance(db, row.id, user.id),
  ]);
  const canInvest = canInvestIn(user, access.project, access.grantIds, profile !== undefined);
  const [mine] = own
    ? await presentEntries(db, [own], user.id, (entry) =>
        canInvest ? investorSteps(stateOf(entry), isSeeking) : [],
      )
    : [null];
  const entries = access.isOwnerSide
    ? await presentEntries(db, await repo.entriesOfProject(db, row.id), user.id, (entry) =>
        canDecideOnEntry(user, access.project, { investorId: entry.investor_id })
          ? availableSteps(stateOf(entry), 'owner')
          : [],
      )
    : [];
  return {
    viewerRole: access.role,
    hasInvestorProfile: profile !== undefined,
    isSeekingFunding: isSeeking,
    fundingSoughtUsd: Number(row.funding_sought_usd),
    mine: mine ?? null,
    startSteps: !own && canInvest ? investorSteps(stateOf(undefined), isSeeking) : [],
    entries,
    nda: {
      isAccepted: acceptance !== undefined,
      acceptedAt: acceptance?.accepted_at ?? null,
      acceptedVersion: acceptance ? Number(acceptance.version) : null,
    },
  };
};

/** The pipeline as the viewer may see it: their own entry, and every entry for the owner's side. */
export const getPipeline = async (
  { db, actor }: Pick<ServiceContext, 'db' | 'actor'>,
  { slug }: { slug: string },
): Promise<PipelineResponse> => pipelineView(db, await requireProjectAccess(db, actor, slug));
