import { describe, expect, it } from 'vitest';
import type { ScreenedClusterResponse } from '@flarescope/shared';
import { carryTypedFields, stateFromCluster, type ProjectFormState } from './project-form-state';

/** A draft's state with only the fields a test reads (the rest as a cluster's draft has them). */
const draft = (fields: Partial<ProjectFormState>): ProjectFormState =>
  ({
    titleEn: '',
    titleEs: '',
    slug: '',
    summaryEn: '',
    summaryEs: '',
    descriptionEn: '',
    descriptionEs: '',
    technology: 'reciprocating_engine',
    gasAvailableM3PerDay: 0,
    fundingSoughtUsd: 0,
    model: {},
    carbonMethodology: 'none',
    canStopEarly: false,
    debtSizing: 'share',
    constructionShares: null,
    milestones: [],
    flares: [],
    declineFit: null,
    supplySource: { flares: [], survival: null },
    gatheringRadiusKm: 5,
    ...fields,
  }) as ProjectFormState;

const flare = (name: string) => ({ country: 'iraq', company: 'roo', name });

describe('a re-formed cluster keeps what the owner typed in its draft', () => {
  const before = draft({
    titleEn: 'Rumaila cluster gas to power',
    summaryEn: 'A 40 MW plant burning the gas of 6 flares within 5 km',
    fundingSoughtUsd: 52_000_000,
    model: { capacityMw: 40, tariffUsdPerMwh: 90, constructionYears: 2 },
    flares: [flare('a'), flare('b')],
    gasAvailableM3PerDay: 300_000,
    gatheringRadiusKm: 5,
  });
  const next = draft({
    titleEn: 'Rumaila cluster gas to power',
    summaryEn: 'A 12 MW plant burning the gas of 2 flares within 1 km',
    fundingSoughtUsd: 16_000_000,
    model: { capacityMw: 12, tariffUsdPerMwh: 90, constructionYears: 2 },
    flares: [flare('a')],
    gasAvailableM3PerDay: 90_000,
    gatheringRadiusKm: 1,
  });

  it('keeps the typed title, tariff, milestones and shares; the rest follows the new cluster', () => {
    const typed = {
      ...before,
      titleEn: 'Our plant at Rumaila',
      model: { ...before.model, tariffUsdPerMwh: 110 },
      milestones: [{ date: '2027-06-30', labelEn: 'Permit', labelEs: 'Permiso', isDone: false }],
      constructionShares: [60, 40],
    } as ProjectFormState;
    const carried = carryTypedFields(before, typed, next);
    expect(carried.titleEn).toBe('Our plant at Rumaila');
    expect(carried.model).toEqual({ capacityMw: 12, tariffUsdPerMwh: 110, constructionYears: 2 });
    expect(carried.milestones).toEqual(typed.milestones);
    expect(carried.constructionShares).toEqual([60, 40]);
    expect(carried.summaryEn).toBe(next.summaryEn);
    expect(carried.fundingSoughtUsd).toBe(16_000_000);
  });

  it("what the cluster decides is the new cluster's even if typed over: flares, pooled gas, radius", () => {
    const typed = { ...before, gasAvailableM3PerDay: 250_000 };
    const carried = carryTypedFields(before, typed, next);
    expect(carried.flares).toEqual([flare('a')]);
    expect(carried.gasAvailableM3PerDay).toBe(90_000);
    expect(carried.gatheringRadiusKm).toBe(1);
  });

  it('untouched, the draft is the new cluster’s own', () => {
    expect(carryTypedFields(before, before, next)).toEqual(next);
  });

  it('typed construction shares go when the construction years change with the new cluster', () => {
    const typed = { ...before, constructionShares: [70, 30] } as ProjectFormState;
    const longer = { ...next, model: { ...next.model, constructionYears: 3 } };
    expect(carryTypedFields(before, typed, longer).constructionShares).toBeNull();
  });
});

describe("a cluster's draft", () => {
  const member = (name: string, fieldName: string | null, latitude: number, m3PerDay: number) => ({
    name,
    fieldName,
    countrySlug: 'argentina',
    countryNameEn: 'Argentina',
    countryNameEs: 'Argentina',
    companySlug: 'andes-gas',
    companyName: 'Andes Gas',
    isUnattributed: false,
    latitude,
    longitude: -68,
    m3PerDay,
    share: 0,
    km: 0,
    lhvMjPerM3: 35.68,
    hhvMjPerM3: 39.6,
    period: '2024',
    series: [{ year: 2024, flaredM3: m3PerDay * 366 }],
    detectionFrequency: null,
  });
  const cluster = (anchorField: string | null): ScreenedClusterResponse => ({
    radiusKm: 5,
    members: [member('loma-alta-00012', anchorField, -38, 30_000), member('pad-b', null, -38.02, 20_000)],
    survival: null,
  });

  it("is titled after its anchor's field (capitals as a person writes them), else the flare", () => {
    expect(stateFromCluster(cluster('LOMA ALTA')).titleEn).toBe('Loma Alta cluster gas to power');
    expect(stateFromCluster(cluster('LOMA ALTA')).titleEs).toBe('Agrupación Loma Alta: gas a energía');
    expect(stateFromCluster(cluster(null)).titleEn).toBe('loma-alta-00012 cluster gas to power');
    expect(stateFromCluster(cluster('LOMA ALTA')).summaryEn).toContain('flare loma-alta-00012 (Andes Gas)');
  });
});
