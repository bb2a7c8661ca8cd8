import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCountry, buildFlareList, buildMap, buildWorldSummary } from '../../../test/flaring-factories';
import { NO_FLARING_COLOR } from '../../../domains/flaring/map/map-data';
import { loadWorldCountries } from '../../../domains/flaring/map/world-geometry';
import { fakeMap } from '../../../test/fake-map-engine';
import { mockApi, renderApp, reply, requestedUrls } from '../../../test/render-app';
import { NARROW_SCREEN } from './world-screen';

const worldApi = () => ({
  '/session': { signedIn: false, user: null },
  '/config': { basemapStyleUrl: null },
  '/flaring/world': (url: URL) =>
    buildWorldSummary(url.searchParams.get('horizon') === 'gwp20' ? 'gwp20' : 'gwp100'),
  '/flaring/map': buildMap(),
  '/flaring/countries/argentina': buildCountry(),
  '/flaring/countries/argentina/flares': buildFlareList(),
});

const figure = (key: string) => document.querySelector(`[data-figure="${key}"]`) as HTMLElement;

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => fakeMap.reset());
afterEach(() => vi.unstubAllGlobals());

describe('Flaring Explorer: world view', () => {
  it('shows the world totals with their unit, period and source', async () => {
    mockApi(worldApi());
    await renderApp('/flaring-explorer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Flaring Explorer' })).toBeInTheDocument();
    await waitFor(() => expect(figure('flared')).toBeInTheDocument());
    expect(figure('flared')).toHaveTextContent('149 bcm');
    expect(figure('flared')).toHaveTextContent('2024 · Earth Observation Group');
    expect(figure('intensity')).toHaveTextContent('4.98 m³/bbl');
    expect(figure('intensity')).toHaveTextContent('2023 · World Bank');
    expect(figure('activeFlares')).toHaveTextContent('8,650');
    expect(figure('latestPeriod')).toHaveTextContent('2024');
    expect(figure('co2e')).toHaveTextContent('CO2e emissions (GWP100)');
    expect(figure('co2e')).toHaveTextContent('Default gas composition');
    // Progress to 2030 names the one source both its years come from.
    expect(screen.getByRole('note')).toHaveTextContent(
      'Both years and the trend from one source: World Bank.',
    );
    // Beside the series: the satellite catalogue is filtered, and what that does.
    expect(screen.getByText(/drops every site whose latest volume is under 30 Mcf\/d/)).toBeInTheDocument();
    // … and the difference to the World Bank per year both have: 2017 (129.14 − 140.73) / 140.73 = −8.2 %,
    // 2023 (140.96 − 147.66) / 147.66 = −4.5 %.
    expect(
      screen.getByText('Satellite sum against the World Bank, by year: −8.2% in 2017 and −4.5% in 2023.'),
    ).toBeInTheDocument();
    // The CO2e range names the efficiency and the gas it assumed for upstream flares, with its source.
    expect(figure('co2e')).toHaveTextContent('for a combustion efficiency from 98% down to 95%');
    expect(figure('co2e')).toHaveTextContent(
      'gas of upstream flares: the default associated gas (OPGEE), as no published source gives a gas of their own',
    );
    // The Energy Institute line is our sum of its country rows, and says so.
    expect(
      screen.getAllByText('Energy Institute country rows, summed by Flarescope (not EI’s own world total)')
        .length,
    ).toBeGreaterThan(0);
  });

  it('shows every figure in imperial units and Spanish number formats when chosen', async () => {
    mockApi(worldApi());
    await renderApp('/flaring-explorer', { units: 'imperial', language: 'es' });
    await waitFor(() => expect(figure('flared')).toBeInTheDocument());
    // 149.23 bcm × 35.3147 = 5,270 Bcf; Spanish groups thousands with a point.
    expect(figure('flared')).toHaveTextContent('5270 Bcf');
    expect(figure('intensity')).toHaveTextContent('176 scf/bbl');
    expect(figure('activeFlares')).toHaveTextContent('8650');
    expect(screen.getByRole('heading', { level: 1, name: 'Explorador de quema' })).toBeInTheDocument();
    expect(
      screen.getByText('Suma satelital frente al Banco Mundial, por año: −8,2 % en 2017 y −4,5 % en 2023.'),
    ).toBeInTheDocument();
    expect(figure('co2e')).toHaveTextContent(
      'gas de las antorchas de upstream: el gas asociado (OPGEE) por defecto',
    );
  });

  it('switches every CO2e figure to GWP20 and keeps the choice in the address', async () => {
    const fetchMock = mockApi(worldApi());
    const { router } = await renderApp('/flaring-explorer');
    await waitFor(() => expect(figure('co2e')).toBeInTheDocument());
    const before = figure('co2e').textContent;
    await userEvent.click(screen.getByText('GWP20'));
    await waitFor(() => expect(figure('co2e')).toHaveTextContent('CO2e emissions (GWP20)'));
    expect(figure('co2e').textContent).not.toBe(before);
    expect(requestedUrls(fetchMock)).toContain('/api/flaring/world?horizon=gwp20');
    expect(router.state.location.search).toBe('?horizon=gwp20');
  });

  it('draws the countries shaded by flared gas and the flares on the map, and opens a clicked country', async () => {
    mockApi(worldApi());
    const { router } = await renderApp('/flaring-explorer');
    // MapLibre and the world layer load on demand: the first time takes a moment.
    await waitFor(() => {
      expect(fakeMap.options).not.toBeNull();
      expect(fakeMap.points).toHaveLength(2);
    });
    expect(fakeMap.shades).toContainEqual({ iso3: 'ARG', flaredM3: 1_347_181_000 });
    expect(fakeMap.options?.describeCountry('ARG', 1_347_181_000)).toBe('Argentina: 1.35 bcm flared in 2024');
    fakeMap.options?.onCountryClick?.('ARG');
    await waitFor(() => expect(router.state.location.pathname).toBe('/flaring-explorer/argentina'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flaring in Argentina' }),
    ).toBeInTheDocument();
  });

  it('creates the map once the shades and the flares are known, and draws them from the start', async () => {
    const fetchMock = mockApi(worldApi());
    // The world's figures (the shades) arrive after everything else.
    let release = () => undefined as void;
    const figuresHeld = new Promise<void>((resolve) => (release = resolve));
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      if (String(input).includes('/flaring/world')) await figuresHeld;
      return fetchMock(input);
    });
    await renderApp('/flaring-explorer');
    await waitFor(() => expect(requestedUrls(fetchMock)).toContain('/api/flaring/map'));
    // The map's modules (MapLibre, here its stand-in, and the world layer) have loaded and its
    // flares have arrived: without the figures, still no map.
    await Promise.all([import('../../../domains/flaring/map/map-engine'), loadWorldCountries()]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(fakeMap.options).toBeNull();
    release();
    await waitFor(() => expect(fakeMap.options).not.toBeNull());
    expect(fakeMap.options?.shades).toContainEqual({ iso3: 'ARG', flaredM3: 1_347_181_000 });
    expect(fakeMap.options?.points).toHaveLength(2);
  });

  it('lists the countries ranked, as links a keyboard reaches', async () => {
    mockApi(worldApi());
    await renderApp('/flaring-explorer');
    const ranking = await screen.findByRole('region', { name: 'Countries ranked by flared gas, 2024' });
    const rows = within(ranking).getAllByRole('row');
    // Austria did not flare: it has no rank and is not listed.
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByRole('link', { name: 'Russia' })).toHaveAttribute(
      'href',
      '/flaring-explorer/russia',
    );
    expect(within(rows[2]!).getByRole('cell', { name: '27' })).toBeInTheDocument();
    // Δ: our satellite sum of the World Bank's year against its figure (1.0156 against 1.0925 bcm).
    expect(
      within(ranking).getByRole('columnheader', { name: 'Satellite sum against the World Bank, 2023' }),
    ).toBeInTheDocument();
    expect(within(rows[2]!).getByRole('cell', { name: '−7%' })).toBeInTheDocument();
  });

  it('gives the chart a text alternative with every number', async () => {
    mockApi(worldApi());
    await renderApp('/flaring-explorer');
    const table = await screen.findByRole('table', {
      name: 'Flared gas in the world, 2012–2024 (bcm per year)',
    });
    const row2012 = within(table).getByRole('row', { name: /2012/ });
    expect(row2012).toHaveTextContent('—');
    expect(row2012).toHaveTextContent('143');
  });

  it('says what went wrong when the API fails, and loads on "Try again"', async () => {
    let isDown = true;
    mockApi({
      ...worldApi(),
      '/flaring/world': () =>
        isDown ? reply(500, { error: { code: 'internal', message: 'x' } }) : buildWorldSummary(),
    });
    await renderApp('/flaring-explorer');
    // Server failures are retried twice (1 s, then 2 s) before the screen gives up.
    const message = 'Error. Check your internet connection, refresh the website and try again.';
    expect(await screen.findByText(message, undefined, { timeout: 8_000 })).toBeInTheDocument();
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(figure('flared')).toHaveTextContent('149 bcm'));
  });

  describe('on a phone', () => {
    const asPhone = () => {
      const matchMedia = window.matchMedia;
      vi.stubGlobal('matchMedia', (query: string) => ({
        ...matchMedia(query),
        matches: query === NARROW_SCREEN,
      }));
    };
    const countriesMap = () =>
      screen.findByRole('img', {
        name: 'Mapa mundial de la quema de gas: países sombreados según el gas quemado; seleccione un país',
      });

    it('opens on the countries as SVG, without MapLibre or the points, and a tap opens a country', async () => {
      const fetchMock = mockApi(worldApi());
      asPhone();
      const { router } = await renderApp('/flaring-explorer', { language: 'es' });
      const map = await countriesMap();
      const argentina = await waitFor(() => {
        const path = map.querySelector<SVGPathElement>('path[data-iso3="ARG"]');
        expect(path?.getAttribute('fill')).not.toBe(NO_FLARING_COLOR);
        return path!;
      });
      expect(fakeMap.options).toBeNull();
      expect(requestedUrls(fetchMock)).not.toContain('/api/flaring/map');
      fireEvent.click(argentina);
      await waitFor(() => expect(router.state.location.pathname).toBe('/flaring-explorer/argentina'));
    });

    it('loads the interactive map with the flares when asked', async () => {
      const fetchMock = mockApi(worldApi());
      asPhone();
      await renderApp('/flaring-explorer', { language: 'es' });
      await countriesMap();
      await userEvent.click(
        screen.getByRole('button', { name: 'Mostrar las antorchas en el mapa interactivo' }),
      );
      await waitFor(() => expect(fakeMap.options).not.toBeNull());
      expect(requestedUrls(fetchMock)).toContain('/api/flaring/map');
      expect(screen.queryByRole('img', { name: /seleccione un país/ })).not.toBeInTheDocument();
    });
  });
});
