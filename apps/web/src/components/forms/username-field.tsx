import { TextInput } from '@mantine/core';
import { usernameSchema } from '@flarescope/shared';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { isUsernameAvailable } from '../../lib/username-availability';
import { fieldErrorText } from './field-error';

type UsernameFieldProps = {
  /** The account's own username (settings): keeping it needs no check. */
  currentUsername?: string | null;
};

type Checked = { username: string; isAvailable: boolean };

const CHECK_DELAY_MS = 400;

const sameName = (a: string, b: string | null | undefined) => a.toLowerCase() === (b ?? '').toLowerCase();

/**
 * The username, checked with the API while the user types (a pause of 400 ms), so 'The username is
 * already registered…' shows before the form is sent. The form checks again on submit.
 */
export const UsernameField = ({ currentUsername }: UsernameFieldProps) => {
  const { t } = useTranslation();
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<{ username: string }>();
  const value = (useWatch({ control, name: 'username' }) ?? '').trim();
  const [checked, setChecked] = useState<Checked | null>(null);
  const needsCheck = usernameSchema.safeParse(value).success && !sameName(value, currentUsername);

  useEffect(() => {
    if (!needsCheck) return;
    let isCurrent = true;
    const timer = window.setTimeout(() => {
      isUsernameAvailable(value)
        .then((isAvailable) => isCurrent && setChecked({ username: value, isAvailable }))
        .catch(() => undefined); // The submit check reports a lost connection.
    }, CHECK_DELAY_MS);
    return () => {
      isCurrent = false;
      window.clearTimeout(timer);
    };
  }, [value, needsCheck]);

  const result = needsCheck && checked?.username === value ? checked : null;
  const error =
    fieldErrorText(t, errors.username) ??
    (result && !result.isAvailable ? t('errors.username_taken') : undefined);
  return (
    <TextInput
      label={t('forms.username')}
      description={t('forms.usernameHint')}
      autoComplete="username"
      maxLength={30}
      required
      error={error}
      success={!error && result?.isAvailable ? t('forms.usernameAvailable') : undefined}
      {...register('username')}
    />
  );
};
