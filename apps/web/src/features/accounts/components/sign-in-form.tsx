import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { signInRequestSchema } from '@flarescope/shared';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { fieldErrorText } from '../../../components/forms/field-error';
import { PasswordInput } from '../../../components/forms/password-input';
import { errorMessageOf, messageText, type Message } from '../../../lib/form-errors';
import { useSignIn } from '../api/sign-in';

const signInFormSchema = signInRequestSchema.omit({ captcha: true });
type SignInFormInput = z.input<typeof signInFormSchema>;
type SignInFormOutput = z.output<typeof signInFormSchema>;

type SignInFormProps = {
  initialEmail?: string;
  /** A message to show above the form, such as 'Your password reset was successful, please log in.' */
  notice?: string | null;
  registerHref: string;
  visitorHref: string;
  onForgotPassword: (email: string) => void;
  /** Called once signed in: the app reloads into the signed-in route set. */
  onSignedIn: () => void;
};

/** SPEC §2 login: email and password, forgot password, create account, enter as visitor. */
export const SignInForm = ({
  initialEmail = '',
  notice,
  registerHref,
  visitorHref,
  onForgotPassword,
  onSignedIn,
}: SignInFormProps) => {
  const { t, i18n } = useTranslation();
  const { register, handleSubmit, getValues, formState } = useForm<
    SignInFormInput,
    unknown,
    SignInFormOutput
  >({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: initialEmail, password: '' },
  });
  const signIn = useSignIn();
  const [error, setError] = useState<Message | null>(null);
  const [isReopened, setIsReopened] = useState(false);
  const continueRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (isReopened) continueRef.current?.focus();
  }, [isReopened]);

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const result = await signIn.mutateAsync(values);
      if (result.reopened) setIsReopened(true);
      else onSignedIn();
    } catch (caught) {
      setError(errorMessageOf(caught));
    }
  });

  if (isReopened) {
    return (
      <Stack gap="md">
        <Alert color="teal" title={t('accounts.signIn.reopenedTitle')} role="status">
          {t('accounts.signIn.reopened')}
        </Alert>
        <Button ref={continueRef} size="md" fullWidth onClick={onSignedIn}>
          {t('accounts.signIn.continue')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      {notice && (
        <Alert color="teal" role="status">
          {notice}
        </Alert>
      )}
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <Stack gap="sm">
          <TextInput
            type="email"
            label={t('forms.email')}
            autoComplete="email"
            required
            error={fieldErrorText(t, formState.errors.email)}
            {...register('email')}
          />
          <PasswordInput
            label={t('forms.password')}
            autoComplete="current-password"
            required
            error={fieldErrorText(t, formState.errors.password)}
            {...register('password')}
          />
          <Group justify="flex-end">
            <Anchor
              component="button"
              type="button"
              size="sm"
              onClick={() => onForgotPassword(getValues('email'))}
            >
              {t('accounts.signIn.forgot')}
            </Anchor>
          </Group>
          {error && (
            <Alert color="red" role="alert">
              {messageText(t, i18n.language, error)}
            </Alert>
          )}
          <Button type="submit" size="md" fullWidth loading={formState.isSubmitting}>
            {t('accounts.signIn.submit')}
          </Button>
        </Stack>
      </form>
      <Divider label={t('accounts.signIn.or')} labelPosition="center" />
      <Stack gap="xs">
        <Text size="sm" ta="center">
          {t('accounts.signIn.newHere')}
        </Text>
        <Button component={Link} to={registerHref} variant="light" size="md" fullWidth>
          {t('accounts.signIn.createAccount')}
        </Button>
        <Button component={Link} to={visitorHref} variant="default" size="md" fullWidth>
          {t('accounts.signIn.visitor')}
        </Button>
        <Text size="xs" c="dark.4" ta="center">
          {t('accounts.signIn.visitorHint')}
        </Text>
      </Stack>
    </Stack>
  );
};
