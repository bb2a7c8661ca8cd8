import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Radio, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  EVENT_MESSAGE_MAX,
  EVENT_ROLES,
  eventRegistrationRequestSchema,
  type Locale,
} from '@flarescope/shared';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CountrySelect } from '../../../components/forms/country-select';
import { fieldErrorText } from '../../../components/forms/field-error';
import { applyFieldErrors, errorKeyOf, messageText, retryAfterSeconds } from '../../../lib/form-errors';
import { useRegisterInterest } from '../api/register-interest';

const formSchema = eventRegistrationRequestSchema.omit({ captcha: true, language: true });
type FormInput = z.input<typeof formSchema>;
type FormOutput = z.output<typeof formSchema>;

const FIELDS = ['name', 'email', 'company', 'position', 'country', 'role', 'message'] as const;
const EMPTY: FormInput = {
  name: '',
  email: '',
  company: '',
  position: '',
  country: '',
  role: 'operating',
  message: '',
};

/**
 * "Register your interest" on the Business Mastery page (issue 20, item 18): a real form (it was a
 * mailto: to an address that cannot receive mail). The bot check runs on send; the API stores the
 * registration and mails a confirmation in the reader's language.
 */
export const InterestForm = () => {
  const { t, i18n } = useTranslation();
  const register = useRegisterInterest();
  const [done, setDone] = useState<{ name: string; email: string; updated: boolean } | null>(null);
  const [failure, setFailure] = useState<{ key: string; retryAfterSeconds?: number } | null>(null);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });
  const errors = form.formState.errors;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await register.mutateAsync({ ...values, language: i18n.language as Locale });
      setDone({ name: values.name, email: values.email, updated: result.updated });
      form.reset(EMPTY);
    } catch (error) {
      if (applyFieldErrors(error, form.setError, FIELDS)) return;
      const wait = retryAfterSeconds(error);
      setFailure({ key: errorKeyOf(error), ...(wait ? { retryAfterSeconds: wait } : {}) });
    }
  });

  if (done) {
    return (
      <Stack gap="sm" align="flex-start">
        <Alert color="teal" role="status" w="100%">
          {t(done.updated ? 'event.form.updated' : 'event.form.done', { name: done.name, email: done.email })}
        </Alert>
        <Button variant="light" onClick={() => setDone(null)}>
          {t('event.form.again')}
        </Button>
      </Stack>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-labelledby="interest-heading">
      <Stack gap="md">
        <Text>{t('event.form.intro')}</Text>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('event.form.name')}
            autoComplete="name"
            maxLength={150}
            required
            error={fieldErrorText(t, errors.name)}
            {...form.register('name')}
          />
          <TextInput
            label={t('event.form.email')}
            type="email"
            autoComplete="email"
            required
            error={fieldErrorText(t, errors.email)}
            {...form.register('email')}
          />
          <TextInput
            label={t('event.form.company')}
            autoComplete="organization"
            maxLength={150}
            required
            error={fieldErrorText(t, errors.company)}
            {...form.register('company')}
          />
          <TextInput
            label={t('event.form.position')}
            autoComplete="organization-title"
            maxLength={150}
            error={fieldErrorText(t, errors.position)}
            {...form.register('position')}
          />
          <CountrySelect
            control={form.control}
            name="country"
            label={t('event.form.country')}
            placeholder={t('event.form.countryPlaceholder')}
            error={fieldErrorText(t, errors.country)}
          />
          <Controller
            control={form.control}
            name="role"
            render={({ field }) => (
              <Radio.Group
                label={t('event.form.role')}
                required
                value={field.value}
                onChange={field.onChange}
                error={fieldErrorText(t, errors.role)}
              >
                <Group gap="md" mt={6}>
                  {EVENT_ROLES.map((role) => (
                    <Radio key={role} value={role} label={t(`event.form.roles.${role}`)} />
                  ))}
                </Group>
              </Radio.Group>
            )}
          />
        </SimpleGrid>
        <Textarea
          label={t('event.form.message')}
          description={t('event.form.messageHint', { max: EVENT_MESSAGE_MAX })}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={EVENT_MESSAGE_MAX}
          error={fieldErrorText(t, errors.message)}
          {...form.register('message')}
        />
        {failure && (
          <Alert color="red" role="alert">
            {messageText(t, i18n.language, failure)}
          </Alert>
        )}
        <Group>
          <Button type="submit" color="orange" loading={form.formState.isSubmitting}>
            {t('event.form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
