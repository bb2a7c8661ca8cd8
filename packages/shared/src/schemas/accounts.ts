import { z } from 'zod';
import { LOCALES, MINIMUM_AGE_YEARS, UNIT_SYSTEMS, VERIFICATION_CODE_LENGTH } from '../constants.js';
import { COUNTRY_CODES } from '../countries.js';
import { CLIENT_ROUTES } from '../routes.js';
import { isCleanText } from '../text.js';
import { emailSchema, passwordSchema, usernameSchema } from './account-rules.js';
import type { CaptchaAction } from './captcha.js';
import { sessionUserSchema } from './session.js';

/**
 * Request and response bodies of the accounts API (docs: the accounts contract, `/api/docs`).
 * One schema per body, used by the web forms (zodResolver) and by the API routes. Field messages are
 * dictionary keys (`validation.*`).
 */

/** Which bot-check action each endpoint verifies its `captcha` token against. */
export const ACCOUNT_CAPTCHA_ACTIONS = {
  /** POST /api/auth/signup/code (first send and every resend). */
  signUpCode: 'signup',
  /** POST /api/auth/signin. */
  signIn: 'login',
  /** POST /api/auth/password-reset/code. */
  passwordResetCode: 'forgot_password',
  /** POST /api/account/email/code. */
  emailChangeCode: 'send_code',
} as const satisfies Record<string, CaptchaAction>;

const required = { error: 'validation.required' } as const;

/** One line of text: no control characters (tabs and line breaks included), no lone surrogates. */
const oneLine = { error: 'validation.control_characters' } as const;

/** A free-text field: trimmed, required, at most `max` characters, one line. */
const text = (max: number) =>
  z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, { error: 'validation.too_long', abort: true })
    .refine((value) => isCleanText(value), oneLine);

/** A free-text field that may be left empty; empty becomes undefined. */
const optionalText = (max: number) =>
  z
    .string({ error: 'validation.invalid_value' })
    .trim()
    .max(max, { error: 'validation.too_long', abort: true })
    .refine((value) => isCleanText(value), oneLine)
    .optional()
    .transform((value) => (value ? value : undefined));

/** A password typed to prove who you are (sign-in, current password): not checked against the rules. */
const enteredPasswordSchema = z.string(required).min(1, required).max(128, { error: 'validation.too_long' });

/** The bot-check token of the web captcha loader, for the action in ACCOUNT_CAPTCHA_ACTIONS. */
export const captchaTokenSchema = z
  .string(required)
  .min(1, required)
  .max(4096, { error: 'validation.too_long' });

/** A verification code as mailed: exactly 6 digits (spaces around it are ignored). */
export const verificationCodeSchema = z
  .string(required)
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), { error: 'validation.code_format' });

/** A single-use proof that a code was entered (sign-up and password reset); opaque to the browser. */
export const ticketSchema = z
  .string(required)
  .min(1, required)
  .max(200, { error: 'validation.invalid_value' });

const languageSchema = z.enum(LOCALES, { error: 'validation.invalid_value' });
const unitsSchema = z.enum(UNIT_SYSTEMS, { error: 'validation.invalid_value' });

const BIRTH_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date of a YYYY-MM-DD text, or null when it is not a real calendar date (2026-02-30). */
export const parseCalendarDate = (value: string): { year: number; month: number; day: number } | null => {
  const match = BIRTH_DATE_PATTERN.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
};

/** Full years between a birth date and `today` (both calendar dates; birthdays count on the day). */
export const ageOn = (birth: { year: number; month: number; day: number }, today: Date): number => {
  const [year, month, day] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return year - birth.year - (hadBirthday ? 0 : 1);
};

/** Checks a birth date against `today`: a message key, or null when it is fine. */
export const birthDateProblem = (value: string, today: Date): string | null => {
  const birth = parseCalendarDate(value);
  if (!birth || birth.year < 1900) return 'validation.birthdate_invalid';
  const todayKey = today.toISOString().slice(0, 10);
  if (value >= todayKey) return 'validation.birthdate_invalid';
  if (ageOn(birth, today) < MINIMUM_AGE_YEARS) return 'validation.birthdate_underage';
  return null;
};

/** Birth date YYYY-MM-DD: a real date in the past, at least 18 years ago (checked against today). */
export const birthDateSchema = z.string(required).superRefine((value, ctx) => {
  const problem = birthDateProblem(value, new Date());
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

/** ISO 3166-1 alpha-2 country code, upper case (`co`, ` CO ` → `CO`). */
export const countryCodeSchema = z
  .string(required)
  .trim()
  .toUpperCase()
  .refine((value) => (COUNTRY_CODES as readonly string[]).includes(value), {
    error: 'validation.country_invalid',
  });

/* Step pieces: the web stepper validates one step at a time with these shapes. */

export const personalInfoShape = {
  firstName: text(100),
  lastName: text(100),
  birthDate: birthDateSchema,
};
export const locationShape = { country: countryCodeSchema, city: text(100) };
export const workShape = {
  isWorking: z.boolean({ error: 'validation.required' }),
  company: optionalText(150),
  position: optionalText(150),
};

type WorkFields = { isWorking: boolean; company?: string | undefined; position?: string | undefined };

/** Company and position are required while working. */
const requireWorkDetails = (value: WorkFields, ctx: z.RefinementCtx) => {
  if (!value.isWorking) return;
  if (!value.company) ctx.addIssue({ code: 'custom', path: ['company'], message: 'validation.required' });
  if (!value.position) ctx.addIssue({ code: 'custom', path: ['position'], message: 'validation.required' });
};

type PasswordPair = { password: string; confirmPassword: string };
const requireMatchingPasswords = (value: PasswordPair, ctx: z.RefinementCtx) => {
  if (value.password !== value.confirmPassword) {
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: 'validation.passwords_must_match' });
  }
};

const passwordPairShape = {
  password: passwordSchema,
  confirmPassword: z.string(required).max(128, { error: 'validation.too_long' }),
};

export const personalInfoSchema = z.object(personalInfoShape);
export const usernameStepSchema = z.object({ username: usernameSchema });
export const locationSchema = z.object(locationShape);
export const workSchema = z.object(workShape).superRefine(requireWorkDetails);

/* Sign-up (SPEC §4: email → code → password → personal → username → location → work). */

/** POST /api/auth/signup/code: mails a sign-up code. `language` picks the mail's language. */
export const signUpCodeRequestSchema = z.object({
  email: emailSchema,
  captcha: captchaTokenSchema,
  language: languageSchema.optional(),
});
export type SignUpCodeRequest = z.infer<typeof signUpCodeRequestSchema>;

/** POST /api/auth/signup/verify and POST /api/auth/password-reset/verify. */
export const verifyCodeRequestSchema = z.object({ email: emailSchema, code: verificationCodeSchema });
export type VerifyCodeRequest = z.infer<typeof verifyCodeRequestSchema>;

/** The answer to a verified code: a ticket for the next step (sign-up: 60 minutes, single use). */
export const ticketResponseSchema = z.object({ ticket: z.string() });
export type TicketResponse = z.infer<typeof ticketResponseSchema>;

/** GET /api/auth/username-available?username= */
export const usernameAvailableQuerySchema = z.object({ username: usernameSchema });
export const usernameAvailableResponseSchema = z.object({ available: z.boolean() });
export type UsernameAvailableResponse = z.infer<typeof usernameAvailableResponseSchema>;

/** POST /api/auth/signup: the whole form, with the ticket of the verified email. */
export const signUpRequestSchema = z
  .object({
    ticket: ticketSchema,
    email: emailSchema,
    ...passwordPairShape,
    ...personalInfoShape,
    username: usernameSchema,
    ...locationShape,
    ...workShape,
    language: languageSchema.default('en'),
    units: unitsSchema.default('metric'),
  })
  .superRefine((value, ctx) => {
    requireMatchingPasswords(value, ctx);
    requireWorkDetails(value, ctx);
  });
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** The signed-in user as GET /api/session returns it. */
export const signUpResponseSchema = z.object({ user: sessionUserSchema });
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

/* Sign-in. */

/** POST /api/auth/signin */
export const signInRequestSchema = z.object({
  email: emailSchema,
  password: enteredPasswordSchema,
  captcha: captchaTokenSchema,
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** `reopened`: the account was closed and its owner signed in within the 30 days, which reopened it. */
export const signInResponseSchema = z.object({ user: sessionUserSchema, reopened: z.boolean() });
export type SignInResponse = z.infer<typeof signInResponseSchema>;

/* Forgot password: email → code → new password. */

/** POST /api/auth/password-reset/code */
export const passwordResetCodeRequestSchema = z.object({
  email: emailSchema,
  captcha: captchaTokenSchema,
  language: languageSchema.optional(),
});
export type PasswordResetCodeRequest = z.infer<typeof passwordResetCodeRequestSchema>;

/** POST /api/auth/password-reset */
export const passwordResetRequestSchema = z
  .object({ ticket: ticketSchema, ...passwordPairShape })
  .superRefine(requireMatchingPasswords);
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/* Settings (signed in). */

/** GET /api/account and the answer of every account change. */
export const accountResponseSchema = sessionUserSchema.omit({ id: true }).extend({
  birthDate: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  isWorking: z.boolean().nullable(),
  company: z.string().nullable(),
  position: z.string().nullable(),
  /** A new address waiting for its code (POST /api/account/email), or null. */
  pendingEmail: z.string().nullable(),
});
export type AccountResponse = z.infer<typeof accountResponseSchema>;

/** PATCH /api/account: the account fields, with the sign-up rules. */
export const updateAccountRequestSchema = z
  .object({ ...personalInfoShape, username: usernameSchema, ...locationShape, ...workShape })
  .superRefine(requireWorkDetails);
export type UpdateAccountRequest = z.input<typeof updateAccountRequestSchema>;

/** PATCH /api/account/preferences: either or both; an empty change (`{}`) is refused. */
export const updatePreferencesRequestSchema = z
  .object({
    language: languageSchema.optional(),
    units: unitsSchema.optional(),
  })
  .refine((value) => value.language !== undefined || value.units !== undefined, required);
export type UpdatePreferencesRequest = z.infer<typeof updatePreferencesRequestSchema>;
export const preferencesResponseSchema = z.object({
  language: z.enum(LOCALES),
  units: z.enum(UNIT_SYSTEMS),
});
export type PreferencesResponse = z.infer<typeof preferencesResponseSchema>;

/** POST /api/account/password */
export const changePasswordRequestSchema = z
  .object({ currentPassword: enteredPasswordSchema, ...passwordPairShape })
  .superRefine(requireMatchingPasswords);
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;

/** POST /api/account/email/code: mails a code to the new address. */
export const emailChangeCodeRequestSchema = z.object({
  newEmail: emailSchema,
  captcha: captchaTokenSchema,
  language: languageSchema.optional(),
});
export type EmailChangeCodeRequest = z.infer<typeof emailChangeCodeRequestSchema>;

/** POST /api/account/email: the code mailed to the new address makes the change. */
export const changeEmailRequestSchema = z.object({ newEmail: emailSchema, code: verificationCodeSchema });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;

/** POST /api/account/close */
export const closeAccountRequestSchema = z.object({ password: enteredPasswordSchema });
export type CloseAccountRequest = z.infer<typeof closeAccountRequestSchema>;

/* Mail links that fill a code in (the web reads these query parameters). */

export const ACCOUNT_MAIL_LINKS = {
  signup: (email: string, code: string) =>
    `${CLIENT_ROUTES.register.path}?email=${encodeURIComponent(email)}&code=${code}`,
  password_reset: (email: string, code: string) =>
    `${CLIENT_ROUTES.root.path}?reset=1&email=${encodeURIComponent(email)}&code=${code}`,
  email_change: (email: string, code: string) =>
    `${CLIENT_ROUTES.settings.path}?emailCode=${code}&newEmail=${encodeURIComponent(email)}`,
} as const;

/** What a verification code is for; one live code per purpose and address. */
export const CODE_PURPOSES = ['signup', 'password_reset', 'email_change'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/** The one-line text fields' rules, for other forms that ask the same kind of thing (the event form). */
export { text as requiredLineSchema, optionalText as optionalLineSchema };
