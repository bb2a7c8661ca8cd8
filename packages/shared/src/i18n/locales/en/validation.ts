/** Field messages of SPEC §5, used by the shared zod rules (packages/shared/src/schemas). */
export const validation = {
  bbox: 'A map box is west,south,east,north in degrees',
  search_too_short: 'Type at least 2 characters',
  required: 'This field is required',
  email_format: 'Wrong email format',
  password_length: 'The password must have 8 to 20 characters',
  password_lowercase: 'The password must have at least 1 lowercase letter',
  password_uppercase: 'The password must have at least 1 uppercase letter',
  password_number_or_special: 'The password must have at least 1 number or special character',
  passwords_must_match: 'Passwords must match',
  username_length: 'The username must have 3 to 30 characters',
  username_characters: 'The username may only contain letters, numbers, dots, hyphens and underscores',
  code_format: 'The code has 6 digits',
  birthdate_invalid: 'Enter a real date in the past',
  birthdate_underage: 'You must be at least 18 years old',
  too_long: 'This text is too long',
  invalid_value: 'This value is not valid',
};
