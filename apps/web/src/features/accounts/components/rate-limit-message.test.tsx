import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ResendCode } from '../../../components/forms/resend-code';
import { ApiError } from '../../../lib/api-client';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderScreen } from '../../../test/render';
import { SignInForm } from './sign-in-form';

/**
 * Issue 15, item 9: a rate_limited answer showed 'Too many attempts. Please wait and try again.' with no
 * time. Every such message now says when to try again, in the reader's language, from the answer's
 * `details.retryAfterSeconds`.
 */
const user = () => userEvent.setup({ delay: null });

const renderSignIn = (language: 'en' | 'es') =>
  renderScreen(
    <SignInForm registerHref="/r" visitorHref="/v" onForgotPassword={vi.fn()} onSignedIn={vi.fn()} />,
    { language },
  );

describe('rate_limited messages say when to try again', { timeout: 20_000 }, () => {
  it.each([
    ['en', 2160, 'Too many attempts. Please try again in 36 minutes.'],
    ['es', 2160, 'Demasiados intentos. Inténtelo de nuevo dentro de 36 minutos.'],
    ['en', 45, 'Too many attempts. Please try again in 45 seconds.'],
  ] as const)('sign-in in %s with a wait of %s s', async (language, seconds, text) => {
    mockApi({
      'POST /api/auth/signin': apiError(429, 'rate_limited', { details: { retryAfterSeconds: seconds } }),
    });
    await renderSignIn(language);
    await user().type(screen.getByLabelText(/^(Email|Correo)/), 'ana@example.com');
    await user().type(screen.getByLabelText(/^(Password|Contraseña)/), 'Secret123');
    await user().click(screen.getByRole('button', { name: /^(Sign in|Iniciar sesión|Ingresar)$/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('adds the wait after SPEC’s "send code" message when a resend is over the budget', async () => {
    const onResend = vi.fn(() =>
      Promise.reject(new ApiError(429, 'rate_limited', {}, { retryAfterSeconds: 3295 })),
    );
    await renderScreen(<ResendCode email="ana@example.com" onResend={onResend} />);
    await user().click(screen.getByRole('button', { name: 'Send another code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'It is not possible to send a verification code at this time. Try again in 55 minutes.',
    );
  });
});
