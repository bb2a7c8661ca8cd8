import { PasswordInput as MantinePasswordInput, type PasswordInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * Mantine's password input with its show/hide button named in the reader's language, and marked
 * aria-invalid when it shows an error (Mantine marks only its other inputs).
 */
export const PasswordInput = (props: PasswordInputProps & { ref?: React.Ref<HTMLInputElement> }) => {
  const { t } = useTranslation();
  return (
    <MantinePasswordInput
      visibilityToggleButtonProps={{ 'aria-label': t('forms.showPassword') }}
      maxLength={128}
      aria-invalid={props.error ? true : undefined}
      {...props}
    />
  );
};
