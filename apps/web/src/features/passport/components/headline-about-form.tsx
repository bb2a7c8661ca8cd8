import {
  ABOUT_MAX_LENGTH,
  HEADLINE_MAX_LENGTH,
  passportUpdateSchema,
  type PassportResponse,
} from '@flarescope/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { applyFieldErrors, errorKeyOf } from '../../../lib/form-errors';
import { useUpdatePassport } from '../api/update-passport';

type Input = z.input<typeof passportUpdateSchema>;
type Output = z.output<typeof passportUpdateSchema>;
type Status = { kind: 'success' | 'error'; key: string } | null;

/** Headline (one line) and about me (plain text, line breaks kept), with the API's own rules. */
export const HeadlineAboutForm = ({ passport }: { passport: PassportResponse }) => {
  const { t } = useTranslation();
  const update = useUpdatePassport();
  const [status, setStatus] = useState<Status>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(passportUpdateSchema),
    defaultValues: { headline: passport.headline ?? '', about: passport.about ?? '' },
  });
  const errorOf = (name: 'headline' | 'about') => {
    const message = form.formState.errors[name]?.message;
    return message ? t(message) : undefined;
  };

  const onSubmit = form.handleSubmit(async (values) => {
    setStatus(null);
    try {
      const saved = await update.mutateAsync({ headline: values.headline ?? '', about: values.about ?? '' });
      form.reset({ headline: saved.headline ?? '', about: saved.about ?? '' });
      setStatus({ kind: 'success', key: 'passport.saved' });
    } catch (error) {
      if (applyFieldErrors(error, form.setError, ['headline', 'about'])) return;
      setStatus({ kind: 'error', key: errorKeyOf(error) });
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <Stack gap="md">
        <TextInput
          label={t('passport.headline.label')}
          description={t('passport.headline.hint')}
          placeholder={t('passport.headline.placeholder')}
          maxLength={HEADLINE_MAX_LENGTH}
          error={errorOf('headline')}
          {...form.register('headline')}
        />
        <Textarea
          label={t('passport.about.label')}
          description={t('passport.about.hint')}
          autosize
          minRows={4}
          maxRows={14}
          maxLength={ABOUT_MAX_LENGTH}
          error={errorOf('about')}
          {...form.register('about')}
        />
        {status && (
          <Alert
            color={status.kind === 'error' ? 'red' : 'teal'}
            role={status.kind === 'error' ? 'alert' : 'status'}
          >
            {t(status.key)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('passport.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};
