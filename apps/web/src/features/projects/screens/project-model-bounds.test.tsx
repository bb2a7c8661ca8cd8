import { defaultProjectInputs, type ProjectResponse } from '@flarescope/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../../test/render-app';
import { signedInAs } from '../../../test/render';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());
// jsdom has no font loading, which Mantine's autosizing text areas (the form's descriptions) listen to.
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

const SLUG = 'legacy-flare-power';

/**
 * A project saved before the model's input bounds (issue 25.6), as the API answers it: its inputs as
 * saved (an efficiency of 1e-300 and gas at 10⁴ USD/MMBtu), no results, and why.
 */
const legacyProject = (): ProjectResponse => {
  const model = {
    ...defaultProjectInputs({ technology: 'reciprocating_engine', capacityMw: 10, gasLhvMjPerM3: 36 }),
    electricalEfficiency: 1e-300,
    gasPriceUsdPerMmbtu: 1e4,
  };
  return {
    project: {
      slug: SLUG,
      title: { en: 'Legacy flare power', es: 'Energía de antorcha antigua' },
      summary: { en: 'Engines burn a flare’s gas.', es: 'Motores queman el gas de una antorcha.' },
      description: { en: 'A plant of engines.', es: 'Una planta de motores.' },
      country: { slug: 'argentina', iso3: 'ARG', nameEn: 'Argentina', nameEs: 'Argentina' },
      company: null,
      stage: 'idea',
      technology: {
        id: 'reciprocating_engine',
        name: { en: 'Reciprocating engine', es: 'Motor alternativo' },
      },
      capacityMw: 10,
      gasAvailableM3PerDay: 100_000,
      capexUsd: model.capexUsd,
      fundingSoughtUsd: 12_000_000,
      isModelAvailable: false,
      npv: null,
      irr: null,
      avoidedCo2eTonnesPerYear: null,
      warnings: [],
      isPublished: false,
      isIllustrative: false,
      isFeatured: false,
      latitude: null,
      longitude: null,
      updatedAt: '2026-11-21T12:00:00.000Z',
      owner: { username: 'ana', isYou: true },
      composition: {
        c1: 0.9,
        c2: 0.05,
        c3: 0.02,
        ic4: 0,
        nc4: 0,
        ic5: 0,
        nc5: 0,
        c6plus: 0,
        n2: 0.03,
        co2: 0,
        h2s: 0,
      },
      isDefaultComposition: true,
      isEnteredComposition: false,
      model,
      milestones: [],
      stageHistory: [{ stage: 'idea', changedAt: '2026-11-21T12:00:00.000Z' }],
      publishedAt: null,
      createdAt: '2026-11-21T12:00:00.000Z',
      gatheringRadiusKm: null,
    },
    flares: [],
    results: null,
    inputErrors: {
      electricalEfficiency: 'projects.validation.efficiencyOutOfRange',
      gasPriceUsdPerMmbtu: 'projects.validation.gasPriceOutOfRange',
    },
    can: { edit: true, publish: false },
    warnings: [],
    survival: null,
  };
};

const routes = () => ({
  [`/projects/${SLUG}`]: legacyProject(),
  '/projects/technologies': {
    items: [{ id: 'reciprocating_engine', name: { en: 'Reciprocating engine', es: 'Motor alternativo' } }],
  },
});

describe('a project saved with inputs outside the model’s bounds (issue 25.6)', () => {
  it('opens, says its figures are unavailable and why, and leads the owner to correct them', async () => {
    mockApi(routes());
    await renderApp(`/project/${SLUG}`, { session: signedInAs() });
    const note = await screen.findByRole('status', { name: /Figures unavailable/ });
    expect(note).toHaveTextContent(
      'Electrical efficiency, LHV (%): Enter an efficiency from 5 % to 65 % (on the lower heating value)',
    );
    expect(note).toHaveTextContent(
      'Gas price as traded, HHV (USD/MMBtu): Enter a gas price from 0 to 200 USD/MMBtu',
    );
    expect(within(note).getByRole('link', { name: 'Correct the inputs' })).toHaveAttribute(
      'href',
      `/project/${SLUG}/edit`,
    );
    const irr = document.querySelector('[data-figure="irr"]') as HTMLElement;
    expect(irr).toHaveTextContent('—');
    expect(irr).toHaveTextContent('unavailable');
    expect(document.body.textContent).not.toMatch(/NaN|Infinity/);
  });

  it('shows its inputs on the financials page, without figures or downloads, in Spanish too', async () => {
    mockApi(routes());
    await renderApp(`/project/${SLUG}/project-financials`, { session: signedInAs(), language: 'es' });
    const note = await screen.findByRole('status', { name: /Cifras no disponibles/ });
    expect(note).toHaveTextContent(
      'Eficiencia eléctrica, PCI (%): Ingrese una eficiencia de 5 % a 65 % (sobre el poder calorífico inferior)',
    );
    expect(screen.getByRole('table', { name: 'Supuestos' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'CSV' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Flujos de caja anuales' })).not.toBeInTheDocument();
  });

  it('marks each input out of bounds on the form, with its range, in the user’s language', async () => {
    for (const [language, efficiency, price] of [
      [
        'en',
        'Enter an efficiency from 5 % to 65 % (on the lower heating value)',
        'Enter a gas price from 0 to 200 USD/MMBtu',
      ],
      [
        'es',
        'Ingrese una eficiencia de 5 % a 65 % (sobre el poder calorífico inferior)',
        'Ingrese un precio del gas de 0 a 200 USD/MMBtu',
      ],
    ] as const) {
      mockApi(routes());
      const view = await renderApp(`/project/${SLUG}/edit`, { session: signedInAs(), language });
      expect(await screen.findByText(efficiency)).toBeInTheDocument();
      expect(screen.getByText(price)).toBeInTheDocument();
      view.unmount();
    }
  });
});
