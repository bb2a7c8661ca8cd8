import { describe, expect, it } from 'vitest';
import { dictionaries, dictionaryKeys } from './index.js';
import { ERROR_CODES } from '../errors.js';
import { UNIT_SYMBOLS } from '../domain/units.js';

const leaves = (value: unknown, prefix = ''): Array<[string, unknown]> =>
  value !== null && typeof value === 'object'
    ? Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
        leaves(child, prefix ? `${prefix}.${key}` : key),
      )
    : [[prefix, value]];

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('en and es dictionaries', () => {
  it('have exactly the same keys, arrays included', () => {
    const en = dictionaryKeys(dictionaries.en).sort();
    const es = dictionaryKeys(dictionaries.es).sort();
    expect(es.filter((key) => !en.includes(key))).toEqual([]);
    expect(en.filter((key) => !es.includes(key))).toEqual([]);
  });

  it('have a non-empty string at every key, with the same {{placeholders}}', () => {
    const es = new Map(leaves(dictionaries.es));
    for (const [key, enValue] of leaves(dictionaries.en)) {
      const esValue = es.get(key);
      expect(typeof enValue, key).toBe('string');
      expect(typeof esValue, key).toBe('string');
      expect((enValue as string).trim().length, key).toBeGreaterThan(0);
      expect((esValue as string).trim().length, key).toBeGreaterThan(0);
      expect(placeholders(esValue as string), key).toEqual(placeholders(enValue as string));
    }
  });

  it('translate every error code the API can answer with', () => {
    for (const code of ERROR_CODES) {
      expect(dictionaries.en.errors, code).toHaveProperty(code);
      expect(dictionaries.es.errors, code).toHaveProperty(code);
    }
  });
});

describe('unit labels', () => {
  it('exist in both languages for every unit the conversions return', () => {
    const en = new Set(dictionaryKeys(dictionaries.en));
    const es = new Set(dictionaryKeys(dictionaries.es));
    for (const key of Object.keys(UNIT_SYMBOLS)) {
      expect(en.has(key), key).toBe(true);
      expect(es.has(key), key).toBe(true);
    }
  });
});

describe('SPEC §5 and §8 messages', () => {
  const en = dictionaries.en;
  const es = dictionaries.es;

  it('are entered exactly in English', () => {
    expect(en.errors.general).toBe(
      'Error. Check your internet connection, refresh the website and try again.',
    );
    expect(en.errors.code_send_failed).toBe('Error sending verification code, please try again later.');
    expect(en.errors.code_send_unavailable).toBe(
      'It is not possible to send a verification code at this time',
    );
    expect(en.errors.password_change_failed).toBe('It is not possible to change your password at this time');
    expect(en.errors.invalid_credentials).toBe('Email or password are incorrect');
    expect(en.errors.language_save_failed).toBe('Error saved language.');
    expect(en.errors.email_not_registered).toBe('This email is not registered.');
    expect(en.errors.code_expired).toBe('The code is expired or invalid.');
    expect(en.errors.code_invalid).toBe('Invalid code');
    expect(en.errors.wrong_current_password).toBe('Wrong current password');
    expect(en.errors.email_taken).toBe(
      'The email is already registered or is invalid. Try again with another',
    );
    expect(en.errors.username_taken).toBe('The username is already registered. Try again with another');
    expect(en.errors.no_project_access).toBe('You have not yet received access to projects data.');
    expect(en.errors.no_premium_access).toBe('You have not yet received access to premium data.');
    expect(en.errors.password_reset_success).toBe('Your password reset was successful, please log in.');
    expect(en.errors.code_resend_wait).toBe('You have to wait {{seconds}} seconds for send another code.');
    expect(en.validation.email_format).toBe('Wrong email format');
    expect(en.validation.passwords_must_match).toBe('Passwords must match');
    expect(en.notFound.title).toBe('Page Not Found');
    expect(en.notFound.goHome).toBe('Go Home');
  });

  it('are translated in Spanish, except "Wrong current password", which stays English', () => {
    expect(es.errors.wrong_current_password).toBe('Wrong current password');
    for (const key of [
      'general',
      'invalid_credentials',
      'email_taken',
      'code_invalid',
      'language_save_failed',
    ] as const) {
      expect(es.errors[key]).not.toBe(en.errors[key]);
    }
    expect(es.validation.passwords_must_match).not.toBe(en.validation.passwords_must_match);
  });
});
