import type { InvestorMatchesResponse, InvestorProfileResponse } from '@flarescope/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signedInAs } from '../../../test/render';
import { InvestorMatches } from './investor-matches';

const PROFILE: InvestorProfileResponse = {
  profile: {
    organisation: 'Andes Energy Fund',
    type: 'fund',
    ticketMinUsd: 4_000_000,
    ticketMaxUsd: 8_000_000,
    countries: ['AR', 'CO'],
    technologies: ['reciprocating_engine'],
    instruments: ['debt'],
    minIrr: 0.12,
    irrCase: 'lenders',
    updatedAt: '2026-11-21T12:00:00.000Z',
  },
};

const argentina = { slug: 'argentina', iso3: 'ARG', nameEn: 'Argentina', nameEs: 'Argentina' };
const mexico = { slug: 'mexico', iso3: 'MEX', nameEn: 'Mexico', nameEs: 'México' };

const MATCHES: InvestorMatchesResponse = {
  projects: [
    {
      slug: 'ar-engines',
      title: { en: 'Vaca Muerta engines', es: 'Motores de Vaca Muerta' },
      country: argentina,
      stage: 'seeking_funding',
      reasons: [
        { kind: 'country', country: 'AR' },
        { kind: 'technology', technology: 'reciprocating_engine' },
        { kind: 'ticket', instrument: 'debt', amountUsd: 8_000_000 },
        { kind: 'irr', irrCase: 'lenders', irr: 0.163, minIrr: 0.12 },
      ],
    },
  ],
  opportunities: {
    items: [
      {
        flare: {
          name: 'flare-17',
          country: mexico,
          company: { slug: 'pemex', name: 'Pemex', isUnattributed: false },
        },
        capacityMw: 5.25,
        memberCount: 1,
        capexUsd: 7_500_000,
        reasons: [{ kind: 'irr', irrCase: 'lenders', irr: 0.14, minIrr: 0.12 }],
      },
    ],
    total: 30,
    page: 1,
    pageSize: 25,
  },
};

const TECHNOLOGIES = {
  items: [{ id: 'reciprocating_engine', name: { en: 'Reciprocating engine', es: 'Motor alternativo' } }],
};

const routes = (profile: InvestorProfileResponse = PROFILE) => ({
  'GET /api/account/investor-profile': { status: 200, body: profile },
  'GET /api/account/investor-matches': { status: 200, body: MATCHES },
  'GET /api/projects/technologies': { status: 200, body: TECHNOLOGIES },
});

afterEach(() => vi.unstubAllGlobals());

describe('matches for you', () => {
  it('lists the matching projects and screened opportunities with the reasons each matches', async () => {
    const api = mockApi(routes());
    await renderScreen(<InvestorMatches />, { session: signedInAs() });
    expect(screen.getByRole('heading', { name: 'Matches for you' })).toBeInTheDocument();
    const projects = await screen.findByTestId('matches-projects');
    expect(within(projects).getByRole('link', { name: 'Vaca Muerta engines' })).toHaveAttribute(
      'href',
      '/project/ar-engines',
    );
    const reasons = within(projects).getByRole('list', { name: 'Why Vaca Muerta engines matches' });
    // The technology's name arrives with the list of technologies.
    await within(reasons).findByText('Technology: Reciprocating engine');
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'In Argentina',
      'Technology: Reciprocating engine',
      'Debt sought $8M, within your ticket',
      '16.3% on the lenders’ case (your minimum 12%)',
    ]);
    expect(projects).toHaveTextContent('Argentina · Seeking funding');
    const opportunities = screen.getByTestId('matches-opportunities');
    expect(
      within(opportunities).getByRole('heading', { name: 'Screened opportunities (30)' }),
    ).toBeInTheDocument();
    expect(within(opportunities).getByRole('link', { name: 'flare-17' })).toHaveAttribute(
      'href',
      '/flaring-explorer/mexico/pemex/flare-17',
    );
    expect(opportunities).toHaveTextContent('Mexico · 5.3 MW, capex $7.5M');
    expect(within(opportunities).getByRole('list', { name: 'Why flare-17 matches' })).toHaveTextContent(
      '14% on the lenders’ case (your minimum 12%)',
    );
    expect(api.callsTo('GET /api/account/investor-matches')[0]?.search).toBe('?page=1');
    // 30 rows at 25 a page: a second page, asked for by its number.
    await userEvent.click(within(opportunities).getByRole('button', { name: '2' }));
    expect(api.callsTo('GET /api/account/investor-matches').at(-1)?.search).toBe('?page=2');
  });

  it('speaks Spanish', async () => {
    mockApi(routes());
    await renderScreen(<InvestorMatches />, { session: signedInAs({ language: 'es' }), language: 'es' });
    expect(screen.getByRole('heading', { name: 'Oportunidades para usted' })).toBeInTheDocument();
    const projects = await screen.findByTestId('matches-projects');
    const reasons = within(projects).getByRole('list', { name: 'Por qué coincide Motores de Vaca Muerta' });
    await within(reasons).findByText('Tecnología: Motor alternativo');
    expect(
      within(reasons)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'En Argentina',
      'Tecnología: Motor alternativo',
      'Deuda: se buscan 8\u00a0M\u00a0US$, dentro de su ticket',
      '16,3\u00a0% en el caso de los prestamistas (su mínimo 12\u00a0%)',
    ]);
    expect(projects).toHaveTextContent('Argentina · Buscando financiamiento');
    expect(screen.getByTestId('matches-opportunities')).toHaveTextContent('Oportunidades evaluadas (30)');
    expect(screen.getByTestId('matches-opportunities')).toHaveTextContent('México');
  });

  it('without an investor profile, says where to state one and asks for no matches', async () => {
    const api = mockApi(routes({ profile: null }));
    await renderScreen(<InvestorMatches />, { session: signedInAs() });
    expect(await screen.findByRole('link', { name: 'Open the settings' })).toHaveAttribute(
      'href',
      '/settings',
    );
    expect(screen.getByText(/Save an investor profile in the settings/)).toBeInTheDocument();
    expect(api.callsTo('GET /api/account/investor-matches')).toHaveLength(0);
  });
});
