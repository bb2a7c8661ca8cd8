import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';

type ConfirmDialogProps = {
  title: string;
  body: string;
  confirmLabel: string;
  isDanger?: boolean;
  /** Controls the action needs besides the reason (the projects to grant). */
  children?: ReactNode;
  onConfirm: (reason: string) => Promise<unknown>;
  onClose: () => void;
};

/**
 * Every administrator's change asks first, and asks why: the reason is required here and on the
 * server, and kept in the audit log. A refusal (the last administrator, an account deleted meanwhile)
 * is shown in words inside the dialog.
 */
export const ConfirmDialog = ({
  title,
  body,
  confirmLabel,
  isDanger = false,
  children,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (reason.trim() === '') {
      setFieldError('validation.required');
      return;
    }
    setFieldError(null);
    setIsBusy(true);
    try {
      await onConfirm(reason.trim());
      onClose();
    } catch (caught) {
      if (caught instanceof ApiError) {
        const reasonError = caught.fields.reason;
        if (reasonError) setFieldError(reasonError);
        const other = Object.entries(caught.fields).find(([field]) => field !== 'reason');
        setError(other ? other[1] : reasonError ? null : caught.messageKey);
      } else {
        setError('errors.general');
      }
      setIsBusy(false);
    }
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('header.close') }}
    >
      <form onSubmit={(event) => void handleSubmit(event)} noValidate>
        <Stack gap="sm">
          <Text size="sm">{body}</Text>
          {children}
          <Textarea
            label={t('admin.console.reason')}
            description={t('admin.console.reasonHint')}
            required
            rows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={fieldError ? t(fieldError) : undefined}
            data-autofocus
          />
          {error && (
            <Alert color="red" variant="light" role="alert">
              {t(error)}
            </Alert>
          )}
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={onClose}>
              {t('admin.console.cancel')}
            </Button>
            <Button type="submit" color={isDanger ? 'red.9' : 'orange.9'} loading={isBusy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
