import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type Status = { kind: 'success' | 'error'; key: string; values?: Record<string, string> } | null;

/** The outcome of a settings form: a success (polite) or a failure (alert), in the reader's language. */
export const FormStatus = ({ status }: { status: Status }) => {
  const { t } = useTranslation();
  if (!status) return null;
  const isError = status.kind === 'error';
  return (
    <Alert color={isError ? 'red' : 'teal'} role={isError ? 'alert' : 'status'}>
      {t(status.key, status.values)}
    </Alert>
  );
};
