import { Stack } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './field-error';
import { PasswordInput } from './password-input';

type NewPasswordFieldValues = { password: string; confirmPassword: string };

/** A new password entered twice (SPEC §5), inside a react-hook-form FormProvider. */
export const NewPasswordFields = ({ isNew = false }: { isNew?: boolean }) => {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<NewPasswordFieldValues>();
  return (
    <Stack gap="sm">
      <PasswordInput
        label={t(isNew ? 'forms.newPassword' : 'forms.password')}
        description={t('forms.passwordRules')}
        autoComplete="new-password"
        required
        error={fieldErrorText(t, errors.password)}
        {...register('password')}
      />
      <PasswordInput
        label={t(isNew ? 'forms.confirmNewPassword' : 'forms.confirmPassword')}
        autoComplete="new-password"
        required
        error={fieldErrorText(t, errors.confirmPassword)}
        {...register('confirmPassword')}
      />
    </Stack>
  );
};
