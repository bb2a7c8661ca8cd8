import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { changePasswordRequestSchema, type ChangePasswordRequest } from '@flarescope/shared';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '../../../components/forms/field-error';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { PasswordInput } from '../../../components/forms/password-input';
import { ApiError } from '../../../lib/api-client';
import { applyFieldErrors, errorMessageOf, isApiError } from '../../../lib/form-errors';
import { useChangePassword } from '../api/change-password';
import { FormStatus, type Status } from './form-status';

const empty: ChangePasswordRequest = { currentPassword: '', password: '', confirmPassword: '' };

/**
 * SPEC §8 'Change password': a lost connection is the general message; too many attempts is
 * 'It is not possible to change your password at this time.'; any other refusal the variant without
 * the full stop.
 */
const failureKey = (error: unknown): string => {
  if (!(error instanceof ApiError) || error.code === 'general') return 'errors.general';
  if (error.code === 'rate_limited') return 'errors.password_change_unavailable';
  return 'errors.password_change_failed';
};

/** Current password, then the new one twice. Other devices are signed out. */
export const ChangePasswordForm = () => {
  const { t } = useTranslation();
  const form = useForm<ChangePasswordRequest>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: empty,
  });
  const change = useChangePassword();
  const [status, setStatus] = useState<Status>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      await change.mutateAsync(values);
      form.reset(empty);
      setStatus({ kind: 'success', key: 'settings.password.changed' });
    } catch (error) {
      if (isApiError(error, 'wrong_current_password')) {
        // SPEC §5/§8: 'Wrong current password', in English in both languages.
        form.setError(
          'currentPassword',
          { type: 'server', message: error.messageKey },
          { shouldFocus: true },
        );
        return;
      }
      if (applyFieldErrors(error, form.setError, ['currentPassword', 'password', 'confirmPassword'])) return;
      setStatus({ kind: 'error', ...errorMessageOf(error, failureKey(error)) });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="sm">
          <PasswordInput
            label={t('settings.password.current')}
            autoComplete="current-password"
            required
            error={fieldErrorText(t, form.formState.errors.currentPassword)}
            {...form.register('currentPassword')}
          />
          <NewPasswordFields isNew />
          <FormStatus status={status} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('settings.password.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
};
