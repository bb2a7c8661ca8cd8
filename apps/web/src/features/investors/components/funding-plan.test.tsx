import type { FundingPlanResponse } from '@flarescope/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, mockApi } from '../../../test/mock-api';
import { renderScreen, signedInAs } from '../../../test/render';
import { FundingPlan } from './funding-plan';

/** Issue 27's case: 42 M$ of capex, 30 M$ sought, the split assumed from the model's 70 % debt. */
const plan = (overrides: Partial<FundingPlanResponse> = {}): FundingPlanResponse => ({
  capexUsd: 42_000_000,
  fundingSoughtUsd: 30_000_000,
  ownerContributionUsd: 12_000_000,
  isAssumed: true,
  modelDebtUsd: 29_400_000,
  instruments: [
    { instrument: 'equity', soughtUsd: 600_000, indicatedUsd: 0, committedUsd: 0 },
    { instrument: 'debt', soughtUsd: 29_400_000, indicatedUsd: 5_000_000, committedUsd: 10_000_000 },
    { instrument: 'mezzanine', soughtUsd: 0, indicatedUsd: 0, committedUsd: 0 },
    { instrument: 'grant', soughtUsd: 0, indicatedUsd: 0, committedUsd: 0 },
  ],
  canEdit: true,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('the funding plan', () => {
  it('reconciles capex, own contribution and funding sought on one line, bar by instrument', async () => {
    mockApi({});
    await renderScreen(<FundingPlan slug="p1" plan={plan({ canEdit: false })} />, { session: signedInAs() });
    expect(screen.getByTestId('funding-reconciliation')).toHaveTextContent(
      'Capex $42,000,000 = owner’s own contribution $12,000,000 + funding sought $30,000,000',
    );
    expect(screen.getByTestId('funding-assumed')).toHaveTextContent('up to the $29,400,000');
    const debt = screen.getByTestId('funding-instrument-debt');
    expect(debt).toHaveTextContent('$29,400,000 sought');
    expect(debt).toHaveTextContent('$10,000,000 committed, $5,000,000 indicated');
    expect(debt).toHaveTextContent('51% of the funding sought');
    expect(screen.queryByTestId('funding-instrument-grant')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Split the funding sought' })).not.toBeInTheDocument();
  });

  it('lets the owner split it, recomputing the line as they type, and shows the API’s refusal', async () => {
    const api = mockApi({
      'PUT /api/projects/p1/funding-plan': apiError(400, 'validation_failed', {
        fields: { total: 'investors.validation.fundingAboveCapex' },
      }),
      'GET /api/notifications': { status: 200, body: { unread: 0, items: [] } },
    });
    await renderScreen(<FundingPlan slug="p1" plan={plan()} />, { session: signedInAs() });
    await userEvent.click(screen.getByRole('button', { name: 'Split the funding sought' }));
    const form = screen.getByRole('form', { name: 'Funding sought by instrument' });
    const grant = within(form).getByRole('textbox', { name: 'Grant sought (USD)' });
    await userEvent.type(grant, '2000000');
    expect(within(form).getByTestId('funding-reconciliation')).toHaveTextContent(
      'owner’s own contribution $10,000,000 + funding sought $32,000,000',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Save the funding plan' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'The funding sought cannot be more than the capex',
    );
    expect(api.callsTo('PUT /api/projects/p1/funding-plan')[0]?.body).toEqual({
      equityUsd: 600_000,
      debtUsd: 29_400_000,
      mezzanineUsd: 0,
      grantUsd: 2_000_000,
    });
  }, 20_000);

  it('speaks Spanish', async () => {
    mockApi({});
    await renderScreen(<FundingPlan slug="p1" plan={plan()} />, {
      session: signedInAs({ language: 'es' }),
      language: 'es',
    });
    expect(screen.getByTestId('funding-reconciliation')).toHaveTextContent(
      /^Capex 42\.000\.000\sUS\$ = aporte propio del titular 12\.000\.000\sUS\$ \+ financiación buscada 30\.000\.000\sUS\$$/,
    );
    expect(screen.getByRole('button', { name: 'Dividir la financiación buscada' })).toBeInTheDocument();
  });
});
