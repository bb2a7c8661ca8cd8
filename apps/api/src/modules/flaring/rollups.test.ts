import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { readDataVersion, refreshRollupsForFlares } from '../flaring-data/index.js';

const SATELLITE = 'eog-vnf-catalog-2017-2024';

describe('flaring roll-ups', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { seeded: true });
  }, 60_000);
  afterAll(async () => t.close());

  const observedSum = async (iso3: string, year: number) => {
    const row = await t.db
      .selectFrom('observations')
      .innerJoin('flares', 'flares.id', 'observations.flare_id')
      .select((eb) => [
        eb.fn.sum<number>('observations.volume_m3').as('volume'),
        eb.fn.countAll<number>().as('observed'),
      ])
      .where('flares.country_iso3', '=', iso3)
      .where('observations.year', '=', year)
      .where('observations.source_id', '=', SATELLITE)
      .executeTakeFirstOrThrow();
    return { volume: Number(row.volume), observed: Number(row.observed) };
  };

  const countryTotal = (iso3: string, year: number) =>
    t.db
      .selectFrom('country_year_totals')
      .selectAll()
      .where('country_iso3', '=', iso3)
      .where('year', '=', year)
      .where('source_id', '=', SATELLITE)
      .executeTakeFirstOrThrow();

  it('are built by the seed: a country-year equals the sum of its flares’ observations', async () => {
    const total = await countryTotal('VEN', 2024);
    const expected = await observedSum('VEN', 2024);
    expect(total.volume_m3).toBeCloseTo(expected.volume, 0);
    expect(Number(total.observed_flares)).toBe(expected.observed);
    expect(Number(total.active_flares)).toBeGreaterThan(0);
    expect(total.last_period).toBe('2024');
    expect(await readDataVersion(t.db)).toMatch(/^seed:/);
  });

  it('sum to the same world total by company and by country', async () => {
    const sum = async (table: 'company_year_totals' | 'country_year_totals') => {
      const row = await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.sum<number>('volume_m3').as('v'))
        .where('year', '=', 2023)
        .where('source_id', '=', SATELLITE)
        .executeTakeFirstOrThrow();
      return Number(row.v);
    };
    expect(await sum('company_year_totals')).toBeCloseTo(await sum('country_year_totals'), 0);
    expect((await sum('country_year_totals')) / 1e9).toBeGreaterThan(120);
  });

  it('follow a changed observation and a flare moved to another company', async () => {
    const flare = await t.db
      .selectFrom('flares')
      .innerJoin('observations', 'observations.flare_id', 'flares.id')
      .select(['flares.id', 'flares.company_id', 'observations.volume_m3'])
      .where('flares.country_iso3', '=', 'ARG')
      .where('observations.year', '=', 2024)
      .where('observations.volume_m3', '>', 0)
      // A flare no source dates (a dated year stays with its company: operator-years.test.ts).
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('flare_operator_years')
              .select('flare_id')
              .whereRef('flare_operator_years.flare_id', '=', 'flares.id'),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    const before = await countryTotal('ARG', 2024);
    await t.db
      .updateTable('observations')
      .set({ volume_m3: flare.volume_m3 + 1_000_000 })
      .where('flare_id', '=', flare.id)
      .where('year', '=', 2024)
      .execute();
    const other = await t.db
      .selectFrom('companies')
      .select('id')
      .where('country_iso3', '=', 'ARG')
      .where('id', '!=', flare.company_id)
      .executeTakeFirstOrThrow();
    await t.db.updateTable('flares').set({ company_id: other.id }).where('id', '=', flare.id).execute();

    await refreshRollupsForFlares(t.db, { flareIds: [flare.id], formerCompanyIds: [flare.company_id] });

    expect((await countryTotal('ARG', 2024)).volume_m3).toBeCloseTo(before.volume_m3 + 1_000_000, 0);
    const moved = await t.db
      .selectFrom('company_year_totals')
      .select('volume_m3')
      .where('company_id', '=', other.id)
      .where('year', '=', 2024)
      .executeTakeFirstOrThrow();
    expect(moved.volume_m3).toBeGreaterThanOrEqual(flare.volume_m3 + 1_000_000);
    const leftBehind = await t.db
      .selectFrom('flare_year_totals')
      .select('flare_id')
      .where('company_id', '=', flare.company_id)
      .where('flare_id', '=', flare.id)
      .execute();
    expect(leftBehind).toEqual([]);
  });
});
