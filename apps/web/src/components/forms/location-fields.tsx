import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../lib/countries';
import { fieldErrorText } from './field-error';

export type LocationFieldValues = { country: string; city: string };

/** Country (ISO 3166-1, names in the reader's language) and city: sign-up step 6 and settings. */
export const LocationFields = () => {
  const { t, i18n } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<LocationFieldValues>();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      <Controller
        control={control}
        name="country"
        render={({ field }) => (
          <Select
            label={t('forms.country')}
            placeholder={t('forms.countryPlaceholder')}
            nothingFoundMessage={t('forms.countryNothingFound')}
            data={options}
            searchable
            required
            autoComplete="off"
            maxDropdownHeight={260}
            comboboxProps={{ withinPortal: true }}
            error={fieldErrorText(t, errors.country)}
            name={field.name}
            ref={field.ref}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
          />
        )}
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
