import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { MINIMUM_AGE_YEARS } from '@flarescope/shared';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from './field-error';

export type PersonalFieldValues = { firstName: string; lastName: string; birthDate: string };

/** The latest birth date allowed today (18 years ago), as YYYY-MM-DD for the date picker's max. */
const latestBirthDate = () => {
  const today = new Date();
  today.setUTCFullYear(today.getUTCFullYear() - MINIMUM_AGE_YEARS);
  return today.toISOString().slice(0, 10);
};

/** First name, last name and date of birth (sign-up step 4 and account settings). */
export const PersonalFields = () => {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = useFormContext<PersonalFieldValues>();
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput
          label={t('forms.firstName')}
          autoComplete="given-name"
          maxLength={100}
          required
          error={fieldErrorText(t, errors.firstName)}
          {...register('firstName')}
        />
        <TextInput
          label={t('forms.lastName')}
          autoComplete="family-name"
          maxLength={100}
          required
          error={fieldErrorText(t, errors.lastName)}
          {...register('lastName')}
        />
      </SimpleGrid>
      <TextInput
        type="date"
        label={t('forms.birthDate')}
        description={t('forms.birthDateHint')}
        autoComplete="bday"
        min="1900-01-01"
        max={latestBirthDate()}
        required
        error={fieldErrorText(t, errors.birthDate)}
        {...register('birthDate')}
      />
    </Stack>
  );
};
