import { z } from 'zod';
import { LOCALES } from '../constants.js';
import { isCleanText } from '../text.js';
import { emailSchema } from './account-rules.js';
import { captchaTokenSchema, countryCodeSchema, optionalLineSchema, requiredLineSchema } from './accounts.js';
import type { CaptchaAction } from './captcha.js';

/** The bot check's action for the Business Mastery interest form. */
export const EVENT_CAPTCHA_ACTION = 'event_interest' as const satisfies CaptchaAction;

/** Who may take part (SPEC §1): professionals from operating and from service companies. */
export const EVENT_ROLES = ['operating', 'service'] as const;
export type EventRole = (typeof EVENT_ROLES)[number];

export const EVENT_MESSAGE_MAX = 2000;

/** POST /api/event/registrations: "Register your interest" on /bussiness. */
export const eventRegistrationRequestSchema = z.object({
  name: requiredLineSchema(150),
  email: emailSchema,
  company: requiredLineSchema(150),
  country: countryCodeSchema,
  role: z.enum(EVENT_ROLES, { error: 'validation.required' }),
  position: optionalLineSchema(150),
  /** Free text: line breaks kept, nothing else invisible. */
  message: z
    .string({ error: 'validation.invalid_value' })
    .trim()
    .max(EVENT_MESSAGE_MAX, { error: 'validation.too_long', abort: true })
    .refine((value) => isCleanText(value, { multiline: true }), { error: 'validation.control_characters' })
    .optional()
    .transform((value) => (value ? value : undefined)),
  captcha: captchaTokenSchema,
  language: z.enum(LOCALES, { error: 'validation.invalid_value' }).optional(),
});
export type EventRegistrationRequest = z.input<typeof eventRegistrationRequestSchema>;

/** The answer: whether this address had registered before (its details are then replaced). */
export const eventRegistrationResponseSchema = z.object({ updated: z.boolean() });

/** One registration as administrators list it (GET /api/event/registrations). */
export const eventRegistrationSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  country: z.string(),
  role: z.enum(EVENT_ROLES),
  position: z.string().nullable(),
  message: z.string().nullable(),
  language: z.enum(LOCALES),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type EventRegistration = z.infer<typeof eventRegistrationSchema>;

/** GET /api/event/registrations (administrators): a page, searched. */
export const eventRegistrationListQuerySchema = z.object({
  /** Part of the name, email, company, position, message, or the country code. */
  q: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});
export type EventRegistrationListQuery = z.infer<typeof eventRegistrationListQuerySchema>;

export const eventRegistrationListSchema = z.object({
  items: z.array(eventRegistrationSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type EventRegistrationList = z.infer<typeof eventRegistrationListSchema>;
