import type { ProfileResponse } from '@flarescope/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderScreen, signedOut } from '../../../test/render';
import { PublicProfileScreen } from './public-profile-screen';

const profile: ProfileResponse = {
  username: 'ana',
  firstName: 'Ana',
  lastName: 'Pérez',
  headline: 'Reservoir engineer',
  cover: null,
  location: { country: 'AR', city: 'Neuquén' },
  about: 'Ten years at YPF.\n<b>Not bold</b>',
  audience: 'everyone',
  isOwner: false,
};

describe('PublicProfileScreen', () => {
  it('shows what the API sent, about me as plain text with its line breaks, and nothing it left out', async () => {
    mockApi({ 'GET /api/profiles/ana': { status: 200, body: profile } });
    await renderScreen(<PublicProfileScreen username="ana" />, { path: '/passport/ana', session: signedOut });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ana Pérez' })).toBeInTheDocument();
    expect(screen.getByText('Reservoir engineer')).toBeInTheDocument();
    expect(screen.getByText('Neuquén, Argentina')).toBeInTheDocument();
    const about = screen.getByTestId('profile-about');
    expect(about.textContent).toBe('Ten years at YPF.\n<b>Not bold</b>');
    expect(about.querySelector('b')).toBeNull();
    expect(screen.queryByText('Work')).not.toBeInTheDocument();
    expect(screen.queryByText('Birthdate')).not.toBeInTheDocument();
  });

  it('is the not-found screen for an unknown or hidden profile', async () => {
    mockApi({ 'GET /api/profiles/ghost': apiError(404, 'not_found') });
    await renderScreen(<PublicProfileScreen username="ghost" />, {
      path: '/passport/ghost',
      session: signedOut,
    });
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
  });
});
