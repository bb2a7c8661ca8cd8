import type { AccountResponse } from '@flarescope/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { apiError, mockApi, networkDown, type MockReply } from '../../../test/mock-api';
import { renderScreen, signedInAs } from '../../../test/render';
import { SettingsScreen } from './settings-screen';

const user = () => userEvent.setup({ delay: null });

const account: AccountResponse = {
  email: 'ana@example.com',
  username: 'ana',
  firstName: 'Ana',
  lastName: 'Pérez',
  birthDate: '1990-04-12',
  country: 'CO',
  city: 'Bogotá',
  isWorking: true,
  company: 'Ecopetrol',
  position: 'Engineer',
  language: 'en',
  units: 'metric',
  role: 'user',
  hasPremiumAccess: false,
  hasProjectAccess: false,
  pendingEmail: null,
};

const accountReply = (overrides: Partial<AccountResponse> = {}): MockReply => ({
  status: 200,
  body: { ...account, ...overrides },
});

const renderSettings = (options: { path?: string; language?: 'en' | 'es' } = {}) => {
  const handlers = {
    onLanguageChange: vi.fn(async () => true),
    onUnitsChange: vi.fn(async () => true),
    onAccountClosed: vi.fn(),
  };
  const rendered = renderScreen(<SettingsScreen units="metric" {...handlers} />, {
    path: options.path ?? '/settings',
    language: options.language ?? 'en',
    session: signedInAs(),
  });
  return { ...handlers, rendered };
};

const section = (name: string | RegExp) => screen.getByRole('region', { name });

describe('account settings', { timeout: 20_000 }, () => {
  it('shows the account and saves the edited fields', async () => {
    const api = mockApi({
      'GET /api/account': accountReply(),
      'PATCH /api/account': ({ body }) => ({ status: 200, body: { ...account, ...(body as object) } }),
    });
    renderSettings();
    const form = await screen.findByRole('region', { name: 'Account settings' });
    const firstName = await within(form).findByLabelText(/^First name/);
    expect(firstName).toHaveValue('Ana');
    expect(within(form).getByRole('combobox', { name: /^Country/ })).toHaveValue('Colombia');
    await user().clear(within(form).getByLabelText(/^City/));
    await user().type(within(form).getByLabelText(/^City/), 'Medellín');
    await user().click(within(form).getByRole('radio', { name: 'No' }));
    await user().click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your changes were saved.');
    expect(api.callsTo('PATCH /api/account')[0]?.body).toEqual({
      firstName: 'Ana',
      lastName: 'Pérez',
      birthDate: '1990-04-12',
      username: 'ana',
      country: 'CO',
      city: 'Medellín',
      isWorking: false,
    });
  });

  it('refuses a taken username and shows the API field errors on their fields', async () => {
    mockApi({
      'GET /api/account': accountReply(),
      'GET /api/auth/username-available': [
        { status: 200, body: { available: false } },
        { status: 200, body: { available: true } },
      ],
      'PATCH /api/account': apiError(400, 'validation_failed', {
        fields: { city: 'validation.too_long' },
      }),
    });
    renderSettings();
    const form = await screen.findByRole('region', { name: 'Account settings' });
    const username = await within(form).findByLabelText(/^Username/);
    await user().clear(username);
    await user().type(username, 'taken');
    await user().click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(
      await within(form).findAllByText('The username is already registered. Try again with another'),
    ).not.toHaveLength(0);
    await user().clear(username);
    await user().type(username, 'free_name');
    await user().click(within(form).getByRole('button', { name: 'Save changes' }));
    expect(await within(form).findByText('This text is too long')).toBeInTheDocument();
  });

  it('shows the general message when the account cannot be loaded', async () => {
    mockApi({ 'GET /api/account': networkDown });
    renderSettings();
    // The query retries twice (1 s, then 2 s) before it gives up.
    const messages = await screen.findAllByText(
      'Error. Check your internet connection, refresh the website and try again.',
      {},
      { timeout: 6000 },
    );
    expect(messages.length).toBeGreaterThan(0);
  });
});

describe('preferences', { timeout: 20_000 }, () => {
  it('applies language and units through the handlers and says they were saved', async () => {
    mockApi({ 'GET /api/account': accountReply() });
    const { onLanguageChange, onUnitsChange } = renderSettings();
    const preferences = await screen.findByRole('region', { name: 'Preferences' });
    await user().click(within(preferences).getByRole('radio', { name: 'Imperial' }));
    expect(onUnitsChange).toHaveBeenCalledWith('imperial');
    expect(await within(preferences).findByRole('status')).toHaveTextContent('Saved to your account.');
    await user().click(within(preferences).getByRole('radio', { name: 'Español' }));
    expect(onLanguageChange).toHaveBeenCalledWith('es');
  });
});

describe('change password', { timeout: 20_000 }, () => {
  const fill = async (current: string, next: string, again = next) => {
    const form = section(/^(Change password|Cambiar contraseña)$/);
    await user().type(within(form).getByLabelText(/^(Current password|Contraseña actual)/), current);
    await user().type(within(form).getByLabelText(/^(New password|Nueva contraseña)/), next);
    await user().type(
      within(form).getByLabelText(/^(Repeat new password|Repita la nueva contraseña)/),
      again,
    );
    await user().click(within(form).getByRole('button', { name: /^(Change password|Cambiar contraseña)$/ }));
    return form;
  };

  it('changes it, and clears the form', async () => {
    const api = mockApi({
      'GET /api/account': accountReply(),
      'POST /api/account/password': { status: 204 },
    });
    renderSettings();
    await screen.findByRole('region', { name: 'Change password' });
    const form = await fill('OldSecret1', 'NewSecret1');
    expect(await within(form).findByRole('status')).toHaveTextContent('Your password was changed.');
    expect(api.callsTo('POST /api/account/password')[0]?.body).toEqual({
      currentPassword: 'OldSecret1',
      password: 'NewSecret1',
      confirmPassword: 'NewSecret1',
    });
    expect(within(form).getByLabelText(/^Current password/)).toHaveValue('');
  });

  it("says 'Passwords must match' before asking the API", async () => {
    const api = mockApi({ 'GET /api/account': accountReply() });
    renderSettings();
    await screen.findByRole('region', { name: 'Change password' });
    const form = await fill('OldSecret1', 'NewSecret1', 'NewSecret2');
    expect(await within(form).findByText('Passwords must match')).toBeInTheDocument();
    expect(api.callsTo('POST /api/account/password')).toHaveLength(0);
  });

  it("says 'Wrong current password' in English, also in Spanish", async () => {
    mockApi({
      'GET /api/account': accountReply(),
      'POST /api/account/password': apiError(400, 'wrong_current_password'),
    });
    renderSettings({ language: 'es' });
    await screen.findByRole('region', { name: 'Cambiar contraseña' });
    const form = await fill('Nope12345', 'NewSecret1');
    expect(await within(form).findByText('Wrong current password')).toBeInTheDocument();
  });

  it("says 'It is not possible to change your password at this time' when the API fails", async () => {
    mockApi({
      'GET /api/account': accountReply(),
      'POST /api/account/password': apiError(500, 'password_change_failed'),
    });
    renderSettings();
    await screen.findByRole('region', { name: 'Change password' });
    const form = await fill('OldSecret1', 'NewSecret1');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      /^It is not possible to change your password at this time$/,
    );
  });
});

describe('change email', { timeout: 20_000 }, () => {
  it('mails a code to the new address and changes the email once it is entered', async () => {
    const api = mockApi({
      'GET /api/account': accountReply(),
      'POST /api/account/email/code': [apiError(409, 'email_taken'), { status: 204 }],
      'POST /api/account/email': [apiError(400, 'code_invalid'), accountReply({ email: 'new@example.com' })],
    });
    renderSettings();
    const form = await screen.findByRole('region', { name: 'Change email' });
    expect(await within(form).findByText('Your email: ana@example.com')).toBeInTheDocument();
    await user().type(within(form).getByLabelText(/^New email/), 'taken@example.com');
    await user().click(within(form).getByRole('button', { name: 'Send code' }));
    expect(
      await within(form).findByText('The email is already registered or is invalid. Try again with another'),
    ).toBeInTheDocument();
    await user().clear(within(form).getByLabelText(/^New email/));
    await user().type(within(form).getByLabelText(/^New email/), 'New@example.com');
    await user().click(within(form).getByRole('button', { name: 'Send code' }));
    expect(api.callsTo('POST /api/account/email/code')[1]?.body).toEqual({
      newEmail: 'new@example.com',
      language: 'en',
      captcha: 'none',
    });

    expect(await within(form).findByText('Waiting for confirmation: new@example.com')).toBeInTheDocument();
    await user().type(within(form).getByLabelText(/^Verification code/), '999999');
    await user().click(within(form).getByRole('button', { name: 'Confirm new email' }));
    expect(await within(form).findByText('Invalid code')).toBeInTheDocument();
    await user().clear(within(form).getByLabelText(/^Verification code/));
    await user().type(within(form).getByLabelText(/^Verification code/), '123456');
    await user().click(within(form).getByRole('button', { name: 'Confirm new email' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your email is now new@example.com.');
    expect(within(form).getByText('Your email: new@example.com')).toBeInTheDocument();
  });

  it('opens with the code filled in from the mail link', async () => {
    mockApi({ 'GET /api/account': accountReply({ pendingEmail: 'new@example.com' }) });
    renderSettings({ path: '/settings?emailCode=123456&newEmail=new%40example.com' });
    const form = await screen.findByRole('region', { name: 'Change email' });
    expect(await within(form).findByLabelText(/^Verification code/)).toHaveValue('123456');
    expect(within(form).getByText('Waiting for confirmation: new@example.com')).toBeInTheDocument();
  });
});

describe('close account', { timeout: 20_000 }, () => {
  it('explains the 30 days, asks for the password, and reloads signed out once closed', async () => {
    const api = mockApi({
      'GET /api/account': accountReply(),
      'POST /api/account/close': [apiError(400, 'wrong_current_password'), { status: 204 }],
    });
    const { onAccountClosed } = renderSettings();
    const part = await screen.findByRole('region', { name: 'Close account' });
    expect(part).toHaveTextContent('deleted permanently after 30 days');
    await user().click(within(part).getByRole('button', { name: 'Close my account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close your account?' });
    await user().type(within(dialog).getByLabelText(/^Password/), 'Wrong1234');
    await user().click(within(dialog).getByRole('button', { name: 'Close account' }));
    expect(await within(dialog).findByText('Wrong current password')).toBeInTheDocument();
    expect(onAccountClosed).not.toHaveBeenCalled();
    await user().clear(within(dialog).getByLabelText(/^Password/));
    await user().type(within(dialog).getByLabelText(/^Password/), 'Secret123');
    await user().click(within(dialog).getByRole('button', { name: 'Close account' }));
    await waitFor(() => expect(onAccountClosed).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST /api/account/close')[1]?.body).toEqual({ password: 'Secret123' });
  });
});
