import { evaluateProject, type ProjectModelInputs, type ProjectResponse } from '@flarescope/shared';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { mockApi, renderApp } from '../../../test/render-app';
import { signedInAs } from '../../../test/render';

vi.setConfig({ testTimeout: 30_000 });
afterEach(() => vi.unstubAllGlobals());
beforeAll(() => {
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => undefined, removeEventListener: () => undefined },
    });
  }
});

const SLUG = 'late-losses';

/**
 * The late-losses plant of finance-model.test.ts (worked by hand there): fixed O&M rising 20 % a year
 * turns its last years negative, so its flows have two IRRs (−32.7 % and 35.3 %) and a MIRR of 15.4 %;
 * with O&M of 300,000, capex 1 M$ and the option to stop, it stops after year 5 of 8.
 */
const LATE_LOSSES: ProjectModelInputs = {
  capacityMw: 1,
  capacityFactor: 0.8,
  electricalEfficiency: 0.35,
  gasLhvMjPerM3: 35,
  capexUsd: 800_000,
  fixedOmUsdPerYear: 250_000,
  variableOmUsdPerMwh: 0,
  gasPriceUsdPerMmbtu: 0,
  tariffUsdPerMwh: 100,
  tariffEscalation: 0,
  costEscalation: 0.2,
  lifetimeYears: 8,
  discountRate: 0.1,
  debtShare: 0,
  debtRate: 0,
  debtTenorYears: 0,
  taxRate: 0,
  depreciationYears: 8,
};

const projectOf = (
  model: ProjectModelInputs,
  warnings: ProjectResponse['warnings'] = [],
): ProjectResponse => {
  const result = evaluateProject(model);
  return {
    project: {
      slug: SLUG,
      title: { en: 'Late losses', es: 'Pérdidas tardías' },
      summary: { en: 'A plant whose costs outrun it.', es: 'Una planta a la que superan sus costos.' },
      description: { en: 'A plant.', es: 'Una planta.' },
      country: { slug: 'argentina', iso3: 'ARG', nameEn: 'Argentina', nameEs: 'Argentina' },
      company: null,
      stage: 'idea',
      technology: {
        id: 'reciprocating_engine',
        name: { en: 'Reciprocating engine', es: 'Motor alternativo' },
      },
      capacityMw: model.capacityMw,
      gasAvailableM3PerDay: 100_000,
      capexUsd: model.capexUsd,
      fundingSoughtUsd: 500_000,
      isModelAvailable: true,
      npv: result.npv,
      irr: result.irr,
      avoidedCo2eTonnesPerYear: result.avoidedCo2eTonnesPerYear,
      warnings: warnings.map((warning) => warning.code),
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
    results: { ...result, equityUsd: model.capexUsd - result.debtUsd },
    inputErrors: {},
    can: { edit: true, publish: false },
    warnings,
    survival: null,
  };
};

/** Text without spaces (the locales put a space, or none, before %) and with ASCII minus signs. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, '').replace(/\u2212/g, '-');

const figure = (key: string) => document.querySelector(`[data-figure="${key}"]`) as HTMLElement;

describe('the model’s several IRRs, MIRR and early stop on the project pages (issue 26.4)', () => {
  it('lists both IRRs and gives the MIRR on the project page and the financials, in English and Spanish', async () => {
    for (const [language, roots, mirr, notUnique] of [
      ['en', '-32.7%;35.3%', '15.4%', 'not unique'],
      ['es', '-32,7%;35,3%', '15,4%', 'no es única'],
    ] as const) {
      mockApi({ [`/projects/${SLUG}`]: projectOf(LATE_LOSSES) });
      const info = await renderApp(`/project/${SLUG}`, { session: signedInAs(), language });
      await screen.findByRole('heading', { level: 1 });
      const irr = figure('irr');
      expect(plain(irr.textContent)).toContain(roots);
      expect(irr).toHaveTextContent(notUnique);
      expect(plain(figure('mirr').textContent)).toContain(mirr);
      info.unmount();
      mockApi({ [`/projects/${SLUG}`]: projectOf(LATE_LOSSES) });
      const financials = await renderApp(`/project/${SLUG}/project-financials`, {
        session: signedInAs(),
        language,
      });
      await screen.findAllByTestId('result-note');
      expect(plain(document.body.textContent)).toContain(roots);
      expect(plain(document.body.textContent)).toContain(mirr);
      financials.unmount();
    }
  });

  it('says when the plant stops early, on both pages, in English and Spanish', async () => {
    const stopping = { ...LATE_LOSSES, fixedOmUsdPerYear: 300_000, capexUsd: 1_000_000, canStopEarly: true };
    for (const [language, note] of [
      ['en', 'The plant stops after year 5 of 8'],
      ['es', 'La planta se detiene después del año 5 de 8'],
    ] as const) {
      mockApi({ [`/projects/${SLUG}`]: projectOf(stopping) });
      const info = await renderApp(`/project/${SLUG}`, { session: signedInAs(), language });
      await screen.findByRole('heading', { level: 1 });
      expect(figure('npv')).toHaveTextContent(note);
      info.unmount();
      mockApi({ [`/projects/${SLUG}`]: projectOf(stopping) });
      const financials = await renderApp(`/project/${SLUG}/project-financials`, {
        session: signedInAs(),
        language,
      });
      const notes = await screen.findAllByTestId('result-note');
      expect(notes.map((element) => element.textContent).join(' ')).toContain(note);
      financials.unmount();
    }
  });

  it('shows the project’s warnings on every tab, with their numbers', async () => {
    const warnings: ProjectResponse['warnings'] = [
      { code: 'dscr_below_one', minDscr: 0.976, year: 2 },
      { code: 'capacity_factor_unsupported', capacityFactor: 0.85, detectionFrequency: 0.1 },
    ];
    for (const [language, path, dscr, frequency] of [
      ['en', '', 'In year 2 the cash available for debt service covers only 0.98 times', 'ononly10%'],
      [
        'es',
        '/investors-financials',
        'En el año 2 la caja disponible para el servicio de deuda cubre solo 0,98 veces',
        'soloenel10%',
      ],
    ] as const) {
      mockApi({ [`/projects/${SLUG}`]: projectOf(LATE_LOSSES, warnings) });
      const view = await renderApp(`/project/${SLUG}${path}`, { session: signedInAs(), language });
      const shown = await screen.findByTestId('project-warnings');
      expect(shown).toHaveTextContent(dscr);
      expect(plain(shown.textContent)).toContain(frequency);
      view.unmount();
    }
  });

  it('shows the capex default of the cost curve, with its source, beside the capex (issue 26.7)', async () => {
    for (const [language, text] of [
      ['en', 'Default for 1 MW: 2,025 USD/kW.'],
      ['es', 'Valor por defecto para 1 MW: 2025 USD/kW.'],
    ] as const) {
      mockApi({
        [`/projects/${SLUG}`]: projectOf(LATE_LOSSES),
        '/projects/technologies': {
          items: [
            { id: 'reciprocating_engine', name: { en: 'Reciprocating engine', es: 'Motor alternativo' } },
          ],
        },
      });
      const view = await renderApp(`/project/${SLUG}/edit`, { session: signedInAs(), language });
      await waitFor(() => expect(document.body.textContent).toContain(`${text} US EPA CHP Partnership`), {
        timeout: 10_000,
      });
      view.unmount();
    }
  });
});
