import type { AdminUserDetail } from '@flarescope/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderApp, signedInAs } from '../../../test/render';

const admin = (overrides: Partial<AdminUserDetail> = {}): AdminUserDetail => ({
  id: 'u1',
  email: 'ana@example.com',
  username: 'ana',
  firstName: 'Ana',
  lastName: 'Pérez',
  company: 'YPF',
  role: 'admin',
  hasPremiumAccess: false,
  projectAccess: 'none',
  closedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  country: 'AR',
  city: 'Neuquén',
  position: 'Engineer',
  language: 'es',
  updatedAt: '2026-11-01T10:00:00.000Z',
  purgeAfter: null,
  sessions: { count: 2, lastSeenAt: '2026-11-24T09:30:00.000Z' },
  grants: [],
  history: [],
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('a user’s page in the admin console', () => {
  it('is the not-found screen for a user who is not an administrator, and asks the admin API nothing', async () => {
    const api = mockApi({});
    await renderApp('/admin/users/u1', signedInAs({ role: 'user', hasPremiumAccess: true }));
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    // The header's own calls (the notification bell) are not the admin page's.
    expect(api.calls.filter((call) => call.path.startsWith('/api/admin'))).toEqual([]);
  });

  it('asks for a reason before an action, sends it, and says why the server refused (the last administrator)', async () => {
    const api = mockApi({
      'GET /api/admin/users/u1': { status: 200, body: admin() },
      'POST /api/admin/users/u1/role': apiError(409, 'last_admin'),
    });
    await renderApp('/admin/users/u1', signedInAs({ role: 'admin' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'ana@example.com' })).toBeInTheDocument();
    expect(screen.getByText('2 devices or browsers')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove administrator role' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove the administrator role?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove administrator role' }));
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/users/u1/role')).toEqual([]);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Leaving the company');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove administrator role' }));
    expect(
      await within(dialog).findByText(
        'This is the last administrator: make someone else an administrator first.',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/users/u1/role')[0]?.body).toEqual({
      role: 'user',
      reason: 'Leaving the company',
    });
  });
});
