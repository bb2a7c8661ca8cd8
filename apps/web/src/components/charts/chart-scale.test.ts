import { describe, expect, it } from 'vitest';
import { niceRangeTicks, niceSignedTicks, niceTicks, thinLabels } from './chart-scale';

describe('niceTicks', () => {
  it('ends on a round value at or above the maximum', () => {
    expect(niceTicks(149.2)).toEqual([0, 50, 100, 150]);
    expect(niceTicks(5.3)).toEqual([0, 2, 4, 6]);
    expect(niceTicks(0.9)).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });

  it('gives a unit axis when there is nothing to show', () => {
    expect(niceTicks(0)).toEqual([0, 1]);
  });
});

describe('thinLabels', () => {
  it('keeps every label when they fit, otherwise every n-th and the last', () => {
    expect(thinLabels(['a', 'b', 'c'], 5)).toEqual(['a', 'b', 'c']);
    expect(thinLabels(['2012', '2013', '2014', '2015', '2016'], 3)).toEqual([
      '2012',
      null,
      '2014',
      null,
      '2016',
    ]);
  });
});

describe('niceSignedTicks', () => {
  it('runs from a round number below the lowest value to one above the highest, through 0', () => {
    expect(niceSignedTicks(-20, 5)).toEqual([-20, -10, 0, 10]);
    expect(niceSignedTicks(-3.2, 11)).toEqual([-5, 0, 5, 10, 15]);
  });

  it('is niceTicks when nothing is negative', () => {
    expect(niceSignedTicks(0, 9)).toEqual(niceTicks(9));
  });
});

describe('niceRangeTicks', () => {
  it('runs from a round number below the lowest value to one above the highest, 0 or not', () => {
    expect(niceRangeTicks(12.3e6, 31.9e6, 3)).toEqual([10e6, 20e6, 30e6, 40e6]);
    expect(niceRangeTicks(-4.1e6, 8.2e6, 4)).toEqual([-5e6, 0, 5e6, 10e6]);
    expect(niceRangeTicks(-9, -2)).toEqual([-10, -8, -6, -4, -2]);
  });

  it('gives an axis around a single value', () => {
    expect(niceRangeTicks(5e6, 5e6)).toEqual([5e6, 5.2e6]);
    expect(niceRangeTicks(0, 0)).toEqual([0, 0.25]);
  });
});
