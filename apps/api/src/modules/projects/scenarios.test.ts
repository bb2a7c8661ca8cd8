import {
  defaultProjectInputs,
  evaluateProject,
  projectsContract,
  scenariosContract,
  type ProjectModelInputs,
  type RouteQuery,
} from '@flarescope/shared';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser, countRows } from '../../testing/factories.js';
import { buildProject } from '../../testing/project-factory.js';

/**
 * Scenarios side by side (issue 26, item 8): the owner's side saves, edits and deletes them; whoever
 * reads the financials reads them; each is the project's inputs with its overrides, run by the model.
 */

/** The inputs of buildProject's project (10 MW of engines, 100 000 m³/d of gas, its capex of 20 M$). */
const BASE: ProjectModelInputs = {
  ...defaultProjectInputs({ technology: 'reciprocating_engine', capacityMw: 10, gasLhvMjPerM3: 36 }),
  capexUsd: 20_000_000,
  gasAvailableM3PerDay: 100_000,
};

describe('project scenarios (/api/projects/:project/scenarios)', () => {
  let t: TestApp;
  const as = (caller: Caller) => client(t).as(caller);
  const list = (token: string | null, slug: string) =>
    as(token).call(scenariosContract.getScenarios, { params: { project: slug } });
  // Bad scenarios are sent on purpose: the body is what a client could send, not what the route types.
  const create = (token: string | null, slug: string, payload: object) =>
    as(token).call(scenariosContract.postScenarios, { params: { project: slug }, body: payload as never });
  const update = (token: string, slug: string, id: string, payload: object) =>
    as(token).call(scenariosContract.putScenariosByScenario, {
      params: { project: slug, scenario: id },
      body: payload as never,
    });
  const remove = (token: string, slug: string, id: string) =>
    as(token).call(scenariosContract.deleteScenariosByScenario, { params: { project: slug, scenario: id } });
  const cashFlows = (token: string, slug: string, query: RouteQuery<typeof projectsContract.getCashFlows>) =>
    as(token).call(projectsContract.getCashFlows, { params: { project: slug }, query });
  const count = () => countRows(t.db, 'project_scenarios');

  let owner: Awaited<ReturnType<typeof buildSignedInUser>>;
  let investor: Awaited<ReturnType<typeof buildSignedInUser>>;
  let stranger: Awaited<ReturnType<typeof buildSignedInUser>>;
  let admin: Awaited<ReturnType<typeof buildSignedInUser>>;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = await buildSignedInUser(t.db, t.clock);
    investor = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
    stranger = await buildSignedInUser(t.db, t.clock);
    admin = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
  }, 60_000);
  afterAll(async () => t.close());

  it('saves the owner’s scenarios and shows them, with the model’s figures, beside the base', async () => {
    const { slug } = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
    const lowGas = await create(owner.token, slug, {
      name: 'Low gas',
      overrides: { gasAvailableM3PerDay: 60_000, gasDeclineRate: 0.05 },
    });
    expect(lowGas.statusCode).toBe(201);
    const highCarbon = await create(owner.token, slug, {
      name: 'High carbon',
      overrides: { carbonPriceUsdPerTonne: 10, carbonShareSold: 0.9 },
    });
    expect(highCarbon.statusCode).toBe(201);

    const listed = await list(investor.token, slug);
    expect(listed.statusCode).toBe(200);
    const body = listed.json();
    expect(body.can.edit).toBe(false);
    const base = evaluateProject(BASE);
    expect(body.base?.npv).toBeCloseTo(base.npv, 6);
    expect(body.base?.irr).toBeCloseTo(base.irr ?? Number.NaN, 12);
    expect(body.items.map((item) => item.name)).toEqual(['Low gas', 'High carbon']);
    // Each scenario is the model on the project's inputs with its overrides, worked independently here.
    const low = evaluateProject({ ...BASE, gasAvailableM3PerDay: 60_000, gasDeclineRate: 0.05 });
    const carbon = evaluateProject({ ...BASE, carbonPriceUsdPerTonne: 10, carbonShareSold: 0.9 });
    const [lowItem, carbonItem] = body.items;
    expect(lowItem?.figures?.npv).toBeCloseTo(low.npv, 6);
    expect(lowItem?.figures?.minDscr).toBeCloseTo(low.minDscr ?? Number.NaN, 12);
    expect(carbonItem?.figures?.npv).toBeCloseTo(carbon.npv, 6);
    expect(carbonItem?.figures?.equityIrr).toBeCloseTo(carbon.equityIrr ?? Number.NaN, 12);
    // Less gas earns less, carbon revenue more: the scenarios differ from the base as they should.
    expect(low.npv).toBeLessThan(base.npv);
    expect(carbon.npv).toBeGreaterThan(base.npv);
    expect((await list(owner.token, slug)).json().can.edit).toBe(true);
  });

  it('follows the project: a scenario is re-run on the project’s current inputs', async () => {
    const project = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
    const created = await create(owner.token, project.slug, {
      name: 'Cheap gas',
      overrides: { gasPriceUsdPerMmbtu: 1 },
    });
    const changed = { ...JSON.parse(project.model_inputs), tariffUsdPerMwh: 95 };
    await t.db
      .updateTable('projects')
      .set({ model_inputs: JSON.stringify(changed) })
      .where('id', '=', project.id)
      .execute();
    const [item] = (await list(owner.token, project.slug)).json().items;
    expect(item?.id).toBe(created.json().scenario.id);
    expect(item?.figures?.npv).toBeCloseTo(
      evaluateProject({ ...BASE, tariffUsdPerMwh: 95, gasPriceUsdPerMmbtu: 1 }).npv,
      6,
    );
  });

  it('refuses visitors, strangers and investors as the financials do; only the owner’s side writes', async () => {
    const { slug } = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
    const draft = await buildProject(t.db, t.clock, { ownerId: owner.user.id, isPublished: false });
    const made = await create(owner.token, slug, { name: 'Base copy', overrides: {} });
    const id = made.json().scenario.id;
    const code = (response: { statusCode: number; error: () => { code: string } }) =>
      `${response.statusCode} ${response.error().code}`;
    const before = await count();

    expect(code(await list(null, slug))).toBe('401 unauthenticated');
    expect(code(await list(stranger.token, slug))).toBe('403 no_project_access');
    expect(code(await list(investor.token, draft.slug))).toBe('404 not_found');
    expect(code(await list(investor.token, 'no-such-project'))).toBe('404 not_found');

    const body = { name: 'Investor’s own', overrides: { tariffUsdPerMwh: 120 } };
    expect(code(await create(null, slug, body))).toBe('401 unauthenticated');
    expect(code(await create(investor.token, slug, body))).toBe('403 forbidden');
    expect(code(await update(investor.token, slug, id, body))).toBe('403 forbidden');
    expect(code(await remove(investor.token, slug, id))).toBe('403 forbidden');
    expect(code(await update(stranger.token, slug, id, body))).toBe('403 no_project_access');
    expect(code(await remove(stranger.token, slug, id))).toBe('403 no_project_access');
    expect(code(await create(investor.token, draft.slug, body))).toBe('404 not_found');
    // A scenario of another project is not found through this one.
    const other = await buildProject(t.db, t.clock, { ownerId: stranger.user.id });
    expect(code(await remove(stranger.token, other.slug, id))).toBe('404 not_found');
    expect(code(await update(stranger.token, other.slug, id, body))).toBe('404 not_found');
    expect(await count()).toBe(before);

    // Administrators edit any project's scenarios, drafts included.
    expect((await update(admin.token, slug, id, body)).statusCode).toBe(200);
    expect((await create(admin.token, draft.slug, body)).statusCode).toBe(201);
  });

  it('refuses bad input with translated field errors and saves nothing', async () => {
    const { slug } = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
    expect(
      (await create(owner.token, slug, { name: 'Low gas', overrides: { gasDeclineRate: 0.1 } })).statusCode,
    ).toBe(201);
    const before = await count();
    const fieldsOf = async (payload: object) => {
      const response = await create(owner.token, slug, payload);
      expect(response.statusCode).toBe(400);
      expect(response.error().code).toBe('validation_failed');
      return response.error().fields as Record<string, string>;
    };
    expect(await fieldsOf({ name: ' low GAS ', overrides: {} })).toEqual({
      name: 'projects.scenarios.nameTaken',
    });
    expect(await fieldsOf({ name: '', overrides: {} })).toEqual({ name: 'validation.required' });
    expect(await fieldsOf({ name: 'x'.repeat(81), overrides: {} })).toEqual({ name: 'validation.too_long' });
    expect(await fieldsOf({ name: 'Wet', overrides: { capacityFactor: 1.5 } })).toEqual({
      'overrides.capacityFactor': 'projects.validation.capacityFactorOutOfRange',
    });
    expect(await fieldsOf({ name: 'Wet', overrides: { capacityFactor: 'high' } })).toEqual({
      'overrides.capacityFactor': 'projects.validation.notANumber',
    });
    expect(await fieldsOf({ name: 'Odd', overrides: { ownerId: 'me' } })).toEqual({
      'overrides.ownerId': 'validation.unknown_field',
    });
    // The whole set is judged: a lifetime shorter than the project's 8-year debt tenor is refused.
    expect(await fieldsOf({ name: 'Short life', overrides: { lifetimeYears: 5 } })).toEqual({
      'overrides.debtTenorYears': 'projects.validation.debtTenorBeyondLifetime',
    });
    // A construction period of 4 years, or shares that do not add up to 100 % (issue 26.6).
    expect(await fieldsOf({ name: 'Slow build', overrides: { constructionYears: 4 } })).toEqual({
      'overrides.constructionYears': 'projects.validation.constructionYearsOutOfRange',
    });
    expect(
      await fieldsOf({
        name: 'Slow build',
        overrides: { constructionYears: 2, constructionCapexShares: [0.7, 0.7] },
      }),
    ).toEqual({ 'overrides.constructionCapexShares': 'projects.validation.constructionSharesSum' });
    expect(await count()).toBe(before);
  });

  it('shows a scenario built over two years with its construction years and interest', async () => {
    const { slug } = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
    const built = await create(owner.token, slug, {
      name: 'Two-year build',
      overrides: { constructionYears: 2 },
    });
    expect(built.statusCode).toBe(201);
    const body = (await list(owner.token, slug)).json();
    const expected = evaluateProject({ ...BASE, constructionYears: 2 });
    const figures = body.items[0]?.figures;
    expect(figures?.constructionYears).toBe(2);
    expect(figures?.idcUsd).toBeCloseTo(expected.idcUsd, 4);
    expect(figures?.npv).toBeCloseTo(expected.npv, 6);
    expect(body.base?.constructionYears).toBe(evaluateProject(BASE).constructionYears);
  });

  it('renames and deletes; a second delete is not found; 12 at most', async () => {
    const { slug } = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
    const a = (await create(owner.token, slug, { name: 'A', overrides: {} })).json().scenario.id;
    await create(owner.token, slug, { name: 'B', overrides: {} });
    const renamed = await update(owner.token, slug, a, {
      name: 'A prime',
      overrides: { tariffUsdPerMwh: 90 },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().scenario).toMatchObject({ name: 'A prime', overrides: { tariffUsdPerMwh: 90 } });
    const clash = await update(owner.token, slug, a, { name: 'b', overrides: {} });
    expect(clash.error().fields).toEqual({ name: 'projects.scenarios.nameTaken' });
    // Keeping its own name is no clash.
    expect((await update(owner.token, slug, a, { name: 'A PRIME', overrides: {} })).statusCode).toBe(200);
    expect((await remove(owner.token, slug, a)).statusCode).toBe(204);
    expect((await remove(owner.token, slug, a)).statusCode).toBe(404);
    expect((await update(owner.token, slug, 'not-a-uuid', { name: 'x', overrides: {} })).statusCode).toBe(
      400,
    );
    for (let i = 0; i < 11; i += 1) {
      expect((await create(owner.token, slug, { name: `S${i}`, overrides: {} })).statusCode).toBe(201);
    }
    const full = await create(owner.token, slug, { name: 'One more', overrides: {} });
    expect(full.error().fields).toEqual({ name: 'projects.scenarios.tooMany' });
  });

  it('goes with its project', async () => {
    const project = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
    await create(owner.token, project.slug, { name: 'Gone', overrides: {} });
    await t.db.deleteFrom('projects').where('id', '=', project.id).execute();
    const left = await t.db
      .selectFrom('project_scenarios')
      .select('id')
      .where('project_id', '=', project.id)
      .execute();
    expect(left).toEqual([]);
  });

  describe('the cash-flow download', () => {
    it('gives a scenario’s cash flows with ?scenario=, and every scenario in the workbook', async () => {
      const { slug } = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
      const id = (
        await create(owner.token, slug, {
          name: 'High carbon',
          overrides: { carbonPriceUsdPerTonne: 10, carbonShareSold: 0.9 },
        })
      ).json().scenario.id;
      const carbon = evaluateProject({ ...BASE, carbonPriceUsdPerTonne: 10, carbonShareSold: 0.9 });

      const csv = await cashFlows(investor.token, slug, { format: 'csv', scenario: id });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-disposition']).toContain(`${slug}-high-carbon-cash-flows`);
      const lines = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split(/\r?\n/);
      const header = lines[0]?.split(',') ?? [];
      const year1 = lines[2]?.split(',').map(Number) ?? [];
      const column = (name: string) => year1[header.indexOf(name)];
      expect(column('Carbon revenue (USD)')).toBeCloseTo(carbon.yearly[1]?.carbonRevenueUsd ?? Number.NaN, 2);
      expect(column('Cash flow to project (USD)')).toBeCloseTo(carbon.yearly[1]?.projectCashFlowUsd ?? 0, 2);
      expect(column('Cash flow to equity (USD)')).toBeCloseTo(carbon.yearly[1]?.equityCashFlowUsd ?? 0, 2);
      expect(column('Tax (USD)')).toBeCloseTo(carbon.yearly[1]?.taxUsd ?? 0, 2);
      expect(column('Tax without the interest shield (USD)')).toBeCloseTo(
        carbon.yearly[1]?.unleveredTaxUsd ?? 0,
        2,
      );

      const xlsx = await cashFlows(investor.token, slug, { format: 'xlsx', lang: 'es' });
      expect(xlsx.statusCode).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
        'Flujos de caja',
        'Supuestos del modelo',
        'Escenarios lado a lado',
        'Flujos de caja por escenario',
        'Supuestos por escenario',
      ]);
      const side = workbook.getWorksheet('Escenarios lado a lado');
      expect(side?.getRow(2).getCell(1).value).toBe('Base (el proyecto tal como se guardó)');
      expect(side?.getRow(3).getCell(1).value).toBe('High carbon');
      expect(Number(side?.getRow(3).getCell(2).value)).toBeCloseTo(carbon.npv, 2);
      const inputs = workbook.getWorksheet('Supuestos por escenario');
      const changed: string[] = [];
      inputs?.eachRow((row) => {
        if (row.getCell(5).value === 'sí')
          changed.push(`${String(row.getCell(1).value)} ${String(row.getCell(2).value)}`);
      });
      expect(changed).toEqual(['High carbon carbonPriceUsdPerTonne', 'High carbon carbonShareSold']);

      expect((await cashFlows(investor.token, slug, { scenario: crypto.randomUUID() })).statusCode).toBe(404);
      expect((await cashFlows(investor.token, slug, { scenario: 'nope' })).statusCode).toBe(400);
      expect((await cashFlows(stranger.token, slug, { scenario: id })).statusCode).toBe(403);
    });
  });
});
