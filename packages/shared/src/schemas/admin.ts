import { z } from 'zod';
import { CLIENT_ROUTES } from '../routes.js';
import { isCleanText } from '../text.js';

/**
 * The admin console (issue 19): users and their access, the audit log, the dashboard. Every body of an
 * administrator's change carries a reason, kept in the audit log with the administrator.
 */

/**
 * The console's sections in the order its tabs show them, with their addresses: the web app's tabs and
 * the server's first paint of a console page (which draws the same tabs) both read this list; the
 * addresses are the route table's (routes.ts).
 */
export const ADMIN_SECTIONS = [
  ['dashboard', CLIENT_ROUTES.adminDashboard.path],
  ['users', CLIENT_ROUTES.adminUsers.path],
  ['imports', CLIENT_ROUTES.adminImports.path],
  ['projects', CLIENT_ROUTES.adminProjects.path],
  ['sources', CLIENT_ROUTES.adminSources.path],
  ['duplicates', CLIENT_ROUTES.adminDuplicates.path],
  ['audit', CLIENT_ROUTES.adminAudit.path],
  ['registrations', CLIENT_ROUTES.adminRegistrations.path],
  ['nightfire', CLIENT_ROUTES.adminNightfire.path],
] as const;
export type AdminSection = (typeof ADMIN_SECTIONS)[number][0];

export const USER_ROLES = ['user', 'admin'] as const;
export type UserRoleName = (typeof USER_ROLES)[number];

export const ADMIN_PAGE_SIZE = 25;
export const ADMIN_MAX_PAGE_SIZE = 100;

/** `all`: a grant for every project; `some`: grants for named projects only; `none`: neither. */
export const PROJECT_ACCESS_SCOPES = ['all', 'some', 'none'] as const;
export type ProjectAccessScope = (typeof PROJECT_ACCESS_SCOPES)[number];

const yesNo = z.enum(['yes', 'no']);

export const adminUserListQuerySchema = z.object({
  /** Part of the email, first or last name, username or company (case- and accent-insensitive). */
  q: z.string().trim().max(200).optional(),
  role: z.enum(USER_ROLES).optional(),
  premium: yesNo.optional(),
  projects: z.enum(PROJECT_ACCESS_SCOPES).optional(),
  closed: yesNo.optional(),
  /** Has an investor profile (issue 17). */
  investor: yesNo.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(ADMIN_PAGE_SIZE),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserSummarySchema = z.object({
  id: z.string(),
  email: z.string(),
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  company: z.string().nullable(),
  role: z.enum(USER_ROLES),
  hasPremiumAccess: z.boolean(),
  projectAccess: z.enum(PROJECT_ACCESS_SCOPES),
  closedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>;

export const adminUserListResponseSchema = z.object({
  items: z.array(adminUserSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

/** Someone named in the log or on a grant (null: the command line, or an account since deleted). */
export const adminPersonSchema = z.object({ id: z.string(), email: z.string() }).nullable();

export const auditEntrySchema = z.object({
  id: z.string(),
  event: z.string(),
  createdAt: z.string(),
  user: adminPersonSchema,
  actor: adminPersonSchema,
  ip: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminGrantSchema = z.object({
  kind: z.enum(['premium', 'projects']),
  /** A one-project grant's project; null: every project (or premium). */
  project: z.object({ slug: z.string(), titleEn: z.string(), titleEs: z.string() }).nullable(),
  grantedBy: adminPersonSchema,
  reason: z.string().nullable(),
  createdAt: z.string(),
});

export const adminUserDetailSchema = adminUserSummarySchema.extend({
  country: z.string().nullable(),
  city: z.string().nullable(),
  position: z.string().nullable(),
  language: z.string(),
  updatedAt: z.string(),
  purgeAfter: z.string().nullable(),
  sessions: z.object({ count: z.number().int(), lastSeenAt: z.string().nullable() }),
  grants: z.array(adminGrantSchema),
  history: z.array(auditEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** Why an administrator made a change: required, one line or a short paragraph. */
export const adminReasonSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(500, { error: 'validation.too_long' })
  .refine((text) => isCleanText(text, { multiline: true }), { error: 'validation.control_characters' });

export const adminPremiumRequestSchema = z.object({
  isGranted: z.boolean(),
  reason: adminReasonSchema,
});
export type AdminPremiumRequest = z.infer<typeof adminPremiumRequestSchema>;

/**
 * Project access: `all` grants or revokes the grant for every project; `projects` grants or revokes
 * the grants for the projects named (by their web address name).
 */
export const adminProjectAccessRequestSchema = z
  .object({
    isGranted: z.boolean(),
    scope: z.enum(['all', 'projects']),
    projects: z.array(z.string().min(1).max(160)).max(50).default([]),
    reason: adminReasonSchema,
  })
  .refine((body) => body.scope === 'all' || body.projects.length > 0, {
    path: ['projects'],
    error: 'validation.required',
  });
export type AdminProjectAccessRequest = z.input<typeof adminProjectAccessRequestSchema>;

export const adminRoleRequestSchema = z.object({
  role: z.enum(USER_ROLES),
  reason: adminReasonSchema,
});
export type AdminRoleRequest = z.infer<typeof adminRoleRequestSchema>;

export const adminSignOutRequestSchema = z.object({ reason: adminReasonSchema });
export type AdminSignOutRequest = z.infer<typeof adminSignOutRequestSchema>;

// --- Audit log -------------------------------------------------------------------------------

export const auditListQuerySchema = z.object({
  /** Part of the email of the user the event is about, or of the administrator who acted. */
  user: z.string().trim().max(200).optional(),
  kind: z.string().trim().max(40).optional(),
  from: z.iso.date({ error: 'validation.invalid_value' }).optional(),
  to: z.iso.date({ error: 'validation.invalid_value' }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(ADMIN_MAX_PAGE_SIZE).default(50),
});
export type AuditListQuery = z.infer<typeof auditListQuerySchema>;

export const auditListResponseSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  kinds: z.array(z.string()),
});
export type AuditListResponse = z.infer<typeof auditListResponseSchema>;

// --- Dashboard -------------------------------------------------------------------------------

/** Weeks of sign-ups the dashboard shows (Monday to Sunday, UTC), the current one last. */
export const DASHBOARD_WEEKS = 12;
/** The window of the imports count. */
export const DASHBOARD_IMPORT_DAYS = 30;

export const adminDashboardSchema = z.object({
  users: z.object({
    total: z.number().int(),
    admins: z.number().int(),
    premium: z.number().int(),
    projectAccess: z.number().int(),
    closed: z.number().int(),
    /** New accounts per week: `weekStart` is the Monday (YYYY-MM-DD, UTC). */
    byWeek: z.array(z.object({ weekStart: z.string(), count: z.number().int() })),
  }),
  projects: z.object({
    total: z.number().int(),
    published: z.number().int(),
    byStage: z.array(z.object({ stage: z.string(), total: z.number().int(), published: z.number().int() })),
    featured: z.object({ slug: z.string(), titleEn: z.string(), titleEs: z.string() }).nullable(),
  }),
  /** Investors (issue 17): profiles, those active in a pipeline, and the money of each step, in USD. */
  investors: z.object({
    profiles: z.number().int(),
    active: z.number().int(),
    indicatedUsd: z.number(),
    committedUsd: z.number(),
    closedUsd: z.number(),
  }),
  imports: z.object({
    total: z.number().int(),
    succeeded: z.number().int(),
    failed: z.number().int(),
    /** Rows in the files that were imported. */
    rows: z.number().int(),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// --- Projects --------------------------------------------------------------------------------

export const adminProjectSchema = z.object({
  slug: z.string(),
  titleEn: z.string(),
  titleEs: z.string(),
  stage: z.string(),
  owner: adminPersonSchema,
  isPublished: z.boolean(),
  isFeatured: z.boolean(),
  isIllustrative: z.boolean(),
  updatedAt: z.string(),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

export const adminProjectListResponseSchema = z.object({ items: z.array(adminProjectSchema) });
export type AdminProjectListResponse = z.infer<typeof adminProjectListResponseSchema>;

/** Deletes a project for good: why, for the audit log. */
export const adminDeleteProjectRequestSchema = z.object({ reason: adminReasonSchema });
export type AdminDeleteProjectRequest = z.infer<typeof adminDeleteProjectRequestSchema>;

/** Features a published project on the home screen (only one is featured at a time), or stops. */
export const adminFeatureRequestSchema = z.object({ isFeatured: z.boolean() });

/** The project the home screen's Investors Room card shows (public: its title and summary only). */
export const featuredProjectResponseSchema = z.object({
  project: z
    .object({
      slug: z.string(),
      title: z.object({ en: z.string(), es: z.string() }),
      summary: z.object({ en: z.string(), es: z.string() }),
      stage: z.string(),
    })
    .nullable(),
});
export type FeaturedProjectResponse = z.infer<typeof featuredProjectResponseSchema>;

// --- Data sources ----------------------------------------------------------------------------

export const adminSourceSchema = z.object({
  id: z.string(),
  publisher: z.string(),
  kind: z.string(),
  titleEn: z.string(),
  titleEs: z.string().nullable(),
  licenceEn: z.string(),
  licenceEs: z.string().nullable(),
  url: z.string().nullable(),
  publishedOn: z.string().nullable(),
  /** Rows of flaring data the source carries, per table, and in all. */
  rows: z.record(z.string(), z.number().int()),
  totalRows: z.number().int(),
});
export type AdminSource = z.infer<typeof adminSourceSchema>;

export const adminSourceListResponseSchema = z.object({ items: z.array(adminSourceSchema) });
export type AdminSourceListResponse = z.infer<typeof adminSourceListResponseSchema>;

const sourceText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.too_long' })
    .refine((text) => isCleanText(text), { error: 'validation.control_characters' });

/** A data source's titles and licence texts in both languages. */
export const adminSourceRequestSchema = z.object({
  titleEn: sourceText(300),
  titleEs: sourceText(300),
  licenceEn: sourceText(200),
  licenceEs: sourceText(300),
});
export type AdminSourceRequest = z.infer<typeof adminSourceRequestSchema>;

/**
 * The candidate-duplicates report (issue 34, decision 035): a pair of named companies of one country that
 * may be one company under two names, with the evidence measured on the data, and the decision if taken.
 */
export const duplicateCandidateSchema = z.object({
  /** The pair's key: the country and both names, accents and case ignored, in order. */
  key: z.string(),
  country: z.object({ iso3: z.string(), slug: z.string() }),
  companies: z.tuple([
    z.object({
      slug: z.string(),
      name: z.string(),
      from: z.number().int().nullable(),
      to: z.number().int().nullable(),
    }),
    z.object({
      slug: z.string(),
      name: z.string(),
      from: z.number().int().nullable(),
      to: z.number().int().nullable(),
    }),
  ]),
  /** Flares a source dated to both (up to 20 names) and how many in all. */
  sharedFlares: z.array(z.string()),
  sharedFlareCount: z.number().int(),
  sharedFields: z.array(z.string()),
  /** Their years with flaring: overlapping, one ending within two years of the other's start, or apart. */
  timing: z.enum(['overlap', 'handover', 'apart', 'unknown']),
  /** 0–1: shared words or letter triples of the names, legal forms left out. */
  nameSimilarity: z.number(),
  score: z.number(),
  review: z
    .object({
      decision: z.enum(['merge', 'distinct']),
      keepName: z.string(),
      evidence: z.string(),
      reviewedAt: z.string(),
    })
    .nullable(),
});
export type DuplicateCandidate = z.infer<typeof duplicateCandidateSchema>;

export const duplicateListResponseSchema = z.object({
  items: z.array(duplicateCandidateSchema),
  /** Pairs with no decision yet. */
  pending: z.number().int(),
});
export type DuplicateListResponse = z.infer<typeof duplicateListResponseSchema>;

const companySlug = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  .max(120, { error: 'validation.too_long' });

/** An administrator's decision on a pair: merge `other` into `keep`, or not the same; with the evidence. */
export const duplicateReviewRequestSchema = z.object({
  country: companySlug,
  keep: companySlug,
  other: companySlug,
  decision: z.enum(['merge', 'distinct'], { error: 'validation.invalid_value' }),
  evidence: z
    .string({ error: 'validation.required' })
    .trim()
    .min(10, { error: 'validation.evidence_too_short' })
    .max(2000, { error: 'validation.too_long' })
    .refine((text) => isCleanText(text), { error: 'validation.control_characters' }),
});
export type DuplicateReviewRequest = z.infer<typeof duplicateReviewRequestSchema>;
