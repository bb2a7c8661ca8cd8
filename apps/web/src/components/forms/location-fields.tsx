import { SimpleGrid, TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CountrySelect } from './country-select';
import { fieldErrorText } from './field-error';

export type LocationFieldValues = { country: string; city: string };

/** Country (ISO 3166-1, names in the reader's language) and city: sign-up step 6 and settings. */
export const LocationFields = () => {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<LocationFieldValues>();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <CountrySelect
        control={control}
        name="country"
        label={t('forms.country')}
        placeholder={t('forms.countryPlaceholder')}
        error={fieldErrorText(t, errors.country)}
      />
      <TextInput
        label={t('forms.city')}
        autoComplete="address-level2"
        maxLength={100}
        required
        error={fieldErrorText(t, errors.city)}
        {...register('city')}
      />
    </SimpleGrid>
  );
};
