import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import {
  ACCOUNT_DELETION_GRACE_DAYS,
  closeAccountRequestSchema,
  type CloseAccountRequest,
} from '@flarescope/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../components/forms/field-error';
import { PasswordInput } from '../../../components/forms/password-input';
import { applyFieldErrors, errorMessageOf, isApiError } from '../../../lib/form-errors';
import { useCloseAccount } from '../api/close-account';
import { FormStatus, type Status } from './form-status';

type CloseAccountProps = {
  /** Called once closed: every session ended, so the app reloads into the signed-out set. */
  onClosed: () => void;
};

/** Explains the 30 days, asks for the password in a dialog, closes the account. */
export const CloseAccount = ({ onClosed }: CloseAccountProps) => {
  const { t } = useTranslation();
  const [isOpen, setIsOpen] = useState(false);
  const [status, setStatus] = useState<Status>(null);
  const form = useForm<CloseAccountRequest>({
    resolver: zodResolver(closeAccountRequestSchema),
    defaultValues: { password: '' },
  });
  const close = useCloseAccount();
  const days = ACCOUNT_DELETION_GRACE_DAYS;

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      await close.mutateAsync(values);
      onClosed();
    } catch (error) {
      if (isApiError(error, 'wrong_current_password')) {
        form.setError('password', { type: 'server', message: error.messageKey }, { shouldFocus: true });
        return;
      }
      if (applyFieldErrors(error, form.setError, ['password'])) return;
      setStatus({ kind: 'error', ...errorMessageOf(error) });
    }
  });

  const dismiss = () => {
    setIsOpen(false);
    setStatus(null);
    form.reset({ password: '' });
  };

  return (
    <Stack gap="sm" align="flex-start">
      <Text size="sm">{t('settings.close.body', { days })}</Text>
      <Button color="red.9" variant="outline" onClick={() => setIsOpen(true)}>
        {t('settings.close.open')}
      </Button>
      <Modal
        opened={isOpen}
        onClose={dismiss}
        title={t('settings.close.confirmTitle')}
        closeButtonProps={{ 'aria-label': t('settings.close.dialogClose') }}
        centered
      >
        <form noValidate onSubmit={(event) => void onSubmit(event)}>
          <Stack gap="sm">
            <Text size="sm">{t('settings.close.confirmBody', { days })}</Text>
            <PasswordInput
              label={t('forms.password')}
              autoComplete="current-password"
              required
              data-autofocus
              error={fieldErrorText(t, form.formState.errors.password)}
              {...form.register('password')}
            />
            <FormStatus status={status} />
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={dismiss}>
                {t('settings.close.cancel')}
              </Button>
              <Button type="submit" color="red.9" loading={form.formState.isSubmitting}>
                {t('settings.close.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
};
