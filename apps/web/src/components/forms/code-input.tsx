import { TextInput, type TextInputProps } from '@mantine/core';
import { VERIFICATION_CODE_LENGTH } from '@flarescope/shared';

/** The 6-digit code from a mail: numeric keyboard on phones, and the browser may fill it in. */
export const CodeInput = (props: TextInputProps & { ref?: React.Ref<HTMLInputElement> }) => (
  <TextInput
    inputMode="numeric"
    autoComplete="one-time-code"
    maxLength={VERIFICATION_CODE_LENGTH + 2}
    styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
    {...props}
  />
);
