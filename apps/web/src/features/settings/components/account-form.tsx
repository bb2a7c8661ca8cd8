import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack } from '@mantine/core';
import { updateAccountRequestSchema, type AccountResponse } from '@flarescope/shared';
import { useState } from 'react';
import { FormProvider, useForm, type DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import { useTranslation } from 'react-i18next';
import { LocationFields } from '../../../components/forms/location-fields';
import { PersonalFields } from '../../../components/forms/personal-fields';
import { UsernameField } from '../../../components/forms/username-field';
import { WorkFields } from '../../../components/forms/work-fields';
import { applyFieldErrors, errorKeyOf, isApiError } from '../../../lib/form-errors';
import { isUsernameAvailable } from '../../../lib/username-availability';
import { useUpdateAccount } from '../api/update-account';
import { FormStatus, type Status } from './form-status';

type AccountFormInput = z.input<typeof updateAccountRequestSchema>;
type AccountFormOutput = z.output<typeof updateAccountRequestSchema>;

const FIELDS = [
  'firstName',
  'lastName',
  'birthDate',
  'username',
  'country',
  'city',
  'isWorking',
  'company',
  'position',
] as const;

/** What the form starts with: the account's fields, empty where never filled in. */
const formValues = (account: AccountResponse): DefaultValues<AccountFormInput> => ({
  firstName: account.firstName ?? '',
  lastName: account.lastName ?? '',
  birthDate: account.birthDate ?? '',
  username: account.username ?? '',
  country: account.country ?? '',
  city: account.city ?? '',
  isWorking: account.isWorking ?? undefined,
  company: account.company ?? '',
  position: account.position ?? '',
});

/** Account settings: names, username, birth date, location and work, with the sign-up rules. */
export const AccountForm = ({ account, onSaved }: { account: AccountResponse; onSaved?: () => void }) => {
  const { t } = useTranslation();
  const form = useForm<AccountFormInput, unknown, AccountFormOutput>({
    resolver: zodResolver(updateAccountRequestSchema),
    defaultValues: formValues(account),
  });
  const update = useUpdateAccount();
  const [status, setStatus] = useState<Status>(null);

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    const isNewUsername = values.username.toLowerCase() !== (account.username ?? '').toLowerCase();
    try {
      if (isNewUsername && !(await isUsernameAvailable(values.username))) {
        form.setError(
          'username',
          { type: 'server', message: 'errors.username_taken' },
          { shouldFocus: true },
        );
        return;
      }
      const { company, position, ...rest } = values;
      const saved = await update.mutateAsync(values.isWorking ? { ...rest, company, position } : rest);
      form.reset(formValues(saved));
      setStatus({ kind: 'success', key: 'settings.account.saved' });
      onSaved?.();
    } catch (error) {
      if (isApiError(error, 'username_taken')) {
        form.setError('username', { type: 'server', message: error.messageKey }, { shouldFocus: true });
        return;
      }
      if (applyFieldErrors(error, form.setError, FIELDS)) return;
      setStatus({ kind: 'error', key: errorKeyOf(error) });
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="md">
          <PersonalFields />
          <UsernameField currentUsername={account.username} />
          <LocationFields />
          <WorkFields />
          <FormStatus status={status} />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('settings.account.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
};
