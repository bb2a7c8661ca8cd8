import { describe, expect, it } from 'vitest';
import { DEFAULT_PROJECT_FINANCE, evaluateProject, type ProjectModelInputs } from './finance/index.js';
import {
  evaluateSupplyCases,
  revivalTable,
  screeningListing,
  SURVIVAL_MIN_FLARES,
  UNSEEN_MIN_SURVIVAL,
  survivalAt,
  survivalCurveFor,
  survivalTable,
  supplyOutlook,
  t90Of,
} from './gas-supply.js';

/** `actual` within 0.1 % of `expected` (the tolerance of issue 16). */
const within01 = (actual: number | null | undefined, expected: number): void => {
  expect(actual).not.toBeNull();
  expect(actual).not.toBeUndefined();
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(Math.abs(expected) * 0.001);
};

/** A flare burning 10 000, 9 000, 8 500 and 7 000 m³/d in 2021–2024 (the yearly volumes: × days). */
const RECORD = [
  { year: 2021, volumeM3: 10_000 * 365 },
  { year: 2022, volumeM3: 9_000 * 365 },
  { year: 2023, volumeM3: 8_500 * 365 },
  { year: 2024, volumeM3: 7_000 * 366 },
];

describe('supplyOutlook', () => {
  it('gives P50 and P90 gas per operating year from the fitted decline and the scatter around it', () => {
    /*
     * By hand. ln q = 9.210340, 9.104980, 9.047821, 8.853665; mean m = 9.054202; years − 2022.5 = −1.5,
     * −0.5, 0.5, 1.5 (Sxx = 5).
     *   b = (−1.5 × 0.156138 − 0.5 × 0.050778 + 0.5 × (−0.006381) + 1.5 × (−0.200537)) / 5 = −0.112718
     *   decline = 1 − e^b = 10.6598 %
     *   residuals e = ln q − m − b (y − ȳ) = −0.012939, −0.005581, 0.049979, −0.031459
     *   s = √(Σ e² / 2) = √(0.0036861 / 2) = 0.042931
     * One construction year: operating year 1 is 2026 (2024 + 1 + 1), 3.5 years after ȳ.
     *   P50₁ = exp(9.054202 − 0.112718 × 3.5) = 5 765.73 m³/d
     *   spread = s √(1 + 1/4 + 3.5² / 5) = 0.042931 × 1.923538 = 0.082579
     *   P90₁ = 5 765.73 × exp(−1.886 × 0.082579) = 4 934.19 m³/d   (t₀.₉₀ with 2 df = 1.886, NIST)
     * Year 10 (2035, 12.5 years on): P50 = 2 090.63, spread = 0.244743, P90 = 1 317.69 m³/d.
     */
    const outlook = supplyOutlook({
      years: RECORD,
      detectionFrequency: 0.6,
      lifetimeYears: 10,
      constructionYears: 1,
    });
    if (outlook.status !== 'ok') throw new Error('expected figures');
    expect(outlook).toMatchObject({ fromYear: 2021, toYear: 2024, years: 4, firstYear: 2026, uptime: 0.6 });
    within01(outlook.declineRate, 0.106598);
    within01(outlook.residualSdLog, 0.042931);
    within01(outlook.p50M3PerDay[0], 5765.73);
    within01(outlook.p90M3PerDay[0], 4934.19);
    within01(outlook.p50M3PerDay[9], 2090.63);
    within01(outlook.p90M3PerDay[9], 1317.69);
    expect(outlook.p50M3PerDay).toHaveLength(10);
  });

  it('says "not enough years" below three years with gas, and gives no figure', () => {
    const twoYears = supplyOutlook({
      years: [...RECORD.slice(2), { year: 2020, volumeM3: 0 }],
      detectionFrequency: null,
      lifetimeYears: 20,
      constructionYears: 0,
    });
    expect(twoYears).toEqual({ status: 'notEnoughYears', years: 2 });
  });

  it('counts a rising record as flat (the plant cannot count on growth), with a wider P90 further on', () => {
    const rising = supplyOutlook({
      years: RECORD.map((point, index) => ({ ...point, volumeM3: RECORD[3 - index]?.volumeM3 ?? 0 })),
      detectionFrequency: null,
      lifetimeYears: 5,
      constructionYears: 0,
    });
    if (rising.status !== 'ok') throw new Error('expected figures');
    expect(rising.declineRate).toBe(0);
    expect(rising.fittedRate).toBeLessThan(0);
    // Flat P50 at the line's mean; P90 falls as the prediction reaches further from the record.
    expect(rising.p50M3PerDay[4]).toBeCloseTo(rising.p50M3PerDay[0] ?? 0, 6);
    expect(rising.p90M3PerDay[4]).toBeLessThan(rising.p90M3PerDay[0] ?? 0);
  });

  it('takes t with n − 2 degrees of freedom, the normal beyond the table', () => {
    expect(t90Of(1)).toBe(3.078);
    expect(t90Of(6)).toBe(1.44);
    expect(t90Of(200)).toBe(1.2816);
  });
});

/** Gas by year (m³/d) as a map. */
const gasOf = (entries: Array<[number, number]>) => new Map(entries);

describe('survival', () => {
  // A catalogue of 2020–2022: three flares of about 5 000 m³/d in AAA, one of 50 000 in BBB.
  const small = survivalTable([
    {
      country: 'AAA',
      gas: gasOf([
        [2020, 5000],
        [2021, 5000],
        [2022, 5000],
      ]),
    },
    {
      country: 'AAA',
      gas: gasOf([
        [2020, 5000],
        [2021, 5000],
      ]),
    },
    { country: 'AAA', gas: gasOf([[2020, 5000]]) },
    {
      country: 'BBB',
      gas: gasOf([
        [2020, 50_000],
        [2022, 50_000],
      ]),
    },
  ]);

  it('counts, per size class, the flares seen in year t that are seen again in t + k', () => {
    if (!small) throw new Error('expected a table');
    // 3 000–30 000 m³/d, k = 1: flare-years 2020 (3) and 2021 (2) followed = 5; seen a year on: the first
    // flare twice, the second once (2021), the third never = 3 → 60 %. k = 2: only 2020 (3), seen in
    // 2022: the first → 1/3. k ≥ 3: nothing to follow in a three-year catalogue.
    const curve = survivalCurveFor(small, 'AAA', 5000);
    expect(curve.scope).toBe('world');
    expect(curve.points.slice(0, 3)).toEqual([
      { years: 1, share: 0.6, followed: 5, seen: 3 },
      { years: 2, share: 1 / 3, followed: 3, seen: 1 },
      { years: 3, share: null, followed: 0, seen: 0 },
    ]);
    // A flare dark for a year and back counts as seen in t + 2, not in t + 1.
    expect(survivalCurveFor(small, 'BBB', 40_000).points.slice(0, 2)).toEqual([
      { years: 1, share: 0, followed: 1, seen: 0 },
      { years: 2, share: 1, followed: 1, seen: 1 },
    ]);
  });

  it('extends the curve past its longest horizon at the same yearly rate', () => {
    if (!small) throw new Error('expected a table');
    const curve = survivalCurveFor(small, 'AAA', 5000);
    expect(survivalAt(curve, 2)).toBeCloseTo(1 / 3, 12);
    // S(4) = S(2)^(4/2) = 1/9.
    expect(survivalAt(curve, 4)).toBeCloseTo(1 / 9, 12);
    expect(survivalAt(curve, 0)).toBe(1);
  });

  it("uses a country's own curve when it followed enough flares five years on, the world's otherwise", () => {
    // 40 flares in CCC seen 2017–2023, 10 of them dark from 2020 on; one flare elsewhere.
    const flares = Array.from({ length: 40 }, (_, index) => ({
      country: 'CCC',
      gas: gasOf(
        Array.from(
          { length: 7 },
          (_, y) => [2017 + y, index < 10 && 2017 + y >= 2020 ? 0 : 8000] as [number, number],
        ),
      ),
    }));
    const table = survivalTable([...flares, { country: 'DDD', gas: gasOf([[2017, 8000]]) }]);
    if (!table) throw new Error('expected a table');
    const own = survivalCurveFor(table, 'CCC', 8000);
    // k = 5: t = 2017 and 2018, 40 each = 80 followed (≥ SURVIVAL_MIN_FLARES); seen in 2022/2023: 30 + 30.
    expect(own.scope).toBe('country');
    expect(own.points[4]).toEqual({ years: 5, share: 0.75, followed: 80, seen: 60 });
    expect(80).toBeGreaterThanOrEqual(SURVIVAL_MIN_FLARES);
    const few = survivalCurveFor(table, 'DDD', 8000);
    expect(few.scope).toBe('world');
    // The world's k = 5 adds DDD's flare of 2017, never seen again: 60 of 81.
    expect(few.points[4]).toEqual({ years: 5, share: 60 / 81, followed: 81, seen: 60 });
  });
});

describe('the lenders’ and sponsors’ cases', () => {
  // A 2 MW engine on 38 MJ/m³ gas, 40 % efficient, 4 M USD, the documented finance defaults.
  const inputs: ProjectModelInputs = {
    ...DEFAULT_PROJECT_FINANCE,
    capacityMw: 2,
    electricalEfficiency: 0.4,
    gasLhvMjPerM3: 38,
    gasHhvMjPerM3: 42.09,
    capexUsd: 4_000_000,
    fixedOmUsdPerYear: 0,
    variableOmUsdPerMwh: 18,
  };

  it('runs the lenders on P90 × survival and the sponsors on P50, with the lenders’ loan', () => {
    const outlook = supplyOutlook({
      years: RECORD,
      detectionFrequency: 0.6,
      lifetimeYears: 20,
      constructionYears: 1,
    });
    if (outlook.status !== 'ok') throw new Error('expected figures');
    const table = survivalTable([
      {
        country: 'AAA',
        gas: gasOf([
          [2020, 5000],
          [2021, 5000],
          [2022, 5000],
        ]),
      },
      {
        country: 'AAA',
        gas: gasOf([
          [2020, 5000],
          [2021, 5000],
        ]),
      },
      { country: 'AAA', gas: gasOf([[2020, 5000]]) },
    ]);
    if (!table) throw new Error('expected a table');
    const cases = evaluateSupplyCases(inputs, outlook, survivalCurveFor(table, 'AAA', 7000));
    if (!cases) throw new Error('expected both cases');
    /*
     * By hand. Operating year 1 is 2 years after the record (1 construction year): S(2) = 1/3; year 2,
     * 3 years on: S(3) = (1/3)^1.5 = 0.192450.
     *   lenders' gas, year 1 = 4 934.19 × 1/3 = 1 644.73 m³/d; year 2 = 4 275.12 × 0.192450 = 822.75 m³/d
     *   energy = gas × 365 × 38 MJ/m³ × 0.40 ÷ 3 600 MJ/MWh: 2 534.71 and 1 267.95 MWh (below the
     *   capacity's 2 MW × 0.60 uptime × 8 760 h = 10 512 MWh: the gas limits)
     *   revenue = energy × 80 USD/MWh (× 1.02 in year 2): 202 776.89 and 103 464.38 USD
     * Sponsors, year 1: P50 5 765.73 m³/d → 8 885.64 MWh → 710 850.86 USD.
     */
    within01(cases.survival[0], 1 / 3);
    within01(cases.survival[1], 0.19245);
    within01(cases.lendersGasM3PerDay[0], 1644.73);
    const [lenders1, lenders2] = cases.lenders.result.yearly.filter((row) => row.year >= 1);
    within01(lenders1?.revenueUsd, 202_776.89);
    within01(lenders2?.revenueUsd, 103_464.38);
    within01(cases.sponsors.result.yearly.find((row) => row.year === 1)?.revenueUsd, 710_850.86);
    // The capacity factor is capped at the uptime: 2 MW × 0.6 × 8 760 = 10 512 MWh at most.
    expect(cases.sponsors.inputs.capacityFactor).toBe(0.6);
    // The lenders size the loan by DSCR on their gas; the sponsors carry the same loan.
    expect(cases.lenders.inputs.debtSizing).toBe('sculpted');
    expect(cases.sponsors.result.debtUsd).toBeCloseTo(cases.lenders.result.debtUsd, 4);
    if (cases.lenders.result.minDscr !== null)
      expect(cases.lenders.result.minDscr).toBeGreaterThanOrEqual(1.3 - 1e-9);
  });

  it('takes a year’s own gas in the model in place of the declining gas, and refuses a short series', () => {
    const declining = { ...inputs, gasAvailableM3PerDay: 6000, gasDeclineRate: 0.1 };
    const same = {
      ...inputs,
      gasSupplyM3PerDay: Array.from({ length: 20 }, (_, index) => 6000 * 0.9 ** index),
    };
    expect(evaluateProject(same).npv).toBeCloseTo(evaluateProject(declining).npv, 4);
    expect(() => evaluateProject({ ...inputs, gasSupplyM3PerDay: [6000] })).toThrow(
      'projects.validation.gasAvailableOutOfRange',
    );
  });
});

describe('screeningListing (decision 038)', () => {
  /*
   * Worked by hand: three flares of 5 000 m³/d (size class 3 000–30 000), catalogue 2018–2024.
   *   p: 2018, then 2020–2024 (dark 2019, back); q: 2018 and 2020; r: 2018 only.
   * Runs of k dark years after a year seen, whose next year is in the catalogue:
   *   k = 1: p 2018 (2019 dark, 2020 seen: back), q 2018 (back in 2020), q 2020 (2021 dark, 2022 not),
   *          r 2018 (2019 dark, 2020 not) — 4 followed, 2 back: 50 %.
   *   k = 2: q 2020 (2021–2022 dark, 2023 not), r 2018 (2019–2020 dark, 2021 not) — 2 followed, 0 back.
   *   k = 6: a run 2019–2024 would need 2025 in the catalogue — none measured.
   * p's years 2020–2024 each have the next year seen (no dark run), 2024 has no next year.
   */
  const years = (...list: number[]) => new Map(list.map((year) => [year, 5000] as [number, number]));
  const revival = revivalTable([
    { gas: years(2018, 2020, 2021, 2022, 2023, 2024) },
    { gas: years(2018, 2020) },
    { gas: years(2018) },
  ]);
  if (!revival) throw new Error('no table');

  it('counts the comebacks of each run of dark years', () => {
    expect(revival.lastYear).toBe(2024);
    // k = 3: r 2018 (2019–2021 dark, 2022 not) and q 2020 (2021–2023 dark, 2024 not); k = 4 and 5: r
    // alone (2019–2022 dark, 2023 not; 2019–2023 dark, 2024 not).
    expect(revival.classes[1]).toEqual({ followed: [4, 2, 2, 1, 1], back: [2, 0, 0, 0, 0] });
  });

  it('lists a flare seen in the latest year, whatever the counts', () => {
    expect(screeningListing({ lastSeenYear: 2024, latestYear: 2024, m3PerDay: 5000, revival })).toEqual({
      lastSeenYear: 2024,
      latestYear: 2024,
      yearsUnseen: 0,
      survivalSinceSeen: null,
      followed: 0,
      listed: true,
    });
    expect(
      screeningListing({ lastSeenYear: 2024, latestYear: 2024, m3PerDay: 5000, revival: null }).listed,
    ).toBe(true);
  });

  it('lists one unseen since only if at least half the flares its size dark as long came back', () => {
    const oneYear = screeningListing({ lastSeenYear: 2023, latestYear: 2024, m3PerDay: 5000, revival });
    expect(oneYear).toMatchObject({ yearsUnseen: 1, survivalSinceSeen: 0.5, followed: 4 });
    expect(UNSEEN_MIN_SURVIVAL).toBe(0.5);
    expect(oneYear.listed).toBe(true);
    const twoYears = screeningListing({ lastSeenYear: 2022, latestYear: 2024, m3PerDay: 5000, revival });
    expect(twoYears).toMatchObject({ yearsUnseen: 2, survivalSinceSeen: 0, followed: 2, listed: false });
  });

  it('lists no unseen flare whose run was never measured, of its size or at all', () => {
    expect(screeningListing({ lastSeenYear: 2018, latestYear: 2024, m3PerDay: 5000, revival })).toMatchObject(
      {
        yearsUnseen: 6,
        survivalSinceSeen: null,
        followed: 0,
        listed: false,
      },
    );
    // 40 000 m³/d is of the class 30 000–300 000, where nothing was counted.
    expect(screeningListing({ lastSeenYear: 2023, latestYear: 2024, m3PerDay: 40_000, revival }).listed).toBe(
      false,
    );
    expect(
      screeningListing({ lastSeenYear: 2023, latestYear: 2024, m3PerDay: 5000, revival: null }).listed,
    ).toBe(false);
  });
});
