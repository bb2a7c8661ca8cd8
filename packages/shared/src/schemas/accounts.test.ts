import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MAIL_LINKS,
  birthDateProblem,
  changePasswordRequestSchema,
  countryCodeSchema,
  signUpRequestSchema,
  updateAccountRequestSchema,
  verificationCodeSchema,
  workSchema,
} from './accounts.js';

const fieldErrors = (result: {
  success: boolean;
  error?: { issues: Array<{ path: PropertyKey[]; message: string }> };
}) => {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
};

const validSignUp = {
  ticket: 'ticket-1',
  email: 'Ana@Example.com',
  password: 'Abcdefg1',
  confirmPassword: 'Abcdefg1',
  firstName: ' Ana ',
  lastName: 'Pérez',
  birthDate: '1990-05-17',
  username: 'ana.perez',
  country: 'co',
  city: 'Bogotá',
  isWorking: true,
  company: 'Ecopetrol',
  position: 'Engineer',
};

describe('birthDateProblem', () => {
  const today = new Date('2026-11-21T12:00:00.000Z');

  it.each([
    ['2008-11-21', null], // 18 today
    ['2008-11-22', 'validation.birthdate_underage'], // 18 tomorrow
    ['2000-02-29', null],
    ['1990-02-30', 'validation.birthdate_invalid'], // not a calendar date
    ['1990-13-01', 'validation.birthdate_invalid'],
    ['2026-11-21', 'validation.birthdate_invalid'], // today is not in the past
    ['2030-01-01', 'validation.birthdate_invalid'],
    ['1899-12-31', 'validation.birthdate_invalid'],
    ['17/05/1990', 'validation.birthdate_invalid'],
    ['1990-5-17', 'validation.birthdate_invalid'],
  ])('%s → %s', (value, expected) => {
    expect(birthDateProblem(value, today)).toBe(expected);
  });
});

describe('countryCodeSchema', () => {
  it('accepts an ISO 3166-1 alpha-2 code in any case', () => {
    expect(countryCodeSchema.parse(' ar ')).toBe('AR');
  });

  it.each(['ZZ', 'COL', 'Colombia', ''])('refuses %s', (value) => {
    expect(countryCodeSchema.safeParse(value).success).toBe(false);
  });
});

describe('verificationCodeSchema', () => {
  it.each(['12345', '1234567', '12a456', '１２３４５６'])('refuses %s', (value) => {
    expect(fieldErrors(verificationCodeSchema.safeParse(value))).toEqual({ '': 'validation.code_format' });
  });

  it('accepts six digits with spaces around', () => {
    expect(verificationCodeSchema.parse(' 012345 ')).toBe('012345');
  });
});

describe('workSchema', () => {
  it('requires company and position while working', () => {
    expect(fieldErrors(workSchema.safeParse({ isWorking: true, company: '  ' }))).toEqual({
      company: 'validation.required',
      position: 'validation.required',
    });
  });

  it('needs neither when not working', () => {
    expect(workSchema.parse({ isWorking: false, company: '' })).toEqual({ isWorking: false });
  });
});

describe('signUpRequestSchema', () => {
  it('normalises a valid form and fills language and units', () => {
    expect(signUpRequestSchema.parse(validSignUp)).toMatchObject({
      email: 'ana@example.com',
      firstName: 'Ana',
      country: 'CO',
      language: 'en',
      units: 'metric',
    });
  });

  it('names every bad field with its message key', () => {
    const result = signUpRequestSchema.safeParse({
      ...validSignUp,
      email: 'ana@',
      password: 'short',
      username: 'a b',
      birthDate: '2020-01-01',
      country: 'XX',
      city: 'x'.repeat(101),
      language: 'fr',
    });
    expect(fieldErrors(result)).toEqual({
      email: 'validation.email_format',
      password: 'validation.password_length',
      username: 'validation.username_characters',
      birthDate: 'validation.birthdate_underage',
      country: 'validation.country_invalid',
      city: 'validation.too_long',
      language: 'validation.invalid_value',
    });
  });

  it('says "Passwords must match" on the second entry', () => {
    const result = signUpRequestSchema.safeParse({ ...validSignUp, confirmPassword: 'Abcdefg2' });
    expect(fieldErrors(result)).toEqual({ confirmPassword: 'validation.passwords_must_match' });
  });
});

describe('updateAccountRequestSchema', () => {
  it('refuses wrong types and missing fields', () => {
    const result = updateAccountRequestSchema.safeParse({ firstName: 7, isWorking: 'yes' });
    expect(fieldErrors(result)).toMatchObject({
      firstName: 'validation.required',
      lastName: 'validation.required',
      isWorking: 'validation.required',
    });
  });
});

describe('changePasswordRequestSchema', () => {
  it('does not hold the current password to today’s rules', () => {
    const result = changePasswordRequestSchema.safeParse({
      currentPassword: 'old',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg1',
    });
    expect(result.success).toBe(true);
  });
});

describe('ACCOUNT_MAIL_LINKS', () => {
  it('builds the links that fill a code in', () => {
    expect(ACCOUNT_MAIL_LINKS.signup('a+b@example.com', '012345')).toBe(
      '/oagregistermanualactive?email=a%2Bb%40example.com&code=012345',
    );
    expect(ACCOUNT_MAIL_LINKS.password_reset('a@example.com', '012345')).toBe(
      '/?reset=1&email=a%40example.com&code=012345',
    );
    expect(ACCOUNT_MAIL_LINKS.email_change('a@example.com', '012345')).toBe(
      '/settings?emailCode=012345&newEmail=a%40example.com',
    );
  });
});
