import { NOTIFICATION_KINDS, type NotificationKind } from '@flarescope/shared';
import { Alert, Button, Checkbox, Group, Loader, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKeyOf } from '../../../lib/form-errors';
import { usePreferences, useSavePreferences } from '../api/email-preferences';

const Form = ({ initial }: { initial: Record<NotificationKind, boolean> }) => {
  const { t } = useTranslation();
  const save = useSavePreferences();
  const [email, setEmail] = useState(initial);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; key: string } | null>(null);
  const handleSave = async (event: React.FormEvent) => {
    event.preventDefault();
    setStatus(null);
    try {
      await save.mutateAsync(email);
      setStatus({ kind: 'success', key: 'investors.emailPreferences.saved' });
    } catch (error) {
      setStatus({ kind: 'error', key: errorKeyOf(error) });
    }
  };
  return (
    <form noValidate onSubmit={(event) => void handleSave(event)}>
      <Stack gap="sm">
        <Text c="dark.4">{t('investors.emailPreferences.lead')}</Text>
        {NOTIFICATION_KINDS.map((kind) => (
          <Checkbox
            key={kind}
            label={t(`investors.emailPreferences.kinds.${kind}`)}
            checked={email[kind]}
            onChange={(event) => {
              const isChecked = event.currentTarget.checked;
              setEmail((current) => ({ ...current, [kind]: isChecked }));
            }}
          />
        ))}
        {status && (
          <Alert
            color={status.kind === 'error' ? 'red' : 'teal'}
            role={status.kind === 'error' ? 'alert' : 'status'}
          >
            {t(status.key)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('investors.emailPreferences.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

/** The settings' e-mail notices section: one switch per kind of notice e-mail. */
export const EmailPreferencesForm = () => {
  const { t } = useTranslation();
  const preferences = usePreferences();
  if (preferences.isError)
    return (
      <Alert color="red" role="alert">
        {t(errorKeyOf(preferences.error))}
      </Alert>
    );
  if (!preferences.data) return <Loader size="sm" role="status" aria-label={t('app.loading')} />;
  return <Form initial={preferences.data.email} />;
};
