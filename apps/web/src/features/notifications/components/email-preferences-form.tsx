import {
  isDigestKind,
  MAIL_MODES,
  NOTIFICATION_KINDS,
  type MailMode,
  type NotificationKind,
} from '@flarescope/shared';
import { Alert, Button, Group, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { errorKeyOf } from '../../../lib/form-errors';
import { usePreferences, useSavePreferences } from '../api/email-preferences';

/** The modes a kind offers: the weekly digest is for new matches only (decision 041). */
const modesOf = (kind: NotificationKind): readonly MailMode[] =>
  isDigestKind(kind) ? MAIL_MODES : MAIL_MODES.filter((mode) => mode !== 'weekly');

const Form = ({ initial }: { initial: Record<NotificationKind, MailMode> }) => {
  const { t } = useTranslation();
  const save = useSavePreferences();
  const [mail, setMail] = useState(initial);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; key: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const handleSave = async (event: React.FormEvent) => {
    event.preventDefault();
    setStatus(null);
    setFieldErrors({});
    try {
      await save.mutateAsync(mail);
      setStatus({ kind: 'success', key: 'investors.emailPreferences.saved' });
    } catch (error) {
      // The API names the refused kind (`mail.<kind>`) with its message key.
      if (error instanceof ApiError) setFieldErrors(error.fields);
      setStatus({ kind: 'error', key: errorKeyOf(error) });
    }
  };
  return (
    <form noValidate onSubmit={(event) => void handleSave(event)}>
      <Stack gap="sm">
        <Text c="dark.4">{t('investors.emailPreferences.lead')}</Text>
        {NOTIFICATION_KINDS.map((kind) => {
          const error = fieldErrors[`mail.${kind}`];
          return (
            <NativeSelect
              key={kind}
              label={t(`investors.emailPreferences.kinds.${kind}`)}
              value={mail[kind]}
              data={modesOf(kind).map((mode) => ({
                value: mode,
                label: t(`investors.emailPreferences.modes.${mode}`),
              }))}
              error={error ? t(error) : undefined}
              onChange={(event) => {
                const mode = event.currentTarget.value as MailMode;
                setMail((current) => ({ ...current, [kind]: mode }));
              }}
            />
          );
        })}
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

/**
 * The settings' e-mail notices section: per kind of notice, its mail at once, in the weekly digest (new
 * matches only; their default) or off.
 */
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
  return <Form initial={preferences.data.mail} />;
};
