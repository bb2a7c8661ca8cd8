import { Stack, Text } from '@mantine/core';
import { verificationCodeSchema } from '@flarescope/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { CodeInput } from '../../../components/forms/code-input';
import { fieldErrorText } from '../../../components/forms/field-error';
import { ResendCode } from '../../../components/forms/resend-code';
import { ApiError } from '../../../lib/api-client';
import { StepForm } from './step-form';

const codeStepSchema = z.object({ code: verificationCodeSchema });

type CodeStepProps = {
  email: string;
  code: string;
  /** A resend wait the API announced before this step showed. */
  waitSeconds?: number | null;
  submitLabel: string;
  /** Checks the code with the API; refusals 'Invalid code' and 'The code is expired…' go on the field. */
  onVerify: (code: string) => Promise<void>;
  onResend: () => Promise<void>;
  onBack: (code: string) => void;
};

/** Enter the 6-digit code mailed to `email`, or ask for another (sign-up and password reset). */
export const CodeStep = ({
  email,
  code,
  waitSeconds,
  submitLabel,
  onVerify,
  onResend,
  onBack,
}: CodeStepProps) => {
  const { t } = useTranslation();
  return (
    <StepForm
      schema={codeStepSchema}
      defaultValues={{ code }}
      submitLabel={submitLabel}
      onBack={(values) => onBack(values.code ?? '')}
      onSubmit={async (values, form) => {
        try {
          await onVerify(values.code);
        } catch (error) {
          if (error instanceof ApiError && (error.code === 'code_invalid' || error.code === 'code_expired')) {
            form.setError('code', { type: 'server', message: error.messageKey }, { shouldFocus: true });
            return;
          }
          throw error;
        }
      }}
    >
      {(form) => (
        <Stack gap="xs">
          <CodeInput
            label={t('forms.code')}
            description={t('forms.codeHint', { email })}
            required
            error={fieldErrorText(t, form.formState.errors.code)}
            {...form.register('code')}
          />
          <Text component="div" size="sm">
            <ResendCode email={email} onResend={onResend} initialWaitSeconds={waitSeconds} />
          </Text>
        </Stack>
      )}
    </StepForm>
  );
};
