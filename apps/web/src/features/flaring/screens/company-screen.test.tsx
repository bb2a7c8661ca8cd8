import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, afterEach, describe, expect, it, vi } from 'vitest';
import { buildCompany, buildCountry, buildFlareList, buildMap } from '../../../test/flaring-factories';
import { fakeMap } from '../../../test/fake-map-engine';
import { mockApi, notFound, renderApp, requestedUrls } from '../../../test/render-app';

const companyApi = (company = buildCompany()) => ({
  [`/flaring/countries/argentina/companies/${company.company.slug}`]: company,
  [`/flaring/countries/argentina/companies/${company.company.slug}/flares`]: buildFlareList(),
  '/flaring/map': buildMap(),
});

const figure = (key: string) => document.querySelector(`[data-figure="${key}"]`) as HTMLElement;

vi.setConfig({ testTimeout: 30_000 });

beforeEach(() => fakeMap.reset());
afterEach(() => vi.unstubAllGlobals());

describe('Flaring Explorer: company view', () => {
  it('shows the company’s figures with its world and country rank, fields, flares and production', async () => {
    const fetchMock = mockApi(companyApi());
    await renderApp('/flaring-explorer/argentina/ypf-s-a');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Flaring by YPF S.A. in Argentina' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(figure('flared')).toHaveTextContent('565 million m³'));
    expect(figure('worldRank')).toHaveTextContent('41 of 163 named operators');
    expect(figure('countryRank')).toHaveTextContent('1 of 20 named operators');
    expect(figure('lastMonth')).toHaveTextContent('June 2026');
    expect(figure('oil')).toHaveTextContent('10.5M bbl');
    expect(figure('oil')).toHaveTextContent('June 2026 · Secretaría de Energía de la Nación');
    // CO2e with its range over the assumed combustion efficiency.
    expect(figure('co2e')).toHaveTextContent(
      /range .+ to .+ for a combustion efficiency from 98% down to 95%/,
    );
    // No bare dash: the ratios say why they cannot be computed.
    expect(figure('intensity')).toHaveTextContent(
      'Cannot be computed: oil production is published for May 2026 to June 2026, satellite flaring for 2023 to 2024; no full year has both',
    );
    expect(figure('flaringIndex')).toHaveTextContent('Cannot be computed: gas production is published for');

    const fields = screen.getByRole('table', { name: 'Fields of YPF S.A.' });
    expect(within(fields).getByRole('rowheader', { name: 'LOMA CAMPANA' })).toBeInTheDocument();

    const flares = await screen.findByRole('table', { name: 'Flares of YPF S.A.' });
    expect(within(flares).queryByRole('columnheader', { name: /Company/ })).not.toBeInTheDocument();

    const production = screen.getByRole('table', { name: 'Production of YPF S.A.' });
    const rows = within(production).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('June 2026');
    expect(rows[1]).toHaveTextContent('May 2026');

    expect(screen.getByText(/No chromatography of this company’s gas is published yet/)).toBeInTheDocument();
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/flaring/map?country=argentina&company=ypf-s-a'),
    );
  });

  it('draws the concession outlines on the map and names them in the legend, when published', async () => {
    const base = buildCompany();
    const company = { ...base, fields: base.fields.map((field) => ({ ...field, hasOutline: true })) };
    const outlines = {
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 'loma-campana',
          properties: { slug: 'loma-campana', name: 'LOMA CAMPANA', flareCount: 3 },
          geometry: {
            type: 'Polygon',
            coordinates: [
              [
                [-69, -38.5],
                [-68.9, -38.5],
                [-68.9, -38.4],
                [-69, -38.5],
              ],
            ],
          },
        },
      ],
    };
    const fetchMock = mockApi({
      ...companyApi(company),
      '/flaring/countries/argentina/companies/ypf-s-a/outlines': outlines,
    });
    await renderApp('/flaring-explorer/argentina/ypf-s-a');
    await waitFor(() => expect(fakeMap.outlines).toEqual(outlines));
    expect(await screen.findByText('Concession outline (field)')).toBeInTheDocument();
    expect(requestedUrls(fetchMock)).toContain('/api/flaring/countries/argentina/companies/ypf-s-a/outlines');
  });

  it('does not ask for outlines when the company has none published', async () => {
    const fetchMock = mockApi(companyApi());
    await renderApp('/flaring-explorer/argentina/ypf-s-a');
    await screen.findByRole('table', { name: 'Fields of YPF S.A.' });
    await waitFor(() =>
      expect(requestedUrls(fetchMock)).toContain('/api/flaring/map?country=argentina&company=ypf-s-a'),
    );
    expect(requestedUrls(fetchMock).some((url) => url.endsWith('/outlines'))).toBe(false);
    expect(fakeMap.outlines).toBeNull();
    expect(screen.queryByText('Concession outline (field)')).not.toBeInTheDocument();
  });

  it('says in Spanish why the intensity cannot be computed', async () => {
    mockApi(companyApi());
    await renderApp('/flaring-explorer/argentina/ypf-s-a', { language: 'es' });
    await waitFor(() => expect(figure('intensity')).toBeInTheDocument());
    expect(figure('intensity')).toHaveTextContent(
      'No se puede calcular: la producción de petróleo está publicada de mayo de 2026 a junio de 2026 y la quema satelital de 2023 a 2024; ningún año completo tiene ambas',
    );
  });

  it('explains "Not attributed" in words, in both languages', async () => {
    const unattributed = buildCompany('gwp100', {
      slug: 'unattributed',
      name: 'Not attributed',
      isUnattributed: true,
    });
    mockApi(companyApi(unattributed));
    await renderApp('/flaring-explorer/argentina/unattributed', { language: 'es' });
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Quema de Sin atribuir en Argentina' },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(/Antorchas que ninguna fuente atribuye a una operadora en Argentina/),
    ).toBeInTheDocument();
  });

  it('measures the operator against its own straight line to zero in 2030, and says the catalogue’s bias', async () => {
    const company = buildCompany();
    const ypf = buildCountry().companies.find((row) => row.slug === 'ypf-s-a')!;
    company.summary.progressTo2030 = ypf.progressTo2030;
    mockApi(companyApi(company));
    await renderApp('/flaring-explorer/argentina/ypf-s-a');
    const note = await screen.findByRole('note', { name: 'Progress toward zero routine flaring by 2030' });
    expect(note).toHaveTextContent(
      'YPF S.A. flared 1,024.5% more in 2024 than in 2017 (565 million m³ against 50.2 million m³).',
    );
    expect(note).toHaveTextContent('Both years and the trend from one source: Earth Observation Group.');
    expect(note).toHaveTextContent(
      'Off track: a straight line to zero would allow only 23.2 million m³ in 2024.',
    );
    expect(note).toHaveTextContent(
      /satellite catalogue drops every site whose latest volume is under 30 Mcf\/d/,
    );
  });

  it('says why an operator with two years of data has no verdict, in Spanish', async () => {
    mockApi(companyApi());
    await renderApp('/flaring-explorer/argentina/ypf-s-a', { language: 'es' });
    const note = await screen.findByRole('note', { name: 'Avance hacia cero quema rutinaria en 2030' });
    expect(note).toHaveTextContent(
      'YPF S.A. tiene 2 años de quema satelital atribuida; el avance hacia 2030 se evalúa a partir de 3 años.',
    );
  });

  it('shows the not-found screen for an unknown company', async () => {
    mockApi({ '/flaring/countries/argentina/companies/acme': notFound });
    await renderApp('/flaring-explorer/argentina/acme');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  });
});
