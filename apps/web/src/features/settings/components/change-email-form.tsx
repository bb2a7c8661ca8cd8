import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { emailSchema, verificationCodeSchema, type Locale } from '@flarescope/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CodeInput } from '../../../components/forms/code-input';
import { fieldErrorText } from '../../../components/forms/field-error';
import { ResendCode } from '../../../components/forms/resend-code';
import { sendCodeErrorMessage, sendCodeOrWait } from '../../../lib/code-errors';
import { errorMessageOf, isApiError } from '../../../lib/form-errors';
import { useChangeEmail } from '../api/change-email';
import { sendEmailCode } from '../api/send-email-code';
import { FormStatus, type Status } from './form-status';

const newEmailSchema = z.object({ newEmail: emailSchema });
const codeSchema = z.object({ code: verificationCodeSchema });

type ChangeEmailFormProps = {
  email: string;
  /** The address waiting for its code: from the account, or from the mail's link. */
  pendingEmail: string | null;
  /** From the mail's link (`/settings?emailCode=&newEmail=`). */
  initialCode?: string;
  language: Locale;
};

type Pending = { newEmail: string; waitSeconds: number | null };

/** New address → code mailed there → the email changes once the code is entered. */
export const ChangeEmailForm = ({
  email,
  pendingEmail,
  initialCode = '',
  language,
}: ChangeEmailFormProps) => {
  const { t } = useTranslation();
  const [pending, setPending] = useState<Pending | null>(
    pendingEmail ? { newEmail: pendingEmail, waitSeconds: null } : null,
  );
  const [status, setStatus] = useState<Status>(null);
  const addressForm = useForm<z.input<typeof newEmailSchema>, unknown, z.output<typeof newEmailSchema>>({
    resolver: zodResolver(newEmailSchema),
    defaultValues: { newEmail: pendingEmail ?? '' },
  });
  const codeForm = useForm<z.input<typeof codeSchema>, unknown, z.output<typeof codeSchema>>({
    resolver: zodResolver(codeSchema),
    defaultValues: { code: initialCode },
  });
  const change = useChangeEmail();

  const onSendCode = addressForm.handleSubmit(async ({ newEmail }) => {
    setStatus(null);
    try {
      const waitSeconds = await sendCodeOrWait(() => sendEmailCode({ newEmail, language }));
      setPending({ newEmail, waitSeconds });
    } catch (error) {
      if (isApiError(error, 'email_taken')) {
        addressForm.setError(
          'newEmail',
          { type: 'server', message: error.messageKey },
          { shouldFocus: true },
        );
        return;
      }
      setStatus({ kind: 'error', ...sendCodeErrorMessage(error) });
    }
  });

  const onConfirm = codeForm.handleSubmit(async ({ code }) => {
    if (!pending) return;
    setStatus(null);
    try {
      const account = await change.mutateAsync({ newEmail: pending.newEmail, code });
      setPending(null);
      codeForm.reset({ code: '' });
      addressForm.reset({ newEmail: '' });
      setStatus({ kind: 'success', key: 'settings.email.changed', values: { email: account.email } });
    } catch (error) {
      if (isApiError(error, 'code_invalid') || isApiError(error, 'code_expired')) {
        codeForm.setError('code', { type: 'server', message: error.messageKey }, { shouldFocus: true });
        return;
      }
      setStatus({ kind: 'error', ...errorMessageOf(error) });
    }
  });

  return (
    <Stack gap="sm">
      <Text size="sm">{t('settings.email.current', { email })}</Text>
      <Text size="sm">{t('settings.email.lead')}</Text>
      {pending ? (
        <form noValidate onSubmit={(event) => void onConfirm(event)}>
          <Stack gap="sm">
            <Text size="sm" fw={600}>
              {t('settings.email.pending', { email: pending.newEmail })}
            </Text>
            <CodeInput
              label={t('forms.code')}
              description={t('forms.codeHint', { email: pending.newEmail })}
              required
              error={fieldErrorText(t, codeForm.formState.errors.code)}
              {...codeForm.register('code')}
            />
            <ResendCode
              key={pending.newEmail}
              email={pending.newEmail}
              initialWaitSeconds={pending.waitSeconds}
              onResend={() => sendEmailCode({ newEmail: pending.newEmail, language })}
            />
            <FormStatus status={status} />
            <Group justify="space-between">
              <Button
                variant="default"
                onClick={() => {
                  setStatus(null);
                  setPending(null);
                }}
              >
                {t('settings.email.other')}
              </Button>
              <Button type="submit" loading={codeForm.formState.isSubmitting}>
                {t('settings.email.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <form noValidate onSubmit={(event) => void onSendCode(event)}>
          <Stack gap="sm">
            <TextInput
              type="email"
              label={t('settings.email.newEmail')}
              autoComplete="email"
              required
              error={fieldErrorText(t, addressForm.formState.errors.newEmail)}
              {...addressForm.register('newEmail')}
            />
            <FormStatus status={status} />
            <Group justify="flex-end">
              <Button type="submit" loading={addressForm.formState.isSubmitting}>
                {t('settings.email.sendCode')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
};
