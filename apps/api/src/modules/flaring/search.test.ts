import { flaringContract, type SearchResponse } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, ok, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';

type Result = SearchResponse['results'][number];

/**
 * GET /api/flaring/search on the shipped real data: places (countries, basins, provinces, fields) as
 * well as companies and flares, accents ignored, the same answer for visitors and signed-in users.
 * Expected names and counts are read here from the fields table, not from the search's own code.
 */
describe('GET /api/flaring/search on the shipped data', () => {
  let t: TestApp;
  let user: string;

  const searchAs = (caller: Caller, query: { q: string; limit?: number }) =>
    client(t).as(caller).call(flaringContract.search, { query });
  const search = async (q: string, token?: string): Promise<Result[]> =>
    (await ok(searchAs(token ?? null, { q }))).results;
  const ofKind = (results: Result[], kind: Result['kind']) => results.filter((r) => r.kind === kind);

  beforeAll(async () => {
    t = await buildTestApp({}, { seeded: true });
    user = (await buildSignedInUser(t.db, t.clock)).token;
  }, 120_000);
  afterAll(async () => t.close());

  it('finds countries and companies without regard to accents or case', async () => {
    const colombia = await search('COLÓMBIA');
    expect(colombia[0]).toMatchObject({ kind: 'country', label: 'Colombia' });
    expect(await search('ypf')).toContainEqual(
      expect.objectContaining({ kind: 'company', companySlug: 'ypf-s-a' }),
    );
  });

  it('finds a field (concession) by name, leading to its operator, whose view lists the field', async () => {
    const field = await t.db
      .selectFrom('fields')
      .innerJoin('companies', 'companies.id', 'fields.company_id')
      .select([
        'fields.slug',
        'fields.name',
        'companies.slug as companySlug',
        'companies.name as companyName',
      ])
      .where('fields.name', '=', 'LOMA CAMPANA')
      .executeTakeFirstOrThrow();
    const results = await search('Loma Campana');
    expect(ofKind(results, 'field')[0]).toEqual({
      kind: 'field',
      label: 'LOMA CAMPANA',
      labelEs: 'LOMA CAMPANA',
      country: expect.objectContaining({ slug: 'argentina' }),
      companySlug: field.companySlug,
      companyName: field.companyName,
      fieldSlug: field.slug,
      fieldCount: null,
      flareName: null,
      matched: null,
    });
    // Where the result leads: the operator's view, whose fields table holds the field.
    const company = await client(t)
      .as(null)
      .call(flaringContract.company, { params: { country: 'argentina', company: field.companySlug } });
    expect(company.json().fields.map((f) => f.slug)).toContain(field.slug);
  });

  it('ignores accents in field names both ways (CAÑADON AMARILLO = canadon amarillo)', async () => {
    const plain = ofKind(await search('canadon amarillo'), 'field');
    expect(plain.map((r) => r.label)).toContain('CAÑADON AMARILLO');
    expect(ofKind(await search('CAÑADÓN AMARILLO'), 'field')).toEqual(plain);
  });

  it('finds a basin with the number of fields in it, by its name or the formation it holds', async () => {
    const inBasin = await t.db
      .selectFrom('fields')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('basin', '=', 'Neuquina')
      .executeTakeFirstOrThrow();
    const basin = ofKind(await search('neuquina'), 'basin');
    expect(basin).toEqual([
      expect.objectContaining({
        label: 'Neuquina',
        country: expect.objectContaining({ slug: 'argentina' }),
        fieldCount: Number(inBasin.n),
        matched: null,
      }),
    ]);
    const vacaMuerta = await search('vaca muerta');
    expect(ofKind(vacaMuerta, 'basin')).toEqual([
      expect.objectContaining({ label: 'Neuquina', matched: 'Vaca Muerta', fieldCount: Number(inBasin.n) }),
    ]);
    // By its English name (Neuquén basin) it is found without comment.
    expect(ofKind(await search('neuquen'), 'basin')).toEqual([
      expect.objectContaining({ label: 'Neuquina', matched: null }),
    ]);
    // The operator of that name in the concession data is found too.
    expect(ofKind(vacaMuerta, 'company').map((r) => r.label)).toContain('VACA MUERTA INVERSIONES SAU');
  });

  it('finds a province with the number of fields in it, accents ignored (Neuquén = neuquen)', async () => {
    const inProvince = await t.db
      .selectFrom('fields')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('province', '=', 'Neuquén')
      .executeTakeFirstOrThrow();
    expect(Number(inProvince.n)).toBeGreaterThan(0);
    const accented = await search('Neuquén');
    expect(ofKind(accented, 'province')).toEqual([
      expect.objectContaining({ label: 'Neuquén', fieldCount: Number(inProvince.n) }),
    ]);
    expect(await search('neuquen')).toEqual(accented);
    // The source spells it 'Rio Negro'; typed with its accent, it is found all the same.
    expect(ofKind(await search('Río Negro'), 'province').map((r) => r.label)).toEqual(['Rio Negro']);
  });

  it('gives visitors the same flares as signed-in users, and may be cached publicly', async () => {
    const visitor = await search('loma campana');
    expect(ofKind(visitor, 'flare').length).toBeGreaterThan(0);
    expect(ofKind(visitor, 'flare')[0]).toMatchObject({
      country: { slug: 'argentina' },
      companySlug: expect.any(String),
      flareName: expect.stringMatching(/^loma-campana-/),
    });
    expect(await search('loma campana', user)).toEqual(visitor);
    const response = await searchAs(null, { q: 'loma' });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });

  it('lists places first, then companies, groups, fields and flares, at most `limit` of each kind', async () => {
    const response = await searchAs(null, { q: 'an', limit: 3 });
    const results = response.json().results;
    const order = ['country', 'basin', 'province', 'company', 'group', 'field', 'flare'];
    const kinds = results.map((r) => order.indexOf(r.kind));
    expect(kinds).toEqual([...kinds].sort((a, b) => a - b));
    for (const kind of order) expect(ofKind(results, kind as Result['kind']).length).toBeLessThanOrEqual(3);
    expect(ofKind(results, 'field')).toHaveLength(3);
  });

  it('refuses a query under 2 characters, translated', async () => {
    const response = await searchAs(null, { q: 'a' });
    expect(response.statusCode).toBe(400);
    expect(response.error().fields?.q).toBe('validation.search_too_short');
  });
});
