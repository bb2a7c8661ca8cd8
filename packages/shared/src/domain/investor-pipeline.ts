/**
 * The investor pipeline of one project and one investor (issue 17, decision 008): every step, who may
 * take it and from which state. Pure: the API's pipeline service asks `planStep` before it writes, and the
 * web asks `availableSteps` to show only the buttons that would be accepted.
 */

/** Where an investor stands with a project. `withdrawn` and `declined` may be reopened by new interest. */
export const PIPELINE_STAGES = [
  'interested',
  'nda_accepted',
  'indication',
  'committed',
  'closed',
  'withdrawn',
  'declined',
] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

/** What money an indication or commitment would be. */
export const INSTRUMENTS = ['equity', 'debt', 'mezzanine', 'grant'] as const;
export type Instrument = (typeof INSTRUMENTS)[number];

/** Each change the pipeline knows. The investor takes theirs; the owner (or an admin) the others. */
export const PIPELINE_STEPS = [
  'express_interest',
  'accept_nda',
  'indicate',
  'accept_indication',
  'decline_indication',
  'commit',
  'close',
  'withdraw',
] as const;
export type PipelineStep = (typeof PIPELINE_STEPS)[number];

export type PipelineActor = 'investor' | 'owner';

/** The state of one investor with one project; null stage = not in the pipeline yet. */
export type PipelineState = { stage: PipelineStage | null; isIndicationAccepted: boolean };

type Rule = {
  actor: PipelineActor;
  /** The stages the step may start from (null: not in the pipeline). */
  from: ReadonlyArray<PipelineStage | null>;
  /** Only from an indication the owner has (true) or has not yet (false) accepted. */
  indicationAccepted?: boolean;
  to: (state: PipelineState) => PipelineState;
};

const RULES: Record<PipelineStep, Rule> = {
  express_interest: {
    actor: 'investor',
    from: [null, 'withdrawn', 'declined'],
    to: () => ({ stage: 'interested', isIndicationAccepted: false }),
  },
  accept_nda: {
    actor: 'investor',
    from: [null, 'interested', 'withdrawn', 'declined'],
    to: () => ({ stage: 'nda_accepted', isIndicationAccepted: false }),
  },
  // A new indication replaces the previous one and waits for the owner again.
  indicate: {
    actor: 'investor',
    from: ['nda_accepted', 'indication'],
    to: () => ({ stage: 'indication', isIndicationAccepted: false }),
  },
  accept_indication: {
    actor: 'owner',
    from: ['indication'],
    indicationAccepted: false,
    to: () => ({ stage: 'indication', isIndicationAccepted: true }),
  },
  decline_indication: {
    actor: 'owner',
    from: ['indication'],
    indicationAccepted: false,
    to: () => ({ stage: 'declined', isIndicationAccepted: false }),
  },
  commit: {
    actor: 'investor',
    from: ['indication'],
    indicationAccepted: true,
    to: () => ({ stage: 'committed', isIndicationAccepted: true }),
  },
  close: {
    actor: 'owner',
    from: ['committed'],
    to: () => ({ stage: 'closed', isIndicationAccepted: true }),
  },
  withdraw: {
    actor: 'investor',
    from: ['interested', 'nda_accepted', 'indication', 'committed'],
    to: () => ({ stage: 'withdrawn', isIndicationAccepted: false }),
  },
};

/** Who takes a step: the investor, or the project's owner (and administrators). */
export const stepActor = (step: PipelineStep): PipelineActor => RULES[step].actor;

/** Why a step is refused: taken by the wrong side, or not from this state. */
export type StepRefusal = 'wrong_actor' | 'wrong_state';

/** The state a step leads to, or why it may not be taken. */
export const planStep = (
  state: PipelineState,
  step: PipelineStep,
  actor: PipelineActor,
): { ok: true; next: PipelineState } | { ok: false; reason: StepRefusal } => {
  const rule = RULES[step];
  if (rule.actor !== actor) return { ok: false, reason: 'wrong_actor' };
  if (!rule.from.includes(state.stage)) return { ok: false, reason: 'wrong_state' };
  if (rule.indicationAccepted !== undefined && rule.indicationAccepted !== state.isIndicationAccepted) {
    return { ok: false, reason: 'wrong_state' };
  }
  return { ok: true, next: rule.to(state) };
};

/** The steps `actor` may take from `state`, in the pipeline's order. */
export const availableSteps = (state: PipelineState, actor: PipelineActor): PipelineStep[] =>
  PIPELINE_STEPS.filter((step) => planStep(state, step, actor).ok);

/** Stages that count toward the money indicated (a live indication) and committed. */
export const isIndicatedStage = (stage: PipelineStage): boolean => stage === 'indication';
export const isCommittedStage = (stage: PipelineStage): boolean =>
  stage === 'committed' || stage === 'closed';
