import fs from 'node:fs';
import path from 'node:path';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render';
import { CountrySelectMap, countryPaths, project } from './country-select-map';
import { NO_FLARING_COLOR, SHADE_COLORS, shadeColorOf } from './map-data';
import { loadWorldCountries } from './world-geometry';

describe('shadeColorOf', () => {
  it('uses the legend classes: grey for none, then 0.1, 1, 5 and 15 bcm', () => {
    expect(shadeColorOf(0)).toBe(NO_FLARING_COLOR);
    expect(shadeColorOf(5e7)).toBe(SHADE_COLORS[0]);
    expect(shadeColorOf(1e8)).toBe(SHADE_COLORS[1]);
    expect(shadeColorOf(4.9e9)).toBe(SHADE_COLORS[2]);
    expect(shadeColorOf(5e9)).toBe(SHADE_COLORS[3]);
    expect(shadeColorOf(28.8e9)).toBe(SHADE_COLORS[4]);
  });
});

describe('country select map geometry', () => {
  it('projects in Web Mercator: the equator and Greenwich where a worked example puts them', () => {
    // x = (lon + 180) / 360 × 1000; y = (ln tan(45° + 84°/2) − ln tan(45° + lat/2)) × 1000 / 2π.
    const [x, y] = project([0, 0]);
    expect(x).toBeCloseTo(500, 6);
    expect(y).toBeCloseTo((Math.log(Math.tan((Math.PI * 87) / 180)) * 1000) / (2 * Math.PI), 6);
    expect(project([-180, 84])).toEqual([0, 0]);
  });

  it('draws every country of the world layer, with Argentina in the south-west', async () => {
    const paths = countryPaths(await loadWorldCountries());
    expect(paths.length).toBeGreaterThan(170);
    const argentina = paths.find((path) => path.iso3 === 'ARG');
    const [first] = argentina!.d.slice(1).split(/[LZ]/);
    const [x, y] = first!.split(',').map(Number);
    expect(x).toBeGreaterThan(250);
    expect(x).toBeLessThan(350);
    expect(y).toBeGreaterThan(400);
  });
});

describe('world-paths.json', () => {
  it('is the world layer as countryPaths draws it (UPDATE_WORLD_PATHS=1 writes it again)', async () => {
    const file = path.join(import.meta.dirname, 'world-paths.json');
    const computed = countryPaths(await loadWorldCountries());
    if (process.env.UPDATE_WORLD_PATHS) fs.writeFileSync(file, `${JSON.stringify(computed)}\n`);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(computed);
  });
});

describe('CountrySelectMap', () => {
  it('shades the countries with figures, names them on hover and opens the one clicked', async () => {
    const onCountryClick = vi.fn();
    await renderScreen(
      <CountrySelectMap
        label="Choose a country"
        shades={[
          { iso3: 'ARG', flaredM3: 2e9 },
          { iso3: 'CYP', flaredM3: 0 },
        ]}
        describeCountry={(iso3, flaredM3) => `${iso3}: ${flaredM3} m³`}
        onCountryClick={onCountryClick}
      />,
    );
    const map = await screen.findByRole('img', { name: 'Choose a country' });
    const path = (iso3: string) => map.querySelector<SVGPathElement>(`path[data-iso3="${iso3}"]`)!;
    expect(path('ARG').getAttribute('fill')).toBe(SHADE_COLORS[2]);
    // Named until a pointer comes over the map; then each country says its flared gas.
    expect(path('ARG').querySelector('title')?.textContent).toBe('Argentina');
    fireEvent.pointerEnter(map);
    expect(path('ARG').querySelector('title')?.textContent).toBe('ARG: 2000000000 m³');
    // Known but without flaring: grey, still a choice. Unknown to the API: grey, named, no choice.
    expect(path('CYP').getAttribute('fill')).toBe(NO_FLARING_COLOR);
    expect(path('FRA').querySelector('title')?.textContent).toBe('France');
    fireEvent.click(path('FRA'));
    expect(onCountryClick).not.toHaveBeenCalled();
    fireEvent.click(path('CYP'));
    fireEvent.click(path('ARG'));
    expect(onCountryClick.mock.calls).toEqual([['CYP'], ['ARG']]);
  });

  it('says so while the world layer loads', async () => {
    await renderScreen(
      <CountrySelectMap
        label="Choose a country"
        describeCountry={() => null}
        onCountryClick={() => undefined}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the map…');
    await waitFor(() => expect(screen.getByRole('img', { name: 'Choose a country' })).toBeInTheDocument());
  });
});
