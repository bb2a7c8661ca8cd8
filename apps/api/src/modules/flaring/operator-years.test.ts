import { flaringContract } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, ok } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { refreshRollupsForFlares } from '../flaring-data/index.js';
import { runImport } from '../imports/index.js';

const SATELLITE = 'eog-vnf-catalog-2017-2024';

/**
 * Attribution by date (issue 20, decision 014). Expected values worked from the shipped files by hand:
 * produccion_neuquina_acumulada_2006_2026_area_empresa.csv gives each company's first and last month in an
 * area; a year goes to the company with the most months in it. AGUADA FEDERAL: Wintershall Energía
 * 2014-01…2019-08, Wintershall Dea 2019-09…2021-12, Vista Oil & Gas 2022-01…04, Vista Energy 2022-05…2026-04.
 * Wintershall Energía is Wintershall Dea's former name and Vista Oil & Gas Vista Energy's (company_aliases.csv,
 * decision 016): one company each, so 2017–2021 Wintershall Dea, 2022–2024 Vista Energy. CAÑADON AMARILLO:
 * YPF 2006-01…2025-06, Quintana from 2025-07: its flares, seen only in YPF's years, are filed under YPF.
 */
describe('flares attributed by date (the Secretaría’s history of each concession)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await buildTestApp({}, { seeded: true });
    token = (await buildSignedInUser(t.db, t.clock)).token;
  }, 60_000);
  afterAll(async () => t.close());

  // Signed in: a single flare's page is for signed-in users.
  const as = () => client(t).as(token);
  const DEA = { country: 'argentina', company: 'wintershall-dea-argentina-s-a' };
  const flaresOfField = (field: string) =>
    t.db
      .selectFrom('flares')
      .innerJoin('fields', 'fields.id', 'flares.field_id')
      .innerJoin('companies', 'companies.id', 'flares.company_id')
      .select(['flares.id', 'flares.name', 'flares.company_id', 'companies.slug as companySlug'])
      .where('fields.name', '=', field)
      .orderBy('flares.name')
      .execute();
  const satelliteOf = async (flareIds: string[], years: number[]) => {
    const row = await t.db
      .selectFrom('observations')
      .select((eb) => eb.fn.sum<number>('volume_m3').as('v'))
      .where('flare_id', 'in', flareIds)
      .where('year', 'in', years)
      .where('source_id', '=', SATELLITE)
      .executeTakeFirstOrThrow();
    return Number(row.v ?? 0);
  };

  it('shows on a flare who operated it each year, and the source that dates it', async () => {
    const [flare] = await flaresOfField('AGUADA FEDERAL');
    const body = await ok(
      as().call(flaringContract.flare, {
        params: { country: 'argentina', company: flare!.companySlug, name: flare!.name },
      }),
    );
    // The flare's company is the operator of its latest dated year with a volume (2024: Vista Energy).
    expect(body.company.slug).toBe('vista-energy-argentina-sau');
    const runs = body.flare.operatorsByYear.map((r) => [r.fromYear, r.toYear, r.company.name, r.sourceId]);
    const observed = body.series.filter((p) => p.sourceId === SATELLITE).map((p) => Number(p.period));
    const expected = [
      [2017, 2021, 'WINTERSHALL DEA ARGENTINA S.A'],
      [2022, 2024, 'VISTA ENERGY ARGENTINA SAU'],
    ]
      .map(([from, to, name]) => {
        const years = observed.filter((y) => y >= (from as number) && y <= (to as number));
        return years.length ? [Math.min(...years), Math.max(...years), name, 'ar-se-neuquina'] : null;
      })
      .filter((run) => run !== null);
    expect(runs).toEqual(expected);
  });

  it('gives Wintershall Dea its Aguada Federal flaring of 2017–2021, under its former name too, though it operates no flare today', async () => {
    const flares = await flaresOfField('AGUADA FEDERAL');
    const ids = flares.map((f) => f.id);
    const body = await ok(as().call(flaringContract.company, { params: DEA }));
    expect(body.company.aliases.map((a) => a.name)).toEqual(['WINTERSHALL ENERGIA S.A.']);
    const satellite = (year: number) => body.series.find((p) => p.year === year)?.satelliteM3 ?? null;
    for (const year of [2017, 2018, 2019, 2020, 2021]) {
      expect(satellite(year), String(year)).toBeCloseTo(await satelliteOf(ids, [year]), 0);
    }
    // 2017: 0.0111625 bcm, the EOG catalogue's Aguada Federal sites summed by hand.
    expect(satellite(2017)! / 1e9).toBeCloseTo(0.0111625, 6);
    expect(satellite(2022)).toBeNull();
    expect(body.summary.flareCount).toBeGreaterThan(0);
    // Its flare list holds only flares last seen in its years (filed under it), none flaring in 2024.
    const list = await ok(as().call(flaringContract.companyFlares, { params: DEA }));
    expect(list.items.every((f) => f.flaredM3 === 0 && (f.lastYear ?? 0) <= 2021)).toBe(true);
  });

  it('keeps a dated year with its company when the flare moves to another, and moves the rest', async () => {
    const [flare] = await flaresOfField('AGUADA FEDERAL');
    const other = await t.db
      .selectFrom('companies')
      .select('id')
      .where('slug', '=', 'ypf-s-a')
      .executeTakeFirstOrThrow();
    await t.db.updateTable('flares').set({ company_id: other.id }).where('id', '=', flare!.id).execute();
    await refreshRollupsForFlares(t.db, { flareIds: [flare!.id], formerCompanyIds: [flare!.company_id] });
    const companies = await t.db
      .selectFrom('flare_year_totals')
      .innerJoin('companies', 'companies.id', 'flare_year_totals.company_id')
      .select(['year', 'companies.slug'])
      .where('flare_id', '=', flare!.id)
      .orderBy('year')
      .execute();
    expect(companies.length).toBeGreaterThan(0);
    // Every observed year of this flare is dated by the Secretaría, so none follows the move.
    expect(companies.every((row) => row.slug !== 'ypf-s-a')).toBe(true);
    await t.db
      .updateTable('flares')
      .set({ company_id: flare!.company_id })
      .where('id', '=', flare!.id)
      .execute();
    await refreshRollupsForFlares(t.db, { flareIds: [flare!.id], formerCompanyIds: [other.id] });
  });

  it('files an operator’s import for a dated flare under each year’s company: 2024 to YPF, 2025 to Quintana', async () => {
    const flares = await flaresOfField('CAÑADON AMARILLO');
    const flare = flares.find((f) => f.companySlug === 'ypf-s-a')!;
    const csv = [
      'country,company,flare_name,period,volume_m3,confidence',
      `ARG,YPF S.A.,${flare.name},2024-12,1000000,measured`,
      `ARG,YPF S.A.,${flare.name},2025-01,2000000,measured`,
    ].join('\n');
    const result = await runImport(
      { db: t.db, dialect: t.config.database.dialect, clock: t.clock },
      {
        bytes: Buffer.from(csv),
        fileName: 'canadon-amarillo.csv',
        source: {
          source: 'Cañadón Amarillo flare meters',
          title: undefined,
          licence: undefined,
          url: undefined,
          publishedOn: undefined,
          sheet: undefined,
        },
        jobId: 'dated-import',
      },
      () => {},
    );
    const totals = await t.db
      .selectFrom('company_year_totals')
      .innerJoin('companies', 'companies.id', 'company_year_totals.company_id')
      .select(['companies.slug', 'year', 'volume_m3'])
      .where('source_id', '=', result.sourceId)
      .orderBy('year')
      .execute();
    expect(totals.map((r) => [r.slug, r.year, Number(r.volume_m3)])).toEqual([
      ['ypf-s-a', 2024, 1_000_000],
      ['quintana-e-and-p-argentina-s-r-l', 2025, 2_000_000],
    ]);
  });
});
