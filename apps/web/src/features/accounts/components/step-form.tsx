import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import {
  FormProvider,
  useForm,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorMessageOf, messageText, type Message } from '../../../lib/form-errors';

type StepFormProps<TSchema extends z.ZodType<FieldValues, FieldValues>> = {
  schema: TSchema;
  defaultValues: DefaultValues<z.input<TSchema>>;
  /** Messages the API gave for this step's fields (field → dictionary key), shown on arrival. */
  fieldErrors?: Record<string, string>;
  /** A message for the whole step (an expired ticket sent the user back here, say). */
  initialError?: string | null;
  submitLabel: string;
  /**
   * Called with the valid values. Throwing shows the error's message above the buttons; to put a
   * message on a field instead, call `form.setError` and return.
   */
  onSubmit: (values: z.output<TSchema>, form: UseFormReturn<z.input<TSchema>>) => Promise<void> | void;
  /** Back keeps what was typed, valid or not. */
  onBack?: (values: z.input<TSchema>) => void;
  backLabel?: string;
  /** The step's fields: elements that use the form context, or a function of the form. */
  children: ReactNode | ((form: UseFormReturn<z.input<TSchema>>) => ReactNode);
};

/** One step of a multi-step form: its fields, its validation, Back and Next. */
export const StepForm = <TSchema extends z.ZodType<FieldValues, FieldValues>>({
  schema,
  defaultValues,
  fieldErrors,
  initialError = null,
  submitLabel,
  onSubmit,
  onBack,
  backLabel,
  children,
}: StepFormProps<TSchema>) => {
  const { t, i18n } = useTranslation();
  const form = useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema),
    defaultValues,
  });
  const [error, setError] = useState<Message | null>(initialError ? { key: initialError } : null);

  useEffect(() => {
    let isFirst = true;
    for (const [name, message] of Object.entries(fieldErrors ?? {})) {
      form.setError(name as Path<z.input<TSchema>>, { type: 'server', message }, { shouldFocus: isFirst });
      isFirst = false;
    }
  }, [fieldErrors, form]);

  const handleSubmit = form.handleSubmit(async (values) => {
    setError(null);
    try {
      await onSubmit(values, form as unknown as UseFormReturn<z.input<TSchema>>);
    } catch (caught) {
      setError(errorMessageOf(caught));
    }
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Stack gap="md">
          {typeof children === 'function'
            ? children(form as unknown as UseFormReturn<z.input<TSchema>>)
            : children}
          {error && (
            <Alert color="red" role="alert">
              {messageText(t, i18n.language, error)}
            </Alert>
          )}
          <Group justify={onBack ? 'space-between' : 'flex-end'} gap="sm">
            {onBack && (
              <Button variant="default" onClick={() => onBack(form.getValues())}>
                {backLabel ?? t('accounts.signUp.back')}
              </Button>
            )}
            <Button type="submit" loading={form.formState.isSubmitting}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
};
