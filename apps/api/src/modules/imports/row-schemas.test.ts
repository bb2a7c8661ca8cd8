import { describe, expect, it } from 'vitest';
import { isFormulaLike, parseImportRow } from './row-schemas.js';

/**
 * The import's cell patterns on hostile input (issue 15, item 1; moved here with the row schemas from
 * packages/shared's hostile-patterns.test.ts): before the fix, a 100 000-digit number cell took ~19 s on
 * this machine. A linear pattern takes well under a millisecond; LINEAR_MS is far above that even on a
 * machine busy with other work, far below the backtracking pattern's time.
 */
const LINEAR_MS = 500;

const msOf = (run: () => unknown): number => {
  const start = performance.now();
  run();
  return performance.now() - start;
};

describe('import cells on hostile input', () => {
  it('checks a 100 000-digit number cell at once', () => {
    const hostile = `${'1'.repeat(100_000)}x`;
    expect(msOf(() => isFormulaLike(`-${hostile}`))).toBeLessThan(LINEAR_MS);
    expect(
      msOf(() =>
        parseImportRow('observations', {
          country: 'ARG',
          company: 'YPF',
          flare_name: 'F1',
          period: '2024-01',
          volume_m3: hostile,
        }),
      ),
    ).toBeLessThan(LINEAR_MS);
    expect(isFormulaLike('-12.5e3')).toBe(false);
    expect(isFormulaLike('-12.')).toBe(false);
    expect(isFormulaLike('-.5')).toBe(false);
    expect(isFormulaLike('-1-')).toBe(true);
  });
});
