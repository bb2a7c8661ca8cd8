import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** A field's message in the reader's language: messages are dictionary keys (`validation.*`, `errors.*`). */
export const fieldErrorText = (t: TFunction, error: FieldError | undefined): string | undefined =>
  error?.message ? t(error.message) : undefined;
