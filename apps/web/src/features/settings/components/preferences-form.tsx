import { Group, Radio, Stack, Text } from '@mantine/core';
import { LOCALES, UNIT_SYSTEMS, type Locale, type UnitSystem } from '@flarescope/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormStatus, type Status } from './form-status';

export type PreferencesFormProps = {
  language: Locale;
  units: UnitSystem;
  /** Apply at once and save to the account; resolves true once saved (failures show app-wide). */
  onLanguageChange: (language: Locale) => Promise<boolean>;
  onUnitsChange: (units: UnitSystem) => Promise<boolean>;
};

/** Language (English/Spanish) and units (Metric/Imperial), applied at once and saved to the account. */
export const PreferencesForm = ({
  language,
  units,
  onLanguageChange,
  onUnitsChange,
}: PreferencesFormProps) => {
  const { t } = useTranslation();
  const [status, setStatus] = useState<Status>(null);

  const apply = async (save: Promise<boolean>) => {
    setStatus(null);
    if (await save) setStatus({ kind: 'success', key: 'settings.preferences.saved' });
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t('settings.preferences.lead')}</Text>
      <Radio.Group
        label={t('settings.preferences.language')}
        value={language}
        onChange={(value) => void apply(onLanguageChange(value as Locale))}
      >
        <Group gap="lg" mt={6}>
          {LOCALES.map((locale) => (
            <Radio key={locale} value={locale} label={<span lang={locale}>{t(`language.${locale}`)}</span>} />
          ))}
        </Group>
      </Radio.Group>
      <Radio.Group
        label={t('settings.preferences.units')}
        value={units}
        onChange={(value) => void apply(onUnitsChange(value as UnitSystem))}
      >
        <Group gap="lg" mt={6}>
          {UNIT_SYSTEMS.map((system) => (
            <Radio key={system} value={system} label={t(`units.${system}`)} />
          ))}
        </Group>
      </Radio.Group>
      <FormStatus status={status} />
    </Stack>
  );
};
