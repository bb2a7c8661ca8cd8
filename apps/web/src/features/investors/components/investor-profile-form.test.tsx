import type { InvestorProfileResponse } from '@flarescope/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderScreen, signedInAs } from '../../../test/render';
import { InvestorProfileForm } from './investor-profile-form';

const SAVED: InvestorProfileResponse = {
  profile: {
    organisation: 'Andes Energy Fund',
    type: 'fund',
    ticketMinUsd: 4_000_000,
    ticketMaxUsd: 8_000_000,
    countries: ['AR'],
    technologies: [],
    instruments: ['debt'],
    minIrr: 0.12,
    irrCase: 'lenders',
    updatedAt: '2026-11-21T12:00:00.000Z',
  },
};

const TECHNOLOGIES = { items: [] };

afterEach(() => vi.unstubAllGlobals());

describe('the investor profile’s criteria (settings)', () => {
  it('shows the minimum IRR in percent, refuses one above 100 % on its field and sends a fraction', async () => {
    const api = mockApi({
      'GET /api/account/investor-profile': { status: 200, body: SAVED },
      'GET /api/projects/technologies': { status: 200, body: TECHNOLOGIES },
      'PUT /api/account/investor-profile': (call) => ({
        status: 200,
        body: { profile: { ...SAVED.profile, ...(call.body as object) } },
      }),
    });
    await renderScreen(<InvestorProfileForm />, { session: signedInAs() });
    const minIrr = await screen.findByRole('textbox', { name: 'Minimum IRR (%)' });
    expect(minIrr).toHaveValue('12 %');
    expect(screen.getByRole('combobox', { name: 'IRR on the case' })).toHaveValue('lenders');
    await userEvent.clear(minIrr);
    await userEvent.type(minIrr, '150');
    await userEvent.click(screen.getByRole('button', { name: 'Save investor profile' }));
    expect(await screen.findByText('The minimum IRR must be between 0 % and 100 %')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/account/investor-profile')).toHaveLength(0);

    await userEvent.clear(minIrr);
    await userEvent.type(minIrr, '15.5');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'IRR on the case' }), 'sponsors');
    await userEvent.click(screen.getByRole('button', { name: 'Save investor profile' }));
    expect(await screen.findByText('Your investor profile was saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/account/investor-profile')[0]?.body).toMatchObject({
      instruments: ['debt'],
      minIrr: 0.155,
      irrCase: 'sponsors',
    });
  }, 20_000);

  it('shows the API’s refusal on its field, in Spanish', async () => {
    mockApi({
      'GET /api/account/investor-profile': { status: 200, body: SAVED },
      'GET /api/projects/technologies': { status: 200, body: TECHNOLOGIES },
      'PUT /api/account/investor-profile': apiError(400, 'validation_failed', {
        fields: { minIrr: 'investors.validation.minIrrRange' },
      }),
    });
    await renderScreen(<InvestorProfileForm />, { session: signedInAs({ language: 'es' }), language: 'es' });
    const minIrr = await screen.findByRole('textbox', { name: 'TIR mínima (%)' });
    expect(minIrr).toHaveValue('12 %');
    expect(screen.getByRole('combobox', { name: 'TIR del caso' })).toHaveDisplayValue(
      'Caso de los prestamistas (TIR del proyecto con gas P90)',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Guardar perfil de inversor' }));
    expect(await screen.findByText('La TIR mínima debe estar entre 0 % y 100 %')).toBeInTheDocument();
  }, 20_000);
});
