import codes from 'i18n-iso-countries/codes.json';
import type { Topology } from 'topojson-specification';
import topology from 'world-atlas/countries-110m.json';
import { describe, expect, it } from 'vitest';
import { toCountryCollection, unwrapRing, type CountryFeature } from './world-geometry';

const world = toCountryCollection(topology as unknown as Topology, codes as unknown as string[][]);
const country = (iso3: string) => world.features.find((feature) => feature.properties.iso3 === iso3);

const largestJump = (feature: CountryFeature) => {
  const polygons =
    feature.geometry.type === 'Polygon' ? [feature.geometry.coordinates] : feature.geometry.coordinates;
  let jump = 0;
  for (const ring of polygons.flat()) {
    for (let i = 1; i < ring.length; i += 1) jump = Math.max(jump, Math.abs(ring[i]![0]! - ring[i - 1]![0]!));
  }
  return jump;
};

describe('the offline world layer', () => {
  it('keys the Natural Earth countries by ISO alpha-3, the API’s country key', () => {
    expect(country('ARG')?.properties.name).toBe('Argentina');
    expect(country('RUS')?.properties.name).toBe('Russia');
    expect(
      world.features.filter((feature) => feature.properties.iso3 === null).map((f) => f.properties.name),
    ).toEqual(expect.arrayContaining(['Kosovo']));
  });

  it('draws Russia and Fiji without a streak across the map at the 180° meridian', () => {
    expect(largestJump(country('RUS')!)).toBeLessThan(180);
    expect(largestJump(country('FJI')!)).toBeLessThan(180);
  });

  it('leaves Antarctica out', () => {
    expect(country('ATA')).toBeUndefined();
  });

  it('shifts the longitudes after a jump across the meridian by 360°', () => {
    expect(
      unwrapRing([
        [179, 65],
        [-179, 66],
        [-178, 67],
        [179.5, 65],
      ]),
    ).toEqual([
      [179, 65],
      [181, 66],
      [182, 67],
      [179.5, 65],
    ]);
  });
});
