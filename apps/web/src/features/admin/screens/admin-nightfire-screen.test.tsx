import type { NightfireCandidate, NightfireCandidateListResponse } from '@flarescope/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderApp, signedInAs } from '../../../test/render';

const candidate = (overrides: Partial<NightfireCandidate> = {}): NightfireCandidate => ({
  id: 'c1',
  sourceId: 'eog-viirs-nightfire-nightly',
  night: '2017-12-05',
  satellite: 'npp',
  latitude: 30.12346,
  longitude: 47.54321,
  detections: 3,
  radiantHeatMw: 4.2,
  temperatureK: 1810,
  cloudState: 'clear',
  nearestFlare: null,
  status: 'pending',
  note: null,
  reviewedBy: null,
  reviewedAt: null,
  ...overrides,
});

const page = (items: NightfireCandidate[]): NightfireCandidateListResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 20,
});

// Typing and re-rendering the console takes more than the default 5 s on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

/** Decision 037: confirming a candidate records a missing flare; it does not add one to the catalogue. */
describe('the Nightfire candidates in the admin console', () => {
  it('says that confirming records a missing flare without adding it, and sends the decision', async () => {
    const confirmed = candidate({
      status: 'confirmed',
      reviewedBy: 'admin@example.com',
      reviewedAt: '2026-11-29T01:00:00.000Z',
    });
    const api = mockApi({
      'GET /api/admin/nightfire/candidates': [
        { status: 200, body: page([candidate()]) },
        { status: 200, body: page([]) },
      ],
      'POST /api/admin/nightfire/candidates/c1/review': { status: 200, body: confirmed },
    });
    await renderApp('/admin/nightfire', signedInAs({ role: 'admin' }));
    const table = await screen.findByTestId('nightfire-candidates');
    expect(
      screen.getByText(
        /Confirming one records that it is a flare the catalogue lacks; it does not add it to the catalogue/,
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(table).getByRole('button', { name: 'Confirm as a missing flare' }));
    await vi.waitFor(() =>
      expect(api.callsTo('POST /api/admin/nightfire/candidates/c1/review')).toHaveLength(1),
    );
    expect(api.callsTo('POST /api/admin/nightfire/candidates/c1/review')[0]?.body).toEqual({
      status: 'confirmed',
    });
  });

  it('shows a confirmed candidate as not in the catalogue, with the place to import, in en and es', async () => {
    const confirmed = candidate({
      status: 'confirmed',
      reviewedBy: 'admin@example.com',
      reviewedAt: '2026-11-29T01:00:00.000Z',
    });
    mockApi({ 'GET /api/admin/nightfire/candidates': { status: 200, body: page([confirmed]) } });
    await renderApp('/admin/nightfire?status=confirmed', signedInAs({ role: 'admin' }));
    expect(await screen.findByTestId('confirmed-note')).toHaveTextContent(
      'Recorded as a flare the catalogue lacks; not added to the catalogue. Import it with the flares template at 30.1235, 47.5432.',
    );
    expect(screen.queryByRole('button', { name: 'Confirm as a missing flare' })).toBeNull();
    cleanup();

    await renderApp('/admin/nightfire?status=confirmed', signedInAs({ role: 'admin', language: 'es' }), 'es');
    expect(await screen.findByTestId('confirmed-note')).toHaveTextContent(
      'Registrada como antorcha que falta en el catálogo; no se agregó al catálogo. Impórtela con la plantilla de antorchas en 30.1235, 47.5432.',
    );
    expect(screen.getByRole('button', { name: 'Descartar' })).toBeInTheDocument();
  });
});
