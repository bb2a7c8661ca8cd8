import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderScreen } from '../../../test/render';
import { SignUpWizard } from './sign-up-wizard';

const user = () => userEvent.setup({ delay: null });

const happyApi = () =>
  mockApi({
    'POST /api/auth/signup/code': { status: 204 },
    'POST /api/auth/signup/verify': { status: 200, body: { ticket: 'ticket-1' } },
    'GET /api/auth/username-available': { status: 200, body: { available: true } },
    'POST /api/auth/signup': { status: 201, body: { user: {} } },
  });

const renderWizard = (props: Partial<Parameters<typeof SignUpWizard>[0]> = {}) => {
  const onSignedIn = vi.fn();
  const rendered = renderScreen(
    <SignUpWizard language="en" units="metric" onSignedIn={onSignedIn} {...props} />,
    { language: props.language ?? 'en' },
  );
  return { onSignedIn, rendered };
};

const stepHeading = () => screen.getByRole('heading', { level: 2 });
const next = (name = 'Next') => user().click(screen.getByRole('button', { name }));

const fillEmail = async (email = 'ana@example.com') => {
  await user().type(screen.getByLabelText(/^Email/), email);
  await next('Send code');
};

const fillCode = async (code = '123456') => {
  await screen.findByText('Step 2 of 7', { exact: false });
  await user().type(screen.getByLabelText(/^Verification code/), code);
  await next('Verify code');
};

const fillPassword = async () => {
  await screen.findByText('Step 3 of 7', { exact: false });
  await user().type(screen.getByLabelText(/^Password/), 'Secret123');
  await user().type(screen.getByLabelText(/^Repeat password/), 'Secret123');
  await next();
};

const fillPersonal = async () => {
  await screen.findByText('Step 4 of 7', { exact: false });
  await user().type(screen.getByLabelText(/^First name/), 'Ana');
  await user().type(screen.getByLabelText(/^Last name/), 'Pérez');
  await user().type(screen.getByLabelText(/^Date of birth/), '1990-04-12');
  await next();
};

const chooseCountry = async (typed: string, option: string) => {
  await user().type(screen.getByRole('combobox', { name: /^Country/ }), typed);
  await user().click(await screen.findByRole('option', { name: option, hidden: true }));
};

describe('SignUpWizard', { timeout: 20_000 }, () => {
  it('runs email → code → password → personal → username → location → work, then signs in', async () => {
    const api = happyApi();
    const { onSignedIn } = renderWizard();
    await renderWizardReady();

    expect(stepHeading()).toHaveTextContent('Step 1 of 7: Email');
    await fillEmail('Ana@Example.com');
    expect(api.callsTo('POST /api/auth/signup/code')[0]?.body).toEqual({
      email: 'ana@example.com',
      language: 'en',
      captcha: 'none',
    });
    await fillCode();
    expect(api.callsTo('POST /api/auth/signup/verify')[0]?.body).toEqual({
      email: 'ana@example.com',
      code: '123456',
    });
    await fillPassword();
    await fillPersonal();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 5 of 7: Username'));
    await user().type(screen.getByLabelText(/^Username/), 'ana_p');
    await next();
    expect(await screen.findByText('Step 6 of 7', { exact: false })).toBeInTheDocument();
    await chooseCountry('Colom', 'Colombia');
    await user().type(screen.getByLabelText(/^City/), 'Bogotá');
    await next();
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 7 of 7: Current work'));
    await user().click(screen.getByRole('radio', { name: 'Yes' }));
    await user().type(screen.getByLabelText(/^Company/), 'Ecopetrol');
    await user().type(screen.getByLabelText(/^Position/), 'Engineer');
    await next('Create account');

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /api/auth/signup')[0]?.body).toEqual({
      ticket: 'ticket-1',
      email: 'ana@example.com',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      firstName: 'Ana',
      lastName: 'Pérez',
      birthDate: '1990-04-12',
      username: 'ana_p',
      country: 'CO',
      city: 'Bogotá',
      isWorking: true,
      company: 'Ecopetrol',
      position: 'Engineer',
      language: 'en',
      units: 'metric',
    });
  });

  it('keeps what was typed when going back, and does not send another code for a verified email', async () => {
    const api = happyApi();
    renderWizard();
    await renderWizardReady();
    await fillEmail();
    await fillCode();
    await fillPassword();
    // Half-typed personal information survives Back and Next.
    // The step changes once the form's (asynchronous) validation has passed: wait for it, as the helpers do.
    await user().type(await screen.findByLabelText(/^First name/), 'Ana');
    await user().click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading()).toHaveTextContent('Step 3 of 7: Password');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret123');
    expect(screen.getByLabelText(/^Repeat password/)).toHaveValue('Secret123');
    await user().click(screen.getByRole('button', { name: 'Back' }));
    expect(stepHeading()).toHaveTextContent('Step 2 of 7: Verification code');
    expect(screen.getByLabelText(/^Verification code/)).toHaveValue('123456');
    await user().click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@example.com');

    await next('Send code');
    await waitFor(() => expect(stepHeading()).toHaveTextContent('Step 3 of 7: Password'));
    expect(api.callsTo('POST /api/auth/signup/code')).toHaveLength(1);
    await next();
    expect(await screen.findByLabelText(/^First name/)).toHaveValue('Ana');
  });

  it('shows the field rules of SPEC §5 and stays on the step', async () => {
    happyApi();
    renderWizard();
    await renderWizardReady();
    await fillEmail('ana@example');
    expect(await screen.findByText('Wrong email format')).toBeInTheDocument();
    expect(stepHeading()).toHaveTextContent('Step 1 of 7');
    await user().clear(screen.getByLabelText(/^Email/));
    await fillEmail('ana@example.com');
    await user().type(await screen.findByLabelText(/^Verification code/), '12ab');
    await next('Verify code');
    expect(await screen.findByText('The code has 6 digits')).toBeInTheDocument();
    await user().clear(screen.getByLabelText(/^Verification code/));
    await fillCode();

    await user().type(await screen.findByLabelText(/^Password/), 'short');
    await user().type(screen.getByLabelText(/^Repeat password/), 'other');
    await next();
    expect(await screen.findByText('The password must have 8 to 20 characters')).toBeInTheDocument();
    await user().clear(screen.getByLabelText(/^Password/));
    await user().type(screen.getByLabelText(/^Password/), 'Secret123');
    await next();
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    await user().clear(screen.getByLabelText(/^Repeat password/));
    await user().type(screen.getByLabelText(/^Repeat password/), 'Secret123');
    await next();

    const year = new Date().getUTCFullYear() - 10;
    await user().type(await screen.findByLabelText(/^First name/), 'Ana');
    await user().type(screen.getByLabelText(/^Last name/), 'Pérez');
    await user().type(screen.getByLabelText(/^Date of birth/), `${year}-01-01`);
    await next();
    expect(await screen.findByText('You must be at least 18 years old')).toBeInTheDocument();
  });

  it('puts the API refusals on the fields: email taken, invalid code, username taken', async () => {
    mockApi({
      'POST /api/auth/signup/code': [apiError(409, 'email_taken'), { status: 204 }],
      'POST /api/auth/signup/verify': [apiError(400, 'code_invalid'), { status: 200, body: { ticket: 't' } }],
      'GET /api/auth/username-available': { status: 200, body: { available: false } },
    });
    renderWizard();
    await renderWizardReady();
    await fillEmail('taken@example.com');
    expect(
      await screen.findByText('The email is already registered or is invalid. Try again with another'),
    ).toBeInTheDocument();
    await user().clear(screen.getByLabelText(/^Email/));
    await fillEmail('ana@example.com');
    await fillCode('000000');
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
    await user().clear(screen.getByLabelText(/^Verification code/));
    await fillCode('123456');
    await fillPassword();
    await fillPersonal();
    await user().type(await screen.findByLabelText(/^Username/), 'ana');
    await next();
    expect(
      await screen.findAllByText('The username is already registered. Try again with another'),
    ).not.toHaveLength(0);
    expect(stepHeading()).toHaveTextContent('Step 5 of 7: Username');
  });

  it('counts down the resend wait the API gives, in SPEC words', async () => {
    mockApi({
      'POST /api/auth/signup/code': [
        { status: 204 },
        apiError(429, 'code_resend_wait', { details: { retryAfterSeconds: 42 } }),
      ],
    });
    renderWizard();
    await renderWizardReady();
    await fillEmail();
    await user().click(await screen.findByRole('button', { name: 'Send another code' }));
    expect(await screen.findByTestId('resend-wait')).toHaveTextContent(
      'You have to wait 42 seconds for send another code.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('You have to wait 42 seconds');
    expect(screen.getByRole('button', { name: 'Send another code' })).toBeDisabled();
    await waitFor(() => expect(screen.getByTestId('resend-wait')).toHaveTextContent('wait 41 seconds'), {
      timeout: 2500,
    });
  });

  it('opens at the code step, filled in, from the mail link', async () => {
    const api = happyApi();
    renderWizard({ initialEmail: 'ana@example.com', initialCode: '654321' });
    await renderWizardReady();
    expect(stepHeading()).toHaveTextContent('Step 2 of 7: Verification code');
    expect(screen.getByLabelText(/^Verification code/)).toHaveValue('654321');
    await next('Verify code');
    expect(await screen.findByText('Step 3 of 7', { exact: false })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/signup/verify')[0]?.body).toEqual({
      email: 'ana@example.com',
      code: '654321',
    });
  });

  it('speaks Spanish, progress included', async () => {
    happyApi();
    renderWizard({ language: 'es' });
    await renderWizardReady();
    expect(stepHeading()).toHaveTextContent('Paso 1 de 7: Correo electrónico');
    const progress = screen.getByRole('list', { name: 'Progreso del registro' });
    expect(within(progress).getAllByRole('listitem')).toHaveLength(7);
    await user().type(screen.getByLabelText(/^Correo electrónico/), 'ana@');
    await user().click(screen.getByRole('button', { name: 'Enviar código' }));
    expect(await screen.findByText('Formato de correo electrónico incorrecto')).toBeInTheDocument();
  });
});

const renderWizardReady = () => screen.findByRole('heading', { level: 2 });
