import { describe, expect, it } from 'vitest';
import { yearRuns } from './years';

describe('yearRuns', () => {
  it('joins consecutive years into runs, in order, once each', () => {
    expect(yearRuns([2021, 2017, 2018, 2019, 2019])).toBe('2017–2019, 2021');
    expect(yearRuns([2024])).toBe('2024');
    expect(yearRuns([])).toBe('');
  });
});
