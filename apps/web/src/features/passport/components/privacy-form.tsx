import {
  PRIVACY_FIELDS,
  VISIBILITIES,
  type PassportResponse,
  type PrivacyField,
  type Visibility,
} from '@flarescope/shared';
import { Alert, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/form-errors';
import { useUpdatePassport } from '../api/update-passport';

type Status = { kind: 'success' | 'error'; key: string } | null;

/** Who sees each part of the profile (only me, signed-in users, everyone); saved as soon as it changes. */
export const PrivacyForm = ({ passport }: { passport: PassportResponse }) => {
  const { t } = useTranslation();
  const update = useUpdatePassport();
  const [status, setStatus] = useState<Status>(null);

  const change = async (field: PrivacyField, value: Visibility) => {
    setStatus(null);
    try {
      await update.mutateAsync({ visibility: { [field]: value } });
      setStatus({ kind: 'success', key: 'passport.privacy.saved' });
    } catch (error) {
      setStatus({ kind: 'error', key: errorKeyOf(error) });
    }
  };

  return (
    <Stack gap="md">
      <Text c="dark.4">{t('passport.privacy.lead')}</Text>
      {/* One column from md up: the form sits in the passport's side column there. */}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 1 }} spacing="md">
        {PRIVACY_FIELDS.map((field) => (
          <NativeSelect
            key={field}
            label={t(`passport.privacy.fields.${field}`)}
            value={passport.visibility[field]}
            disabled={update.isPending}
            data={VISIBILITIES.map((value) => ({ value, label: t(`passport.privacy.options.${value}`) }))}
            onChange={(event) => void change(field, event.currentTarget.value as Visibility)}
          />
        ))}
      </SimpleGrid>
      {status && (
        <Alert
          color={status.kind === 'error' ? 'red' : 'teal'}
          role={status.kind === 'error' ? 'alert' : 'status'}
        >
          {t(status.key)}
        </Alert>
      )}
    </Stack>
  );
};
