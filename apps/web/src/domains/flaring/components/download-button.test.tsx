import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildWorldSummary } from '../../../test/flaring-factories';
import { mockApi, renderApp, reply, requestedUrls } from '../../../test/render-app';
import { signedInAs } from '../../../test/render';

const NO_ACCESS = 'You have not yet received access to premium data.';

const api = (exportReply: unknown) => ({
  '/flaring/world': buildWorldSummary(),
  '/flaring/map': { year: 2024, clustered: false, cap: 1, total: 0, points: [] },
  '/flaring/exports/world': exportReply,
});

vi.setConfig({ testTimeout: 30_000 });

afterEach(() => vi.unstubAllGlobals());

describe('downloads', () => {
  it('tell a visitor they have no premium access, without asking the server', async () => {
    const fetchMock = mockApi(api(reply(401, { error: { code: 'unauthenticated', message: 'x' } })));
    await renderApp('/flaring-explorer');
    await userEvent.click(await screen.findByRole('button', { name: 'Download data' }));
    expect(screen.getByRole('alert')).toHaveTextContent(NO_ACCESS);
    expect(requestedUrls(fetchMock).some((url) => url.includes('/exports/'))).toBe(false);
  });

  it('tell a signed-in user without premium access the same, in Spanish too', async () => {
    mockApi(api({}));
    await renderApp('/flaring-explorer', { session: signedInAs(), language: 'es' });
    await userEvent.click(await screen.findByRole('button', { name: 'Descargar datos' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Aún no ha recibido acceso a los datos premium.');
  });

  it('let a premium user download one table as CSV or the whole view as XLSX, in the view’s language and horizon', async () => {
    const csv = 'country,flared_m3\nRussia,28791733100\n';
    const fetchMock = mockApi(
      api(
        reply(200, csv, {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="world-countries.csv"',
        }),
      ),
    );
    // jsdom has no object URLs; the browser's are exercised by the end-to-end test.
    URL.createObjectURL = vi.fn(() => 'blob:flarescope/1');
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    try {
      await renderApp('/flaring-explorer?horizon=gwp20', {
        session: signedInAs({ hasPremiumAccess: true }),
      });
      const button = await screen.findByRole('button', { name: 'Download data' });
      await userEvent.click(button);
      expect(button).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(screen.getByRole('button', { name: 'CSV: Countries' }));
      await waitFor(() => expect(clicked).toEqual(['world-countries.csv']));
      expect(requestedUrls(fetchMock)).toContain(
        '/api/flaring/exports/world?format=csv&lang=en&horizon=gwp20&units=metric&table=countries',
      );
      await userEvent.click(screen.getByRole('button', { name: 'Excel (XLSX): every table of this view' }));
      await waitFor(() =>
        expect(requestedUrls(fetchMock)).toContain(
          '/api/flaring/exports/world?format=xlsx&lang=en&horizon=gwp20&units=metric',
        ),
      );
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    } finally {
      click.mockRestore();
    }
  });

  it('ask for the user’s units and language, and offer the sources and licences as a table of their own', async () => {
    const fetchMock = mockApi(
      api(
        reply(200, 'x', {
          'content-type': 'text/csv',
          'content-disposition': 'attachment; filename="s.csv"',
        }),
      ),
    );
    URL.createObjectURL = vi.fn(() => 'blob:flarescope/2');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await renderApp('/flaring-explorer', {
        session: signedInAs({ hasPremiumAccess: true }),
        language: 'es',
        units: 'imperial',
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Descargar datos' }));
      await userEvent.click(screen.getByRole('button', { name: 'CSV: Fuentes y licencias' }));
      await waitFor(() =>
        expect(requestedUrls(fetchMock)).toContain(
          '/api/flaring/exports/world?format=csv&lang=es&horizon=gwp100&units=imperial&table=sources',
        ),
      );
    } finally {
      click.mockRestore();
    }
  });

  it('show the server’s refusal when premium access was withdrawn meanwhile', async () => {
    mockApi(api(reply(403, { error: { code: 'no_premium_access', message: 'x' } })));
    await renderApp('/flaring-explorer', { session: signedInAs({ hasPremiumAccess: true }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Download data' }));
    await userEvent.click(screen.getByRole('button', { name: 'CSV: Key figures' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(NO_ACCESS);
  });
});
