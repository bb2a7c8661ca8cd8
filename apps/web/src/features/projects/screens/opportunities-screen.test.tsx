import type { ProjectSummary } from '@flarescope/shared';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMap } from '../../../test/fake-map-engine';
import { signedInAs } from '../../../test/render';
import { mockApi, renderApp } from '../../../test/render-app';

vi.setConfig({ testTimeout: 30_000 });

const project = (slug: string, latitude: number, longitude: number): ProjectSummary => ({
  slug,
  title: { en: `Project ${slug}`, es: `Proyecto ${slug}` },
  summary: { en: 'A plant.', es: 'Una planta.' },
  country: { slug: 'argentina', iso3: 'ARG', nameEn: 'Argentina', nameEs: 'Argentina' },
  company: { slug: 'ypf-s-a', name: 'YPF S.A.', isUnattributed: false },
  stage: 'idea',
  technology: { id: 'gas_turbine', name: { en: 'Gas turbine', es: 'Turbina de gas' } },
  capacityMw: 10,
  gasAvailableM3PerDay: 50_000,
  capexUsd: 1e7,
  fundingSoughtUsd: 5e6,
  isModelAvailable: true,
  npv: 1e6,
  irr: 0.12,
  avoidedCo2eTonnesPerYear: 1e4,
  isPublished: true,
  isIllustrative: false,
  isFeatured: false,
  warnings: [],
  latitude,
  longitude,
  updatedAt: '2026-11-01T00:00:00.000Z',
});

const ITEMS = [project('a', -38.4, -68.9), project('b', -37.5, -69.2), project('c', -38.1, -68.1)];

beforeEach(() => fakeMap.reset());

const api = () =>
  mockApi({
    '/projects': { items: ITEMS, hasProjectAccess: true },
    '/projects/technologies': { items: [] },
    '/config': { basemapStyleUrl: null },
    '/notifications': { items: [], unread: 0 },
  });

describe('Open opportunities', () => {
  it('fits the map to the projects, clustered, and opens the one clicked', async () => {
    api();
    const { router } = await renderApp('/opportunities', { session: signedInAs({ hasProjectAccess: true }) });
    await waitFor(() => expect(fakeMap.points).toHaveLength(3));
    expect(fakeMap.options?.isClustered).toBe(true);
    // The box around the three projects in Neuquén, not the world.
    await waitFor(() =>
      expect(fakeMap.fitted).toEqual([{ bounds: [-69.2, -38.4, -68.1, -37.5], maxZoom: 5 }]),
    );
    // A click on the second project's circle (what MapLibre hands over: its properties).
    fakeMap.options?.onPointClick?.({ ...fakeMap.points[1]!, type: 'upstream' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/project/b'));
  });

  it('lists the projects in a list beside the map', async () => {
    api();
    await renderApp('/opportunities', { session: signedInAs({ hasProjectAccess: true }) });
    const list = await screen.findByRole('list', { name: 'Projects' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('folds the filters behind a toggle that says how many are set (a phone)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }));
    api();
    await renderApp('/opportunities?country=argentina&minMw=5', {
      session: signedInAs({ hasProjectAccess: true }),
      language: 'es',
    });
    const toggle = await screen.findByRole('button', { name: 'Filtros (2)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const filters = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(filters).not.toBeVisible();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(filters).toBeVisible();
    expect(within(filters).getByLabelText('País')).toHaveValue('argentina');
  });
});
