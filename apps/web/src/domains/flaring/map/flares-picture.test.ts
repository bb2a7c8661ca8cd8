import { describe, expect, it } from 'vitest';
import { project } from './country-select-map';
import { radiusOf, viewBoxOf } from './flares-picture';

describe("the map's still picture", () => {
  it("sizes a flare's circle as MapLibre does: linear in the square root of the volume between its stops", () => {
    expect(radiusOf(0)).toBe(2.5);
    expect(radiusOf(1e8)).toBeCloseTo(7, 10);
    // Halfway between √1e8 and √1e9 (in √m³): halfway between 7 and 14 px.
    const halfway = ((Math.sqrt(1e8) + Math.sqrt(1e9)) / 2) ** 2;
    expect(radiusOf(halfway)).toBeCloseTo(10.5, 10);
    expect(radiusOf(1e12)).toBe(26);
    expect(radiusOf(-5)).toBe(2.5);
  });

  it('frames a box of flares with a 15 % margin around its centre, in the world picture’s units', () => {
    // Neuquén's fields: 70°W–66°W, 40°S–36°S.
    const [x, y, width, height] = viewBoxOf([-70, -40, -66, -36]);
    const [west, north] = project([-70, -36]);
    const [east, south] = project([-66, -40]);
    expect(width).toBeCloseTo((east - west) * 1.15, 9);
    expect(height).toBeCloseTo((south - north) * 1.15, 9);
    expect(x + width / 2).toBeCloseTo((west + east) / 2, 9);
    expect(y + height / 2).toBeCloseTo((north + south) / 2, 9);
  });

  it('does not zoom onto a single flare: at least the minimum span is shown', () => {
    const [, , width, height] = viewBoxOf([-69, -38, -69, -38]);
    expect(width).toBeCloseTo(3 * 1.15, 9);
    expect(height).toBeCloseTo(3 * 1.15, 9);
  });
});
