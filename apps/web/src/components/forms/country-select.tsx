import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { countryOptions } from '../../lib/countries';

type CountrySelectProps<T extends FieldValues> = {
  control: Control<T>;
  name: Path<T>;
  label: string;
  placeholder: string;
  /** The field's message, already translated. */
  error?: string | undefined;
};

/**
 * A required, searchable country (ISO 3166-1 code as the value, names in the reader's language, sorted
 * as a reader of that language expects), bound to a react-hook-form field: sign-up, settings, the
 * Business Mastery interest form.
 */
export const CountrySelect = <T extends FieldValues>({
  control,
  name,
  label,
  placeholder,
  error,
}: CountrySelectProps<T>) => {
  const { t, i18n } = useTranslation();
  const options = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          placeholder={placeholder}
          nothingFoundMessage={t('forms.countryNothingFound')}
          data={options}
          searchable
          required
          autoComplete="off"
          maxDropdownHeight={260}
          comboboxProps={{ withinPortal: true }}
          error={error}
          name={field.name}
          ref={field.ref}
          value={(field.value as string | undefined) || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
        />
      )}
    />
  );
};
