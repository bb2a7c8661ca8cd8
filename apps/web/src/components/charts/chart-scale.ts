/**
 * Axis ticks from 0 to a round number at or above `max`, in steps of 1, 2, 2.5 or 5 × 10ⁿ, about
 * `count` of them. A chart's y axis starts at 0 so that bar and line heights compare honestly.
 */
export const niceTicks = (max: number, count = 4): number[] => {
  if (!(max > 0) || !Number.isFinite(max)) return [0, 1];
  const rough = max / count;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const normalised = rough / magnitude;
  const step =
    (normalised <= 1 ? 1 : normalised <= 2 ? 2 : normalised <= 2.5 ? 2.5 : normalised <= 5 ? 5 : 10) *
    magnitude;
  const top = Math.ceil(max / step - 1e-9) * step;
  const ticks: number[] = [];
  for (let value = 0; value <= top + step / 2; value += step) ticks.push(Number(value.toPrecision(12)));
  return ticks;
};

/**
 * Ticks of an axis that must show values below zero too (cash flows): from a round number at or below
 * `min` to one at or above `max`, through 0, in the same round steps; niceTicks when nothing is negative.
 */
export const niceSignedTicks = (min: number, max: number, count = 4): number[] => {
  if (!(min < 0) || !Number.isFinite(min)) return niceTicks(max, count);
  const span = Math.max(max, 0) - min;
  const [, step = 1] = niceTicks(span, count);
  const bottom = Math.floor(min / step + 1e-9) * step;
  const top = Math.max(0, Math.ceil(max / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let value = bottom; value <= top + step / 2; value += step) ticks.push(Number(value.toPrecision(12)));
  return ticks;
};

/**
 * Ticks of an axis over [min, max] that need not include 0 (a tornado chart's NPVs): from a round
 * number at or below `min` to one at or above `max`, in the round steps of niceTicks, about `count`.
 */
export const niceRangeTicks = (min: number, max: number, count = 4): number[] => {
  if (!Number.isFinite(min) || !Number.isFinite(max)) return [0, 1];
  const [low, high] = min <= max ? [min, max] : [max, min];
  // One value (every NPV the same): a step of a tenth of its size around it.
  const span = high - low || Math.abs(high) / 10 || 1;
  const [, step = 1] = niceTicks(span, count);
  const bottom = Math.floor(low / step + 1e-9) * step;
  const top = Math.max(bottom + step, Math.ceil(high / step - 1e-9) * step);
  const ticks: number[] = [];
  for (let value = bottom; value <= top + step / 2; value += step) ticks.push(Number(value.toPrecision(12)));
  return ticks;
};

/** Every n-th label so that about `fit` of them show (always the first and the last). */
export const thinLabels = (labels: readonly string[], fit: number): Array<string | null> => {
  const every = Math.max(1, Math.ceil(labels.length / Math.max(1, fit)));
  return labels.map((label, index) => (index % every === 0 || index === labels.length - 1 ? label : null));
};
