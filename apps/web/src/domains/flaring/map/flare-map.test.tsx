import { act, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeMap } from '../../../test/fake-map-engine';
import { mockApi } from '../../../test/mock-api';
import { renderScreen } from '../../../test/render';
import { FlareMap } from './flare-map';

/** An IntersectionObserver the test moves: `show()` brings every observed element on screen. */
const observed = new Set<{ callback: IntersectionObserverCallback; targets: Element[] }>();
class FakeIntersectionObserver {
  private entry: { callback: IntersectionObserverCallback; targets: Element[] };
  constructor(callback: IntersectionObserverCallback) {
    this.entry = { callback, targets: [] };
    observed.add(this.entry);
  }
  observe(target: Element) {
    this.entry.targets.push(target);
  }
  disconnect() {
    observed.delete(this.entry);
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
}
const show = () =>
  act(() => {
    for (const { callback, targets } of [...observed])
      callback(
        targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
  });

beforeEach(() => {
  fakeMap.reset();
  observed.clear();
});

const renderMap = () =>
  renderScreen(
    <FlareMap
      label="Map of the project's flares"
      points={[
        {
          latitude: -38.36,
          longitude: -68.74,
          flaredM3: 1e7,
          count: 1,
          name: 'loma-campana-01867',
          countrySlug: 'argentina',
          companySlug: 'ypf-s-a',
          type: 'upstream',
        },
      ]}
      describeCountry={() => null}
      describePoint={(point) => point.name ?? ''}
    />,
  );

describe('FlareMap', () => {
  it('loads the map engine only once its frame is on screen', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
    mockApi({ 'GET /api/config': { status: 200, body: { basemapStyleUrl: null } } });
    await renderMap();
    expect(await screen.findByTestId('flare-map')).toBeInTheDocument();
    // Below the fold: nothing is created however long the page stays open.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fakeMap.options).toBeNull();
    expect(observed.size).toBe(1);
    await show();
    await waitFor(() => expect(fakeMap.points.map((point) => point.name)).toEqual(['loma-campana-01867']));
    // Seen once is enough: the observer is let go.
    expect(observed.size).toBe(0);
  });

  it('draws at once where the browser cannot tell what is on screen', async () => {
    mockApi({ 'GET /api/config': { status: 200, body: { basemapStyleUrl: null } } });
    await renderMap();
    await waitFor(() => expect(fakeMap.options).not.toBeNull());
  });
});
