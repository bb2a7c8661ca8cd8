import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCountry, buildEmptyCountry, buildFlareList, buildMap } from '../../../test/flaring-factories';
import { fakeMap } from '../../../test/fake-map-engine';
import { mockApi, notFound, renderApp, reply, requestedUrls } from '../../../test/render-app';
import { signedInAs } from '../../../test/render';

const countryApi = () => ({
  '/config': { basemapStyleUrl: null },
  '/flaring/countries/argentina': buildCountry(),
  '/flaring/countries/argentina/flares': (url: URL) =>
    buildFlareList(undefined, {
      total: 271,
      page: Number(url.searchParams.get('page') ?? 1),
      sort: (url.searchParams.get('sort') ?? 'volume') as 'volume',
      order: (url.searchParams.get('order') ?? 'desc') as 'desc',
    }),
  '/flaring/map': buildMap(),
});

const figure = (key: string) => document.querySelector(`[data-figure="${key}"]`) as HTMLElement;

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => fakeMap.reset());
afterEach(() => vi.unstubAllGlobals());

describe('Flaring Explorer: country view', () => {
  it('shows the general information, each figure with its period and source', async () => {
    mockApi(countryApi());
    await renderApp('/flaring-explorer/argentina');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flaring in Argentina' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(figure('flared')).toBeInTheDocument());
    expect(figure('flared')).toHaveTextContent('1.35 bcm');
    expect(figure('flared')).toHaveTextContent('2024 · Earth Observation Group');
    expect(figure('intensity')).toHaveTextContent('4.71 m³/bbl');
    expect(figure('intensity')).toHaveTextContent('2023 · World Bank');
    expect(figure('flaringIndex')).toHaveTextContent('Not published for this period');
    expect(figure('worldRank')).toHaveTextContent('27 of 81 countries');
    expect(figure('activeFlares')).toHaveTextContent('136');
    expect(figure('activeFlares')).toHaveTextContent('of 271 known flares');
    expect(figure('lastMonth')).toHaveTextContent('Only annual data so far');
  });

  it('puts the satellite sum and the World Bank figure side by side per year', async () => {
    mockApi(countryApi());
    await renderApp('/flaring-explorer/argentina');
    const table = await screen.findByRole('table', { name: /Flared gas in Argentina per year/ });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Year',
      'Satellite (EOG, sum of flares)',
      'World Bank (GGFR)',
      'Energy Institute',
      'Satellite against World Bank',
    ]);
    const row2023 = within(table).getByRole('row', { name: /2023/ });
    // bcm: 1.0156 (satellite) against 1.0925 (World Bank), to three significant digits;
    // (1.0156 − 1.0925) / 1.0925 = −7.04 %.
    expect(row2023).toHaveTextContent(/1\.02.*1\.09.*−7%/);
    // 2024 has no World Bank figure: no difference.
    expect(within(table).getByRole('row', { name: /2024/ })).toHaveTextContent(/—$/);
    // Visible beside the chart, with the filter's caveat: 2022 (0.9960 − 1.1676) / 1.1676 = −14.7 %.
    expect(
      screen.getByText('Satellite sum against the World Bank, by year: −14.7% in 2022 and −7% in 2023.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/read no trend from how this difference changes/)).toBeInTheDocument();
  });

  it('lists the companies by flared gas, "Not attributed" where its size puts it, each linking to its view', async () => {
    mockApi(countryApi());
    await renderApp('/flaring-explorer/argentina');
    const table = await screen.findByRole('table', { name: /Companies flaring in Argentina/ });
    const rows = within(table).getAllByRole('row').slice(1);
    // YPF 564.6, Not attributed 171.8, Pluspetrol 125.2, Quintana 12.3 million m³: "Not attributed" second, unranked.
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '1',
      '—',
      '2',
      '14',
    ]);
    // The ranks say what they rank: named operators only, in the country and in the one country with any.
    expect(
      within(table).getByRole('columnheader', { name: 'Rank in the country (of 20 named operators)' }),
    ).toBeInTheDocument();
    expect(
      within(table).getByRole('columnheader', { name: 'World rank (of 163 named operators, in 1 country)' }),
    ).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'YPF S.A.' })).toHaveAttribute(
      'href',
      '/flaring-explorer/argentina/ypf-s-a',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Not attributed' })).toBeInTheDocument();
  });

  it('judges each operator against its own line to zero in 2030, and says how much is attributed', async () => {
    mockApi(countryApi());
    await renderApp('/flaring-explorer/argentina');
    const table = await screen.findByRole('table', { name: /Companies flaring in Argentina/ });
    expect(within(table).getByRole('columnheader', { name: 'Progress to 2030' })).toBeInTheDocument();
    // Beside the flared gas, where it shows without scrolling sideways.
    const progressColumn = within(table)
      .getAllByRole('columnheader')
      .findIndex((cell) => cell.textContent?.startsWith('Progress to 2030'));
    expect(progressColumn).toBe(3);
    // The company's name is the row's header (th), so the row's cells skip that column.
    const progressOf = (name: RegExp) =>
      within(within(table).getByRole('row', { name })).getAllByRole('cell')[progressColumn - 1]?.textContent;
    expect(progressOf(/YPF/)).toBe('Off track+1,024% since 2017');
    expect(progressOf(/QUINTANA/)).toBe('On track−66% since 2017');
    expect(progressOf(/PLUSPETROL/)).toBe('Under 3 years of data');
    expect(progressOf(/Not attributed/)).toBe('No operator');
    expect(screen.getByText(/each operator against a straight line/)).toBeInTheDocument();
    // 1.1754 of 1.3472 bcm in 2024 (satellite catalogue).
    expect(screen.getByTestId('attribution-note')).toHaveTextContent(
      'A source names the operator of 87.2% of Argentina’s flaring in the satellite upstream catalogue in 2024 (1.18 bcm of 1.35 bcm); the rest is “Not attributed”. Volumes: Earth Observation Group; operators named by Secretaría de Energía de la Nación.',
    );
  });

  it('says the same in Spanish', async () => {
    mockApi(countryApi());
    await renderApp('/flaring-explorer/argentina', { language: 'es' });
    const table = await screen.findByRole('table', { name: /Empresas que queman gas en Argentina/ });
    expect(within(table).getByRole('columnheader', { name: 'Avance hacia 2030' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /QUINTANA/ })).toHaveTextContent(
      'En camino−66 % desde 2017',
    );
    expect(within(table).getByRole('row', { name: /YPF/ })).toHaveTextContent('Fuera de camino');
    expect(screen.getByTestId('attribution-note')).toHaveTextContent(/identifica al operador del 87,2 %/);
  });

  it('sorts and pages the flare table through the API, and shows the order to screen readers', async () => {
    const fetchMock = mockApi(countryApi());
    const { router } = await renderApp('/flaring-explorer/argentina');
    const table = await screen.findByRole('table', { name: 'Flares in Argentina' });
    expect(screen.getByText('Page 1 of 11 · 271 flares')).toBeInTheDocument();
    // A flare seen in one year only says so, not "2024–2024".
    expect(within(table).getByRole('row', { name: /loma-campana-01867/ })).toHaveTextContent(/in 2024$/);
    expect(within(table).queryByText('2024–2024')).not.toBeInTheDocument();
    const volumeHeader = within(table).getByRole('columnheader', { name: /Flared gas 2024 \(million m³\)/ });
    expect(volumeHeader).toHaveAttribute('aria-sort', 'descending');

    await userEvent.click(within(table).getByRole('button', { name: 'Sort by Flare' }));
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain(
        '/api/flaring/countries/argentina/flares?page=1&pageSize=25&sort=name&order=asc',
      ),
    );
    await waitFor(() =>
      expect(within(table).getByRole('columnheader', { name: /^Flare( |$)/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      ),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2&sort=name&order=asc'));
    expect(requestedUrls(fetchMock)).toContain(
      '/api/flaring/countries/argentina/flares?page=2&pageSize=25&sort=name&order=asc',
    );
  });

  it('opened from a basin found by search: lists its flares, says so, pages and downloads them', async () => {
    const fetchMock = mockApi({
      ...countryApi(),
      '/flaring/countries/argentina/flares': (url: URL) =>
        buildFlareList(undefined, {
          total: url.searchParams.get('basin') === 'Neuquina' ? 195 : 271,
          page: Number(url.searchParams.get('page') ?? 1),
        }),
      '/flaring/exports/countries/argentina': reply(200, 'name\n', {
        'content-type': 'text/csv',
        'content-disposition': 'attachment; filename="flarescope-argentina-neuquina-2024-flares.csv"',
      }),
    });
    URL.createObjectURL = vi.fn(() => 'blob:flarescope/1');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    try {
      const { router } = await renderApp('/flaring-explorer/argentina?basin=Neuquina', {
        session: signedInAs({ hasPremiumAccess: true }),
      });
      const note = await screen.findByRole('status', { name: /Neuquina basin/ });
      await waitFor(() =>
        expect(note).toHaveTextContent(
          '195 of the 271 flares of Argentina lie in fields (concessions) of the Neuquina basin',
        ),
      );
      expect(
        await screen.findByRole('table', { name: 'Flares of Argentina in fields of the Neuquina basin' }),
      ).toBeInTheDocument();
      expect(requestedUrls(fetchMock)).toContain(
        '/api/flaring/countries/argentina/flares?page=1&pageSize=25&sort=volume&order=desc&basin=Neuquina',
      );
      // The next page keeps the basin.
      await userEvent.click(screen.getByRole('button', { name: 'Next' }));
      await waitFor(() =>
        expect(router.state.location.search).toBe('?basin=Neuquina&page=2&sort=volume&order=desc'),
      );
      // The download's flares table is the basin's too.
      await userEvent.click(screen.getByRole('button', { name: 'Download data' }));
      await userEvent.click(screen.getByRole('button', { name: 'CSV: Flares' }));
      await waitFor(() =>
        expect(requestedUrls(fetchMock)).toContain(
          '/api/flaring/exports/countries/argentina?format=csv&lang=en&horizon=gwp100&units=metric&table=flares&basin=Neuquina',
        ),
      );
      // And back to every flare of the country.
      await userEvent.click(screen.getByRole('link', { name: 'Show all the flares of Argentina' }));
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(screen.queryByRole('status', { name: /Neuquina basin/ })).not.toBeInTheDocument();
    } finally {
      click.mockRestore();
    }
  });

  it('does not link flare names for visitors: the flare route is in the signed-in set only', async () => {
    mockApi(countryApi());
    await renderApp('/flaring-explorer/argentina');
    const table = await screen.findByRole('table', { name: 'Flares in Argentina' });
    expect(within(table).getByText('bandurria-sur-01956').closest('a')).toBeNull();
  });

  it('links flare names to the flare for signed-in users', async () => {
    mockApi(countryApi());
    await renderApp('/flaring-explorer/argentina', { session: signedInAs() });
    const table = await screen.findByRole('table', { name: 'Flares in Argentina' });
    expect(within(table).getByRole('link', { name: 'bandurria-sur-01956' })).toHaveAttribute(
      'href',
      '/flaring-explorer/argentina/ypf-s-a/bandurria-sur-01956',
    );
  });

  it('shows the country’s flares on the map, around the country', async () => {
    const fetchMock = mockApi(countryApi());
    await renderApp('/flaring-explorer/argentina');
    await waitFor(() => {
      expect(fakeMap.points).toHaveLength(2);
      expect(fakeMap.selected).toBe('ARG');
    });
    expect(fakeMap.selected).toBe('ARG');
    expect(requestedUrls(fetchMock)).toContain('/api/flaring/map?country=argentina');
  });

  it('says so when a country has no flares', async () => {
    mockApi({ '/flaring/countries/austria': buildEmptyCountry(), '/flaring/map': buildMap([]) });
    await renderApp('/flaring-explorer/austria');
    expect(await screen.findByText(/No flare in Austria appears in the data we hold/)).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Flares in Austria' })).not.toBeInTheDocument();
    expect(screen.getByText('No company is recorded in this country yet.')).toBeInTheDocument();
  });

  it('shows the not-found screen for an unknown country', async () => {
    mockApi({ '/flaring/countries/atlantis': notFound });
    await renderApp('/flaring-explorer/atlantis');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
    expect(screen.getByText('Page Not Found')).toBeInTheDocument();
  });
});
