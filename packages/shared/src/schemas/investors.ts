import { z } from 'zod';
import { COUNTRY_CODES } from '../countries.js';
import { INSTRUMENTS, PIPELINE_STAGES, PIPELINE_STEPS } from '../domain/investor-pipeline.js';
import { IRR_CASES, MATCHABLE_STAGES, MIN_IRR_BOUNDS } from '../domain/investor-match.js';
import { MAX_PROJECT_FUNDING_USD } from './projects.js';
import { isCleanText } from '../text.js';

/**
 * Investors meet projects (issue 17): the investor profile, the pipeline of each project and investor,
 * the confidentiality terms (NDA) and the investor financials. Money in US dollars.
 */

export const INVESTOR_TYPES = ['bank', 'fund', 'dfi', 'family_office', 'strategic'] as const;
export type InvestorType = (typeof INVESTOR_TYPES)[number];

/** The largest amount any form takes: ten billion dollars (a typo guard, far above any flare project). */
export const MAX_USD = 10_000_000_000;
export const MAX_PROFILE_COUNTRIES = 60;
export const MAX_PROFILE_TECHNOLOGIES = 20;
export const MAX_CONDITIONS_LENGTH = 2000;
export const MAX_NDA_LENGTH = 20_000;

const oneLine = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.too_long' })
    .refine((value) => isCleanText(value), { error: 'validation.invalid_value' });

const longText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.too_long' });

const usd = () =>
  z
    .number({ error: 'investors.validation.amountRequired' })
    .finite({ error: 'investors.validation.amountRequired' })
    .gt(0, { error: 'investors.validation.amountPositive' })
    .max(MAX_USD, { error: 'investors.validation.amountTooLarge' });

/** PUT /api/account/investor-profile: who the investor is and what they look for. */
export const investorProfileRequestSchema = z
  .object({
    organisation: oneLine(160),
    type: z.enum(INVESTOR_TYPES, { error: 'validation.required' }),
    ticketMinUsd: usd(),
    ticketMaxUsd: usd(),
    countries: z
      .array(z.enum(COUNTRY_CODES, { error: 'validation.invalid_value' }))
      .max(MAX_PROFILE_COUNTRIES, { error: 'investors.validation.tooMany' })
      .default([]),
    technologies: z
      .array(z.string().min(1).max(60))
      .max(MAX_PROFILE_TECHNOLOGIES, { error: 'investors.validation.tooMany' })
      .default([]),
    /** What they fund (decision 039): an empty list funds any instrument. */
    instruments: z
      .array(z.enum(INSTRUMENTS, { error: 'investors.validation.instrumentUnknown' }))
      .max(INSTRUMENTS.length, { error: 'investors.validation.tooMany' })
      .default([]),
    /** The least IRR they accept, a fraction (0.12 = 12 %), on the case `irrCase`; null: none. */
    minIrr: z
      .number({ error: 'investors.validation.minIrrRange' })
      .finite({ error: 'investors.validation.minIrrRange' })
      .min(MIN_IRR_BOUNDS.min, { error: 'investors.validation.minIrrRange' })
      .max(MIN_IRR_BOUNDS.max, { error: 'investors.validation.minIrrRange' })
      .nullable()
      .default(null),
    irrCase: z.enum(IRR_CASES, { error: 'investors.validation.irrCaseUnknown' }).default('sponsors'),
  })
  .refine((value) => value.ticketMaxUsd >= value.ticketMinUsd, {
    path: ['ticketMaxUsd'],
    error: 'investors.validation.ticketRange',
  });
export type InvestorProfileRequest = z.input<typeof investorProfileRequestSchema>;
export type InvestorProfileInput = z.infer<typeof investorProfileRequestSchema>;

export const investorProfileSchema = z.object({
  organisation: z.string(),
  type: z.enum(INVESTOR_TYPES),
  ticketMinUsd: z.number(),
  ticketMaxUsd: z.number(),
  countries: z.array(z.string()),
  technologies: z.array(z.string()),
  instruments: z.array(z.enum(INSTRUMENTS)),
  minIrr: z.number().nullable(),
  irrCase: z.enum(IRR_CASES),
  updatedAt: z.string(),
});
export type InvestorProfile = z.infer<typeof investorProfileSchema>;

/** Why an opportunity matches (decision 039): each criterion met by a stated preference. */
export const matchReasonSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('country'), country: z.string() }),
  z.object({ kind: z.literal('technology'), technology: z.string() }),
  z.object({ kind: z.literal('ticket'), instrument: z.enum(INSTRUMENTS), amountUsd: z.number() }),
  z.object({
    kind: z.literal('irr'),
    irrCase: z.enum(IRR_CASES),
    irr: z.number(),
    minIrr: z.number(),
  }),
]);

/** The screened rows of "matches for you", a page at a time. */
export const MATCHES_PAGE_SIZE = 25;

export const investorMatchesQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'validation.invalid_value' })
    .int({ error: 'validation.invalid_value' })
    .min(1, { error: 'validation.invalid_value' })
    .max(10_000, { error: 'validation.invalid_value' })
    .default(1),
});
export type InvestorMatchesQuery = z.infer<typeof investorMatchesQuerySchema>;

const countryRefSchema = z.object({
  slug: z.string(),
  iso3: z.string(),
  nameEn: z.string(),
  nameEs: z.string(),
});

/** GET /api/account/investor-matches: published projects and screened opportunities meeting the profile. */
export const investorMatchesResponseSchema = z.object({
  /** Published projects not yet funded that the investor may see; every one that matches. */
  projects: z.array(
    z.object({
      slug: z.string(),
      title: z.object({ en: z.string(), es: z.string() }),
      country: countryRefSchema,
      stage: z.enum(MATCHABLE_STAGES),
      reasons: z.array(matchReasonSchema),
    }),
  ),
  /** Screened opportunities (flares on the default plant) that match, best of the chosen case first. */
  opportunities: z.object({
    items: z.array(
      z.object({
        flare: z.object({
          name: z.string(),
          country: countryRefSchema,
          company: z.object({ slug: z.string(), name: z.string(), isUnattributed: z.boolean() }),
        }),
        capacityMw: z.number(),
        capexUsd: z.number(),
        /** How many flares its plant pools: 1 for a single flare, 2 or more for a cluster (decision 040). */
        memberCount: z.number().int(),
        reasons: z.array(matchReasonSchema),
      }),
    ),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
});
export type InvestorMatchesResponse = z.infer<typeof investorMatchesResponseSchema>;
export type MatchReasonResponse = z.infer<typeof matchReasonSchema>;

/** GET /api/projects/:project/investor-matches (owner or administrator): how many investors it suits. */
export const projectInvestorMatchesResponseSchema = z.object({ count: z.number().int() });
export type ProjectInvestorMatchesResponse = z.infer<typeof projectInvestorMatchesResponseSchema>;

export const investorProfileResponseSchema = z.object({ profile: investorProfileSchema.nullable() });
export type InvestorProfileResponse = z.infer<typeof investorProfileResponseSchema>;

/** POST /api/projects/:project/pipeline/steps: one step, by the investor or by the owner's side. */
export const pipelineStepRequestSchema = z.discriminatedUnion('step', [
  z.object({ step: z.literal('express_interest') }),
  z.object({
    step: z.literal('indicate'),
    amountUsd: usd(),
    instrument: z.enum(INSTRUMENTS, { error: 'validation.required' }),
  }),
  z.object({
    step: z.literal('commit'),
    amountUsd: usd(),
    conditions: z.string().trim().max(MAX_CONDITIONS_LENGTH, { error: 'validation.too_long' }).default(''),
  }),
  z.object({ step: z.literal('withdraw') }),
  // The owner's steps name the investor's entry.
  z.object({ step: z.literal('accept_indication'), entryId: z.uuid() }),
  z.object({ step: z.literal('decline_indication'), entryId: z.uuid() }),
  z.object({ step: z.literal('close'), entryId: z.uuid() }),
]);
export type PipelineStepRequest = z.input<typeof pipelineStepRequestSchema>;

const investorSchema = z.object({
  username: z.string().nullable(),
  organisation: z.string().nullable(),
  type: z.enum(INVESTOR_TYPES).nullable(),
});

export const pipelineEventSchema = z.object({
  step: z.enum(PIPELINE_STEPS),
  stage: z.enum(PIPELINE_STAGES),
  /** Who took it: the investor, or the owner's side (the owner or an administrator). */
  actor: z.object({ username: z.string().nullable(), side: z.enum(['investor', 'owner']) }),
  at: z.string(),
  amountUsd: z.number().nullable(),
  instrument: z.enum(INSTRUMENTS).nullable(),
  conditions: z.string().nullable(),
  ndaVersion: z.number().int().nullable(),
});
export type PipelineEvent = z.infer<typeof pipelineEventSchema>;

export const pipelineEntrySchema = z.object({
  id: z.string(),
  isYou: z.boolean(),
  investor: investorSchema,
  stage: z.enum(PIPELINE_STAGES),
  isIndicationAccepted: z.boolean(),
  amountUsd: z.number().nullable(),
  instrument: z.enum(INSTRUMENTS).nullable(),
  conditions: z.string().nullable(),
  updatedAt: z.string(),
  /** Every change, oldest first: append-only. */
  history: z.array(pipelineEventSchema),
  /** The steps the viewer may take on this entry now. */
  steps: z.array(z.enum(PIPELINE_STEPS)),
});
export type PipelineEntry = z.infer<typeof pipelineEntrySchema>;

export const pipelineResponseSchema = z.object({
  /** owner and admin see every entry; an investor their own. */
  viewerRole: z.enum(['owner', 'admin', 'investor']),
  hasInvestorProfile: z.boolean(),
  isSeekingFunding: z.boolean(),
  fundingSoughtUsd: z.number(),
  /** The viewer's own entry (null until they express interest). */
  mine: pipelineEntrySchema.nullable(),
  /** What the viewer may start with when not yet in the pipeline. */
  startSteps: z.array(z.enum(PIPELINE_STEPS)),
  /** Every investor's entry, for the owner's side; empty for investors. */
  entries: z.array(pipelineEntrySchema),
  nda: z.object({
    isAccepted: z.boolean(),
    acceptedAt: z.string().nullable(),
    acceptedVersion: z.number().int().nullable(),
  }),
});
export type PipelineResponse = z.infer<typeof pipelineResponseSchema>;

/** PUT /api/projects/:project/nda: the project's confidentiality terms in both languages (a new version). */
export const ndaRequestSchema = z.object({
  textEn: longText(MAX_NDA_LENGTH),
  textEs: longText(MAX_NDA_LENGTH),
});
export type NdaRequest = z.infer<typeof ndaRequestSchema>;

/** POST /api/projects/:project/nda/acceptance: the version read and agreed to. */
export const ndaAcceptanceRequestSchema = z.object({ version: z.number().int().min(1) });

export const ndaResponseSchema = z.object({
  version: z.number().int(),
  textEn: z.string(),
  textEs: z.string(),
  /** True while the owner has not written their own: Flarescope's standard terms. */
  isStandard: z.boolean(),
  updatedAt: z.string().nullable(),
  canEdit: z.boolean(),
  acceptance: z.object({ version: z.number().int(), acceptedAt: z.string() }).nullable(),
});
export type NdaResponse = z.infer<typeof ndaResponseSchema>;

export const ndaAcceptancesResponseSchema = z.object({
  /** Whether `ip` is given: to administrators only (null for the owner). */
  showsIp: z.boolean(),
  items: z.array(
    z.object({
      username: z.string().nullable(),
      organisation: z.string().nullable(),
      version: z.number().int(),
      acceptedAt: z.string(),
      ip: z.string().nullable(),
    }),
  ),
});
export type NdaAcceptancesResponse = z.infer<typeof ndaAcceptancesResponseSchema>;

/** What an instrument is expected to return, from the project's model. */
export const expectedReturnSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('equity'), equityIrr: z.number().nullable() }),
  z.object({ kind: z.literal('debt'), rate: z.number(), minDscr: z.number().nullable() }),
  z.object({ kind: z.literal('mezzanine'), projectIrr: z.number().nullable(), debtRate: z.number() }),
  z.object({ kind: z.literal('grant') }),
]);
export type ExpectedReturn = z.infer<typeof expectedReturnSchema>;

/** The amount of one instrument in the funding plan: 0 (not sought) up to the largest capex. */
const plannedUsd = () =>
  z
    .number({ error: 'investors.validation.amountRequired' })
    .finite({ error: 'investors.validation.amountRequired' })
    .min(0, { error: 'investors.validation.amountNotNegative' })
    .max(MAX_PROJECT_FUNDING_USD, { error: 'investors.validation.amountTooLarge' });

/**
 * PUT /api/projects/:project/funding-plan: what the owner seeks of each instrument (US dollars). Their sum
 * becomes the project's funding sought; it may not exceed the capex (checked by the API, which knows it):
 * the owner's own contribution is what the capex leaves.
 */
export const fundingPlanRequestSchema = z.object({
  equityUsd: plannedUsd(),
  debtUsd: plannedUsd(),
  mezzanineUsd: plannedUsd(),
  grantUsd: plannedUsd(),
});
export type FundingPlanRequest = z.infer<typeof fundingPlanRequestSchema>;

/** The funding plan as read (domain/funding-plan.ts), with what investors indicated and committed of each. */
export const fundingPlanSchema = z.object({
  capexUsd: z.number(),
  fundingSoughtUsd: z.number(),
  /** capex − funding sought (negative when a project seeks more than its capex). */
  ownerContributionUsd: z.number(),
  /** True while the owner has not split the funding: debt up to the model's debt, the rest equity. */
  isAssumed: z.boolean(),
  /** The debt the cash-flow model computes returns on (debt share × capex). */
  modelDebtUsd: z.number(),
  /** Every instrument, in INSTRUMENTS order, with what is sought and what live entries indicate and commit. */
  instruments: z.array(
    z.object({
      instrument: z.enum(INSTRUMENTS),
      soughtUsd: z.number(),
      indicatedUsd: z.number(),
      committedUsd: z.number(),
    }),
  ),
  /** Whether the viewer may change the plan (the owner and administrators). */
  canEdit: z.boolean(),
});
export type FundingPlanResponse = z.infer<typeof fundingPlanSchema>;

export const investorFinancialsResponseSchema = z.object({
  fundingSoughtUsd: z.number(),
  /** The funding sought by instrument, reconciled with the capex and the owner's contribution. */
  plan: fundingPlanSchema,
  indicatedUsd: z.number(),
  committedUsd: z.number(),
  viewerRole: z.enum(['owner', 'admin', 'investor']),
  /** Live indications and commitments, largest first. */
  items: z.array(
    z.object({
      isYou: z.boolean(),
      /** Null when the viewer is another investor (anonymised). */
      investor: investorSchema.nullable(),
      stage: z.enum(PIPELINE_STAGES),
      isIndicationAccepted: z.boolean(),
      instrument: z.enum(INSTRUMENTS),
      amountUsd: z.number(),
      /** Of the funding sought, as a fraction. */
      share: z.number(),
      conditions: z.string().nullable(),
      expectedReturn: expectedReturnSchema,
    }),
  ),
  /** The model's expected return of each instrument, for every reader. */
  returns: z.array(expectedReturnSchema),
});
export type InvestorFinancialsResponse = z.infer<typeof investorFinancialsResponseSchema>;
