import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildFlare, buildFlareWithSupply } from '../../../test/flaring-factories';
import { fakeMap } from '../../../test/fake-map-engine';
import { mockApi, notFound, renderApp, reply } from '../../../test/render-app';
import { signedInAs } from '../../../test/render';

const FLARE = '/flaring/countries/argentina/companies/ypf-s-a/flares/loma-campana-01867';
const figure = (key: string) => document.querySelector(`[data-figure="${key}"]`) as HTMLElement;

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => fakeMap.reset());
afterEach(() => vi.unstubAllGlobals());

describe('Flaring Explorer: flare view (signed in)', () => {
  it('shows P50/P90 by operating year with the years they rest on, and the survival curve with its counts', async () => {
    mockApi({ [FLARE]: buildFlareWithSupply() });
    await renderApp('/flaring-explorer/argentina/ypf-s-a/loma-campana-01867', { session: signedInAs() });
    const supply = await screen.findByTestId('flare-supply');
    expect(supply).toHaveTextContent('2021–2024 (4 years)');
    expect(supply).toHaveTextContent('a decline of 10.7% a year');
    expect(supply).toHaveTextContent('Seen burning on 64% of cloud-free nights');
    const table = within(supply).getByRole('table', {
      name: 'P50 and P90 gas of flare loma-campana-01867 by operating year',
    });
    const firstRow = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(firstRow).toHaveTextContent('2026');
    expect(firstRow).toHaveTextContent('5.77 thousand m³/d');
    expect(firstRow).toHaveTextContent('4.93 thousand m³/d');
    const survival = screen.getByRole('table', {
      name: 'Share of flares of this size still seen k years on',
    });
    expect(within(survival).getAllByRole('row')[5]).toHaveTextContent('550%50 / 100');
    expect(screen.getByTestId('flare-survival')).toHaveTextContent('so the world’s curve is used');
  });

  it('says "not enough years" below three years of record, with no figure, in Spanish too', async () => {
    mockApi({ [FLARE]: buildFlare() });
    await renderApp('/flaring-explorer/argentina/ypf-s-a/loma-campana-01867', {
      session: signedInAs(),
      language: 'es',
    });
    const note = await screen.findByTestId('supply-not-enough');
    expect(note).toHaveTextContent('No hay años suficientes');
    expect(note).toHaveTextContent('esta antorcha tiene 2');
    expect(within(screen.getByTestId('flare-supply')).queryByRole('table')).toBeNull();
  });

  it('shows the general information of the flare', async () => {
    mockApi({ [FLARE]: buildFlare() });
    await renderApp('/flaring-explorer/argentina/ypf-s-a/loma-campana-01867', { session: signedInAs() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flare loma-campana-01867' }),
    ).toBeInTheDocument();
    const facts = await screen.findByRole('region', { name: 'General information' });
    const fact = (label: string) => within(facts).getByText(label).nextElementSibling;
    expect(fact('Data source')).toHaveTextContent('Earth Observation Group, Payne Institute');
    expect(fact('Data date')).toHaveTextContent('Jul 30, 2024');
    expect(fact('Location')).toHaveTextContent('LOMA CAMPANA, Neuquina basin');
    expect(fact('Latitude')).toHaveTextContent('-38.3596°');
    expect(fact('Longitude')).toHaveTextContent('-68.7433°');
    expect(fact('Field')).toHaveTextContent('LOMA CAMPANA · Neuquina');
    expect(fact('Field operator')).toHaveTextContent('YPF S.A.');
    expect(fact('Type')).toHaveTextContent('Upstream flare');
    expect(fact('Flame temperature')).toHaveTextContent('1,502 °C');
  });

  it('says who operated the flare each year and which source dates it, in Spanish too', async () => {
    const flare = buildFlare();
    const run = flare.flare.operatorsByYear[0]!;
    flare.flare.operatorsByYear = [
      {
        ...run,
        fromYear: 2017,
        toYear: 2019,
        company: { slug: 'wintershall-energia-s-a', name: 'WINTERSHALL ENERGIA S.A.', isUnattributed: false },
      },
      { ...run, fromYear: 2020, toYear: 2020 },
    ];
    mockApi({ [FLARE]: flare });
    await renderApp('/flaring-explorer/argentina/ypf-s-a/loma-campana-01867', {
      session: signedInAs(),
      language: 'es',
    });
    const facts = await screen.findByRole('region', { name: 'Información general' });
    const runs = within(within(facts).getByText('Operadora por año').nextElementSibling as HTMLElement);
    expect(runs.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '2017–2019: WINTERSHALL ENERGIA S.A.',
      '2020: YPF S.A.',
    ]);
    expect(runs.getByRole('link', { name: 'WINTERSHALL ENERGIA S.A.' })).toHaveAttribute(
      'href',
      '/flaring-explorer/argentina/wintershall-energia-s-a',
    );
    expect(runs.getByText(/^Años fechados según Secretaría de Energía/)).toBeInTheDocument();
  });

  it('ranges a refinery’s CO2e up to EPA’s refinery fuel gas, and names both gases with their sources', async () => {
    const flare = buildFlare();
    flare.flare.type = 'refinery';
    // 1 000 000 m³ on the defaults: 2 327 t (associated gas, 98 %) to 3 649 t (refinery fuel gas, 95 %).
    flare.latest = {
      ...flare.latest!,
      flaredM3: 1_000_000,
      emissions: {
        ...flare.latest!.emissions,
        co2eTonnes: 2327.2,
        co2eRange: {
          lowTonnes: 2327.2,
          highTonnes: 3648.8,
          efficiencyLow: 0.95,
          efficiencyHigh: 0.98,
          byType: [
            { type: 'refinery', volumeM3: 1_000_000, gasLow: 'associated_gas', gasHigh: 'refinery_fuel_gas' },
          ],
        },
      },
    };
    mockApi({ [FLARE]: flare });
    await renderApp('/flaring-explorer/argentina/ypf-s-a/loma-campana-01867', { session: signedInAs() });
    await waitFor(() => expect(figure('co2e')).toBeInTheDocument());
    expect(figure('co2e')).toHaveTextContent(
      'range 2.33K t to 3.65K t for a combustion efficiency from 98% down to 95%',
    );
    expect(figure('co2e')).toHaveTextContent(
      'gas of refineries: from associated gas (OPGEE) to refinery fuel gas (US EPA, 40 CFR 98, Table C-1)',
    );
  });

  it('gives the power while lit from the detection frequency, and says when the flare was last seen', async () => {
    const flare = buildFlare();
    mockApi({ [FLARE]: flare });
    await renderApp('/flaring-explorer/argentina/ypf-s-a/loma-campana-01867', { session: signedInAs() });
    expect(await screen.findByTestId('power-uptime')).toHaveTextContent(
      /^Seen burning on 50% of cloud-free nights: .* while lit its gas carries about/,
    );
    expect(screen.queryByTestId('power-stale')).not.toBeInTheDocument();
  });

  it('says in Spanish that a stale flare was last seen in 2019', async () => {
    const flare = buildFlare();
    flare.power = { ...flare.power!, period: '2019', lastSeenYear: 2019, isStale: true };
    mockApi({ [FLARE]: flare });
    await renderApp('/flaring-explorer/argentina/ypf-s-a/loma-campana-01867', {
      session: signedInAs(),
      language: 'es',
    });
    expect(await screen.findByTestId('power-stale')).toHaveTextContent(
      'Vista por última vez en 2019: este potencial es el de 2019, y la antorcha puede estar apagada hoy.',
    );
    expect(screen.getByTestId('power-uptime')).toHaveTextContent(/^Detectada encendida en el 50\s?%/);
  });

  it('flags the default composition and efficiency, and shows power potential and CO2e over time', async () => {
    mockApi({ [FLARE]: buildFlare() });
    await renderApp('/flaring-explorer/argentina/ypf-s-a/loma-campana-01867', {
      session: signedInAs(),
      units: 'imperial',
    });
    await waitFor(() => expect(figure('efficiency')).toHaveTextContent('98%'));
    expect(figure('efficiency')).toHaveTextContent('Default value');
    expect(figure('co2e')).toHaveTextContent('Default gas composition');
    // 56.4 million m³ × 35.3147 = 1.99 Bcf.
    expect(figure('flared')).toHaveTextContent('1.99 Bcf');
    expect(screen.getAllByText('Default composition').length).toBeGreaterThan(0);
    const composition = screen.getByRole('table', { name: 'Gas composition (mole fractions)' });
    expect(within(composition).getByRole('row', { name: /Methane \(C1\)/ })).toHaveTextContent('89.18%');
    expect(
      screen.getByText(/could feed about .* MW of electricity at 38% electrical efficiency/),
    ).toHaveTextContent('Btu/scf');
    const co2e = screen.getByRole('table', { name: /CO2e emissions \(GWP100\) \(sh tn per year\)/ });
    // Each period's range (the whiskers) in the text alternative: 56 447 500 m³ × 2.3272 t per 1 000 m³
    // at 98 % = 131 365 t, × 2.80802 at 95 % = 158 505 t; × 1.10231 sh tn per t = 145K to 175K sh tn.
    expect(within(co2e).getByRole('columnheader', { name: 'CO2e range' })).toBeInTheDocument();
    expect(within(co2e).getByRole('row', { name: /^2024/ })).toHaveTextContent('145K – 175K');
    expect(
      screen.getByText(/^Source: Earth Observation Group\. Whiskers: each period’s CO2e range/),
    ).toBeInTheDocument();
    await waitFor(() => expect(fakeMap.points).toHaveLength(1));
    expect(fakeMap.points[0]).toMatchObject({
      latitude: -38.3596,
      longitude: -68.7433,
      name: 'loma-campana-01867',
    });
  });

  it('offers a gas-to-power project with the flare’s power potential before anything else', async () => {
    const flare = buildFlare();
    mockApi({ [FLARE]: flare });
    await renderApp('/flaring-explorer/argentina/ypf-s-a/loma-campana-01867', { session: signedInAs() });
    const start = await screen.findByRole('region', { name: 'Power potential' });
    expect(within(start).getByTestId('start-project-power')).toHaveTextContent(
      `${flare.power!.powerMw.toFixed(1)} MW`,
    );
    const link = within(start).getByRole('link', { name: 'Start a gas-to-power project' });
    expect(link).toHaveAttribute(
      'href',
      '/projects/new?country=argentina&company=ypf-s-a&flare=loma-campana-01867',
    );
    // First in the page's content: above the general information, the map and the key figures.
    const facts = screen.getByRole('region', { name: 'General information' });
    expect(start.compareDocumentPosition(facts) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Start a gas-to-power project' })).toHaveLength(1);
  });

  it('shows on the draft a flare starts its lenders’ and sponsors’ cases, live', async () => {
    const flare = buildFlareWithSupply();
    // Four years of the latest period's source: 2021–2024.
    flare.series = [2021, 2022, 2023, 2024].map((year, index) => ({
      period: String(year),
      flaredM3: 60e6 * 0.9 ** index,
      co2eTonnes: 0,
      co2eLowTonnes: null,
      co2eHighTonnes: null,
      sourceId: 'eog-vnf-catalog-2017-2024',
      confidence: null,
    }));
    mockApi({
      [FLARE]: flare,
      '/projects/technologies': {
        items: [
          { id: 'reciprocating_engine', name: { en: 'Reciprocating engine', es: 'Motor alternativo' } },
        ],
      },
    });
    await renderApp('/projects/new?country=argentina&company=ypf-s-a&flare=loma-campana-01867', {
      session: signedInAs(),
    });
    const panel = await screen.findByTestId('draft-supply-cases');
    expect(await within(panel).findByTestId('cases-table')).toBeInTheDocument();
    expect(within(panel).getByTestId('cases-basis')).toHaveTextContent('2021–2024 (4 years in common)');
  });

  it('draws a satellite catalogue’s years and an operator’s months apart, each naming its source', async () => {
    const flare = buildFlare();
    const operator = {
      ...flare.series[0]!,
      sourceId: 'ar-se-neuquina',
      co2eLowTonnes: null,
      co2eHighTonnes: null,
    };
    flare.series = [
      ...flare.series,
      { ...operator, period: '2024-05', flaredM3: 4.1e6, co2eTonnes: 9_500 },
      { ...operator, period: '2024-06', flaredM3: 3.9e6, co2eTonnes: 9_000 },
    ];
    mockApi({ [FLARE]: flare });
    await renderApp('/flaring-explorer/argentina/ypf-s-a/loma-campana-01867', { session: signedInAs() });
    const series = await screen.findByRole('region', { name: 'Flared gas and CO2e over time' });
    expect(
      within(series)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Earth Observation Group, by year', 'Secretaría de Energía de la Nación, by month']);
    // Two flared-gas tables: the years 2023–2024 in one, the months May–June 2024 in the other.
    const tables = within(series).getAllByRole('table', { name: /^Flared gas/ });
    expect(
      tables.map((table) =>
        within(table)
          .getAllByRole('rowheader')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2023', '2024'],
      ['May 2024', 'June 2024'],
    ]);
    // The operator's months carry no efficiency range (none given): their CO2e table has no range column.
    const co2e = within(series).getAllByRole('table', { name: /^CO2e emissions/ });
    expect(within(co2e[0]!).queryByRole('columnheader', { name: 'CO2e range' })).not.toBeNull();
    expect(within(co2e[1]!).queryByRole('columnheader', { name: 'CO2e range' })).toBeNull();
    expect(within(series).getAllByText(/^Source: Secretaría de Energía de la Nación\.$/)).toHaveLength(2);
  });

  it('shows the not-found screen for an unknown flare', async () => {
    mockApi({ [FLARE.replace('loma-campana-01867', 'nope')]: notFound });
    await renderApp('/flaring-explorer/argentina/ypf-s-a/nope', { session: signedInAs() });
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  });

  it('is not in the signed-out route set', async () => {
    mockApi({ [FLARE]: reply(401, { error: { code: 'unauthenticated', message: 'x' } }) });
    await renderApp('/flaring-explorer/argentina/ypf-s-a/loma-campana-01867');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  });
});
