import { describe, expect, it } from 'vitest';
import {
  capexUsdPerKwOf,
  DEFAULT_PROJECT_FINANCE,
  defaultProjectInputs,
  evaluateProject,
  gasDeclineFromFlares,
  gasDeclineFromSeries,
  hasFiniteOutputs,
  irr,
  irrRoots,
  mirr,
  npv,
  PROJECT_VALIDATION_KEYS,
  ProjectModelInputError,
  type ProjectModelInputs,
  type ProjectModelResult,
  projectModelFieldErrors,
  projectModelInputsSchema,
  sensitivity,
  SENSITIVITY_VARIABLES,
  storedProjectModelInputsSchema,
  TECHNOLOGIES,
  TECHNOLOGY_IDS,
  tryEvaluateProject,
} from './index.js';

/** `actual` within 0.1 % of `expected` (the tolerance of issue 16). */
const expectWithin01Percent = (actual: number | null, expected: number): void => {
  expect(actual).not.toBeNull();
  expect(Math.abs((actual as number) - expected)).toBeLessThanOrEqual(Math.abs(expected) * 0.001);
};

/** Every number anywhere in a result (yearly rows included). */
const numbersOf = (result: ProjectModelResult): number[] => [
  ...Object.values(result).filter((value): value is number => typeof value === 'number'),
  ...result.yearly.flatMap((row) =>
    Object.values(row).filter((value): value is number => typeof value === 'number'),
  ),
];

/** A plain project: no debt, no tax, no escalation; every test changes what it is about. */
const plainProject = (overrides: Partial<ProjectModelInputs> = {}): ProjectModelInputs => ({
  capacityMw: 5,
  capacityFactor: 0.85,
  electricalEfficiency: 0.38,
  gasLhvMjPerM3: 36,
  capexUsd: 10_000_000,
  fixedOmUsdPerYear: 150_000,
  variableOmUsdPerMwh: 12,
  gasPriceUsdPerMmbtu: 2,
  tariffUsdPerMwh: 80,
  tariffEscalation: 0,
  costEscalation: 0,
  lifetimeYears: 20,
  discountRate: 0.1,
  debtShare: 0,
  debtRate: 0,
  debtTenorYears: 0,
  taxRate: 0,
  depreciationYears: 10,
  ...overrides,
});

describe('evaluateProject, three projects worked by hand', () => {
  /*
   * A — with debt, tax and a tax loss carried forward. 2 MW at 50 %, η 36 %, LHV 36 MJ/m³, capex
   * 3,000,000, half borrowed at 10 % over 2 years, tax 30 %, depreciation over 2 years, 3 years of life,
   * tariff 200 USD/MWh rising 5 %/yr, costs rising 10 %/yr, discount rate 10 %.
   *   E = 2 × 0.5 × 8760 = 8,760 MWh;  fuel = 8,760 × 3600 / 0.36 = 87,600,000 MJ
   *   = 87,600,000 / 1055.05585 = 83,028.78 MMBtu;  gas = 87,600,000 / 36 / 365 = 6,666.67 m³/d
   *   revenue = 8,760 × 200 = 1,752,000 | × 1.05 = 1,839,600 | × 1.05² = 1,931,580
   *   fuel    = 83,028.78 × 3 = 249,086.34 | × 1.1 = 273,994.97 | × 1.21 = 301,394.47
   *   O&M     = 50,000 + 10 × 8,760 = 137,600 | 151,360 | 166,496
   *   EBITDA  = 1,365,313.66 | 1,414,245.03 | 1,463,689.53
   *   loan 1,500,000: payment = 1,500,000 × 0.1 / (1 − 1.1⁻²) = 864,285.71
   *     year 1 interest 150,000.00, principal 714,285.71; year 2 interest 78,571.43, principal 785,714.29
   *   depreciation 1,500,000 in years 1 and 2
   *   unlevered taxable: −134,686.34 | −85,754.97 | 1,463,689.53 − 220,441.31 (losses) = 1,243,248.22
   *     unlevered tax 0 | 0 | 0.3 × 1,243,248.22 = 372,974.47
   *   levered taxable: −284,686.34 | −164,326.40 | 1,463,689.53 − 449,012.74 = 1,014,676.79
   *     tax 0 | 0 | 304,403.04
   *   project CF: −3,000,000 | 1,365,313.66 | 1,414,245.03 | 1,090,715.06
   *   equity CF: −1,500,000 | 1,365,313.66 − 864,285.71 = 501,027.95 | 549,959.31 | 1,159,286.49
   *   NPV = −3,000,000 + 1,241,194.24 + 1,168,797.54 + 819,470.37 = 229,462.15
   *   IRR 14.4533 %, equity IRR 18.9028 % (bisection on a calculator)
   *   payback: cumulative −1,634,686.34, −220,441.31, then 2 + 220,441.31 / 1,090,715.06 = 2.2021 years
   *   discounted: cumulative −1,758,805.76, −590,008.22, then 2 + 590,008.22 / 819,470.37 = 2.7200 years
   *   DSCR = (EBITDA − tax) / debt service = 1,365,313.66 / 864,285.71 = 1.5797 | 1,414,245.03 / 864,285.71 = 1.6363
   *   LCOE = (3,000,000 + 386,686.34/1.1 + 425,354.97/1.21 + 467,890.47/1.331) / (8,760 × 2.486852)
   *        = (3,000,000 + 351,533.04 + 351,533.04 + 351,533.04) / 21,784.82 = 186.1204 USD/MWh
   *   avoided: 8,760 × 0.5 = 4,380 t from the grid; 87,600,000 / 36 = 2,433,333.3 m³ = 102,911.12 kmol,
   *     unburnt CH4 = 102,911.12 × 0.02 × 0.9 = 1,852.40 kmol → 1,852.40 × (29.8 × 16.04 − 44.01) / 1000
   *     = 803.91 t; total 5,183.91 t CO2e/yr
   */
  const projectA: ProjectModelInputs = {
    capacityMw: 2,
    capacityFactor: 0.5,
    electricalEfficiency: 0.36,
    gasLhvMjPerM3: 36,
    // The price of A (3 USD/MMBtu) was worked on the LHV basis: an HHV equal to the LHV says so.
    gasHhvMjPerM3: 36,
    capexUsd: 3_000_000,
    fixedOmUsdPerYear: 50_000,
    variableOmUsdPerMwh: 10,
    gasPriceUsdPerMmbtu: 3,
    tariffUsdPerMwh: 200,
    tariffEscalation: 0.05,
    costEscalation: 0.1,
    lifetimeYears: 3,
    discountRate: 0.1,
    debtShare: 0.5,
    debtRate: 0.1,
    debtTenorYears: 2,
    taxRate: 0.3,
    depreciationYears: 2,
    gridEmissionFactorTco2PerMwh: 0.5,
    methaneMoleFraction: 0.9,
    flareCombustionEfficiency: 0.98,
  };

  it('A: a project with debt, tax and a loss carried forward', () => {
    const result = evaluateProject(projectA);
    expectWithin01Percent(result.energyMwhPerYear, 8760);
    expectWithin01Percent(result.gasM3PerDay, 6666.67);
    const expectedYears = [
      { revenue: 1_752_000, fuel: 249_086.34, om: 137_600, ebitda: 1_365_313.66, debtService: 864_285.71 },
      { revenue: 1_839_600, fuel: 273_994.97, om: 151_360, ebitda: 1_414_245.03, debtService: 864_285.71 },
      { revenue: 1_931_580, fuel: 301_394.47, om: 166_496, ebitda: 1_463_689.53, debtService: 0 },
    ];
    expectedYears.forEach((expected, index) => {
      const row = result.yearly[index + 1];
      expectWithin01Percent(row?.revenueUsd ?? null, expected.revenue);
      expectWithin01Percent(row?.fuelUsd ?? null, expected.fuel);
      expectWithin01Percent(row?.omUsd ?? null, expected.om);
      expectWithin01Percent(row?.ebitdaUsd ?? null, expected.ebitda);
      expect(row?.debtServiceUsd ?? NaN).toBeCloseTo(expected.debtService, 1);
    });
    expect(result.yearly[1]?.interestUsd).toBeCloseTo(150_000, 2);
    expect(result.yearly[2]?.interestUsd).toBeCloseTo(78_571.43, 1);
    expect(result.yearly.map((row) => row.taxUsd)).toEqual([0, 0, 0, expect.any(Number)]);
    expectWithin01Percent(result.yearly[3]?.taxUsd ?? null, 304_403.04);
    expectWithin01Percent(result.yearly[3]?.unleveredTaxUsd ?? null, 372_974.47);
    [-3_000_000, 1_365_313.66, 1_414_245.03, 1_090_715.06].forEach((flow, year) =>
      expectWithin01Percent(result.yearly[year]?.projectCashFlowUsd ?? null, flow),
    );
    [-1_500_000, 501_027.95, 549_959.31, 1_159_286.49].forEach((flow, year) =>
      expectWithin01Percent(result.yearly[year]?.equityCashFlowUsd ?? null, flow),
    );
    expectWithin01Percent(result.npv, 229_462.15);
    expectWithin01Percent(result.irr, 0.144533);
    expectWithin01Percent(result.equityIrr, 0.189028);
    expectWithin01Percent(result.paybackYears, 2.2021);
    expectWithin01Percent(result.discountedPaybackYears, 2.72);
    expectWithin01Percent(result.yearly[1]?.dscr ?? null, 1.5797);
    expectWithin01Percent(result.yearly[2]?.dscr ?? null, 1.6363);
    expect(result.yearly[3]?.dscr).toBeNull();
    expectWithin01Percent(result.minDscr, 1.5797);
    expectWithin01Percent(result.lcoeUsdPerMwh, 186.1204);
    expectWithin01Percent(result.avoidedCo2eTonnesPerYear, 5183.91);
  });

  /*
   * A with carbon revenue (issue 26): 10 USD/t CO2e on 90 % of the credits, from year 1, no escalation,
   * the avoided CO2e of A credited (flare methane + displaced grid electricity, CDM AM0009's baseline).
   *   credited = 4,380 + 1,852.40 × (29.8 × 16.04 − 44.01) / 1000 = 5,183.91 t/yr
   *   carbon revenue = 5,183.91 × 0.9 × 10 = 46,655.17 a year
   *   EBITDA = A's + 46,655.17: 1,411,968.83 | 1,460,900.20 | 1,510,344.70
   *   unlevered taxable: −88,031.17 | −39,099.80 | 1,510,344.70 − 127,130.96 = 1,383,213.74 → tax 414,964.12
   *   levered taxable: −238,031.17 | −117,671.23 | 1,510,344.70 − 355,702.40 = 1,154,642.31 → tax 346,392.69
   *   project CF: −3,000,000 | 1,411,968.83 | 1,460,900.20 | 1,095,380.58
   *   NPV = −3,000,000 + 1,283,608.03 + 1,207,355.54 + 822,975.65 = 313,939.22 (A: 229,462.15)
   *   IRR 16.0986 %; equity CF −1,500,000 | 547,683.12 | 596,614.49 | 1,163,952.01 → equity IRR 21.6466 %
   *   DSCR 1,411,968.83 / 864,285.71 = 1.6337 | 1,460,900.20 / 864,285.71 = 1.6903
   */
  it('A with 10 USD/t of carbon on 90 % of the credits', () => {
    const result = evaluateProject({ ...projectA, carbonPriceUsdPerTonne: 10, carbonShareSold: 0.9 });
    result.yearly.slice(1).forEach((row) => expectWithin01Percent(row.carbonRevenueUsd, 46_655.17));
    expectWithin01Percent(result.yearly[3]?.unleveredTaxUsd ?? null, 414_964.12);
    expectWithin01Percent(result.yearly[3]?.taxUsd ?? null, 346_392.69);
    [-3_000_000, 1_411_968.83, 1_460_900.2, 1_095_380.58].forEach((flow, year) =>
      expectWithin01Percent(result.yearly[year]?.projectCashFlowUsd ?? null, flow),
    );
    expectWithin01Percent(result.npv, 313_939.22);
    expectWithin01Percent(result.irr, 0.160986);
    expectWithin01Percent(result.equityIrr, 0.216466);
    expectWithin01Percent(result.minDscr, 1.6337);
    // Credits from year 2 on, at a price rising 10 % a year: nothing in year 1, 46,655.17 in year 2,
    // 46,655.17 × 1.1 = 51,320.69 in year 3. Crediting the methane alone (803.91 t): 7,235.19 a year.
    const later = evaluateProject({
      ...projectA,
      carbonPriceUsdPerTonne: 10,
      carbonShareSold: 0.9,
      carbonStartYear: 2,
      carbonEscalation: 0.1,
    });
    expect(later.yearly[1]?.carbonRevenueUsd).toBe(0);
    expectWithin01Percent(later.yearly[2]?.carbonRevenueUsd ?? null, 46_655.17);
    expectWithin01Percent(later.yearly[3]?.carbonRevenueUsd ?? null, 51_320.69);
    const methaneOnly = evaluateProject({
      ...projectA,
      carbonPriceUsdPerTonne: 10,
      carbonShareSold: 0.9,
      carbonMethodology: 'flaring_only',
    });
    expectWithin01Percent(methaneOnly.yearly[1]?.carbonRevenueUsd ?? null, 7235.19);
    // A carbon price of 0 is A itself, to the cent.
    expect(evaluateProject({ ...projectA, carbonPriceUsdPerTonne: 0, carbonShareSold: 0.9 })).toEqual(
      evaluateProject(projectA),
    );
  });

  /*
   * A on a flare that gives 7,000 m³/d in year 1 and declines 5 % a year (issue 26): generation is
   * the lesser of the capacity's and the gas's, E_t = min(8,760, gas_t × 365 × 36 × 0.36 / 3600).
   *   gas: 7,000 | 6,650 | 6,317.5 m³/d; A needs 8,760 × 3600 / 0.36 / 36 / 365 = 6,666.67 m³/d
   *   E: 8,760 (the capacity limits) | 6,650 × 365 × 36 × 0.36 / 3600 = 8,738.10 | 8,301.195 MWh
   *   gas burnt: 2,433,333.33 | 2,427,250 | 2,305,887.5 m³
   *   revenue: 1,752,000 | 8,738.10 × 210 = 1,835,001.00 | 8,301.195 × 220.5 = 1,830,413.50
   *   fuel: 249,086.34 | 8,738.10 × 3600 / 0.36 / 1055.056 × 3.3 = 273,309.99 | 285,608.94
   *   O&M: 137,600 | (50,000 + 87,381) × 1.1 = 151,119.10 | (50,000 + 83,011.95) × 1.21 = 160,944.46
   *   EBITDA: 1,365,313.66 | 1,410,571.91 | 1,383,860.10
   *   unlevered tax: 0 | 0 | 0.3 × (1,383,860.10 − 134,686.34 − 89,428.09) = 347,923.70
   *   project CF: −3,000,000 | 1,365,313.66 | 1,410,571.91 | 1,035,936.40
   *   NPV = −3,000,000 + 1,241,194.24 + 1,165,761.91 + 778,314.35 = 185,270.50; IRR 13.6319 %
   *   avoided: E × 0.5 + gas / 23.645 × 0.02 × 0.9 × 0.433982 = 5,183.91 | 5,170.95 | 4,912.40 t
   *   LCOE = (3,000,000 + 386,686.34 / 1.1 + 424,429.09 / 1.21 + 446,553.40 / 1.331)
   *        / (8,760 / 1.1 + 8,738.10 / 1.21 + 8,301.195 / 1.331)
   *        = (3,000,000 + 351,533.04 + 350,767.84 + 335,502.17) / (7,963.64 + 7,221.57 + 6,236.81)
   *        = 4,037,803.05 / 21,422.02 = 188.4884 USD/MWh
   */
  it('A on a flare whose gas declines 5 % a year: generation capped by the gas', () => {
    const result = evaluateProject({ ...projectA, gasAvailableM3PerDay: 7000, gasDeclineRate: 0.05 });
    [8760, 8738.1, 8301.195].forEach((energy, index) =>
      expectWithin01Percent(result.yearly[index + 1]?.energyMwh ?? null, energy),
    );
    [2_433_333.33, 2_427_250, 2_305_887.5].forEach((gas, index) =>
      expectWithin01Percent(result.yearly[index + 1]?.gasM3 ?? null, gas),
    );
    [1_365_313.66, 1_410_571.91, 1_383_860.1].forEach((ebitda, index) =>
      expectWithin01Percent(result.yearly[index + 1]?.ebitdaUsd ?? null, ebitda),
    );
    expectWithin01Percent(result.yearly[3]?.unleveredTaxUsd ?? null, 347_923.7);
    expectWithin01Percent(result.npv, 185_270.5);
    expectWithin01Percent(result.irr, 0.136319);
    expectWithin01Percent(result.lcoeUsdPerMwh, 188.4885);
    [5183.91, 5170.95, 4912.4].forEach((tonnes, index) =>
      expectWithin01Percent(result.yearly[index + 1]?.avoidedCo2eTonnes ?? null, tonnes),
    );
    expectWithin01Percent(result.avoidedCo2eTonnesTotal, 15_267.26);
    expectWithin01Percent(result.gasNeededM3PerDay, 6666.67);
    expectWithin01Percent(result.effectiveCapacityFactor, 0.5);
    // Enough gas and no decline is A itself; no gas at all generates nothing and has no LCOE.
    expect(evaluateProject({ ...projectA, gasAvailableM3PerDay: 6666.67 }).npv).toBeCloseTo(
      evaluateProject(projectA).npv,
      2,
    );
    const dry = evaluateProject({ ...projectA, gasAvailableM3PerDay: 0 });
    expect(dry.energyMwhPerYear).toBe(0);
    expect(dry.lcoeUsdPerMwh).toBeNull();
    expect(dry.effectiveCapacityFactor).toBe(0);
  });

  /*
   * A with its gas priced as traded (issue 26): 3 USD per MMBtu of the higher heating value, on a gas of
   * LHV 36 and HHV 40 MJ/m³ (HHV/LHV = 1.1111). The plant burns 83,028.78 MMBtu of LHV energy a year
   * (A), which is 83,028.78 × 40 / 36 = 92,254.20 MMBtu(HHV): the price per MMBtu(LHV) is 3 × 1.1111
   * = 3.3333 USD.
   *   fuel = 92,254.20 × 3 = 276,762.60 | × 1.1 = 304,438.86 | × 1.21 = 334,882.74
   *   EBITDA = 1,337,637.40 | 1,383,801.14 | 1,430,201.26
   *   unlevered tax: 0 | 0 | 0.3 × (1,430,201.26 − 162,362.60 − 116,198.86) = 345,491.94
   *   project CF: −3,000,000 | 1,337,637.40 | 1,383,801.14 | 1,084,709.32
   *   NPV = −3,000,000 + 1,216,034.00 + 1,143,637.31 + 814,958.16 = 174,629.47 (A, priced on the LHV: 229,462.15)
   *   IRR 13.3897 %
   *   LCOE = (3,000,000 + 414,362.60/1.1 + 455,798.86/1.21 + 501,378.74/1.331) / 21,784.82 = 189.5852
   */
  it('A with its gas priced as traded, on the higher heating value', () => {
    const result = evaluateProject({ ...projectA, gasHhvMjPerM3: 40 });
    expectWithin01Percent(result.gasPriceLhvUsdPerMmbtu, 3.3333);
    [276_762.6, 304_438.86, 334_882.74].forEach((fuel, index) =>
      expectWithin01Percent(result.yearly[index + 1]?.fuelUsd ?? null, fuel),
    );
    expectWithin01Percent(result.yearly[3]?.unleveredTaxUsd ?? null, 345_491.94);
    expectWithin01Percent(result.npv, 174_629.47);
    expectWithin01Percent(result.irr, 0.133897);
    expectWithin01Percent(result.lcoeUsdPerMwh, 189.5852);
    // Without an HHV of its own the gas is the default associated gas, HHV/LHV = 39.5125 / 35.6756.
    const { gasHhvMjPerM3: _own, ...withoutHhv } = projectA;
    expectWithin01Percent(evaluateProject(withoutHhv).gasPriceLhvUsdPerMmbtu, 3 * 1.107552);
  });

  /*
   * A with its loan sculpted to a minimum DSCR of 1.30 (issue 26), up to 70 % of capex:
   *   CFADS = EBITDA − tax; in years 1 and 2 the depreciation leaves no tax whatever the interest, so
   *   CFADS = 1,365,313.66 | 1,414,245.03 (no circularity to solve by hand)
   *   service = CFADS / 1.3 = 1,050,241.28 | 1,087,880.79
   *   capacity = 1,050,241.28 / 1.1 + 1,087,880.79 / 1.21 = 954,764.80 + 899,075.03 = 1,853,839.83
   *     < 70 % × 3,000,000 = 2,100,000: the loan is 1,853,839.83, equity 1,146,160.17
   *   interest 185,383.98, principal 864,857.29, balance 988,982.54; interest 98,898.25, principal 988,982.54
   *   tax in year 3: 0.3 × (1,463,689.53 − 320,070.32 − 184,653.22) = 287,689.80
   *   equity CF −1,146,160.17 | 315,072.38 | 326,364.24 | 1,175,999.74 → equity IRR 21.0432 %
   *   DSCR 1.30 | 1.30;  LLCR = (1,365,313.66 / 1.1 + 1,414,245.03 / 1.21) / 1,853,839.83 = 1.30
   * Capped at 50 % (1,500,000 < capacity), the services are scaled by 1,500,000 / 1,853,839.83 = 0.809131:
   *   849,783.18 | 880,238.50, and the DSCR is 1.3 / 0.809131 = 1.6067 in both years.
   */
  it('A with its loan sculpted to a minimum DSCR of 1.30', () => {
    const sculpted = { ...projectA, debtSizing: 'sculpted' as const, targetMinDscr: 1.3 };
    const result = evaluateProject({ ...sculpted, debtShare: 0.7 });
    expectWithin01Percent(result.debtUsd, 1_853_839.83);
    expectWithin01Percent(result.yearly[1]?.debtServiceUsd ?? null, 1_050_241.28);
    expectWithin01Percent(result.yearly[2]?.debtServiceUsd ?? null, 1_087_880.79);
    expectWithin01Percent(result.yearly[1]?.interestUsd ?? null, 185_383.98);
    expectWithin01Percent(result.yearly[2]?.principalUsd ?? null, 988_982.54);
    expectWithin01Percent(result.yearly[3]?.taxUsd ?? null, 287_689.8);
    [-1_146_160.17, 315_072.38, 326_364.24, 1_175_999.74].forEach((flow, year) =>
      expectWithin01Percent(result.yearly[year]?.equityCashFlowUsd ?? null, flow),
    );
    expectWithin01Percent(result.equityIrr, 0.210432);
    expectWithin01Percent(result.minDscr, 1.3);
    expectWithin01Percent(result.averageDscr, 1.3);
    expectWithin01Percent(result.llcr, 1.3);
    // The project's own flows do not depend on the loan.
    expect(result.npv).toBeCloseTo(evaluateProject(projectA).npv, 6);
    const capped = evaluateProject(sculpted);
    expectWithin01Percent(capped.debtUsd, 1_500_000);
    expectWithin01Percent(capped.yearly[1]?.debtServiceUsd ?? null, 849_783.18);
    expectWithin01Percent(capped.yearly[2]?.debtServiceUsd ?? null, 880_238.5);
    expectWithin01Percent(capped.minDscr, 1.6067);
  });

  it('gives A’s annuity loan its LLCR and average DSCR', () => {
    // LLCR = (1,365,313.66 / 1.1 + 1,414,245.03 / 1.21) / 1,500,000 = 2,409,991.78 / 1,500,000 = 1.6067;
    // average DSCR = (1.5797 + 1.6363) / 2 = 1.6080.
    const result = evaluateProject(projectA);
    expectWithin01Percent(result.llcr, 1.6067);
    expectWithin01Percent(result.averageDscr, 1.608);
    expect(result.debtUsd).toBe(1_500_000);
    expect(evaluateProject({ ...projectA, debtShare: 0 }).llcr).toBeNull();
  });

  it('sizes a sculpted loan on the CFADS after the tax its own interest saves', () => {
    // With tax due in the loan's years, CFADS depends on the interest: the sizing is repeated until the
    // loan settles, and then every year's cover is the target.
    const inputs: ProjectModelInputs = {
      ...plainProject({ taxRate: 0.35, depreciationYears: 20 }),
      debtShare: 0.9,
      debtRate: 0.08,
      debtTenorYears: 10,
      debtSizing: 'sculpted',
      targetMinDscr: 1.4,
    };
    const result = evaluateProject(inputs);
    const covers = result.yearly.slice(1, 11).map((row) => row.dscr);
    covers.forEach((dscr) => expect(dscr).toBeCloseTo(1.4, 9));
    expect(result.debtUsd).toBeLessThan(9_000_000);
    const repaid = result.yearly.reduce((sum, row) => sum + row.principalUsd, 0);
    expect(repaid).toBeCloseTo(result.debtUsd, 4);
  });

  /*
   * What lenders see (issue 26.6), each on A alone:
   * - a major overhaul of 100 USD/kW every 10,000 running hours: A runs 2 × 0.5 × 8,760 / 2 = 4,380 h a
   *   year, 4,380 | 8,760 | 13,140: the first falls due in year 3, 100 × 2,000 kW × 1.1² = 242,000.
   *   Year 3's unlevered tax falls by 0.3 × 242,000 = 72,600, its project CF by 169,400:
   *   NPV = 229,462.15 − 169,400 / 1.331 = 229,462.15 − 127,272.73 = 102,189.42
   * - a salvage value of 10 % of capex, 300,000 received untaxed in year 3:
   *   NPV = 229,462.15 + 300,000 / 1.331 = 229,462.15 + 225,394.44 = 454,856.59
   * - receivables of 36.5 days (a tenth of the year's revenue), collected at the end of life:
   *   owed 175,200 | 183,960 | 0, so the flows are −175,200 | −8,760 | +183,960
   *   NPV = 229,462.15 − 159,272.73 − 7,239.67 + 138,211.87 = 201,161.62
   *   CFADS after working capital (decision 030): 1,365,313.66 − 175,200 = 1,190,113.66 | 1,414,245.03
   *   − 8,760 = 1,405,485.03 (no tax in years 1 and 2), DSCR 1.3770 | 1.6262 (on EBITDA − tax: 1.5797)
   * - a reserve of 6 months of debt service: 432,142.86 paid in by the equity at year 0, held through
   *   year 1 (the service of year 2 is the same 864,285.71), released at year 2:
   *   equity CF −1,932,142.86 | 501,027.95 | 982,102.17 | 1,159,286.49; the project's flows and DSCR
   *   unchanged (the reserve's movements are not CFADS); the LLCR, which does not count the reserve,
   *   is 1.6067 as without it, and with the reserve's 432,142.86 counted (2,409,991.78 + 432,142.86)
   *   / 1,500,000 = 1.8948.
   * (Yescombe, "Principles of Project Finance", 2nd ed., 2014, on reserve accounts and cover ratios.)
   */
  it('A with a major overhaul, a salvage value, receivables and a debt-service reserve', () => {
    const base = evaluateProject(projectA);
    const overhaul = evaluateProject({ ...projectA, overhaulUsdPerKw: 100, overhaulIntervalHours: 10_000 });
    expect(overhaul.yearly.map((row) => row.overhaulUsd)).toEqual([0, 0, 0, expect.closeTo(242_000, 4)]);
    expectWithin01Percent(overhaul.yearly[3]?.unleveredTaxUsd ?? null, 372_974.47 - 72_600);
    expectWithin01Percent(overhaul.npv, 102_189.42);
    const salvage = evaluateProject({ ...projectA, salvageShareOfCapex: 0.1 });
    expect(salvage.yearly[3]?.salvageUsd).toBeCloseTo(300_000, 6);
    expectWithin01Percent(salvage.npv, 454_856.59);
    const receivables = evaluateProject({ ...projectA, receivableDays: 36.5 });
    [0, -175_200, -8_760, 183_960].forEach((flow, year) =>
      expect(receivables.yearly[year]?.workingCapitalUsd).toBeCloseTo(flow, 4),
    );
    expectWithin01Percent(receivables.npv, 201_161.62);
    [1_190_113.66, 1_405_485.03].forEach((cfads, index) =>
      expectWithin01Percent(receivables.yearly[index + 1]?.cfadsUsd ?? null, cfads),
    );
    expectWithin01Percent(receivables.yearly[1]?.dscr ?? null, 1.377);
    expectWithin01Percent(receivables.yearly[2]?.dscr ?? null, 1.6262);
    expectWithin01Percent(receivables.minDscr, 1.377);
    const reserve = evaluateProject({ ...projectA, dsraMonths: 6 });
    [-1_932_142.86, 501_027.95, 982_102.17, 1_159_286.49].forEach((flow, year) =>
      expectWithin01Percent(reserve.yearly[year]?.equityCashFlowUsd ?? null, flow),
    );
    expect(reserve.npv).toBe(base.npv);
    expect(reserve.minDscr).toBe(base.minDscr);
    expect(reserve.llcr).toBe(base.llcr);
    expectWithin01Percent(reserve.llcrWithReserve, 1.8948);
    expect(base.llcrWithReserve).toBe(base.llcr);
  });

  /*
   * A's loan sculpted to 1.30 with receivables of 36.5 days (up to 70 % of capex): sized on the CFADS
   * after working capital, 1,190,113.66 | 1,405,485.03 (the test above), not on EBITDA − tax.
   *   service = 915,472.05 | 1,081,142.33;  loan = 915,472.05 / 1.1 + 1,081,142.33 / 1.21 = 1,725,753.37
   *   DSCR on the CFADS a lender reads: 1.30 in both years (sized on EBITDA − tax, the loan would be
   *   1,853,839.83 and year 1's cover 1,190,113.66 / 1,050,241.28 = 1.1332)
   */
  /*
   * A borrowed at 100 % with a reserve of 6 months: the equity pays none of the capex and only lends the
   * project the reserve, 6 / 12 × 1,728,571.43 = 864,285.71 at year 0, back at year 2 (equity CF
   * −864,285.71 | −363,257.77 | …). A rate of return on that is not an owner's return: not meaningful.
   */
  it('gives no equity IRR when the equity pays for none of the capex', () => {
    const full = evaluateProject({ ...projectA, debtShare: 1, dsraMonths: 6 });
    expectWithin01Percent(full.yearly[0]?.equityCashFlowUsd ?? null, -864_285.71);
    expectWithin01Percent(full.yearly[1]?.equityCashFlowUsd ?? null, -363_257.77);
    expect(full.equityIrrNotMeaningful).toBe(true);
    expect(full.equityIrr).toBeNull();
    expect(full.equityIrrRoots).toEqual([]);
    expect(full.equityMirr).toBeNull();
    expect(full.irr).toBe(evaluateProject(projectA).irr);
    // The same at 100 % over a construction year: the loan funds the capex and its IDC.
    expect(evaluateProject({ ...projectA, debtShare: 1, constructionYears: 1 }).equityIrrNotMeaningful).toBe(
      true,
    );
    // With 1 % of the capex from the equity, its IRR is an owner's return again.
    const geared = evaluateProject({ ...projectA, debtShare: 0.99, dsraMonths: 6 });
    expect(geared.equityIrrNotMeaningful).toBe(false);
    expect(geared.equityIrr).not.toBeNull();
    expect(evaluateProject(projectA).equityIrrNotMeaningful).toBe(false);
  });

  it('sizes a sculpted loan on the CFADS after working capital, so that it meets its target', () => {
    const result = evaluateProject({
      ...projectA,
      debtShare: 0.7,
      debtSizing: 'sculpted',
      targetMinDscr: 1.3,
      receivableDays: 36.5,
    });
    expectWithin01Percent(result.debtUsd, 1_725_753.37);
    expectWithin01Percent(result.yearly[1]?.debtServiceUsd ?? null, 915_472.05);
    expectWithin01Percent(result.yearly[2]?.debtServiceUsd ?? null, 1_081_142.33);
    expectWithin01Percent(result.yearly[1]?.dscr ?? null, 1.3);
    expectWithin01Percent(result.yearly[2]?.dscr ?? null, 1.3);
    expectWithin01Percent(result.llcr, 1.3);
  });

  it('reproduces today’s figures exactly when every lender’s input is zero', () => {
    const zero = {
      overhaulUsdPerKw: 0,
      overhaulIntervalHours: 60_000,
      salvageShareOfCapex: 0,
      receivableDays: 0,
      dsraMonths: 0,
    };
    for (const inputs of [projectA, { ...projectA, debtSizing: 'sculpted' as const }, lateLosses]) {
      expect(evaluateProject({ ...inputs, ...zero })).toEqual(evaluateProject(inputs));
    }
    // And A's hand-worked figures are those of before (the test above it): NPV 229,462.15.
    expectWithin01Percent(evaluateProject({ ...projectA, ...zero }).npv, 229_462.15);
  });

  /*
   * Late losses (issue 26): 1 MW at 80 % (7,008 MWh), gas given away, a flat tariff of 100 USD/MWh,
   * fixed O&M of 250,000 rising 20 % a year, capex 800,000, 8 years, no debt, no tax.
   *   EBITDA = 700,800 − 250,000 × 1.2^(t−1) = 450,800 | 400,800 | 340,800 | 268,800 | 182,400 | 78,720
   *            | −45,696 | −194,995.20
   *   NPV at 10 % = 423,975.42 > 0, but the flows change sign twice and the NPV is 0 at two rates:
   *   r = −32.6557 % and 35.3108 % (bisection on a calculator): no IRR means anything.
   *   MIRR at 10 % and 10 %: PV₀ of the negatives = 800,000 + 45,696 / 1.1⁷ + 194,995.20 / 1.1⁸
   *     = 914,415.97; FV₈ of the positives = Σ EBITDA_t × 1.1^(8−t), t = 1..6, = 2,868,960.81;
   *     MIRR = (2,868,960.81 / 914,415.97)^(1/8) − 1 = 15.3646 %
   *   at a finance rate of 8 % and a reinvestment rate of 12 %: (3,166,256.60 / 932,013.02)^(1/8) − 1
   *     = 16.5173 %
   */
  const lateLosses: ProjectModelInputs = {
    capacityMw: 1,
    capacityFactor: 0.8,
    electricalEfficiency: 0.35,
    gasLhvMjPerM3: 35,
    capexUsd: 800_000,
    fixedOmUsdPerYear: 250_000,
    variableOmUsdPerMwh: 0,
    gasPriceUsdPerMmbtu: 0,
    tariffUsdPerMwh: 100,
    tariffEscalation: 0,
    costEscalation: 0.2,
    lifetimeYears: 8,
    discountRate: 0.1,
    debtShare: 0,
    debtRate: 0,
    debtTenorYears: 0,
    taxRate: 0,
    depreciationYears: 8,
  };

  /*
   * A with a 2-year construction period, capex spent 50/50, 70 % debt at i = 10 % over 2 years (issue
   * 26, item 6; re-derived for issue 33, decision 030). Conventions: the capex of a construction year is
   * spent through the year as the debt is drawn, so it counts at mid-year (NREL ATB's construction
   * financing factor, "Financial definitions", times the draws at mid-year: the same timing for the cost
   * and for its interest); every other flow at the end of its year (Brealey, Myers & Allen, ch. 2);
   * construction years C1, C2 are years −1 and 0, operation starts in year 1; the interest during
   * construction (IDC) is added to the loan, which is repaid from year 1 (Yescombe, "Principles of Project
   * Finance", 2nd ed., IDC capitalised) and funded at the entered gearing: the balance at year 0 is 70 %
   * of capex + IDC; the company depreciates capex + IDC (IAS 23, borrowing costs capitalised into the
   * asset); NPV at the start of construction.
   *   growth g = 0.5 × 1.1^1.5 + 0.5 × 1.1^0.5 = 0.5 × 1.1536897 + 0.5 × 1.0488088 = 1.1012493
   *   drawn D = 0.7 × 3,000,000 / (0.7 + 0.3 × g) = 2,100,000 / 1.0303748 = 2,038,093.35
   *     (1,050,000 a year before; the equity pays 3,000,000 − D = 961,906.65, 480,953.33 a year)
   *   draws 1,019,046.67 a year;  √1.1 = 1.0488088
   *   IDC C1 = 1,019,046.67 × 0.0488088 = 49,738.49;  balance after C1 = 1,068,785.17
   *   IDC C2 = 1,068,785.17 × 10 % + 49,738.49 = 156,617.01
   *   opening balance at year 0 = 1,068,785.17 + 1,019,046.67 + 156,617.01 = 2,244,448.85 (= D × g)
   *   IDC = 206,355.51; 2,244,448.85 / (3,000,000 + 206,355.51) = 70.0 % (was 2,312,623.51, 72.1 %)
   *   year-1 debt service (annuity over 2 years): 2,244,448.85 × 0.1 / (1 − 1.1⁻²) = 1,293,230.05;
   *     interest 224,444.89, principal 1,068,785.17; year 2 interest 117,566.37
   *   depreciation (3,000,000 + 206,355.51) / 2 = 1,603,177.75 in years 1 and 2 (was 1,500,000)
   *   levered taxable: 1,365,313.66 − 1,603,177.75 − 224,444.89 = −462,308.98
   *     | 1,414,245.03 − 1,603,177.75 − 117,566.37 = −306,499.09
   *     | 1,463,689.53 − 768,808.07 = 694,881.46 → tax 208,464.44 (without the IDC depreciated it would
   *     be 0.3 × (694,881.46 + 206,355.51) = 270,371.09: 61,906.65 more, the IDC × 30 %)
   *   equity CF: −480,953.33 | −480,953.33 | 72,083.61 | 121,014.98 | 1,255,225.09
   *   DSCR = 1,365,313.66 / 1,293,230.05 = 1.0557 | 1,414,245.03 / 1,293,230.05 = 1.0936
   *   project flows (the tax of the unlevered project depreciates the capex alone, from year 1):
   *   −1,500,000 at 0.5 and 1.5 years from the start of construction, then 1,365,313.66 | 1,414,245.03 |
   *   1,090,715.06 at 3, 4, 5 years:
   *   NPV = −1,430,193.88 − 1,300,176.26 + 1,025,780.36 + 965,948.38 + 677,248.24 = −61,393.16
   *     (capex counted at the years' ends, as before: +65,671.20)
   *   IRR 9.1392 % (bisection on the half-year grid), equity IRR 11.3198 %
   *   LCOE = (1,500,000 / 1.1^0.5 + 1,500,000 / 1.1^1.5 + 386,686.34 / 1.1³ + 425,354.97 / 1.1⁴
   *        + 467,890.47 / 1.1⁵) / (8,760 / 1.1³ + 8,760 / 1.1⁴ + 8,760 / 1.1⁵) = 200.0635 USD/MWh
   *   paybacks count from the start of operation: the capex is all spent by then, so they are A's.
   */
  it('A built over two years, 50/50, with 70 % debt: interest during construction', () => {
    const built = {
      ...projectA,
      debtShare: 0.7,
      constructionYears: 2,
      constructionCapexShares: [0.5, 0.5],
    };
    const result = evaluateProject(built);
    expect(result.constructionYears).toBe(2);
    expect(result.yearly.map((row) => row.year)).toEqual([-1, 0, 1, 2, 3]);
    expect(result.yearly.map((row) => row.constructionYear)).toEqual([1, 2, null, null, null]);
    expect(result.yearly.map((row) => row.capexUsd)).toEqual([1_500_000, 1_500_000, 0, 0, 0]);
    expectWithin01Percent(result.yearly[0]?.debtDrawnUsd ?? null, 1_019_046.67);
    expectWithin01Percent(result.yearly[0]?.idcUsd ?? null, 49_738.49);
    expectWithin01Percent(result.yearly[1]?.idcUsd ?? null, 156_617.01);
    expectWithin01Percent(result.idcUsd, 206_355.51);
    expectWithin01Percent(result.debtUsd, 2_038_093.35);
    // The loan at the start of operation is the entered 70 % of what the asset cost, IDC included.
    expect((result.debtUsd + result.idcUsd) / (3_000_000 + result.idcUsd)).toBeCloseTo(0.7, 12);
    expectWithin01Percent(result.yearly[2]?.debtServiceUsd ?? null, 1_293_230.05);
    expectWithin01Percent(result.yearly[2]?.interestUsd ?? null, 224_444.89);
    expectWithin01Percent(result.yearly[2]?.principalUsd ?? null, 1_068_785.17);
    expectWithin01Percent(result.yearly[3]?.interestUsd ?? null, 117_566.37);
    // The loan is repaid: the principals add up to the opening balance.
    expect((result.yearly[2]?.principalUsd ?? 0) + (result.yearly[3]?.principalUsd ?? 0)).toBeCloseTo(
      2_244_448.85,
      1,
    );
    // The IDC is depreciated with the capex by the company, not by the unlevered project.
    expectWithin01Percent(result.yearly[2]?.depreciationUsd ?? null, 1_603_177.75);
    expectWithin01Percent(result.yearly[4]?.taxUsd ?? null, 208_464.44);
    expectWithin01Percent(result.yearly[4]?.unleveredTaxUsd ?? null, 372_974.47);
    [-480_953.33, -480_953.33, 72_083.61, 121_014.98, 1_255_225.09].forEach((flow, index) =>
      expectWithin01Percent(result.yearly[index]?.equityCashFlowUsd ?? null, flow),
    );
    expect(result.yearly.slice(0, 2).every((row) => row.dscr === null && row.debtServiceUsd === 0)).toBe(
      true,
    );
    expectWithin01Percent(result.yearly[2]?.dscr ?? null, 1.0557);
    expectWithin01Percent(result.yearly[3]?.dscr ?? null, 1.0936);
    expectWithin01Percent(result.npv, -61_393.16);
    expectWithin01Percent(result.irr, 0.091392);
    expectWithin01Percent(result.equityIrr, 0.113198);
    expectWithin01Percent(result.lcoeUsdPerMwh, 200.0635);
    expectWithin01Percent(result.paybackYears, 2.2021);
    // The evenly spread default is the same as 50/50 for two years.
    expect(evaluateProject({ ...built, constructionCapexShares: undefined })).toEqual(result);
  });

  it('changes nothing with a construction period of 0: the vectors of before, to the last bit', () => {
    for (const inputs of [
      projectA,
      { ...projectA, debtSizing: 'sculpted' as const },
      { ...projectA, dsraMonths: 6, receivableDays: 30, salvageShareOfCapex: 0.1 },
      lateLosses,
    ]) {
      expect(evaluateProject({ ...inputs, constructionYears: 0 })).toEqual(evaluateProject(inputs));
      expect(evaluateProject({ ...inputs, constructionYears: 0, constructionCapexShares: [] })).toEqual(
        evaluateProject(inputs),
      );
    }
    expectWithin01Percent(evaluateProject({ ...projectA, constructionYears: 0 }).npv, 229_462.15);
  });

  /*
   * A built in one year (50 % debt at 10 %): the capex is spent through C1 (year 0) and counts at its
   * middle, half a year after the start of construction; operation's flows at 2, 3, 4 years.
   *   NPV = −3,000,000 / 1.1^0.5 + 1,365,313.66 / 1.1² + 1,414,245.03 / 1.1³ + 1,090,715.06 / 1.1⁴
   *       = −2,860,388.75 + 1,128,358.40 + 1,062,543.22 + 744,974.05 = 75,486.91
   *     (capex at the year's end, as before: A's 229,462.15 / 1.1 = 208,601.95, and A's IRR unchanged)
   *   IRR 11.2177 % (A built instantly: 14.4533 %)
   *   D = 0.5 × 3,000,000 / (0.5 + 0.5 × 1.0488088) = 1,464,265.45; IDC = D × 0.0488088 = 71,469.11;
   *   balance 1,535,734.55 = 50 % of 3,071,469.11
   */
  it('with one construction year, counts the capex at mid-year, when the interest on it starts', () => {
    const one = evaluateProject({ ...projectA, constructionYears: 1 });
    const none = evaluateProject(projectA);
    expect(one.yearly).toHaveLength(none.yearly.length);
    expect(one.yearly[0]?.constructionYear).toBe(1);
    expectWithin01Percent(one.npv, 75_486.91);
    expectWithin01Percent(one.irr, 0.112177);
    expect(one.irr ?? 1).toBeLessThan(none.irr ?? 0);
    expectWithin01Percent(one.debtUsd, 1_464_265.45);
    expectWithin01Percent(one.idcUsd, 71_469.11);
    expect(one.idcUsd).toBeCloseTo(one.debtUsd * (Math.sqrt(1.1) - 1), 4);
    expect(one.yearly[1]?.interestUsd).toBeCloseTo((one.debtUsd + one.idcUsd) * 0.1, 4);
    // The rates on the half-year grid agree with the NPV: NPV at the IRR is 0.
    const atIrr = evaluateProject({ ...projectA, constructionYears: 1, discountRate: one.irr ?? 0 });
    expect(Math.abs(atIrr.npv)).toBeLessThan(1e-4);
  });

  it('sizes a sculpted loan on the opening balance, interest during construction included', () => {
    const sculpted = evaluateProject({
      ...projectA,
      debtShare: 1,
      debtSizing: 'sculpted',
      targetMinDscr: 1.3,
      constructionYears: 2,
    });
    // The cash limits the loan: the target is met, and the draws with their interest are the balance.
    expectWithin01Percent(sculpted.minDscr, 1.3);
    expect(sculpted.debtUsd).toBeLessThan(3_000_000);
    const growth = 0.5 * 1.1 ** 1.5 + 0.5 * 1.1 ** 0.5;
    expect(sculpted.debtUsd + sculpted.idcUsd).toBeCloseTo(sculpted.debtUsd * growth, 4);
    const principal = sculpted.yearly.reduce((sum, row) => sum + row.principalUsd, 0);
    expect(principal).toBeCloseTo(sculpted.debtUsd + sculpted.idcUsd, 2);
    expectWithin01Percent(sculpted.llcr, 1.3);
  });

  it('lists the IRRs of a project with late losses and gives its MIRR', () => {
    const result = evaluateProject(lateLosses);
    expectWithin01Percent(result.yearly[8]?.ebitdaUsd ?? null, -194_995.2);
    expectWithin01Percent(result.npv, 423_975.42);
    expect(result.irr).toBeNull();
    expect(result.irrRoots).toHaveLength(2);
    expectWithin01Percent(result.irrRoots[0] ?? null, -0.326557);
    expectWithin01Percent(result.irrRoots[1] ?? null, 0.353108);
    expectWithin01Percent(result.mirr, 0.153646);
    const rates = evaluateProject({ ...lateLosses, mirrFinanceRate: 0.08, mirrReinvestmentRate: 0.12 });
    expectWithin01Percent(rates.mirr, 0.165173);
    expect(rates.operatingYears).toBe(8);
  });

  /*
   * The same plant with fixed O&M of 300,000 and capex 1,000,000:
   *   EBITDA = 400,800 | 340,800 | 268,800 | 182,400 | 78,720 | −45,696 | −194,995.20 | −374,154.24
   *   run to the end: NPV at 10 % = −278,972.76, and no rate makes it 0 (no IRR at all)
   *   stopped after year 5, the last year it covers its cash costs (canStopEarly):
   *   CF −1,000,000 | 400,800 | 340,800 | 268,800 | 182,400 | 78,720 | 0 | 0 | 0
   *   NPV = −1,000,000 + 364,363.64 + 281,652.89 + 201,953.42 + 124,581.65 + 48,878.93 = 21,430.53
   *   IRR 11.0549 %;  MIRR at 10 %: (400,800 × 1.1⁷ + … + 78,720 × 1.1³ = 2,189,527.05 / 1,000,000)^(1/8)
   *   − 1 = 10.2919 %
   */
  it('stops the plant when it no longer covers its cash costs, if allowed', () => {
    const inputs = { ...lateLosses, fixedOmUsdPerYear: 300_000, capexUsd: 1_000_000 };
    const running = evaluateProject(inputs);
    expectWithin01Percent(running.npv, -278_972.76);
    expect(running.irrRoots).toEqual([]);
    // Run to the end it recovers its capex in year 3 (cumulative −259,200, then + 268,800: 2.9613 years)
    // and loses it again: 10,400 + 182,400 + 78,720 − 45,696 − 194,995.20 − 374,154.24 = −343,325.44 at
    // the end. Not a payback (decision 030, Brealey, Myers & Allen, ch. 5: the cash must come back).
    // Discounted, it is recovered in year 5 (4 + 27,448.40 / 48,878.93 = 4.5616) and lost to −278,972.76.
    expect(running.paybackYears).toBeNull();
    expect(running.paybackLostLater).toBe(true);
    expect(running.discountedPaybackYears).toBeNull();
    expect(running.discountedPaybackLostLater).toBe(true);
    const stopping = evaluateProject({ ...inputs, canStopEarly: true });
    expect(stopping.operatingYears).toBe(5);
    [-1_000_000, 400_800, 340_800, 268_800, 182_400, 78_720, 0, 0, 0].forEach((flow, year) =>
      expect(stopping.yearly[year]?.projectCashFlowUsd ?? NaN).toBeCloseTo(flow, 4),
    );
    expect(stopping.yearly[6]?.energyMwh).toBe(0);
    expectWithin01Percent(stopping.npv, 21_430.53);
    expectWithin01Percent(stopping.irr, 0.110549);
    expectWithin01Percent(stopping.mirr, 0.102919);
    // Stopped in time it keeps what it recovered: 2.9613 years, discounted 4.5616.
    expectWithin01Percent(stopping.paybackYears, 2.9613);
    expect(stopping.paybackLostLater).toBe(false);
    expectWithin01Percent(stopping.discountedPaybackYears, 4.5616);
    // A plant that covers its costs every year runs its whole life either way.
    expect(evaluateProject({ ...projectA, canStopEarly: true })).toEqual(evaluateProject(projectA));
  });

  /*
   * B — never pays back. 1 MW at 80 %, gas given away (0 USD/MMBtu), tariff 50 USD/MWh, O&M 100,000 +
   * 15 USD/MWh, capex 2,000,000, 10 years, 8 %, no debt, no tax, no escalation.
   *   E = 1 × 0.8 × 8760 = 7,008 MWh; revenue = 350,400; O&M = 100,000 + 105,120 = 205,120
   *   EBITDA = CF = 145,280 a year; cumulative after 10 years = −2,000,000 + 1,452,800 = −547,200 < 0
   *   annuity factor (8 %, 10 years) = (1 − 1.08⁻¹⁰) / 0.08 = 6.710081
   *   NPV = −2,000,000 + 145,280 × 6.710081 = −1,025,159.37
   *   IRR: 145,280 × a(r, 10) = 2,000,000 → a = 13.7665 > 10, so r < 0: r = −5.4263 %
   *   LCOE = (2,000,000 + 205,120 × 6.710081) / (7,008 × 6.710081) = 3,376,387.9 / 47,024.25 = 71.8007
   *   gas = 7,008 × 3600 / 0.35 / 35 / 365 = 5,642.45 m³/d
   */
  it('B: a project that never pays back', () => {
    const result = evaluateProject({
      capacityMw: 1,
      capacityFactor: 0.8,
      electricalEfficiency: 0.35,
      gasLhvMjPerM3: 35,
      capexUsd: 2_000_000,
      fixedOmUsdPerYear: 100_000,
      variableOmUsdPerMwh: 15,
      gasPriceUsdPerMmbtu: 0,
      tariffUsdPerMwh: 50,
      tariffEscalation: 0,
      costEscalation: 0,
      lifetimeYears: 10,
      discountRate: 0.08,
      debtShare: 0,
      debtRate: 0,
      debtTenorYears: 0,
      taxRate: 0,
      depreciationYears: 10,
    });
    expectWithin01Percent(result.gasM3PerDay, 5642.45);
    expect(result.yearly.slice(1).every((row) => row.projectCashFlowUsd === 145_280)).toBe(true);
    expect(result.paybackYears).toBeNull();
    expect(result.discountedPaybackYears).toBeNull();
    // Never recovered, so not lost later either.
    expect(result.paybackLostLater).toBe(false);
    expectWithin01Percent(result.npv, -1_025_159.37);
    expectWithin01Percent(result.irr, -0.054263);
    expectWithin01Percent(result.lcoeUsdPerMwh, 71.8007);
    expect(result.minDscr).toBeNull();
  });

  /*
   * C — negative NPV although it pays back. 0.5 MW at 90 %, η 30 %, LHV 40, gas 2 USD/MMBtu, tariff
   * 120 USD/MWh rising 2 %/yr, costs rising 3 %/yr, O&M 20,000 + 12 USD/MWh, capex 1,000,000, 5 years,
   * discount rate 14 %, tax 35 % on EBITDA − 200,000 of depreciation, no debt.
   *   E = 0.5 × 0.9 × 8760 = 3,942 MWh; fuel = 3,942 × 3600 / 0.3 = 47,304,000 MJ = 44,835.54 MMBtu
   *   revenue 473,040.00 | 482,500.80 | 492,150.82 | 501,993.83 | 512,033.71
   *   fuel     89,671.08 |  92,361.21 |  95,132.05 |  97,986.01 | 100,925.59
   *   O&M      67,304.00 |  69,323.12 |  71,402.81 |  73,544.90 |  75,751.24
   *   EBITDA  316,064.92 | 320,816.47 | 325,615.95 | 330,462.92 | 335,356.87
   *   tax 35 % × (EBITDA − 200,000): 40,622.72 | 42,285.76 | 43,965.58 | 45,662.02 | 47,374.90
   *   CF −1,000,000 | 275,442.20 | 278,530.70 | 281,650.37 | 284,800.90 | 287,981.97
   *   PV at 14 %: 241,615.96 + 214,320.33 + 190,105.98 + 168,625.00 + 149,568.81 = 964,236.07
   *   NPV = −35,763.93; IRR = 12.5134 % (< 14 %)
   *   payback: cumulative −724,557.80, −446,027.10, −164,376.73, then 3 + 164,376.73 / 284,800.90 = 3.5772
   *   discounted payback: never (the PV sum stays 35,763.93 short)
   *   LCOE = (1,000,000 + Σ (fuel + O&M) / 1.14^t) / Σ 3,942 / 1.14^t = 1,567,835.06 / 13,533.21 = 115.8510
   */
  it('C: a project with a negative NPV', () => {
    const result = evaluateProject({
      capacityMw: 0.5,
      capacityFactor: 0.9,
      electricalEfficiency: 0.3,
      gasLhvMjPerM3: 40,
      gasHhvMjPerM3: 40,
      capexUsd: 1_000_000,
      fixedOmUsdPerYear: 20_000,
      variableOmUsdPerMwh: 12,
      gasPriceUsdPerMmbtu: 2,
      tariffUsdPerMwh: 120,
      tariffEscalation: 0.02,
      costEscalation: 0.03,
      lifetimeYears: 5,
      discountRate: 0.14,
      debtShare: 0,
      debtRate: 0,
      debtTenorYears: 0,
      taxRate: 0.35,
      depreciationYears: 5,
    });
    [-1_000_000, 275_442.2, 278_530.7, 281_650.37, 284_800.9, 287_981.97].forEach((flow, year) =>
      expectWithin01Percent(result.yearly[year]?.projectCashFlowUsd ?? null, flow),
    );
    expectWithin01Percent(result.yearly[5]?.taxUsd ?? null, 47_374.9);
    expectWithin01Percent(result.npv, -35_763.93);
    expectWithin01Percent(result.irr, 0.125134);
    expectWithin01Percent(result.paybackYears, 3.5772);
    expect(result.discountedPaybackYears).toBeNull();
    expectWithin01Percent(result.lcoeUsdPerMwh, 115.851);
  });
});

describe('npv', () => {
  it('leaves year 0 undiscounted, unlike Excel NPV(), which discounts the first flow', () => {
    const flows = [-1000, 500, 500, 500];
    // By hand at 10 %: −1000 + 500/1.1 + 500/1.21 + 500/1.331 = −1000 + 454.545 + 413.223 + 375.657 = 243.426
    const ours = npv(0.1, flows);
    // Excel =NPV(10%, −1000, 500, 500, 500) treats −1000 as year 1: −909.091 + 413.223 + 375.657 + 341.507
    const excel = -1000 / 1.1 + 500 / 1.21 + 500 / 1.331 + 500 / 1.4641;
    expect(ours).toBeCloseTo(243.426, 3);
    expect(excel).toBeCloseTo(221.296, 3);
    expect(Math.abs(ours - excel)).toBeGreaterThan(20);
    // The right Excel formula is =−1000 + NPV(10%, 500, 500, 500).
    expect(ours).toBeCloseTo(-1000 + npv(0.1, [0, 500, 500, 500]), 9);
  });

  it('refuses a rate of −100 % or less', () => {
    expect(() => npv(-1, [1, 2])).toThrow(RangeError);
  });
});

describe('irr', () => {
  it('is none when the flows never change sign', () => {
    expect(irr([100, 100, 100])).toBeNull();
    expect(irr([-100, -50, 0])).toBeNull();
    expect(irr([0, 0])).toBeNull();
  });

  it('finds the root where plain Newton from 10 % diverges', () => {
    // −100 now and 10 in 30 years: IRR = 0.1^(1/30) − 1 = −7.388 %.
    const flows = [-100, ...Array<number>(29).fill(0), 10];
    const plainNewton = (): number => {
      let rate = 0.1;
      for (let step = 0; step < 100; step++) {
        const value = flows.reduce((sum, flow, t) => sum + flow / (1 + rate) ** t, 0);
        const slope = flows.reduce((sum, flow, t) => sum - (t * flow) / (1 + rate) ** (t + 1), 0);
        rate -= value / slope;
      }
      return rate;
    };
    const newton = plainNewton();
    expect(Number.isFinite(newton) && Math.abs(newton - (0.1 ** (1 / 30) - 1)) < 1e-6).toBe(false);
    expect(irr(flows)).toBeCloseTo(0.1 ** (1 / 30) - 1, 9);
  });

  it('finds a large IRR and one close to −100 %', () => {
    expect(irr([-100, 1000])).toBeCloseTo(9, 9);
    expect(irr([-1000, 1])).toBeCloseTo(-0.999, 9);
  });

  it('reports none beyond the documented range, even where Newton’s method converges', () => {
    // −1 + 20,000 / (1 + r) = 0 at r = 19,999 (1,999,900 %), beyond 999,900 %: Newton's method from 10 %
    // converges to it (1 + r ← 2(1 + r) − (1 + r)² / 20,000), but no such IRR is reported (decision 004).
    expect(irrRoots([-1, 20_000])).toEqual([]);
    expect(irr([-1, 20_000])).toBeNull();
    expect(irr([-1, 9_000])).toBeCloseTo(8_999, 6);
    // Below −99.9999 %: 1 + r = 10⁻⁷.
    expect(irr([-1e7, 1])).toBeNull();
    // On a half-year grid the range is the yearly one: (1 + s)² = 1 + r.
    expect(irr([-1, 0, 20_000], 2)).toBeNull();
    expect(irr([-1, 0, 9_000], 2)).toBeCloseTo(8_999, 6);
    expect(irr([-100, 0, 121], 2)).toBeCloseTo(0.21, 12);
  });

  it('is none when the flows change sign but NPV never reaches 0', () => {
    // −100 + 150 v − 60 v² has no real root (150² < 4 × 100 × 60).
    expect(irr([-100, 150, -60])).toBeNull();
  });

  it('is none when there are several IRRs, and irrRoots lists them', () => {
    // −100 + 230 v − 132 v² = 0 at 1 + r = 1.1 and 1.2: 10 % and 20 % both.
    expect(irr([-100, 230, -132])).toBeNull();
    const roots = irrRoots([-100, 230, -132]);
    expect(roots).toHaveLength(2);
    expect(roots[0]).toBeCloseTo(0.1, 9);
    expect(roots[1]).toBeCloseTo(0.2, 9);
  });

  it('keeps two IRRs 1 % apart that a 2.5 % scan merged (issue 26)', () => {
    // −100 g² + 221 g − 122.1 = 0 at g = (221 ± 1) / 200: 1 + r = 1.10 and 1.11. Between them the NPV
    // rises to only 0.002 (its top, 221² / (4 × 122.1) − 100), so the old grid of 2.5 % steps saw no
    // change of sign and gave Newton's 10 % as the one IRR.
    expect(irr([-100, 221, -122.1])).toBeNull();
    const roots = irrRoots([-100, 221, -122.1]);
    expect(roots).toHaveLength(2);
    expect(roots[0]).toBeCloseTo(0.1, 9);
    expect(roots[1]).toBeCloseTo(0.11, 9);
  });

  it('counts a double root, where the NPV touches 0, once', () => {
    // −100 + 200 v − 100 v² = −100 (1 − v)²: 0 at v = 1 only, negative everywhere else.
    expect(irrRoots([-100, 200, -100])).toEqual([expect.closeTo(0, 6)]);
    expect(irr([-100, 200, -100])).toBeCloseTo(0, 6);
  });

  it('finds the one root of flows with several changes of sign', () => {
    // −1000 + 600 v − 100 v² + 700 v³ rises with v (its derivative 600 − 200 v + 2100 v² has no real
    // root), so it has one root: v = 0.914300, r = 1/v − 1 = 9.3732 % (bisection on a calculator).
    const flows = [-1000, 600, -100, 700];
    const rate = irr(flows);
    expect(rate).toBeCloseTo(0.093732, 6);
    expect(npv(rate as number, flows)).toBeCloseTo(0, 6);
  });

  it('refuses a non-finite flow', () => {
    expect(() => irr([-1, Number.NaN])).toThrow(RangeError);
    expect(() => irrRoots([-1, Number.POSITIVE_INFINITY, 1])).toThrow(RangeError);
  });
});

describe('mirr', () => {
  it('gives Excel’s MIRR on Microsoft’s example', () => {
    /*
     * −120,000, 39,000, 30,000, 21,000, 37,000, 46,000; finance 10 %, reinvestment 12 %:
     *   FV₅ of the positive flows = 39,000 × 1.12⁴ + 30,000 × 1.12³ + 21,000 × 1.12² + 37,000 × 1.12
     *     + 46,000 = 61,367.25 + 42,147.84 + 26,342.40 + 41,440 + 46,000 = 217,297.49
     *   PV₀ of the negative ones = 120,000;  MIRR = (217,297.49 / 120,000)^(1/5) − 1 = 12.6094 %
     */
    expectWithin01Percent(mirr([-120_000, 39_000, 30_000, 21_000, 37_000, 46_000], 0.1, 0.12), 0.126094);
  });

  it('is none when the flows are all of one sign', () => {
    expect(mirr([100, 100], 0.1, 0.1)).toBeNull();
    expect(mirr([-100, 0, -5], 0.1, 0.1)).toBeNull();
    expect(mirr([-100], 0.1, 0.1)).toBeNull();
  });
});

describe('evaluateProject, properties', () => {
  it('gives NPV 0 at the IRR, for the project and for equity', () => {
    for (const inputs of [
      plainProject(),
      plainProject({ debtShare: 0.7, debtRate: 0.08, debtTenorYears: 10, taxRate: 0.35 }),
      plainProject({ tariffEscalation: 0.03, costEscalation: 0.05, lifetimeYears: 30 }),
    ]) {
      const result = evaluateProject(inputs);
      const projectFlows = result.yearly.map((row) => row.projectCashFlowUsd);
      const equityFlows = result.yearly.map((row) => row.equityCashFlowUsd);
      expect(Math.abs(npv(result.irr as number, projectFlows))).toBeLessThan(1e-6 * inputs.capexUsd);
      expect(Math.abs(npv(result.equityIrr as number, equityFlows))).toBeLessThan(1e-6 * inputs.capexUsd);
    }
  });

  it('gives an NPV that falls as the discount rate rises, for a conventional project', () => {
    const npvs = Array.from(
      { length: 51 },
      (_, index) => evaluateProject(plainProject({ discountRate: index / 100 })).npv,
    );
    npvs.slice(1).forEach((value, index) => expect(value).toBeLessThan(npvs[index] as number));
  });

  it('gives an LCOE equal to the tariff when NPV is 0 (no debt, no tax, no escalation)', () => {
    const lcoeUsdPerMwh = evaluateProject(plainProject()).lcoeUsdPerMwh as number;
    const atLcoe = evaluateProject(plainProject({ tariffUsdPerMwh: lcoeUsdPerMwh }));
    expect(Math.abs(atLcoe.npv)).toBeLessThan(1e-6 * 10_000_000);
    expect(atLcoe.lcoeUsdPerMwh).toBeCloseTo(lcoeUsdPerMwh, 9);
    expect(atLcoe.irr).toBeCloseTo(0.1, 9);
  });

  it('repays the whole loan over the tenor', () => {
    const result = evaluateProject(plainProject({ debtShare: 0.6, debtRate: 0.09, debtTenorYears: 8 }));
    const repaid = result.yearly.reduce((sum, row) => sum + row.principalUsd, 0);
    expect(repaid).toBeCloseTo(6_000_000, 4);
    expect(result.yearly.slice(9).every((row) => row.debtServiceUsd === 0 && row.dscr === null)).toBe(true);
  });

  it('forgets a tax loss after the carry-forward years', () => {
    // Year 1 loses money: the whole capex (3,000,000) is depreciated against an EBITDA of about 1.71 M.
    // Carried forward, the loss lowers year 2's tax; with 0 carry-forward years it is lost.
    const inputs = plainProject({
      taxRate: 0.3,
      depreciationYears: 1,
      capexUsd: 3_000_000,
      lifetimeYears: 4,
    });
    const kept = evaluateProject({ ...inputs, taxLossCarryForwardYears: 5 });
    const lost = evaluateProject({ ...inputs, taxLossCarryForwardYears: 0 });
    expect(kept.yearly[1]?.taxUsd).toBe(0);
    expect(lost.yearly[2]?.taxUsd ?? 0).toBeGreaterThan(kept.yearly[2]?.taxUsd ?? 0);
  });

  it('has no NaN or Infinity anywhere, at the edges of the domain', () => {
    // The random edges are in finance-model.property.test.ts; these are the corners worth naming.
    for (const inputs of [
      plainProject({ capexUsd: 0 }),
      plainProject({ tariffUsdPerMwh: 0 }),
      plainProject({ debtShare: 1, debtRate: 0, debtTenorYears: 20, taxRate: 0.8 }),
      plainProject({ lifetimeYears: 60, tariffEscalation: 0.2, costEscalation: 0.2, capexUsd: 1e11 }),
      plainProject({ tariffEscalation: -0.2, costEscalation: -0.2, discountRate: 0 }),
      plainProject({ capacityMw: 0.001, capacityFactor: 0.01, electricalEfficiency: 0.05 }),
      plainProject({
        capacityMw: 10_000,
        electricalEfficiency: 0.05,
        gasLhvMjPerM3: 1,
        gasPriceUsdPerMmbtu: 200,
      }),
    ]) {
      const result = evaluateProject(inputs);
      expect(hasFiniteOutputs(result)).toBe(true);
      expect(numbersOf(result).every(Number.isFinite)).toBe(true);
    }
  });

  it('pays a loan at a rate too small for 1 + rate back evenly, without dividing by 0', () => {
    // 1 + 10⁻¹⁷ rounds to 1, so the textbook annuity D·i / (1 − (1 + i)^−n) is 0 / 0.
    const result = evaluateProject(
      plainProject({ debtShare: 0.5, debtRate: 1e-17, debtTenorYears: 10, capexUsd: 10_000_000 }),
    );
    const service = result.yearly.slice(1, 11).map((row) => row.debtServiceUsd);
    service.forEach((payment) => expect(payment).toBeCloseTo(500_000, 6));
    expect(hasFiniteOutputs(result)).toBe(true);
  });

  it('counts a loan under one cent as none, so that its cover is not infinite', () => {
    // 10⁻³¹⁰ of 10 M is 10⁻³⁰³ USD: its debt service would give a DSCR beyond the largest double.
    const result = evaluateProject(plainProject({ debtShare: 1e-310, debtRate: 0.05, debtTenorYears: 10 }));
    expect(result.minDscr).toBeNull();
    expect(result.yearly.every((row) => row.debtServiceUsd === 0)).toBe(true);
    expect(result.yearly[0]?.equityCashFlowUsd).toBe(-10_000_000);
  });

  it('keeps a tiny debt of a cent or more', () => {
    const result = evaluateProject(plainProject({ debtShare: 1e-9, debtRate: 0.05, debtTenorYears: 10 }));
    expect(result.minDscr).not.toBeNull();
    expect(hasFiniteOutputs(result)).toBe(true);
  });

  it('has no IRR and pays back at once when nothing is invested', () => {
    const result = evaluateProject(plainProject({ capexUsd: 0 }));
    expect(result.irr).toBeNull();
    expect(result.paybackYears).toBe(0);
  });
});

describe('validation', () => {
  it('throws a RangeError with a message key for impossible inputs', () => {
    const cases: [Partial<ProjectModelInputs>, string][] = [
      [{ capexUsd: -1 }, PROJECT_VALIDATION_KEYS.capexOutOfRange],
      [{ lifetimeYears: 0 }, PROJECT_VALIDATION_KEYS.lifetimeOutOfRange],
      [{ lifetimeYears: 61 }, PROJECT_VALIDATION_KEYS.lifetimeOutOfRange],
      [{ lifetimeYears: 2.5 }, PROJECT_VALIDATION_KEYS.lifetimeOutOfRange],
      [{ debtShare: 1.2 }, PROJECT_VALIDATION_KEYS.debtShareOutOfRange],
      [{ electricalEfficiency: 0 }, PROJECT_VALIDATION_KEYS.efficiencyOutOfRange],
      [{ electricalEfficiency: 0.049 }, PROJECT_VALIDATION_KEYS.efficiencyOutOfRange],
      [{ electricalEfficiency: 0.651 }, PROJECT_VALIDATION_KEYS.efficiencyOutOfRange],
      [{ electricalEfficiency: 1e-300 }, PROJECT_VALIDATION_KEYS.efficiencyOutOfRange],
      [{ gasLhvMjPerM3: 5e-324 }, PROJECT_VALIDATION_KEYS.lhvOutOfRange],
      [{ gasLhvMjPerM3: 100.5 }, PROJECT_VALIDATION_KEYS.lhvOutOfRange],
      [{ gasPriceUsdPerMmbtu: 1e4 }, PROJECT_VALIDATION_KEYS.gasPriceOutOfRange],
      [{ capexUsd: 2e11 }, PROJECT_VALIDATION_KEYS.capexOutOfRange],
      [{ tariffUsdPerMwh: 6000 }, PROJECT_VALIDATION_KEYS.tariffOutOfRange],
      [{ capacityMw: 0.0005 }, PROJECT_VALIDATION_KEYS.capacityOutOfRange],
      [{ tariffEscalation: 0.25 }, PROJECT_VALIDATION_KEYS.escalationOutOfRange],
      [{ discountRate: 0.6 }, PROJECT_VALIDATION_KEYS.discountRateOutOfRange],
      [{ capacityFactor: 0 }, PROJECT_VALIDATION_KEYS.capacityFactorOutOfRange],
      [{ taxRate: -0.1 }, PROJECT_VALIDATION_KEYS.taxRateOutOfRange],
      [{ tariffEscalation: -1 }, PROJECT_VALIDATION_KEYS.escalationOutOfRange],
      [{ capacityMw: Number.NaN }, PROJECT_VALIDATION_KEYS.notANumber],
      [{ capexUsd: Number.POSITIVE_INFINITY }, PROJECT_VALIDATION_KEYS.notANumber],
      [{ debtShare: 0.5, debtTenorYears: 0 }, PROJECT_VALIDATION_KEYS.debtTenorOutOfRange],
      [{ debtShare: 0.5, debtTenorYears: 25 }, PROJECT_VALIDATION_KEYS.debtTenorBeyondLifetime],
      [{ methaneMoleFraction: 1.5 }, PROJECT_VALIDATION_KEYS.methaneFractionOutOfRange],
      [{ gasHhvMjPerM3: 35 }, PROJECT_VALIDATION_KEYS.hhvRatioOutOfRange],
      [{ gasHhvMjPerM3: 45.5 }, PROJECT_VALIDATION_KEYS.hhvRatioOutOfRange],
      [{ gasHhvMjPerM3: 0.5 }, PROJECT_VALIDATION_KEYS.hhvOutOfRange],
      [{ carbonPriceUsdPerTonne: 1001 }, PROJECT_VALIDATION_KEYS.carbonPriceOutOfRange],
      [{ gasDeclineRate: 0.51 }, PROJECT_VALIDATION_KEYS.gasDeclineOutOfRange],
    ];
    for (const [override, key] of cases) {
      const run = () => evaluateProject(plainProject(override));
      expect(run, key).toThrow(RangeError);
      expect(run, key).toThrow(key);
    }
  });

  it('gives the field errors a form shows, one key per field', () => {
    expect(projectModelFieldErrors(plainProject())).toEqual({});
    expect(projectModelFieldErrors(plainProject({ capexUsd: -5, debtShare: 2 }))).toEqual({
      capexUsd: PROJECT_VALIDATION_KEYS.capexOutOfRange,
      debtShare: PROJECT_VALIDATION_KEYS.debtShareOutOfRange,
    });
    const { capacityMw: _missing, ...withoutCapacity } = plainProject();
    expect(projectModelFieldErrors(withoutCapacity)).toEqual({
      capacityMw: PROJECT_VALIDATION_KEYS.notANumber,
    });
    const error = (() => {
      try {
        return evaluateProject(plainProject({ capexUsd: -5 }));
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(ProjectModelInputError);
    expect((error as ProjectModelInputError).fieldErrors).toEqual({
      capexUsd: PROJECT_VALIDATION_KEYS.capexOutOfRange,
    });
  });

  it('evaluates without throwing through tryEvaluateProject: the result, or why there is none', () => {
    expect(tryEvaluateProject(plainProject())).toEqual({
      result: evaluateProject(plainProject()),
      fieldErrors: null,
    });
    expect(
      tryEvaluateProject(plainProject({ electricalEfficiency: 1e-300, gasPriceUsdPerMmbtu: 1e4 })),
    ).toEqual({
      result: null,
      fieldErrors: {
        electricalEfficiency: PROJECT_VALIDATION_KEYS.efficiencyOutOfRange,
        gasPriceUsdPerMmbtu: PROJECT_VALIDATION_KEYS.gasPriceOutOfRange,
      },
    });
  });

  it('reads stored inputs back whatever their bounds, but only finite numbers', () => {
    const old = plainProject({ gasLhvMjPerM3: 5e-324, lifetimeYears: 80, tariffEscalation: 0.5 });
    expect(storedProjectModelInputsSchema.parse(old)).toEqual(old);
    expect(projectModelInputsSchema.safeParse(old).success).toBe(false);
    for (const bad of [Number.NaN, Number.POSITIVE_INFINITY, '36']) {
      expect(storedProjectModelInputsSchema.safeParse({ ...old, gasLhvMjPerM3: bad }).success).toBe(false);
    }
    const { capexUsd: _missing, ...withoutCapex } = old;
    expect(storedProjectModelInputsSchema.safeParse(withoutCapex).success).toBe(false);
  });

  it('accepts a tenor of 0 without debt, whatever the lifetime', () => {
    expect(projectModelInputsSchema.safeParse(plainProject({ debtTenorYears: 0 })).success).toBe(true);
    expect(projectModelInputsSchema.safeParse(plainProject({ debtTenorYears: 30 })).success).toBe(true);
  });

  it('refuses a construction period of 4 years, and shares that do not match it or sum to 100 %', () => {
    const K = PROJECT_VALIDATION_KEYS;
    expect(projectModelFieldErrors({ ...plainProject(), constructionYears: 4 })).toEqual({
      constructionYears: K.constructionYearsOutOfRange,
    });
    expect(projectModelFieldErrors({ ...plainProject(), constructionYears: 1.5 })).toEqual({
      constructionYears: K.constructionYearsOutOfRange,
    });
    expect(
      projectModelFieldErrors({
        ...plainProject(),
        constructionYears: 2,
        constructionCapexShares: [0.6, 0.5],
      }),
    ).toEqual({ constructionCapexShares: K.constructionSharesSum });
    expect(
      projectModelFieldErrors({
        ...plainProject(),
        constructionYears: 3,
        constructionCapexShares: [0.5, 0.5],
      }),
    ).toEqual({ constructionCapexShares: K.constructionSharesCount });
    expect(
      projectModelFieldErrors({
        ...plainProject(),
        constructionYears: 2,
        constructionCapexShares: [1.5, -0.5],
      }),
    ).toEqual({ constructionCapexShares: K.constructionShareOutOfRange });
    expect(projectModelFieldErrors({ ...plainProject(), constructionCapexShares: [1] })).toEqual({
      constructionCapexShares: K.constructionSharesCount,
    });
    // Shares typed as percentages to two decimals sum to 100 % within rounding.
    expect(
      projectModelFieldErrors({
        ...plainProject(),
        constructionYears: 3,
        constructionCapexShares: [0.3333, 0.3333, 0.3334],
      }),
    ).toEqual({});
    expect(() => evaluateProject({ ...plainProject(), constructionYears: 4 })).toThrow(
      ProjectModelInputError,
    );
  });

  it('uses only message keys of the projects.validation namespace', () => {
    expect(
      Object.values(PROJECT_VALIDATION_KEYS).every((key) => /^projects\.validation\.\w+$/.test(key)),
    ).toBe(true);
  });
});

describe('gasDeclineFromSeries', () => {
  it('fits an exponential decline to the yearly volumes, by least squares on their logarithm', () => {
    // 100, 90, 81: ln V falls by ln 0.9 a year exactly, so the decline is 1 − 0.9 = 10 %.
    expect(
      gasDeclineFromSeries([
        { year: 2020, volumeM3: 100 },
        { year: 2021, volumeM3: 90 },
        { year: 2022, volumeM3: 81 },
      ])?.rate,
    ).toBeCloseTo(0.1, 12);
    /*
     * A field that swings: 63, 40, 30, 25 million m³ in 2021–2024.
     *   ln V = 17.95865, 17.50439, 17.21671, 17.03439; mean 17.42853; years − 2022.5 = −1.5, −0.5, 0.5, 1.5
     *   b = (−1.5 × 0.53012 − 0.5 × 0.07586 + 0.5 × (−0.21182) + 1.5 × (−0.39415)) / 5 = −1.53023 / 5
     *     = −0.306046;  decline = 1 − e^−0.306046 = 26.3647 %
     */
    const fit = gasDeclineFromSeries([
      { year: 2021, volumeM3: 63e6 },
      { year: 2022, volumeM3: 40e6 },
      { year: 2023, volumeM3: 30e6 },
      { year: 2024, volumeM3: 25e6 },
    ]);
    expect(fit).toMatchObject({ fromYear: 2021, toYear: 2024, years: 4 });
    expectWithin01Percent(fit?.rate ?? null, 0.263647);
  });

  it('adds the flares of one year, leaves out years without gas, and needs three years', () => {
    const two = [
      { year: 2023, volumeM3: 10 },
      { year: 2024, volumeM3: 5 },
    ];
    expect(gasDeclineFromSeries(two)).toBeNull();
    expect(gasDeclineFromSeries([...two, { year: 2022, volumeM3: 0 }])).toBeNull();
    // Two flares in 2022 (12 + 8 = 20): 20, 10, 5 halves every year.
    expect(
      gasDeclineFromSeries([...two, { year: 2022, volumeM3: 12 }, { year: 2022, volumeM3: 8 }])?.rate,
    ).toBeCloseTo(0.5, 12);
  });

  it('fits several flares over the years they all have gas', () => {
    // The second flare is seen from 2023 only: over 2021–2024 the sum would jump in 2023. Over the
    // years both have gas (2023, 2024) there are too few; with a third year in common, 2022–2024:
    // 100 + 50, 90 + 45, 81 + 40.5 = 150, 135, 121.5 falls 10 % a year.
    const old = [
      { year: 2021, volumeM3: 110 },
      { year: 2022, volumeM3: 100 },
      { year: 2023, volumeM3: 90 },
      { year: 2024, volumeM3: 81 },
    ];
    expect(
      gasDeclineFromFlares([
        old,
        [
          { year: 2023, volumeM3: 45 },
          { year: 2024, volumeM3: 40.5 },
        ],
      ]),
    ).toBeNull();
    const fit = gasDeclineFromFlares([
      old,
      [
        { year: 2022, volumeM3: 50 },
        { year: 2023, volumeM3: 45 },
        { year: 2024, volumeM3: 40.5 },
      ],
    ]);
    expect(fit).toMatchObject({ fromYear: 2022, toYear: 2024, years: 3 });
    expect(fit?.rate).toBeCloseTo(0.1, 12);
  });

  it('assumes no growth, and no decline beyond its bound', () => {
    const rising = gasDeclineFromSeries([
      { year: 2018, volumeM3: 25e6 },
      { year: 2019, volumeM3: 63e6 },
      { year: 2020, volumeM3: 40e6 },
      { year: 2021, volumeM3: 30e6 },
    ]);
    // b = 0.0463547 / 5 = 0.0092709: the gas grew 0.93 % a year; the default is a plateau.
    expectWithin01Percent(rising?.fittedRate ?? null, -0.009314);
    expect(rising?.rate).toBe(0);
    const collapsing = gasDeclineFromSeries([
      { year: 2022, volumeM3: 1000 },
      { year: 2023, volumeM3: 100 },
      { year: 2024, volumeM3: 10 },
    ]);
    expect(collapsing?.fittedRate).toBeCloseTo(0.9, 12);
    expect(collapsing?.rate).toBe(0.5);
  });
});

describe('sensitivity', () => {
  const inputs = defaultProjectInputs({
    technology: 'reciprocating_engine',
    capacityMw: 5,
    gasLhvMjPerM3: 36,
  });

  it('gives NPV and IRR at −20 % and +20 % of each variable, widest swing first', () => {
    const result = sensitivity(inputs);
    const base = evaluateProject(inputs);
    expect(result.base).toEqual({ npv: base.npv, irr: base.irr });
    expect(result.rows.map((row) => row.variable).sort()).toEqual([...SENSITIVITY_VARIABLES].sort());
    const swings = result.rows.map((row) => Math.abs(row.high.npv - row.low.npv));
    expect(swings).toEqual([...swings].sort((a, b) => b - a));
    const tariff = result.rows.find((row) => row.variable === 'tariffUsdPerMwh');
    expect(tariff?.low.value).toBeCloseTo(inputs.tariffUsdPerMwh * 0.8, 9);
    expect(tariff?.low.npv).toBeCloseTo(evaluateProject({ ...inputs, tariffUsdPerMwh: 64 }).npv, 3);
    expect(tariff?.high.npv ?? 0).toBeGreaterThan(base.npv);
    const capex = result.rows.find((row) => row.variable === 'capexUsd');
    expect(capex?.high.npv ?? 0).toBeLessThan(base.npv);
    expect(capex?.high.irr ?? 1).toBeLessThan(base.irr ?? 0);
  });

  it('keeps a varied input inside its domain', () => {
    const result = sensitivity({ ...inputs, capacityFactor: 0.9 }, { delta: 0.5 });
    const capacityFactor = result.rows.find((row) => row.variable === 'capacityFactor');
    expect(capacityFactor?.high.value).toBe(1);
    expect(capacityFactor?.low.value).toBeCloseTo(0.45, 9);
  });

  it('refuses a delta outside (0, 1)', () => {
    expect(() => sensitivity(inputs, { delta: 0 })).toThrow(
      PROJECT_VALIDATION_KEYS.sensitivityDeltaOutOfRange,
    );
    expect(() => sensitivity(inputs, { delta: 1 })).toThrow(RangeError);
  });
});

describe('defaults', () => {
  it('gives every technology valid inputs with a source', () => {
    for (const technology of TECHNOLOGY_IDS) {
      const inputs = defaultProjectInputs({ technology, capacityMw: 2, gasLhvMjPerM3: 36 });
      expect(projectModelFieldErrors(inputs)).toEqual({});
      expect(inputs.capexUsd).toBe(capexUsdPerKwOf(technology, 2) * 2000);
      expect(TECHNOLOGIES[technology].source.length).toBeGreaterThan(20);
      expect(TECHNOLOGIES[technology].costSource).toMatch(/EPA/);
      expect(TECHNOLOGIES[technology].costSourceEs).toMatch(/EPA/);
    }
  });

  /*
   * The capex cost curve (issue 26.7), a power law through the ends of the EPA CHP catalogue's tables:
   * - engines, 2,900 USD/kW at 0.1 MW and 1,430 at 9.3 MW: b = ln(1,430 / 2,900) / ln(93) = −0.70704 /
   *   4.53260 = −0.155990; at 2 MW, 2,900 × 20^−0.155990 = 2,900 × 0.626692 = 1,817.40 → 1,817
   * - gas turbines, 3,300 at 3 MW and 1,250 at 45 MW: b = ln(0.378788) / ln(15) = −0.358479; at 10 MW,
   *   3,300 × (10 / 3)^−0.358479 = 3,300 × 0.649470 = 2,143.25 → 2,143
   * - microturbines, 4,300 at 65 kW and 2,500 at 1 MW: at 0.5 MW, 2,868.58 → 2,869
   * and the end's cost outside the table: no extrapolation.
   */
  it('draws the capex per kW from a cost curve by size and technology', () => {
    expectWithin01Percent(capexUsdPerKwOf('reciprocating_engine', 2), 1817.4);
    expect(capexUsdPerKwOf('reciprocating_engine', 2)).toBe(1817);
    expect(capexUsdPerKwOf('gas_turbine', 10)).toBe(2143);
    expect(capexUsdPerKwOf('microturbine', 0.5)).toBe(2869);
    expect(capexUsdPerKwOf('reciprocating_engine', 0.05)).toBe(2900);
    expect(capexUsdPerKwOf('reciprocating_engine', 40)).toBe(1430);
    expect(capexUsdPerKwOf('gas_turbine', 1)).toBe(3300);
    // Smaller plants cost more per kW, for each technology.
    for (const technology of TECHNOLOGY_IDS) {
      expect(capexUsdPerKwOf(technology, 0.2)).toBeGreaterThanOrEqual(capexUsdPerKwOf(technology, 5));
    }
  });

  it('uses Argentina’s top corporate tax rate', () => {
    expect(DEFAULT_PROJECT_FINANCE.taxRate).toBe(0.35);
  });
});
