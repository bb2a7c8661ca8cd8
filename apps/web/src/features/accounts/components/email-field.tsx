import { Stack, Text, TextInput } from '@mantine/core';
import { emailSchema } from '@flarescope/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { fieldErrorText } from '../../../components/forms/field-error';

/** The first step of sign-up and of the password reset: the address a code is mailed to. */
export const emailStepSchema = z.object({ email: emailSchema });

/** The email field with a line saying what the code is for, inside a StepForm. */
export const EmailField = ({ intro }: { intro: string }) => {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<z.input<typeof emailStepSchema>>();
  return (
    <Stack gap="xs">
      <Text size="sm">{intro}</Text>
      <TextInput
        type="email"
        label={t('forms.email')}
        autoComplete="email"
        required
        error={fieldErrorText(t, errors.email)}
        {...register('email')}
      />
    </Stack>
  );
};
