import type { FlareNightsResponse } from '@flarescope/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildFlare } from '../../../test/flaring-factories';
import { mockApi, renderApp } from '../../../test/render-app';
import { signedInAs } from '../../../test/render';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());

const FLARE = '/flaring/countries/argentina/companies/ypf-s-a/flares/loma-campana-01867';

const NIGHTS: FlareNightsResponse = {
  source: {
    id: 'eog-viirs-nightfire-nightly',
    publisher: 'EOG VIIRS Nightfire nightly',
    title: 'EOG VIIRS Nightfire nightly',
    licence: 'CC BY 4.0',
    titleEs: null,
    licenceEs: null,
    url: null,
    publishedOn: null,
    kind: 'satellite',
  },
  radiusM: 1500,
  window: { firstNight: '2024-01-01', lastNight: '2024-01-30', nights: 30, clearNights: 27, seenNights: 21 },
  lastDetection: {
    night: '2024-01-29',
    satellite: 'j01',
    scannedAt: '2024-01-29T06:10:00.000Z',
    detections: 3,
    radiantHeatMw: 4.25,
    temperatureK: 1790,
    cloudState: 'clear',
  },
  months: [
    {
      month: '2024-01',
      nightsImported: 30,
      nightsSeen: 24,
      clearNightsSeen: 21,
      detections: 61,
      radiantHeatMw: 3.9,
      temperatureK: 1802,
    },
  ],
};

describe('the flare page: nightly Nightfire detections', () => {
  it('shows the last detection and "seen on N of the last M clear nights" with the source, in Spanish too', async () => {
    mockApi({ [FLARE]: buildFlare(), [`${FLARE}/nights`]: NIGHTS });
    await renderApp('/flaring-explorer/argentina/ypf-s-a/loma-campana-01867', { session: signedInAs() });
    const section = await screen.findByRole('region', { name: 'Nightly detections (VIIRS Nightfire)' });
    expect(await within(section).findByTestId('flare-nights-seen')).toHaveTextContent(
      'Seen on 21 of the last 27 clear nights',
    );
    expect(section).toHaveTextContent('Nights imported from Jan 1, 2024 to Jan 30, 2024 (30)');
    expect(section).toHaveTextContent('Jan 29, 2024 (J01), 3 detections');
    expect(section).toHaveTextContent('Source: EOG VIIRS Nightfire nightly, detections within 1,500 m');
    expect(within(section).getByTestId('flare-nights-months')).toHaveTextContent('24 of 30');
  });

  it('says so when no night was imported, and in Spanish', async () => {
    mockApi({
      [FLARE]: buildFlare(),
      [`${FLARE}/nights`]: { source: null, radiusM: 1500, window: null, lastDetection: null, months: [] },
    });
    await renderApp('/flaring-explorer/argentina/ypf-s-a/loma-campana-01867', {
      session: signedInAs(),
      language: 'es',
    });
    const section = await screen.findByRole('region', { name: 'Detecciones nocturnas (VIIRS Nightfire)' });
    expect(
      await within(section).findByText(/Aún no se importó ningún archivo nocturno de Nightfire/),
    ).toBeInTheDocument();
  });
});
