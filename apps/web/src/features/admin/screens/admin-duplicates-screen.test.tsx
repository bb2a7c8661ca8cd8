import type { DuplicateCandidate, DuplicateListResponse } from '@flarescope/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, signedInAs } from '../../../test/render';

const pair = (overrides: Partial<DuplicateCandidate> = {}): DuplicateCandidate => ({
  key: 'ARG:geopark argentina ltd sucursal argentina|geopark argentina s a',
  country: { iso3: 'ARG', slug: 'argentina' },
  companies: [
    {
      slug: 'geopark-argentina-ltd-sucursal-argentina',
      name: 'GEOPARK ARGENTINA LTD. (SUCURSAL ARGENTINA)',
      from: 2018,
      to: 2021,
    },
    { slug: 'geopark-argentina-s-a', name: 'GEOPARK ARGENTINA S.A.', from: 2026, to: 2026 },
  ],
  sharedFlares: [],
  sharedFlareCount: 0,
  sharedFields: ['PUESTO ROJAS'],
  timing: 'handover',
  nameSimilarity: 1,
  score: 1.8,
  review: null,
  ...overrides,
});

afterEach(() => vi.unstubAllGlobals());

describe('the candidate-duplicates report in the admin console', () => {
  it('shows each pair’s evidence and sends a merge with the name kept and the evidence', async () => {
    const report: DuplicateListResponse = {
      items: [
        pair(),
        pair({
          key: 'done',
          companies: [
            { slug: 'a', name: 'Orenburgneft', from: 2024, to: 2024 },
            { slug: 'b', name: 'Orenburg-Neft', from: 2024, to: 2024 },
          ],
          review: {
            decision: 'distinct',
            keepName: 'Orenburgneft',
            evidence: 'Checked by hand.',
            reviewedAt: '2026-11-28T10:00:00.000Z',
          },
        }),
      ],
      pending: 1,
    };
    const api = mockApi({
      'GET /api/admin/duplicates': { status: 200, body: report },
      'POST /api/admin/duplicates': { status: 204, body: null },
    });
    await renderApp('/admin/duplicates', signedInAs({ role: 'admin' }));
    const table = await screen.findByRole('table', { name: 'Candidate duplicate companies' });
    expect(screen.getByText('1 pair waiting for a decision.')).toBeInTheDocument();
    const rows = within(table).getAllByTestId('duplicate-pair');
    expect(rows[0]).toHaveTextContent('Fields: PUESTO ROJAS');
    expect(rows[0]).toHaveTextContent('A handover (one ends, the other begins)');
    expect(rows[0]).toHaveTextContent('(ARG, 2018–2021)');
    expect(rows[1]).toHaveTextContent('Not the same');
    expect(rows[1]).toHaveTextContent('Checked by hand.');

    await userEvent.click(within(rows[0] as HTMLElement).getByRole('button'));
    const dialog = await screen.findByRole('dialog', { name: 'Decide this pair' });
    await userEvent.click(
      within(dialog).getByRole('radio', {
        name: 'The same company: keep “GEOPARK ARGENTINA S.A.”, merge “GEOPARK ARGENTINA LTD. (SUCURSAL ARGENTINA)” into it',
      }),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the decision' }));
    expect(
      within(dialog).getByText('Write the evidence for this decision (at least 10 characters)'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/admin/duplicates')).toEqual([]);
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Evidence/ }),
      'GeoPark, Form 20-F 2023.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save the decision' }));
    await vi.waitFor(() => expect(api.callsTo('POST /api/admin/duplicates')).toHaveLength(1));
    expect(api.callsTo('POST /api/admin/duplicates')[0]?.body).toEqual({
      country: 'argentina',
      keep: 'geopark-argentina-s-a',
      other: 'geopark-argentina-ltd-sucursal-argentina',
      decision: 'merge',
      evidence: 'GeoPark, Form 20-F 2023.',
    });
  });
});
