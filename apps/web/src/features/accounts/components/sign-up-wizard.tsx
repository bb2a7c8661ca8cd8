import { Stack } from '@mantine/core';
import {
  locationSchema,
  newPasswordSchema,
  personalInfoSchema,
  usernameStepSchema,
  workSchema,
  type Locale,
  type UnitSystem,
} from '@flarescope/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LocationFields } from '../../../components/forms/location-fields';
import { NewPasswordFields } from '../../../components/forms/new-password-fields';
import { PersonalFields } from '../../../components/forms/personal-fields';
import { UsernameField } from '../../../components/forms/username-field';
import { WorkFields } from '../../../components/forms/work-fields';
import { ApiError } from '../../../lib/api-client';
import { sendCodeOrWait } from '../../../lib/code-errors';
import { isApiError } from '../../../lib/form-errors';
import { isUsernameAvailable } from '../../../lib/username-availability';
import { sendSignUpCode } from '../api/send-sign-up-code';
import { signUp } from '../api/sign-up';
import { verifySignUpCode } from '../api/verify-sign-up-code';
import { CodeStep } from './code-step';
import { EmailField, emailStepSchema } from './email-field';
import { StepForm } from './step-form';
import { StepProgress } from './step-progress';

/** SPEC §4: sign-up runs in this order. */
export const SIGN_UP_STEPS = [
  'email',
  'code',
  'password',
  'personal',
  'username',
  'location',
  'work',
] as const;
type StepName = (typeof SIGN_UP_STEPS)[number];

/** Which step shows a field the API refused. */
const STEP_OF_FIELD: Record<string, StepName> = {
  email: 'email',
  password: 'password',
  confirmPassword: 'password',
  firstName: 'personal',
  lastName: 'personal',
  birthDate: 'personal',
  username: 'username',
  country: 'location',
  city: 'location',
  isWorking: 'work',
  company: 'work',
  position: 'work',
};

/** Everything typed so far; kept when going back and forth between steps. */
type Draft = {
  email: string;
  code: string;
  ticket: string | null;
  password: string;
  confirmPassword: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  username: string;
  country: string;
  city: string;
  isWorking?: boolean;
  company: string;
  position: string;
};

const emptyDraft: Draft = {
  email: '',
  code: '',
  ticket: null,
  password: '',
  confirmPassword: '',
  firstName: '',
  lastName: '',
  birthDate: '',
  username: '',
  country: '',
  city: '',
  company: '',
  position: '',
};

type SignUpWizardProps = {
  /** From a mail link (`?email=&code=`): starts at the code step with both filled in. */
  initialEmail?: string;
  initialCode?: string;
  language: Locale;
  units: UnitSystem;
  /** Called once the account exists and is signed in: the app reloads into the signed-in set. */
  onSignedIn: () => void;
};

type Problems = { step: StepName; fields: Record<string, string>; message: string | null };

/** Sign-up in seven steps (SPEC §2, §4): email, code, password, personal, username, location, work. */
export const SignUpWizard = ({
  initialEmail,
  initialCode,
  language,
  units,
  onSignedIn,
}: SignUpWizardProps) => {
  const { t } = useTranslation();
  const startsWithCode = Boolean(initialEmail && initialCode);
  const [step, setStep] = useState<StepName>(startsWithCode ? 'code' : 'email');
  const [draft, setDraft] = useState<Draft>({
    ...emptyDraft,
    email: initialEmail ?? '',
    code: initialCode ?? '',
  });
  const [waitSeconds, setWaitSeconds] = useState<number | null>(null);
  const [problems, setProblems] = useState<Problems | null>(null);

  const index = SIGN_UP_STEPS.indexOf(step);
  const goTo = (next: StepName, changes: Partial<Draft> = {}) => {
    setDraft((current) => ({ ...current, ...changes }));
    setProblems(null);
    setStep(next);
  };
  const next = (changes: Partial<Draft>) => goTo(SIGN_UP_STEPS[index + 1] ?? step, changes);
  const back = (changes: Partial<Draft>) => goTo(SIGN_UP_STEPS[index - 1] ?? step, changes);
  const problemsHere = problems?.step === step ? problems : null;

  const sendCode = (email: string) => sendSignUpCode({ email, language });

  /** The API refused the finished form: show each refusal on its step, starting with the first. */
  const showSignUpFailure = (error: unknown) => {
    if (isApiError(error, 'code_expired') || (error instanceof ApiError && 'ticket' in error.fields)) {
      // The proof of the email expired (60 minutes) or was used: a new code is needed.
      goTo('email', { ticket: null, code: '' });
      setProblems({ step: 'email', fields: {}, message: 'errors.code_expired' });
      return;
    }
    const fields: Record<string, string> = error instanceof ApiError ? { ...error.fields } : {};
    if (isApiError(error, 'email_taken')) fields.email = 'errors.email_taken';
    if (isApiError(error, 'username_taken')) fields.username = 'errors.username_taken';
    const first = SIGN_UP_STEPS.find((name) =>
      Object.keys(fields).some((field) => STEP_OF_FIELD[field] === name),
    );
    if (!first) throw error;
    const onStep = Object.fromEntries(
      Object.entries(fields).filter(([field]) => STEP_OF_FIELD[field] === first),
    );
    setStep(first);
    setProblems({ step: first, fields: onStep, message: null });
  };

  const names = SIGN_UP_STEPS.map((name) => t(`accounts.signUp.steps.${name}`));
  return (
    <Stack gap="lg">
      <StepProgress steps={names} current={index} />
      {step === 'email' && (
        <StepForm
          key="email"
          schema={emailStepSchema}
          defaultValues={{ email: draft.email }}
          fieldErrors={problemsHere?.fields}
          initialError={problemsHere?.message}
          submitLabel={t('accounts.signUp.sendCode')}
          onSubmit={async ({ email }, form) => {
            if (email === draft.email && draft.ticket) return goTo('password');
            try {
              setWaitSeconds(await sendCodeOrWait(() => sendCode(email)));
            } catch (error) {
              if (!isApiError(error, 'email_taken')) throw error;
              form.setError('email', { type: 'server', message: error.messageKey });
              return;
            }
            goTo('code', { email, ticket: null, code: email === draft.email ? draft.code : '' });
          }}
        >
          <EmailField intro={t('accounts.signUp.emailIntro')} />
        </StepForm>
      )}
      {step === 'code' && (
        <CodeStep
          key="code"
          email={draft.email}
          code={draft.code}
          waitSeconds={waitSeconds}
          submitLabel={t('accounts.signUp.verify')}
          onBack={(code) => back({ code })}
          onResend={() => sendCode(draft.email)}
          onVerify={async (code) => {
            const { ticket } = await verifySignUpCode({ email: draft.email, code });
            next({ code, ticket });
          }}
        />
      )}
      {step === 'password' && (
        <StepForm
          key="password"
          schema={newPasswordSchema}
          defaultValues={{ password: draft.password, confirmPassword: draft.confirmPassword }}
          fieldErrors={problemsHere?.fields}
          submitLabel={t('accounts.signUp.next')}
          onBack={back}
          onSubmit={(values) => next(values)}
        >
          <NewPasswordFields />
        </StepForm>
      )}
      {step === 'personal' && (
        <StepForm
          key="personal"
          schema={personalInfoSchema}
          defaultValues={{ firstName: draft.firstName, lastName: draft.lastName, birthDate: draft.birthDate }}
          fieldErrors={problemsHere?.fields}
          submitLabel={t('accounts.signUp.next')}
          onBack={back}
          onSubmit={(values) => next(values)}
        >
          <PersonalFields />
        </StepForm>
      )}
      {step === 'username' && (
        <StepForm
          key="username"
          schema={usernameStepSchema}
          defaultValues={{ username: draft.username }}
          fieldErrors={problemsHere?.fields}
          submitLabel={t('accounts.signUp.next')}
          onBack={back}
          onSubmit={async (values, form) => {
            if (!(await isUsernameAvailable(values.username))) {
              form.setError('username', { type: 'server', message: 'errors.username_taken' });
              return;
            }
            next(values);
          }}
        >
          <UsernameField />
        </StepForm>
      )}
      {step === 'location' && (
        <StepForm
          key="location"
          schema={locationSchema}
          defaultValues={{ country: draft.country, city: draft.city }}
          fieldErrors={problemsHere?.fields}
          submitLabel={t('accounts.signUp.next')}
          onBack={back}
          onSubmit={(values) => next(values)}
        >
          <LocationFields />
        </StepForm>
      )}
      {step === 'work' && (
        <StepForm
          key="work"
          schema={workSchema}
          defaultValues={{ isWorking: draft.isWorking, company: draft.company, position: draft.position }}
          fieldErrors={problemsHere?.fields}
          submitLabel={t('accounts.signUp.finish')}
          onBack={(values) => back(values)}
          onSubmit={async (values) => {
            const work = values.isWorking
              ? { isWorking: true, company: values.company, position: values.position }
              : { isWorking: false };
            try {
              await signUp({
                ticket: draft.ticket ?? '',
                email: draft.email,
                password: draft.password,
                confirmPassword: draft.confirmPassword,
                firstName: draft.firstName,
                lastName: draft.lastName,
                birthDate: draft.birthDate,
                username: draft.username,
                country: draft.country,
                city: draft.city,
                ...work,
                language,
                units,
              });
            } catch (error) {
              setDraft((current) => ({
                ...current,
                ...values,
                company: values.company ?? '',
                position: values.position ?? '',
              }));
              showSignUpFailure(error);
              return;
            }
            onSignedIn();
          }}
        >
          <WorkFields />
        </StepForm>
      )}
    </Stack>
  );
};
