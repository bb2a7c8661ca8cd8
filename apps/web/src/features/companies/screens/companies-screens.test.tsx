import type { CompanyResponse, CountryRef } from '@flarescope/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NO_FLARING_COLOR } from '../../../domains/flaring/map/map-data';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildCompany, buildCountry, buildGroup, buildWorldSummary } from '../../../test/flaring-factories';
import { fakeMap } from '../../../test/fake-map-engine';
import { mockApi, notFound, renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

const UNITED_STATES: CountryRef = {
  iso3: 'USA',
  iso2: 'US',
  slug: 'united-states',
  nameEn: 'United States',
  nameEs: 'Estados Unidos',
};

beforeEach(() => fakeMap.reset());
afterEach(() => vi.unstubAllGlobals());

describe('Companies Explorer', () => {
  it('offers a map titled "Select country" and the countries as links, and opens a clicked country', async () => {
    mockApi({ '/flaring/world': buildWorldSummary(), '/flaring/countries/argentina': buildCountry() });
    const { router } = await renderApp('/companies', { language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Explorador de empresas' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Seleccione un país' })).toBeInTheDocument();
    // The list under the map (the ranking below links the largest countries too, drawn a moment later).
    const selectCountry = screen.getByRole('region', { name: 'Seleccione un país' });
    expect(await within(selectCountry).findByRole('link', { name: 'Rusia' })).toHaveAttribute(
      'href',
      '/companies/russia',
    );
    // The map is drawn without MapLibre: one SVG path per country, shaded, a click opens the country.
    const map = await screen.findByRole('img', {
      name: 'Mapa mundial: seleccione un país para ver sus empresas',
    });
    expect(fakeMap.options).toBeNull();
    const argentina = await waitFor(() => {
      const path = map.querySelector<SVGPathElement>('path[data-iso3="ARG"]');
      expect(path?.getAttribute('fill')).not.toBe(NO_FLARING_COLOR);
      return path!;
    });
    expect(argentina.querySelector('title')?.textContent).toMatch(/^Argentina/);
    expect(map.querySelectorAll('path').length).toBeGreaterThan(150);
    fireEvent.click(argentina);
    await waitFor(() => expect(router.state.location.pathname).toBe('/companies/argentina'));
  });

  it('lists a country’s companies with their key figures, linking to their profiles', async () => {
    mockApi({ '/flaring/countries/argentina': buildCountry() });
    await renderApp('/companies/argentina');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Companies in Argentina' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('3 operators in Argentina are named by the data we hold.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: /Companies in Argentina with their flared gas in 2024/ });
    const ypf = within(table).getByRole('row', { name: /YPF S\.A\./ });
    expect(within(ypf).getByRole('link', { name: 'YPF S.A.' })).toHaveAttribute(
      'href',
      '/companies/argentina/ypf-s-a',
    );
    expect(ypf).toHaveTextContent('565');
    expect(ypf).toHaveTextContent('Off track');
    expect(screen.getByTestId('attribution-note')).toHaveTextContent(
      /87\.2% of Argentina’s flaring in the satellite upstream catalogue in 2024/,
    );
    expect(screen.getByRole('link', { name: 'See the flaring in Argentina' })).toHaveAttribute(
      'href',
      '/flaring-explorer/argentina',
    );
  });

  it('counts the same companies in the summary and on the "show all" button, saying what each counts', async () => {
    const country = buildCountry();
    const named = country.companies.find((c) => !c.isUnattributed)!;
    const more = Array.from({ length: 12 }, (_, i) => ({
      ...named,
      slug: `operator-${i}`,
      name: `Operator ${i}`,
      countryRank: null,
    }));
    mockApi({ '/flaring/countries/argentina': { ...country, companies: [...country.companies, ...more] } });
    await renderApp('/companies/argentina', { language: 'es' });
    expect(
      await screen.findByText('Los datos que tenemos identifican 15 operadores en Argentina.'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Mostrar los 16: 15 operadores identificados y «Sin atribuir»' }),
    ).toBeInTheDocument();
  });

  it('shows a company profile with its countries, flaring summary, ranks and a link to its flaring view', async () => {
    mockApi({
      '/flaring/countries/argentina/companies/ypf-s-a': buildCompany('gwp100', {
        descriptionEn: 'Argentina’s largest oil and gas producer.',
        descriptionEs: 'La mayor productora de petróleo y gas de la Argentina.',
        website: 'https://www.ypf.com',
      }),
    });
    await renderApp('/companies/argentina/ypf-s-a', { language: 'es' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Perfil de la empresa: YPF S.A.' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('La mayor productora de petróleo y gas de la Argentina.'),
    ).toBeInTheDocument();
    const rank = document.querySelector('[data-figure="countryRank"]');
    expect(rank).toHaveTextContent('1 de 20 operadores identificados');
    expect(document.querySelector('[data-figure="flared"]')).toHaveTextContent('565 millones de m³');
    expect(screen.queryByTestId('no-satellite-note')).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver la quema de YPF S.A.' })).toHaveAttribute(
      'href',
      '/flaring-explorer/argentina/ypf-s-a',
    );
    expect(screen.getByRole('table', { name: 'Producción de YPF S.A.' })).toBeInTheDocument();
    // Its country of operation is this page's: named, not a link to itself.
    const self = screen
      .getAllByRole('link')
      .filter((a) => a.getAttribute('href') === '/companies/argentina/ypf-s-a');
    expect(self).toHaveLength(0);
    expect(document.querySelector('li [aria-current="page"]')).toHaveTextContent('Argentina');
  });

  /** A US operator known from its reports to the states: no satellite flare is attributed to it (issue 34). */
  const usOperator = (): CompanyResponse => {
    const company = buildCompany('gwp100', {
      slug: 'eog-resources-inc',
      name: 'EOG Resources Inc',
      countries: [UNITED_STATES],
      group: null,
    });
    return {
      ...company,
      country: UNITED_STATES,
      attributionBasis: { datedYears: [], undatedYears: [], asOfYear: null, sourceIds: [] },
      summary: {
        ...company.summary,
        flared: { ...company.summary.flared, m3: 0 },
        emissions: { ...company.summary.emissions, co2Tonnes: 0, co2eTonnes: 0, co2eRange: null },
        intensity: null,
        flaringIndex: null,
        production: null,
        activeFlares: { count: 0, year: 2024 },
        flareCount: 0,
        lastMonth: null,
        worldRank: null,
        countryRank: null,
        groupRank: null,
        progressTo2030: null,
      },
      series: [
        { year: 2024, satelliteM3: null, reportedM3: null, worldBankM3: null, energyInstituteM3: null },
      ],
      production: [],
      fields: [],
    };
  };

  it('says a US operator has no satellite flare attributed, and why, instead of a summary of "0 m³"', async () => {
    mockApi({ '/flaring/countries/united-states/companies/eog-resources-inc': usOperator() });
    await renderApp('/companies/united-states/eog-resources-inc');
    const note = await screen.findByTestId('no-satellite-note');
    expect(note).toHaveTextContent('No satellite flare is attributed to EOG Resources Inc.');
    expect(note).toHaveTextContent(
      'In the United States the satellite catalogue names no operator: its flares stay “Not attributed” unless a rule with evidence applies',
    );
    expect(
      within(note).getByRole('link', { name: /reported totals beside the satellite total/ }),
    ).toHaveAttribute('href', '/companies/united-states');
    expect(document.querySelector('[data-figure="flared"]')).toBeNull();
    expect(document.querySelector('[data-figure="co2e"]')).toBeNull();
    expect(document.body).not.toHaveTextContent(/\b0 m³/);
  });

  it('says the same in Spanish, on the flaring view too', async () => {
    mockApi({ '/flaring/countries/united-states/companies/eog-resources-inc': usOperator() });
    await renderApp('/flaring-explorer/united-states/eog-resources-inc', { language: 'es' });
    const note = await screen.findByTestId('no-satellite-note');
    expect(note).toHaveTextContent('No se atribuye a EOG Resources Inc ninguna antorcha satelital.');
    expect(note).toHaveTextContent('En los Estados Unidos el catálogo satelital no nombra operadores');
    expect(document.querySelector('[data-figure="flared"]')).toBeNull();
    expect(document.body).not.toHaveTextContent(/\b0 m³/);
  });

  it('shows the not-found screen for an unknown country or company', async () => {
    mockApi({ '/flaring/countries/narnia': notFound });
    await renderApp('/companies/narnia');
    expect(await screen.findByRole('heading', { level: 1, name: '404' })).toBeInTheDocument();
  });
});

describe('a group world-wide (decision 016)', () => {
  it('lists its companies with why each belongs, its figures, rank and which years a source dates', async () => {
    mockApi({ '/flaring/groups/rosneft': buildGroup() });
    await renderApp('/companies/world/rosneft');
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosneft world-wide' })).toBeInTheDocument();
    const table = await screen.findByRole('table', {
      name: 'Companies of Rosneft with their flared gas in 2024',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent(/Vostsibneftegaz\s*Russia\s*2\.39/);
    expect(rows[1]).toHaveTextContent('a Rosneft subsidiary');
    expect(within(rows[1]!).getByRole('link', { name: 'Vostsibneftegaz' })).toHaveAttribute(
      'href',
      '/companies/russia/vostsibneftegaz',
    );
    expect(screen.getByText('2 of 341 named groups')).toBeInTheDocument();
    expect(screen.getByTestId('attribution-basis')).toHaveTextContent(
      '2023: the history of the flares Rosneft operated in 2024',
    );
  });

  it('says the same in Spanish', async () => {
    mockApi({ '/flaring/groups/rosneft': buildGroup() });
    await renderApp('/companies/world/rosneft', { language: 'es' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Rosneft en el mundo' })).toBeInTheDocument();
    expect(await screen.findByText('2 de 341 grupos identificados')).toBeInTheDocument();
    expect(screen.getByTestId('attribution-basis')).toHaveTextContent('la historia de las antorchas');
  });

  it('shows a company’s former names with their evidence and links its group', async () => {
    mockApi({
      '/flaring/countries/argentina/companies/ypf-s-a': buildCompany('gwp100', {
        aliases: [{ name: 'YPF SA', kind: 'spelling', evidence: 'The same company without its stops.' }],
        group: { slug: 'ypf-s-a', name: 'YPF S.A.', ownerEvidence: null, countries: 2, companies: 2 },
      }),
    });
    await renderApp('/companies/argentina/ypf-s-a');
    const identity = await screen.findByTestId('company-identity');
    expect(identity).toHaveTextContent('Also known as');
    expect(identity).toHaveTextContent(
      'YPF SA (another spelling). Evidence: The same company without its stops.',
    );
    expect(within(identity).getByRole('link', { name: 'See YPF S.A. world-wide' })).toHaveAttribute(
      'href',
      '/companies/world/ypf-s-a',
    );
  });
});
