import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../lib/form-errors';

export type Status = {
  kind: 'success' | 'error';
  key: string;
  values?: Record<string, string>;
  /** A refusal's wait (rate_limited): the message then says when to try again. */
  retryAfterSeconds?: number;
} | null;

/** The outcome of a settings form: a success (polite) or a failure (alert), in the reader's language. */
export const FormStatus = ({ status }: { status: Status }) => {
  const { t, i18n } = useTranslation();
  if (!status) return null;
  const isError = status.kind === 'error';
  return (
    <Alert color={isError ? 'red' : 'teal'} role={isError ? 'alert' : 'status'}>
      {status.values ? t(status.key, status.values) : messageText(t, i18n.language, status)}
    </Alert>
  );
};
