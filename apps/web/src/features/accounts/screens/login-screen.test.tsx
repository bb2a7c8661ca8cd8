import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, networkDown } from '../../../test/mock-api';
import { renderScreen } from '../../../test/render';
import { LoginScreen } from './login-screen';

const user = () => userEvent.setup({ delay: null });

const renderLogin = (path = '/', isRegistration = false, language: 'en' | 'es' = 'en') => {
  const onSignedIn = vi.fn();
  const rendered = renderScreen(
    <LoginScreen
      isRegistration={isRegistration}
      signInHref="/"
      registerHref="/oagregistermanualactive"
      visitorHref="/home"
      legalLinks={[]}
      units="metric"
      onSignedIn={onSignedIn}
    />,
    { path, language },
  );
  return { onSignedIn, rendered };
};

const h1 = () => screen.findByRole('heading', { level: 1 });

const signInWith = async (email: string, password: string) => {
  await user().type(screen.getByLabelText(/^Email/), email);
  await user().type(screen.getByLabelText(/^Password/), password);
  await user().click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('sign-in', { timeout: 20_000 }, () => {
  it('signs in with email, password and a bot-check token, then reloads the app', async () => {
    const api = mockApi({
      'POST /api/auth/signin': { status: 200, body: { user: {}, reopened: false } },
    });
    const { onSignedIn } = renderLogin();
    expect(await h1()).toHaveTextContent('Sign in to Flarescope');
    await signInWith('Ana@example.com', 'Secret123');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /api/auth/signin')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'Secret123',
      captcha: 'none',
    });
  });

  it("says 'Email or password are incorrect' and stays signed out", async () => {
    mockApi({ 'POST /api/auth/signin': apiError(401, 'invalid_credentials') });
    const { onSignedIn } = renderLogin();
    await h1();
    await signInWith('ana@example.com', 'Wrong123');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or password are incorrect');
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the general message when the connection is lost', async () => {
    mockApi({ 'POST /api/auth/signin': networkDown });
    renderLogin();
    await h1();
    await signInWith('ana@example.com', 'Secret123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error. Check your internet connection, refresh the website and try again.',
    );
  });

  it('says so when signing in reopened a closed account, then continues', async () => {
    mockApi({ 'POST /api/auth/signin': { status: 200, body: { user: {}, reopened: true } } });
    const { onSignedIn } = renderLogin();
    await h1();
    await signInWith('ana@example.com', 'Secret123');
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your account was closed and has been reopened: its deletion is cancelled',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    await user().click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSignedIn).toHaveBeenCalledTimes(1);
  });

  it('offers create account and visitor entry', async () => {
    renderLogin();
    await h1();
    expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/oagregistermanualactive',
    );
    expect(screen.getByRole('link', { name: 'Enter as visitor' })).toHaveAttribute('href', '/home');
  });

  it('opens on registration at /oagregistermanualactive', async () => {
    renderLogin('/oagregistermanualactive', true);
    expect(await h1()).toHaveTextContent('Create your account');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Step 1 of 7: Email');
  });
});

describe('forgot password', { timeout: 20_000 }, () => {
  it('email → code → new password twice → back at login with the success message', async () => {
    const api = mockApi({
      'POST /api/auth/password-reset/code': [apiError(404, 'email_not_registered'), { status: 204 }],
      'POST /api/auth/password-reset/verify': [
        apiError(400, 'code_expired'),
        { status: 200, body: { ticket: 'reset-ticket' } },
      ],
      'POST /api/auth/password-reset': { status: 204 },
    });
    const { rendered } = renderLogin();
    const { router } = await rendered;
    await h1();
    await user().type(screen.getByLabelText(/^Email/), 'nobody@example.com');
    await user().click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(await h1()).toHaveTextContent('Reset your password');
    expect(router.state.location.search).toBe('?reset=1');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('nobody@example.com');

    await user().click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(await screen.findByText('This email is not registered.')).toBeInTheDocument();
    await user().clear(screen.getByLabelText(/^Email/));
    await user().type(screen.getByLabelText(/^Email/), 'ana@example.com');
    await user().click(screen.getByRole('button', { name: 'Send verification code' }));
    expect(api.callsTo('POST /api/auth/password-reset/code')[1]?.body).toEqual({
      email: 'ana@example.com',
      language: 'en',
      captcha: 'none',
    });

    await user().type(await screen.findByLabelText(/^Verification code/), '111111');
    await user().click(screen.getByRole('button', { name: 'Verify code' }));
    expect(await screen.findByText('The code is expired or invalid.')).toBeInTheDocument();
    await user().clear(screen.getByLabelText(/^Verification code/));
    await user().type(screen.getByLabelText(/^Verification code/), '222222');
    await user().click(screen.getByRole('button', { name: 'Verify code' }));

    await user().type(await screen.findByLabelText(/^New password/), 'NewSecret1');
    await user().type(screen.getByLabelText(/^Repeat new password/), 'NewSecret2');
    await user().click(screen.getByRole('button', { name: 'Save new password' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    await user().clear(screen.getByLabelText(/^Repeat new password/));
    await user().type(screen.getByLabelText(/^Repeat new password/), 'NewSecret1');
    await user().click(screen.getByRole('button', { name: 'Save new password' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your password reset was successful, please log in.',
    );
    expect(await h1()).toHaveTextContent('Sign in to Flarescope');
    expect(router.state.location.search).toBe('');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('ana@example.com');
    expect(api.callsTo('POST /api/auth/password-reset')[0]?.body).toEqual({
      ticket: 'reset-ticket',
      password: 'NewSecret1',
      confirmPassword: 'NewSecret1',
    });
  });

  it('opens at the code step, filled in, from the mail link', async () => {
    mockApi({});
    renderLogin('/?reset=1&email=ana%40example.com&code=123456');
    expect(await h1()).toHaveTextContent('Reset your password');
    expect(screen.getByLabelText(/^Verification code/)).toHaveValue('123456');
    expect(screen.getByText('The 6 digits in the mail we sent to ana@example.com.')).toBeInTheDocument();
  });

  it('shows the Spanish messages in Spanish', async () => {
    mockApi({ 'POST /api/auth/password-reset/code': apiError(404, 'email_not_registered') });
    renderLogin('/?reset=1', false, 'es');
    expect(await h1()).toHaveTextContent('Restablezca su contraseña');
    await user().type(screen.getByLabelText(/^Correo electrónico/), 'nadie@example.com');
    await user().click(screen.getByRole('button', { name: 'Enviar código de verificación' }));
    expect(await screen.findByText('Este correo electrónico no está registrado.')).toBeInTheDocument();
  });
});
