import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useStagedReveal } from './use-staged-reveal';

describe('useStagedReveal', () => {
  it('draws the first part at once, then one more per commit until every part is drawn', async () => {
    const seen: number[] = [];
    const { result } = renderHook(() => {
      const shown = useStagedReveal(4);
      seen.push(shown);
      return shown;
    });
    expect(seen[0]).toBe(1);
    await waitFor(() => expect(result.current).toBe(4));
    // Each step one part more: never a jump over a part, never back.
    const steps = [...new Set(seen)];
    expect(steps).toEqual([1, 2, 3, 4]);
  });

  it('waits while there is nothing to draw, then starts from the first part', async () => {
    const { result, rerender } = renderHook(({ count }) => useStagedReveal(count), {
      initialProps: { count: 0 },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(0);
    rerender({ count: 3 });
    expect(result.current).toBe(1);
    await waitFor(() => expect(result.current).toBe(3));
  });

  it('draws every part in the first commit when asked to (a link to a part further down)', () => {
    const { result } = renderHook(() => useStagedReveal(5, true));
    expect(result.current).toBe(5);
  });
});
