import { z } from 'zod';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_MAX_LENGTH,
  USERNAME_MIN_LENGTH,
} from '../constants.js';

/**
 * Field rules of SPEC §5, shared by the web forms and the API. Messages are dictionary keys
 * (`validation.*`, `errors.*`), translated where they are shown.
 */

// A practical address check: one @, no spaces, a dot in the domain with at least one character before it
// and two after it. RFC 5322 allows more, but mail servers we would deliver to do not.
// Every pattern on user input must be linear-time (issue 15): `^[^\s@]+@[^\s@]+\.[^\s@]{2,}$`, the
// pattern this replaces, backtracked quadratically over a domain of dots followed by a space (60 000
// dots: 3 s, the whole server blocked). Here the pattern has one way to match (the @ splits it) and
// the dot is found with lastIndexOf.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+$/;

/** The e-mail shape check, linear in the length of the address. */
export const isEmailShaped = (value: string): boolean => {
  if (!EMAIL_SHAPE.test(value)) return false;
  const domain = value.slice(value.indexOf('@') + 1);
  return domain.lastIndexOf('.', domain.length - 3) >= 1;
};

export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, { error: 'validation.required' })
  // abort: nothing else runs on a text over the limit.
  .max(254, { error: 'validation.email_format', abort: true })
  .refine(isEmailShaped, { error: 'validation.email_format' })
  .transform((value) => value.toLowerCase());

export const passwordSchema = z
  .string({ error: 'validation.required' })
  .min(PASSWORD_MIN_LENGTH, { error: 'validation.password_length' })
  .max(PASSWORD_MAX_LENGTH, { error: 'validation.password_length' })
  .regex(/[a-z]/, { error: 'validation.password_lowercase' })
  .regex(/[A-Z]/, { error: 'validation.password_uppercase' })
  .regex(/[^A-Za-z]/, { error: 'validation.password_number_or_special' });

export const usernameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(USERNAME_MIN_LENGTH, { error: 'validation.username_length' })
  .max(USERNAME_MAX_LENGTH, { error: 'validation.username_length' })
  .regex(/^[A-Za-z0-9._-]+$/, { error: 'validation.username_characters' });

/** Password entered twice: both rules and 'Passwords must match'. */
export const newPasswordSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string({ error: 'validation.required' }) })
  .refine((value) => value.password === value.confirmPassword, {
    error: 'validation.passwords_must_match',
    path: ['confirmPassword'],
  });

export type NewPassword = z.infer<typeof newPasswordSchema>;
