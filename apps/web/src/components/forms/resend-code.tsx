import { Button, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { sendCodeErrorMessage } from '../../lib/code-errors';
import { isApiError, messageText, retryAfterSeconds, type Message } from '../../lib/form-errors';
import { useCountdown } from '../../lib/use-countdown';

type ResendCodeProps = {
  email: string;
  /** Asks the API for another code (it gets its own bot-check token). */
  onResend: () => Promise<void>;
  /** A wait the API already announced (a send refused with code_resend_wait before this showed). */
  initialWaitSeconds?: number | null;
};

type Outcome = { kind: 'sent' } | { kind: 'wait'; announced: number } | { kind: 'error'; message: Message };

/**
 * "Send another code". The API allows one code per minute per address; when it refuses, the wait
 * it gives (details.retryAfterSeconds) counts down in SPEC's message, 'You have to wait 42 seconds
 * for send another code.', and the button waits with it.
 */
export const ResendCode = ({ email, onResend, initialWaitSeconds }: ResendCodeProps) => {
  const { t, i18n } = useTranslation();
  const { remaining, start } = useCountdown();
  const [isSending, setIsSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(
    initialWaitSeconds ? { kind: 'wait', announced: initialWaitSeconds } : null,
  );

  useEffect(() => {
    if (initialWaitSeconds) start(initialWaitSeconds);
  }, [initialWaitSeconds, start]);

  const handleClick = async () => {
    setIsSending(true);
    setOutcome(null);
    try {
      await onResend();
      setOutcome({ kind: 'sent' });
    } catch (error) {
      const wait = isApiError(error, 'code_resend_wait') ? retryAfterSeconds(error) : null;
      if (wait) {
        start(wait);
        setOutcome({ kind: 'wait', announced: wait });
      } else {
        setOutcome({ kind: 'error', message: sendCodeErrorMessage(error) });
      }
    } finally {
      setIsSending(false);
    }
  };

  const isWaiting = outcome?.kind === 'wait' && remaining > 0;
  return (
    <Stack gap={6} align="flex-start">
      <Button
        variant="subtle"
        px={0}
        loading={isSending}
        disabled={isWaiting}
        onClick={() => void handleClick()}
      >
        {t('forms.resendCode')}
      </Button>
      {/* Announced once; the visible text then counts down without a live region chattering. */}
      <VisuallyHidden role="status">
        {outcome?.kind === 'sent' && t('forms.codeResent', { email })}
        {outcome?.kind === 'wait' && t('errors.code_resend_wait', { seconds: outcome.announced })}
      </VisuallyHidden>
      {outcome?.kind === 'sent' && (
        <Text size="sm" c="teal.9" aria-hidden>
          {t('forms.codeResent', { email })}
        </Text>
      )}
      {isWaiting && (
        <Text size="sm" c="orange.9" aria-hidden data-testid="resend-wait">
          {t('errors.code_resend_wait', { seconds: remaining })}
        </Text>
      )}
      {outcome?.kind === 'error' && (
        <Text size="sm" c="red.9" role="alert">
          {messageText(t, i18n.language, outcome.message)}
        </Text>
      )}
    </Stack>
  );
};
