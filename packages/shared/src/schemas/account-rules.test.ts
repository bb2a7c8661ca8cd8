import { describe, expect, it } from 'vitest';
import { emailSchema, newPasswordSchema, passwordSchema, usernameSchema } from './account-rules.js';

const messageOf = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error?.issues[0]?.message;

describe('passwordSchema (SPEC §5)', () => {
  it.each([
    ['Abcdefg1', null],
    ['Abcdefg!', null],
    ['Abcdefghijklmnopqr1!', null],
    ['Abcde1', 'validation.password_length'],
    ['Abcdefghijklmnopqrs1!', 'validation.password_length'],
    ['ABCDEFG1', 'validation.password_lowercase'],
    ['abcdefg1', 'validation.password_uppercase'],
    ['Abcdefgh', 'validation.password_number_or_special'],
  ])('%s → %s', (password, expected) => {
    expect(messageOf(passwordSchema.safeParse(password))).toBe(expected);
  });

  it('says "Passwords must match" when the second entry differs', () => {
    const result = newPasswordSchema.safeParse({ password: 'Abcdefg1', confirmPassword: 'Abcdefg2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      message: 'validation.passwords_must_match',
      path: ['confirmPassword'],
    });
  });
});

describe('emailSchema', () => {
  it('accepts and lower-cases a valid address', () => {
    expect(emailSchema.parse('  Ana.Perez@Example.COM ')).toBe('ana.perez@example.com');
  });

  it.each(['ana', 'ana@', 'ana@example', 'a b@example.com', '@example.com'])(
    'refuses %s as "Wrong email format"',
    (value) => {
      expect(messageOf(emailSchema.safeParse(value))).toBe('validation.email_format');
    },
  );
});

describe('usernameSchema', () => {
  it.each(['ana', 'ana.perez_01', 'A-b'])('accepts %s', (value) => {
    expect(usernameSchema.safeParse(value).success).toBe(true);
  });

  it.each([
    ['ab', 'validation.username_length'],
    ['a'.repeat(31), 'validation.username_length'],
    ['ana perez', 'validation.username_characters'],
    ['añá', 'validation.username_characters'],
  ])('refuses %s', (value, message) => {
    expect(messageOf(usernameSchema.safeParse(value))).toBe(message);
  });
});
