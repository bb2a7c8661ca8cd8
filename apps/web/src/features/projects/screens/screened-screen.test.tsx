import type { ScreenedListResponse, ScreenedOpportunity } from '@flarescope/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { signedInAs } from '../../../test/render';
import { mockApi, renderApp, requestedUrls } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

/** Decision 038: each row's last seen year, technology and cost flag; the list's "seen" filter. */
const row = (
  name: string,
  over: Partial<Pick<ScreenedOpportunity, 'technology' | 'costBeyond' | 'lastSeen' | 'capacityMw'>>,
): ScreenedOpportunity => ({
  flare: {
    name,
    country: { slug: 'iraq', iso3: 'IRQ', nameEn: 'Iraq', nameEs: 'Irak' },
    company: { slug: 'lukoil', name: 'Lukoil', isUnattributed: false },
    latitude: 31,
    longitude: 47,
  },
  powerPotentialMw: 10,
  volumeM3PerDay: 60_000,
  period: '2024',
  sourceId: 'eog',
  isDefaultComposition: true,
  technology: 'reciprocating_engine',
  costBeyond: null,
  capacityMw: 9,
  capexUsd: 1.3e7,
  npv: 1e6,
  irr: 0.12,
  equityIrr: 0.15,
  minDscr: 1.4,
  lcoeUsdPerMwh: 60,
  paybackYears: 6,
  avoidedCo2eTonnesPerYear: 5e4,
  gasDeclineRate: 0,
  lastSeen: { year: 2024, yearsUnseen: 0, survival: null },
  supply: { years: 2, fromYear: null, toYear: null, p50M3PerDay: null, p90M3PerDay: null, uptime: null },
  survival: null,
  lenders: null,
  sponsors: null,
  kind: 'flare',
  cluster: null,
  ...over,
});

const response = (items: ScreenedOpportunity[]): ScreenedListResponse => ({
  items,
  total: items.length,
  page: 1,
  pageSize: 25,
  minPowerMw: 0.5,
  latestYear: 2024,
  unseenMinSurvival: 0.5,
  dataVersion: 'v1',
  computedAt: '2026-11-29T00:00:00.000Z',
  sources: [{ id: 'eog', publisher: 'Earth Observation Group', title: 'VIIRS' }],
});

const LATEST = [
  row('west-qurna-2', { technology: 'gas_turbine', costBeyond: 'above', capacityMw: 585 }),
  row('small-one', { technology: 'microturbine', capacityMw: 0.6 }),
];
const UNSEEN = row('dark-one', { lastSeen: { year: 2022, yearsUnseen: 2, survival: 0.62 } });

const api = () =>
  mockApi({
    '/screened-opportunities': (url: URL) =>
      response(url.searchParams.get('seen') === 'all' ? [...LATEST, UNSEEN] : LATEST),
    '/config': { basemapStyleUrl: null },
    '/notifications': { items: [], unread: 0 },
  });

describe('Screened opportunities: last seen and technology', () => {
  it('lists by default the flares seen in the latest year, with each row’s technology and cost flag', async () => {
    const fetchMock = api();
    await renderApp('/opportunities/screened', { session: signedInAs({}) });
    const table = await screen.findByRole('table', { name: 'Screened opportunities' });
    expect(within(table).getByRole('columnheader', { name: 'Last seen' })).toBeInTheDocument();
    expect(
      within(table)
        .getAllByTestId('screened-last-seen')
        .map((cell) => cell.textContent),
    ).toEqual(['2024', '2024']);
    expect(
      within(table)
        .getAllByTestId('screened-technology')
        .map((cell) => cell.textContent),
    ).toEqual(['gas turbines', 'microturbines']);
    // Only the 585 MW turbine plant is beyond its source's sizes (45 MW), and says so.
    expect(
      within(table)
        .getAllByTestId('screened-cost-beyond')
        .map((cell) => cell.textContent),
    ).toEqual(['Beyond its cost source: costed as its largest system (45 MW)']);
    expect(screen.getByRole('radio', { name: 'Seen in 2024' })).toBeChecked();
    expect(requestedUrls(fetchMock).find((url) => url.includes('screened'))).toContain('seen=latest');
    expect(screen.queryByTestId('screened-unseen')).toBeNull();
  });

  it('widens to the flares not seen since, each saying how often flares like it came back', async () => {
    const fetchMock = api();
    const { router } = await renderApp('/opportunities/screened', { session: signedInAs({}) });
    await screen.findByRole('table', { name: 'Screened opportunities' });
    fireEvent.click(screen.getByRole('radio', { name: /Also those not seen since/ }));
    await waitFor(() => expect(router.state.location.search).toContain('seen=all'));
    const unseen = await screen.findByTestId('screened-unseen');
    expect(unseen).toHaveTextContent(
      'Dark since: 62% of flares this size dark 2 yr were seen again the next year',
    );
    expect(requestedUrls(fetchMock).some((url) => url.includes('seen=all'))).toBe(true);
  });

  it('says it in Spanish', async () => {
    api();
    await renderApp('/opportunities/screened?seen=all', { session: signedInAs({}), language: 'es' });
    const table = await screen.findByRole('table', { name: 'Oportunidades preseleccionadas' });
    expect(within(table).getByRole('columnheader', { name: 'Vista por última vez' })).toBeInTheDocument();
    expect(within(table).getAllByTestId('screened-technology')[0]).toHaveTextContent('turbinas de gas');
    expect(within(table).getByTestId('screened-cost-beyond')).toHaveTextContent(
      'Fuera de su fuente de costos: costeada como su sistema más grande (45 MW)',
    );
    expect(screen.getByRole('radio', { name: /También las no vistas/ })).toBeChecked();
    expect(within(table).getByTestId('screened-unseen')).toHaveTextContent('Apagada desde entonces');
  });
});

/** A cluster of two flares of two operators (decision 040). */
const CLUSTER: ScreenedOpportunity = {
  ...row('pad-a', { technology: 'microturbine', capacityMw: 0.7 }),
  kind: 'cluster',
  cluster: {
    radiusKm: 5,
    gatheringKm: 2.2239,
    gatheringCapexUsd: 574_140,
    members: [
      {
        name: 'pad-a',
        countrySlug: 'iraq',
        companySlug: 'lukoil',
        companyName: 'Lukoil',
        isUnattributed: false,
        m3PerDay: 3_000,
        share: 0.6,
        km: 0,
      },
      {
        name: 'pad-b',
        countrySlug: 'iraq',
        companySlug: 'basra-oil',
        companyName: 'Basra Oil',
        isUnattributed: false,
        m3PerDay: 2_000,
        share: 0.4,
        km: 2.2239,
      },
    ],
  },
};

describe('Screened opportunities: clusters (decision 040)', () => {
  it('filters to clusters, each naming its members, their operators and shares, and its line', async () => {
    const fetchMock = mockApi({
      '/screened-opportunities': (url: URL) =>
        response(url.searchParams.get('kind') === 'cluster' ? [CLUSTER] : [...LATEST, CLUSTER]),
      '/config': { basemapStyleUrl: null },
      '/notifications': { items: [], unread: 0 },
    });
    const { router } = await renderApp('/opportunities/screened', { session: signedInAs({}) });
    await screen.findByRole('table', { name: 'Screened opportunities' });
    expect(requestedUrls(fetchMock).find((url) => url.includes('screened'))).toContain('kind=all');
    fireEvent.click(screen.getByRole('radio', { name: 'Clusters' }));
    await waitFor(() => expect(router.state.location.search).toContain('kind=cluster'));
    await waitFor(() => expect(screen.getAllByTestId('screened-cluster')).toHaveLength(1));
    const cluster = screen.getByTestId('screened-cluster');
    expect(cluster).toHaveTextContent('Cluster of 2 flares around pad-a');
    const members = within(cluster).getAllByRole('listitem');
    expect(members.map((item) => item.textContent)).toEqual([
      'pad-a Lukoil · 60% of the gas · 0 km',
      'pad-b Basra Oil · 40% of the gas · 2.2 km',
    ]);
    expect(within(members[1] as HTMLElement).getByRole('link', { name: 'pad-b' })).toHaveAttribute(
      'href',
      '/flaring-explorer/iraq/basra-oil/pad-b',
    );
    expect(within(cluster).getByTestId('screened-gathering')).toHaveTextContent(
      'Gathering line 2.2 km: $574K in the capex (estimate: 4-inch pipeline, Parker 2004, USD 2017)',
    );
    // Two operators: the anchor's and one more; the draft carries the cluster's radius.
    const table = screen.getByRole('table', { name: 'Screened opportunities' });
    expect(within(table).getByText('Lukoil and 1 more')).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: 'Start a project from the cluster around flare pad-a' }),
    ).toHaveAttribute('href', '/projects/new?country=iraq&company=lukoil&flare=pad-a&cluster=5');
  });
});
