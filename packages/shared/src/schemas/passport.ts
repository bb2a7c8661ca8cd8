import { z } from 'zod';
import { isCleanText } from '../text.js';
import { projectSummarySchema } from './projects.js';

/**
 * My Passport (issue 18): the profile, its privacy per field, the cover photo, My projects and personal
 * API keys — the bodies of /api/passport, /api/profiles and /api/account/api-keys.
 */

/** Who may see a field (LinkedIn's model): the owner only, any signed-in user, or everyone. */
export const VISIBILITIES = ['only_me', 'signed_in', 'everyone'] as const;
export type Visibility = (typeof VISIBILITIES)[number];

/** Who is looking: narrower audiences see less. */
export const AUDIENCES = ['everyone', 'signed_in', 'only_me'] as const;
export type Audience = (typeof AUDIENCES)[number];

/** True when a field of `visibility` is shown to `audience` (the owner, `only_me`, sees everything). */
export const isVisibleTo = (visibility: Visibility, audience: Audience): boolean =>
  AUDIENCES.indexOf(audience) >= AUDIENCES.indexOf(visibility);

/** The profile and the fields with a privacy setting of their own. */
export const PRIVACY_FIELDS = ['profile', 'birthDate', 'location', 'work', 'about'] as const;
export type PrivacyField = (typeof PRIVACY_FIELDS)[number];

export const HEADLINE_MAX_LENGTH = 120;
export const ABOUT_MAX_LENGTH = 2000;

/** Cover photo (DESIGN §5): JPEG, PNG or WebP up to 10 MB, cropped to the banner's 4:1 frame. */
export const COVER_MAX_BYTES = 10 * 1024 * 1024;
export const COVER_BANNER = { width: 1584, height: 396 } as const;
export const COVER_SMALL = { width: 528, height: 132 } as const;
export const COVER_ASPECT = COVER_BANNER.width / COVER_BANNER.height;
export const COVER_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

/** An HTML tag or comment (`<b>`, `</p>`, `<script src=…>`, `<!-- -->`): linear, no nested repetition. */
const HTML_TAG = /<[/!?]?[A-Za-z][^<>]*>|<!--/;

export const containsHtml = (text: string): boolean => HTML_TAG.test(text);

const visibilitySchema = z.enum(VISIBILITIES, { error: 'validation.invalid_value' });

/** PATCH /api/passport: any of headline, about me and the privacy settings; empty text clears. */
export const passportUpdateSchema = z
  .object({
    headline: z
      .string({ error: 'validation.invalid_value' })
      .max(HEADLINE_MAX_LENGTH, { error: 'validation.too_long', abort: true })
      .refine((value) => isCleanText(value), { error: 'validation.control_characters', abort: true })
      .transform((value) => value.trim())
      .optional(),
    about: z
      .string({ error: 'validation.invalid_value' })
      .max(ABOUT_MAX_LENGTH, { error: 'validation.too_long', abort: true })
      .refine((value) => isCleanText(value, { multiline: true }), {
        error: 'validation.control_characters',
        abort: true,
      })
      .refine((value) => !containsHtml(value), { error: 'validation.no_html' })
      .transform((value) => value.replace(/\r\n?/g, '\n').trim())
      .optional(),
    visibility: z.partialRecord(z.enum(PRIVACY_FIELDS), visibilitySchema).optional(),
  })
  .refine(
    (value) => value.headline !== undefined || value.about !== undefined || value.visibility !== undefined,
    { error: 'validation.required' },
  );
export type PassportUpdate = z.input<typeof passportUpdateSchema>;

const coverSchema = z.object({
  /** The 1584×396 banner and the 528×132 small variant, each served under a key with its content hash. */
  bannerUrl: z.string(),
  smallUrl: z.string(),
});
export type Cover = z.infer<typeof coverSchema>;

/** A profile as one audience sees it: a field left out is hidden from that audience. */
export const profileResponseSchema = z.object({
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  headline: z.string().nullable(),
  cover: coverSchema.nullable(),
  birthDate: z.string().nullable().optional(),
  location: z.object({ country: z.string().nullable(), city: z.string().nullable() }).optional(),
  work: z
    .object({
      isWorking: z.boolean().nullable(),
      company: z.string().nullable(),
      position: z.string().nullable(),
    })
    .optional(),
  about: z.string().nullable().optional(),
  /** The audience this answer was made for (the owner may ask to view as another). */
  audience: z.enum(AUDIENCES),
  isOwner: z.boolean(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const profileQuerySchema = z.object({
  /** View as a narrower audience than the viewer's own (the owner's "view as" switch). */
  viewAs: z.enum(AUDIENCES).optional(),
});

/** GET /api/passport: the owner's whole profile with its privacy settings and access. */
export const passportResponseSchema = z.object({
  username: z.string().nullable(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  birthDate: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  isWorking: z.boolean().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  headline: z.string().nullable(),
  about: z.string().nullable(),
  cover: coverSchema.nullable(),
  visibility: z.object({
    profile: z.enum(VISIBILITIES),
    birthDate: z.enum(VISIBILITIES),
    location: z.enum(VISIBILITIES),
    work: z.enum(VISIBILITIES),
    about: z.enum(VISIBILITIES),
  }),
  hasPremiumAccess: z.boolean(),
  hasProjectAccess: z.boolean(),
});
export type PassportResponse = z.infer<typeof passportResponseSchema>;

/** The cover photo's crop, in the pixels of the picture as shown (the cropper's `croppedAreaPixels`). */
export const coverCropSchema = z.object({
  left: z.coerce.number({ error: 'validation.invalid_value' }).int().min(0).max(100_000),
  top: z.coerce.number({ error: 'validation.invalid_value' }).int().min(0).max(100_000),
  width: z.coerce.number({ error: 'validation.invalid_value' }).int().min(1).max(100_000),
  height: z.coerce.number({ error: 'validation.invalid_value' }).int().min(1).max(100_000),
});
export type CoverCrop = z.infer<typeof coverCropSchema>;

/**
 * GET /api/passport/projects: My projects in groups, each a kind and its projects. Groups are listed in
 * this order; a new kind (investor pipelines: 'pipeline') is one more entry here and in the service.
 */
export const MY_PROJECT_GROUPS = ['owned', 'pipeline', 'access'] as const;
export type MyProjectGroup = (typeof MY_PROJECT_GROUPS)[number];
export const myProjectsResponseSchema = z.object({
  groups: z.array(z.object({ kind: z.enum(MY_PROJECT_GROUPS), items: z.array(projectSummarySchema) })),
  /** False without any project access: the section shows SPEC's message. */
  hasProjectAccess: z.boolean(),
});
export type MyProjectsResponse = z.infer<typeof myProjectsResponseSchema>;

/* Personal API keys (users with premium access). */

export const API_KEY_NAME_MAX_LENGTH = 60;
export const MAX_API_KEYS = 10;
/** The header programs send the key in (DESIGN §5). */
export const API_KEY_HEADER = 'x-api-key';

/** How long a new key lives unless its owner chooses otherwise: a year from its creation. */
export const API_KEY_DEFAULT_EXPIRY_DAYS = 365;
/** The longest expiry in days a key may be given; a key that never expires is chosen by name ('never'). */
export const API_KEY_MAX_EXPIRY_DAYS = 730;
/**
 * The lifetimes a key may be given, the ones the passport's API keys screen offers: days, or 'never' —
 * which only a person who picks it gets (issue 35: `null` used to mean "never" by accident).
 */
export const API_KEY_EXPIRY_CHOICES = [
  30,
  90,
  API_KEY_DEFAULT_EXPIRY_DAYS,
  API_KEY_MAX_EXPIRY_DAYS,
  'never',
] as const;
export type ApiKeyExpiry = (typeof API_KEY_EXPIRY_CHOICES)[number];

export const apiKeyCreateSchema = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(API_KEY_NAME_MAX_LENGTH, { error: 'validation.too_long', abort: true })
    .refine((value) => isCleanText(value), { error: 'validation.control_characters' }),
  /** One of API_KEY_EXPIRY_CHOICES: days from creation until the key stops working, or 'never'; a year when left out. */
  expiresInDays: z
    .union(
      API_KEY_EXPIRY_CHOICES.map((choice) => z.literal(choice)),
      { error: 'validation.invalid_value' },
    )
    .default(API_KEY_DEFAULT_EXPIRY_DAYS),
});
export type ApiKeyCreate = z.infer<typeof apiKeyCreateSchema>;

export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The key's first characters, to tell keys apart (`fsk_AbC123xy`). */
  prefix: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** When the key stops working (null: never); `expired` once that moment has passed, by the server's clock. */
  expiresAt: z.string().nullable(),
  expired: z.boolean(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

/** A user's keys that are not revoked, newest first, expired ones included (marked), until revoked. */
export const apiKeyListSchema = z.object({ items: z.array(apiKeySchema) });
export type ApiKeyList = z.infer<typeof apiKeyListSchema>;

/** The answer of creating a key: the only time its secret is shown. */
export const apiKeyCreatedSchema = z.object({ key: apiKeySchema, secret: z.string() });
export type ApiKeyCreated = z.infer<typeof apiKeyCreatedSchema>;
