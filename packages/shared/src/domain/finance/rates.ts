/**
 * Discounting for the finance model (metrics.ts re-exports it): NPV, every IRR of a series of
 * cash flows, the IRR when it is unique, and the MIRR. Written here rather than taken from npm:
 * docs/decisions/004-finance-model.md (and issue 26 for the roots and the MIRR).
 */

/** Largest IRR reported: 1 + r ≤ 10⁴ (r = 999,900 %); beyond that the IRR is reported as none. */
const IRR_MAX_GROWTH = 1e4;
/** Smallest IRR reported: 1 + r ≥ 10⁻⁶ (r = −99.9999 %). */
const IRR_MIN_GROWTH = 1e-6;
/**
 * Narrowest interval of ln(1 + r) the root isolation splits (isolateRoots): two IRRs closer than this
 * (10⁻¹¹ of 1 + r) are one, a double root.
 */
const ROOT_WIDTH = 1e-11;
/** Relative rounding of one term of a sum of doubles (2⁻⁵²), for what a computed NPV cannot resolve. */
const ROUNDING = Number.EPSILON;
/**
 * IRRs closer than this in ln(1 + r) (10⁻⁶ of 1 + r, a ten-thousandth of a percentage point) are one:
 * around a double root, where the NPV touches 0, rounding makes a cluster of sign changes.
 */
const SAME_ROOT = 1e-6;
/** Evaluations the root isolation may spend before it gives up on finding more roots (never seen). */
const MAX_ROOT_EVALUATIONS = 20_000;

/**
 * Net present value of end-of-year cash flows, flows[0] at year 0 (undiscounted):
 *   NPV = Σ_{t=0..N} CF_t / (1 + r)^t
 * Not Excel's NPV(r, CF_0..CF_N), which discounts the first value by one period and so returns
 * NPV / (1 + r); the Excel equivalent is CF_0 + NPV(r, CF_1..CF_N). Source: Brealey, Myers & Allen,
 * "Principles of Corporate Finance", ch. 2 and 5; NREL SAM Help, "Cash flow" (year 0 = construction).
 * Throws a RangeError for r ≤ −1.
 */
export const npv = (rate: number, flows: readonly number[]): number => {
  if (!(rate > -1)) throw new RangeError('npv: the rate must be greater than −1');
  const discount = 1 / (1 + rate);
  let value = 0;
  for (let t = flows.length - 1; t >= 0; t--) value = value * discount + (flows[t] ?? 0);
  return value;
};

/**
 * Σ CF_t · g^(N−t), the future value at year N for growth g = 1 + r: NPV × g^N, with the same sign and
 * roots as the NPV and no overflow for g < 1, where 1/g^t would be huge.
 */
const futureValue = (growth: number, flows: readonly number[]): number => {
  let value = 0;
  for (const flow of flows) value = value * growth + flow;
  return value;
};

/** A number with the sign of NPV(g − 1), computed without overflow on the whole range of g. */
const npvSign = (growth: number, flows: readonly number[]): number =>
  growth >= 1 ? npv(growth - 1, flows) : futureValue(growth, flows);

/** Changes of sign along the flows, zeros skipped (Descartes' rule bounds the number of IRRs by it). */
const signChanges = (flows: readonly number[]): number => {
  let changes = 0;
  let previous = 0;
  for (const flow of flows) {
    if (flow === 0) continue;
    if (previous !== 0 && Math.sign(flow) !== previous) changes++;
    previous = Math.sign(flow);
  }
  return changes;
};

/**
 * Newton's method on NPV(r) from r = 10 %: r ← r − NPV(r) / NPV′(r), NPV′(r) = −Σ t·CF_t/(1 + r)^(t+1).
 * Null when it leaves r > −1, stalls or does not settle within 50 steps, or settles where NPV is not 0.
 */
const newtonIrr = (flows: readonly number[]): number | null => {
  const scale = flows.reduce((sum, flow) => sum + Math.abs(flow), 0);
  let rate = 0.1;
  for (let step = 0; step < 50; step++) {
    const discount = 1 / (1 + rate);
    let value = 0;
    let slope = 0;
    let factor = 1;
    for (let t = 0; t < flows.length; t++) {
      const flow = flows[t] ?? 0;
      value += flow * factor;
      slope -= t * flow * factor * discount;
      factor *= discount;
    }
    const next = rate - value / slope;
    if (!Number.isFinite(next) || next <= -1) return null;
    if (Math.abs(next - rate) <= 1e-12 * Math.max(1, Math.abs(next))) {
      return Math.abs(npv(next, flows)) <= 1e-9 * scale ? next : null;
    }
    rate = next;
  }
  return null;
};

/** Bisection on 1 + r between two growths where the NPV has opposite signs, to 1e-13 relative. */
const bisect = (low: number, high: number, flows: readonly number[]): number => {
  let a = low;
  let b = high;
  const signA = Math.sign(npvSign(a, flows));
  for (let step = 0; step < 200 && b - a > 1e-13 * b; step++) {
    const middle = (a + b) / 2;
    const sign = Math.sign(npvSign(middle, flows));
    if (sign === 0) return middle - 1;
    if (sign === signA) a = middle;
    else b = middle;
  }
  return (a + b) / 2 - 1;
};

/**
 * The one IRR of flows with one change of sign, where Newton's method failed: the NPV changes sign
 * once at most (Descartes), so its signs at the two ends of the range say whether the root lies
 * within, and one bisection over the whole range finds it. Null when it lies outside.
 */
const singleIrr = (flows: readonly number[], minGrowth: number, maxGrowth: number): number | null => {
  const low = Math.sign(npvSign(minGrowth, flows));
  const high = Math.sign(npvSign(maxGrowth, flows));
  if (low === 0) return minGrowth - 1;
  if (high === 0) return maxGrowth - 1;
  return low === high ? null : bisect(minGrowth, maxGrowth, flows);
};

/**
 * A function with the sign and roots of the NPV on one side of x = ln(1 + r) = 0, with g = e^x:
 * - x ≥ 0: f(x) = NPV = Σ CF_t e^(−t·x);
 * - x ≤ 0: f(x) = NPV × g^N = Σ CF_t e^((N−t)·x) (the future value, which cannot overflow there).
 * Both are Σ CF_t e^(p_t·x) with p_t = −t or N − t. At a point `at` gives f, f′ = Σ p_t CF_t e^(p_t·x)
 * and Σ p_t² |CF_t| e^(p_t·x), which bounds |f″| on the side of the point where e^(p_t·x) is smaller
 * (to its right for x ≥ 0, to its left for x ≤ 0).
 */
type Point = { x: number; value: number; slope: number; curvature: number };

const pointsOf = (flows: readonly number[], isRight: boolean) => {
  const n = flows.length - 1;
  return (x: number): Point => {
    // Horner on z = e^(−x) (x ≥ 0) or e^x (x ≤ 0), over the powers t or N − t.
    const z = Math.exp(isRight ? -x : x);
    let value = 0;
    let slope = 0;
    let curvature = 0;
    let magnitude = 0;
    for (let k = 0; k <= n; k++) {
      const t = isRight ? n - k : k;
      const flow = flows[t] ?? 0;
      const p = isRight ? t : n - t;
      value = value * z + flow;
      slope = slope * z + p * flow;
      curvature = curvature * z + p * p * Math.abs(flow);
      magnitude = magnitude * z + Math.abs(flow);
    }
    // A value within the rounding of its terms (about N ulps of Σ |CF_t| e^(p_t·x)) has no sign.
    const isNoise = Math.abs(value) <= ROUNDING * (n + 1) * magnitude;
    return { x, value: isNoise ? 0 : value, slope: isRight ? -slope : slope, curvature };
  };
};

/**
 * Whether f keeps the sign of its ends on [a, b] (both of one sign): from each end, Taylor's theorem
 * bounds f by its tangent and the largest |f″| there (M: the curvature at a for x ≥ 0, at b for x ≤ 0),
 *   f(a + s) ≥ f(a) + f′(a)·s − M·s²/2   (for f(a) > 0; mirrored for f(a) < 0),
 * a parabola whose least value on [0, b − a] is at an end; either end's bound proves it.
 */
const keepsSign = (a: Point, b: Point, curvature: number): boolean => {
  const width = b.x - a.x;
  const sign = Math.sign(a.value);
  const fromA = sign * a.value + sign * a.slope * width - (curvature * width * width) / 2;
  const fromB = sign * b.value - sign * b.slope * width - (curvature * width * width) / 2;
  return fromA > 0 || fromB > 0;
};

/**
 * Every root of f on [lo, hi], by subdivision (a branch-and-bound root isolation): an interval whose
 * ends have the same sign is dropped when keepsSign proves it holds no root, else halved; one whose
 * ends differ in sign is halved until it is ROOT_WIDTH wide, and that is a root. So no root is lost and
 * no two are merged unless they are closer than ROOT_WIDTH (or the rounding of f hides them: a double
 * root). Near a simple root the tangent dominates and an interval of the root's own scale is proved
 * empty at once: a few dozen evaluations a root.
 */
const isolateRoots = (
  flows: readonly number[],
  isRight: boolean,
  lo: number,
  hi: number,
  budget: { left: number },
): number[] => {
  const at = pointsOf(flows, isRight);
  const roots: number[] = [];
  const first = at(lo);
  const last = at(hi);
  budget.left -= 2;
  if (first.value === 0) roots.push(lo);
  if (last.value === 0) roots.push(hi);
  const stack: Array<[Point, Point]> = [[first, last]];
  while (stack.length > 0 && budget.left > 0) {
    const [a, b] = stack.pop() as [Point, Point];
    const changes = (a.value < 0 && b.value > 0) || (a.value > 0 && b.value < 0);
    if (!changes && a.value !== 0 && b.value !== 0) {
      if (keepsSign(a, b, isRight ? a.curvature : b.curvature)) continue;
    }
    if (b.x - a.x <= ROOT_WIDTH) {
      if (changes) roots.push((a.x + b.x) / 2);
      continue;
    }
    // Within a band where the NPV is 0 to rounding (a double root), its points are roots already.
    if ((a.value === 0 || b.value === 0) && !changes && b.x - a.x <= SAME_ROOT / 4) continue;
    const m = at((a.x + b.x) / 2);
    budget.left -= 1;
    if (m.value === 0) roots.push(m.x);
    stack.push([m, b], [a, m]);
  }
  return roots;
};

/**
 * Every IRR of the flows within −99.9999 % … 999,900 % a year, lowest first: the roots of the NPV in
 * x = ln(1 + r), isolated on each side of r = 0 (isolateRoots). Roots closer than SAME_ROOT (10⁻⁶ of
 * 1 + r) are one: rounding cannot tell them apart. With one change of sign there is exactly one
 * (Descartes' rule of signs), found by Newton's method or bisection; with none, none.
 * With periodsPerYear = p > 1 the flows are p to a year (flows[j] at j/p years, the half-year grid of a
 * construction period: decision 030): the roots are found for the rate per period s within the range's
 * p-th root, and returned as yearly rates (1 + r) = (1 + s)^p. A root outside the range, which Newton's
 * method can reach, is dropped: the range is the documented one (decision 004).
 */
export const irrRoots = (flows: readonly number[], periodsPerYear = 1): number[] => {
  if (!flows.every(Number.isFinite)) throw new RangeError('irr: every cash flow must be a finite number');
  const minGrowth = periodsPerYear === 1 ? IRR_MIN_GROWTH : IRR_MIN_GROWTH ** (1 / periodsPerYear);
  const maxGrowth = periodsPerYear === 1 ? IRR_MAX_GROWTH : IRR_MAX_GROWTH ** (1 / periodsPerYear);
  const yearly = (roots: number[]): number[] =>
    roots
      .filter((root) => root >= minGrowth - 1 && root <= maxGrowth - 1)
      .map((root) => (periodsPerYear === 1 ? root : Math.expm1(periodsPerYear * Math.log1p(root))));
  const changes = signChanges(flows);
  if (changes === 0) return [];
  if (changes === 1) {
    const root = newtonIrr(flows) ?? singleIrr(flows, minGrowth, maxGrowth);
    return root === null ? [] : yearly([root]);
  }
  const budget = { left: MAX_ROOT_EVALUATIONS };
  const xs = [
    ...isolateRoots(flows, false, Math.log(minGrowth), 0, budget),
    ...isolateRoots(flows, true, 0, Math.log(maxGrowth), budget),
  ].sort((a, b) => a - b);
  // A cluster of roots each within SAME_ROOT of the next is one root, at its middle.
  const clusters: Array<{ from: number; to: number }> = [];
  for (const x of xs) {
    const last = clusters.at(-1);
    if (last && x - last.to <= SAME_ROOT) last.to = x;
    else clusters.push({ from: x, to: x });
  }
  const roots = clusters.map(({ from, to }) => (from + to) / 2);
  if (roots.length === 0) {
    // The NPV may touch 0 without changing sign (a double root) where rounding hides the touch.
    const newton = newtonIrr(flows);
    return newton === null ? [] : yearly([newton]);
  }
  return yearly(roots.map((x) => Math.expm1(x)));
};

/**
 * Internal rate of return: the rate r > −1 at which NPV(r) = 0 (Brealey, Myers & Allen, ch. 5;
 * NREL SAM Help, "IRR"), or null where no single such rate exists:
 * - null when the flows never change sign (all ≥ 0 or all ≤ 0): no root;
 * - with one change of sign there is exactly one root (Descartes' rule of signs on the polynomial in
 *   1/(1 + r)); Newton's method from 10 % finds it when it converges, and when it does not (it can
 *   jump below −100 % or wander off, e.g. for a loss-making 30-year project), bisection between
 *   r = −99.9999 % and 999,900 % does (singleIrr);
 * - with several changes of sign every root is isolated (irrRoots): one is returned; none or two and
 *   more give null, because a project with several IRRs has no meaningful one (Brealey, Myers & Allen,
 *   ch. 5, "multiple rates of return") — irrRoots lists them, and the MIRR is the rate to read.
 * Never NaN or ±Infinity. Throws a RangeError for a non-finite flow.
 */
export const irr = (flows: readonly number[], periodsPerYear = 1): number | null => {
  const roots = irrRoots(flows, periodsPerYear);
  return roots.length === 1 ? (roots[0] ?? null) : null;
};

/**
 * Modified internal rate of return: the negative flows discounted to year 0 at the finance rate, the
 * positive ones compounded to year N at the reinvestment rate, and the one rate that links the two:
 *   MIRR = (FV_N(positive flows, reinvestment) / −PV_0(negative flows, finance))^(1/N) − 1
 * It always exists and is unique when the flows have both signs (null otherwise, or beyond the range
 * of a double). Source: Brealey, Myers & Allen, ch. 5; it is Excel's MIRR(values, finance_rate,
 * reinvest_rate) (Microsoft's example: −120,000, 39,000, 30,000, 21,000, 37,000, 46,000 at 10 % and
 * 12 % give 12.61 %).
 * With periodsPerYear = p > 1 the flows are p to a year (flows[j] at j/p years, as irrRoots): the yearly
 * rates discount and compound over j/p years and the result is a yearly rate, (FV / −PV)^(p/N) − 1.
 */
export const mirr = (
  flows: readonly number[],
  financeRate: number,
  reinvestmentRate: number,
  periodsPerYear = 1,
): number | null => {
  const periods = flows.length - 1;
  if (periods < 1) return null;
  const p = periodsPerYear;
  let presentNegative = 0;
  let futurePositive = 0;
  flows.forEach((flow, t) => {
    if (flow < 0) presentNegative += flow / (1 + financeRate) ** (p === 1 ? t : t / p);
    else if (flow > 0)
      futurePositive += flow * (1 + reinvestmentRate) ** (p === 1 ? periods - t : (periods - t) / p);
  });
  if (presentNegative === 0 || futurePositive === 0) return null;
  const value = Math.expm1(((Math.log(futurePositive) - Math.log(-presentNegative)) * p) / periods);
  return Number.isFinite(value) ? value : null;
};
