import type { ApiKey, ApiKeyCreated } from '@flarescope/shared';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signedInAs } from '../../../test/render';
import { ApiKeysSection } from './api-keys-section';

const key = (overrides: Partial<ApiKey>): ApiKey => ({
  id: 'k1',
  name: 'Nightly pull',
  prefix: 'fsk_AbC123xy',
  createdAt: '2026-01-10T09:00:00.000Z',
  lastUsedAt: null,
  expiresAt: '2027-01-10T09:00:00.000Z',
  expired: false,
  ...overrides,
});

const session = signedInAs({ hasPremiumAccess: true });

describe('ApiKeysSection', () => {
  it('lists each key with when it was last used and when it expires, expired ones marked', async () => {
    mockApi({
      'GET /api/account/api-keys': {
        status: 200,
        body: {
          items: [
            key({ id: 'k1', name: 'Nightly pull', lastUsedAt: '2026-11-20T12:30:00.000Z' }),
            key({ id: 'k2', name: 'Old laptop', expiresAt: '2026-02-01T12:00:00.000Z', expired: true }),
            key({ id: 'k3', name: 'Forever', expiresAt: null }),
          ],
        },
      },
    });
    await renderScreen(<ApiKeysSection />, { path: '/passport', session });
    const rows = await screen.findAllByRole('row');
    const cells = (name: string) =>
      within(rows.find((row) => row.textContent?.includes(name))!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(screen.getByRole('columnheader', { name: 'Last used' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Expires' })).toBeInTheDocument();
    expect(cells('Nightly pull')[3]).toMatch(/Nov 20, 2026/);
    expect(cells('Nightly pull')[4]).toBe('Jan 10, 2027');
    expect(cells('Old laptop')[3]).toBe('Never');
    expect(cells('Old laptop')[4]).toBe('Feb 1, 2026Expired');
    expect(cells('Forever')[4]).toBe('No expiry');
  });

  it('creates a key that expires after a year unless another expiry is chosen, and shows its expiry', async () => {
    const created: ApiKeyCreated = {
      key: key({ id: 'k9', name: 'Quarterly', expiresAt: '2027-02-19T12:00:00.000Z' }),
      secret: `fsk_${'a'.repeat(43)}`,
    };
    const api = mockApi({
      'GET /api/account/api-keys': { status: 200, body: { items: [] } },
      'POST /api/account/api-keys': { status: 201, body: created },
    });
    await renderScreen(<ApiKeysSection />, { path: '/passport', session });
    const expiry = await screen.findByRole('combobox', { name: 'Expires after' });
    expect(expiry).toHaveValue('365');
    expect(
      within(expiry)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['30 days', '90 days', '1 year (recommended)', '2 years', 'No expiry']);
    fireEvent.change(screen.getByRole('textbox', { name: 'Key name' }), { target: { value: 'Yearly' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByTestId('api-key-expiry')).toHaveTextContent('Works until Feb 19, 2027.');
    fireEvent.change(screen.getByRole('combobox', { name: 'Expires after' }), { target: { value: 'never' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Key name' }), { target: { value: 'Forever' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    await screen.findByTestId('api-key-secret');
    expect(api.callsTo('POST /api/account/api-keys').map((call) => call.body)).toEqual([
      { name: 'Yearly', expiresInDays: 365 },
      { name: 'Forever', expiresInDays: 'never' },
    ]);
  });

  it('says it in Spanish', async () => {
    mockApi({
      'GET /api/account/api-keys': {
        status: 200,
        body: { items: [key({ expiresAt: null }), key({ id: 'k2', name: 'Vieja', expired: true })] },
      },
    });
    await renderScreen(<ApiKeysSection />, { path: '/passport', session, language: 'es' });
    expect(await screen.findByRole('columnheader', { name: 'Vence' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Último uso' })).toBeInTheDocument();
    expect(screen.getByText('Vencida')).toBeInTheDocument();
    expect(screen.getAllByText('Sin vencimiento').length).toBeGreaterThan(0);
    expect(screen.getByRole('combobox', { name: 'Vence después de' })).toHaveValue('365');
  });
});
