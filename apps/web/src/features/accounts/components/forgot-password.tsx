import { Stack, Text } from '@mantine/core';
import { newPasswordSchema, type Locale } from '@flarescope/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { sendCodeOrWait } from '../../../lib/code-errors';
import { isApiError } from '../../../lib/form-errors';
import { resetPassword } from '../api/reset-password';
import { sendResetCode } from '../api/send-reset-code';
import { verifyResetCode } from '../api/verify-reset-code';
import { CodeStep } from './code-step';
import { EmailField, emailStepSchema } from './email-field';
import { StepForm } from './step-form';

type Step = 'email' | 'code' | 'password';

type ForgotPasswordProps = {
  initialEmail?: string;
  /** From the mail's link (`/?reset=1&email=&code=`): starts at the code step, filled in. */
  initialCode?: string;
  language: Locale;
  /** Back to sign-in; `email` is set once the password was reset. */
  onDone: (result: { email: string; isReset: boolean }) => void;
};

/** SPEC §2, §4: enter email, send code, enter code, new password twice, back to login. */
export const ForgotPassword = ({ initialEmail = '', initialCode, language, onDone }: ForgotPasswordProps) => {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>(initialEmail && initialCode ? 'code' : 'email');
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState(initialCode ?? '');
  const [ticket, setTicket] = useState('');
  const [waitSeconds, setWaitSeconds] = useState<number | null>(null);
  const [expired, setExpired] = useState(false);

  const sendCode = (address: string) => sendResetCode({ email: address, language });

  if (step === 'email') {
    return (
      <StepForm
        key="email"
        schema={emailStepSchema}
        defaultValues={{ email }}
        initialError={expired ? 'errors.code_expired' : null}
        submitLabel={t('accounts.forgot.sendCode')}
        backLabel={t('accounts.forgot.backToSignIn')}
        onBack={(values) => onDone({ email: values.email ?? '', isReset: false })}
        onSubmit={async (values, form) => {
          try {
            setWaitSeconds(await sendCodeOrWait(() => sendCode(values.email)));
          } catch (error) {
            if (!isApiError(error, 'email_not_registered')) throw error;
            form.setError('email', { type: 'server', message: error.messageKey });
            return;
          }
          if (values.email !== email) setCode('');
          setEmail(values.email);
          setExpired(false);
          setStep('code');
        }}
      >
        <EmailField intro={t('accounts.forgot.emailIntro')} />
      </StepForm>
    );
  }

  if (step === 'code') {
    return (
      <CodeStep
        key="code"
        email={email}
        code={code}
        waitSeconds={waitSeconds}
        submitLabel={t('accounts.forgot.verify')}
        onBack={(typed) => {
          setCode(typed);
          setStep('email');
        }}
        onResend={() => sendCode(email)}
        onVerify={async (typed) => {
          const result = await verifyResetCode({ email, code: typed });
          setCode(typed);
          setTicket(result.ticket);
          setStep('password');
        }}
      />
    );
  }

  return (
    <StepForm
      key="password"
      schema={newPasswordSchema}
      defaultValues={{ password: '', confirmPassword: '' }}
      submitLabel={t('accounts.forgot.submit')}
      onBack={() => setStep('code')}
      onSubmit={async (values) => {
        try {
          await resetPassword({ ticket, ...values });
        } catch (error) {
          if (!isApiError(error, 'code_expired')) throw error;
          // The ticket expired or was used: start again with a new code.
          setExpired(true);
          setStep('email');
          return;
        }
        onDone({ email, isReset: true });
      }}
    >
      <Stack gap="xs">
        <Text size="sm">{t('accounts.forgot.passwordIntro', { email })}</Text>
        <NewPasswordFields isNew />
      </Stack>
    </StepForm>
  );
};
