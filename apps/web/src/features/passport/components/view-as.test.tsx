import type { ProfileResponse } from '@flarescope/shared';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signedInAs } from '../../../test/render';
import { ViewAs } from './view-as';

const asSignedIn: ProfileResponse = {
  username: 'ana',
  firstName: 'Ana',
  lastName: 'Pérez',
  headline: 'Reservoir engineer',
  cover: null,
  audience: 'signed_in',
  isOwner: true,
};

describe('ViewAs', () => {
  it('does not ask the API for an audience the profile is hidden from (its 404 would be logged)', async () => {
    const api = mockApi({ 'GET /api/profiles/ana': { status: 200, body: asSignedIn } });
    await renderScreen(<ViewAs username="ana" profileVisibility="signed_in" />, {
      path: '/passport',
      session: signedInAs(),
    });
    // The first audience shown is everyone, from whom this profile is hidden.
    expect(await screen.findByText(/Your profile is hidden from this audience/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/profiles/ana')).toHaveLength(0);
    fireEvent.click(screen.getByText('A signed-in user'));
    expect(await screen.findByText('Reservoir engineer')).toBeInTheDocument();
    expect(api.callsTo('GET /api/profiles/ana').map((call) => call.search)).toEqual(['?viewAs=signed_in']);
  });
});
