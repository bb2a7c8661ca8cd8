import { adminContract, flaringContract, searchKey } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, ok, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { nameSimilarity } from './duplicates.js';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { SEED_DIR } from './seed/seed-path.js';

/**
 * Issue 34, items 1–5 (decision 035), on the shipped data (the seeded template): roll-ups only where
 * control is shown, the named duplicates merged, a source's silence names no one, the candidate-duplicates
 * report an administrator decides, and old addresses answered with a 301.
 */
describe('company truth on the shipped data', () => {
  let t: TestApp;
  let user: string;
  let admin: string;
  const as = (caller: Caller) => client(t).as(caller);
  const companyOf = (country: string, slug: string) =>
    ok(as(null).call(flaringContract.company, { params: { country, company: slug } }));
  const groupOf = (slug: string) => ok(as(null).call(flaringContract.group, { params: { group: slug } }));
  const duplicates = () => ok(as(admin).call(adminContract.getDuplicates));

  beforeAll(async () => {
    t = await buildTestApp({}, { seeded: true });
    user = (await buildSignedInUser(t.db, t.clock)).token;
    admin = (await buildSignedInUser(t.db, t.clock, { email: 'truth-admin@example.com', role: 'admin' }))
      .token;
  }, 60_000);
  afterAll(async () => t.close());

  describe('1. roll-ups only where control is shown', () => {
    it('files Petrobras Argentina under Pampa Energía, which took it over (2018-05 in the same concessions)', async () => {
      const pampa = await companyOf('argentina', 'pampa-energia-s-a');
      const alias = pampa.company.aliases.find((a) => a.name === 'PETROBRAS ARGENTINA S.A.');
      expect(alias?.kind).toBe('merger');
      expect(alias?.evidence).toMatch(/2018-04.*2018-05/);
      // Its 2017 flaring (27.8 million m³) is Pampa's, no longer in the Petrobras group.
      const y2017 = pampa.series.find((p) => p.year === 2017)?.satelliteM3 ?? 0;
      expect(y2017 / 1e6).toBeCloseTo(27.8, 1);
      const petrobras = await groupOf('petrobras');
      expect(petrobras.companies.map((c) => c.country.iso3)).not.toContain('ARG');
    });

    it('shows Nigeria LNG as a joint venture with its holders’ shares, not as NNPC’s', async () => {
      const nlng = await companyOf('nigeria', 'nigeria-lng');
      expect(nlng.company.group?.slug).toBe('nigeria-lng');
      expect(nlng.company.holders.map((h) => [h.name, h.sharePct])).toEqual([
        ['NNPC Limited', 49],
        ['Shell', 25.6],
        ['TotalEnergies', 15],
        ['Eni', 10.4],
      ]);
      expect(nlng.company.holders[0]?.groupSlug).toBe('nnpc-limited');
      const nnpc = await groupOf('nnpc-limited');
      expect(nnpc.companies.map((c) => c.name)).not.toContain('Nigeria LNG');
      expect(nnpc.stakes).toEqual([expect.objectContaining({ slug: 'nigeria-lng', sharePct: 49 })]);
    });

    it('puts Krasnoyarskneftegaz under Slavneft, a Rosneft–Gazprom Neft joint venture, not under Rosneft', async () => {
      const kng = await companyOf('russia', 'krasnoyarskneftegaz');
      expect(kng.company.group?.slug).toBe('slavneft');
      expect(kng.company.holders.map((h) => [h.groupSlug, h.sharePct])).toEqual([
        ['gazpromneft', 49.9],
        ['rosneft', 49.9],
      ]);
      const rosneft = await groupOf('rosneft');
      expect(rosneft.companies.map((c) => c.slug)).not.toContain('krasnoyarskneftegaz');
      expect(rosneft.stakes.map((s) => s.slug)).toEqual(['slavneft']);
      const slavneft = await groupOf('slavneft');
      expect(slavneft.companies.map((c) => c.slug).sort()).toEqual([
        'krasnoyarskneftegaz',
        'slavneft',
        'slavneft-nizhnevartovsk',
      ]);
    });
  });

  describe('2. the duplicates named in the issue are one company each', () => {
    it.each([
      ['russia', 'orenburgneft', 'Orenburg-Neft'],
      ['russia', 'sakhalin-energy', 'Sakhalin Energy Investment Co'],
      ['nigeria', 'aradel-holdings', 'Niger Delta E & P'],
      [
        'argentina',
        'madalena-energy-argentina-srl',
        'MADALENA PETROLEUM (AMERICAS) LTD. (SUCURSAL ARGENTINA)',
      ],
    ])('%s: %s is also known as %s', async (country, slug, alias) => {
      const body = await companyOf(country, slug);
      expect(body.company.aliases.map((a) => a.name)).toContain(alias);
    });

    it('dates the Ogbele flare to Aradel Holdings in every year 2012–2024 the World Bank names it', async () => {
      const aradel = await companyOf('nigeria', 'aradel-holdings');
      expect(aradel.attributionBasis.datedYears).toEqual(expect.arrayContaining([2017, 2021, 2023, 2024]));
    });

    it('holds all of LUKOIL’s Russian companies in the LUKOIL group: rank 7, about 4.06 bcm in 2024', async () => {
      const group = await groupOf('lukoil');
      const russian = group.companies.filter((c) => c.country.iso3 === 'RUS');
      expect(russian.length).toBe(14);
      expect(group.summary.flaredM3 / 1e9).toBeCloseTo(4.06, 2);
      expect(group.summary.groupRank?.rank).toBe(7);
      expect(group.summary.groupRank?.of).toBe(326);
    });
  });

  describe('3. a source’s silence is not a name', () => {
    it('counts Nigeria’s 2024 row with operator NA (5.824315, 6.441476) for no one: 99.20 % named', async () => {
      const flare = await t.db
        .selectFrom('flare_site_matches')
        .innerJoin('flares', 'flares.id', 'flare_site_matches.flare_id')
        .innerJoin('companies', 'companies.id', 'flares.company_id')
        .select(['flares.id', 'flares.name', 'companies.slug'])
        .where('flare_site_matches.year', '=', 2024)
        .where('flare_site_matches.site_latitude', '=', 5.824315)
        .where('flare_site_matches.site_longitude', '=', 6.441476)
        .executeTakeFirstOrThrow();
      // Still filed under Swift Oil, who ran it when a source last named someone (2022)…
      expect(flare.slug).toBe('swift-oil');
      const body = await ok(
        as(user).call(flaringContract.flare, {
          params: { country: 'nigeria', company: 'swift-oil', name: flare.name },
        }),
      );
      // …but its 2024 is nobody's.
      const run2024 = body.flare.operatorsByYear.find((run) => run.fromYear <= 2024 && run.toYear >= 2024);
      expect(run2024?.company.isUnattributed).toBe(true);
      const nigeria = await ok(as(null).call(flaringContract.country, { params: { country: 'nigeria' } }));
      expect((nigeria.attribution.share ?? 0) * 100).toBeCloseTo(99.2, 1);
    });

    it('keeps YSUR’s two companies apart (they ran different areas at the same time), both in YPF’s group', async () => {
      const energia = await companyOf('argentina', 'ysur-energia-argentina-s-r-l');
      expect(energia.company.aliases.map((a) => a.name)).not.toContain('YSUR PETROLERA ARGENTINA S.A.');
      const rules = await t.db
        .selectFrom('company_group_rules')
        .select(['company', 'group_name'])
        .where('company', 'like', 'YSUR%')
        .orderBy('company')
        .execute();
      expect(rules).toEqual([
        { company: 'YSUR ENERGÍA ARGENTINA S.R.L.', group_name: 'YPF S.A.' },
        { company: 'YSUR PETROLERA ARGENTINA S.A.', group_name: 'YPF S.A.' },
      ]);
    });

    it('ships no alias that matches no name in the shipped sources', () => {
      const names = new Set<string>();
      const read = (file: string) =>
        parse(readFileSync(file, 'utf8'), { columns: true, bom: true }) as Array<Record<string, string>>;
      for (const file of [
        'produccion_neuquina_mensual_area_empresa.csv',
        'produccion_neuquina_acumulada_2006_2026_area_empresa.csv',
      ])
        for (const row of read(path.join(SEED_DIR, 'argentina_se_neuquina', file)))
          names.add(searchKey(row.empresa ?? ''));
      const dir = path.join(SEED_DIR, 'worldbank_flare_sites');
      for (const file of ['RUS', 'VEN', 'IRQ', 'MEX', 'EGY', 'LBY', 'DZA']
        .map((c) => `wb_flare_sites_2024_${c}.csv`)
        .concat('wb_flare_sites_nigeria_2012_2024.csv'))
        for (const row of read(path.join(dir, file))) {
          const operator = Object.entries(row).find(([key]) => /operator/i.test(key))?.[1] ?? '';
          names.add(searchKey(operator));
        }
      const aliases = read(path.join(SEED_DIR, 'operators', 'company_aliases.csv'));
      const unmatched = aliases.filter((a) => !names.has(searchKey(a.alias ?? '')));
      expect(unmatched.map((a) => a.alias)).toEqual([]);
    });
  });

  describe('5. old addresses keep working', () => {
    it('answers a renamed company’s old slug with a 301 to its page of today (the query kept)', async () => {
      const response = await as(null).call(flaringContract.company, {
        params: { country: 'argentina', company: 'vista-oil-and-gas-argentina-sau' },
        query: { horizon: 'gwp20' },
      });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(
        '/api/flaring/countries/argentina/companies/vista-energy-argentina-sau?horizon=gwp20',
      );
      const flares = await as(null).call(flaringContract.companyFlares, {
        params: { country: 'argentina', company: 'petrobras-argentina-s-a' },
      });
      expect(flares.statusCode).toBe(301);
      expect(flares.headers.location).toBe(
        '/api/flaring/countries/argentina/companies/pampa-energia-s-a/flares',
      );
    });

    it('answers a re-filed flare’s old address with a 301 to its address of today', async () => {
      const response = await as(user).call(flaringContract.flare, {
        params: { country: 'iraq', company: 'unattributed', name: 'flare-00318' },
      });
      expect(response.statusCode).toBe(301);
      expect(response.headers.location).toBe(
        '/api/flaring/countries/iraq/companies/lukoil/flares/west-qurna-2-yamama-00318',
      );
      // The address it points to answers.
      await ok(
        as(user).call(flaringContract.flare, {
          params: { country: 'iraq', company: 'lukoil', name: 'west-qurna-2-yamama-00318' },
        }),
      );
    });

    it('answers the exports at a former address with a 301 to the same export today (the query kept)', async () => {
      const premium = (
        await buildSignedInUser(t.db, t.clock, { email: 'truth-premium@example.com', has_premium_access: 1 })
      ).token;
      const company = await as(premium).call(flaringContract.exportCompany, {
        params: { country: 'argentina', company: 'vista-oil-and-gas-argentina-sau' },
        query: { format: 'csv', lang: 'es' },
      });
      expect(company.statusCode, company.body.slice(0, 200)).toBe(301);
      expect(company.headers.location).toBe(
        '/api/flaring/exports/countries/argentina/companies/vista-energy-argentina-sau?format=csv&lang=es',
      );
      const followed = await as(premium).call(flaringContract.exportCompany, {
        params: { country: 'argentina', company: 'vista-energy-argentina-sau' },
        query: { format: 'csv', lang: 'es' },
      });
      expect(followed.statusCode).toBe(200);
      expect(followed.headers['content-disposition']).toContain('vista-energy-argentina-sau');

      const flare = await as(premium).call(flaringContract.exportFlare, {
        params: { country: 'iraq', company: 'unattributed', name: 'flare-00318' },
        query: { format: 'xlsx' },
      });
      expect(flare.statusCode).toBe(301);
      expect(flare.headers.location).toBe(
        '/api/flaring/exports/countries/iraq/companies/lukoil/flares/west-qurna-2-yamama-00318?format=xlsx',
      );
      expect(
        (
          await as(premium).call(flaringContract.exportFlare, {
            params: { country: 'iraq', company: 'lukoil', name: 'west-qurna-2-yamama-00318' },
            query: { format: 'xlsx' },
          })
        ).statusCode,
      ).toBe(200);

      // The refusals come first: a visitor is not told where the export went.
      const visitor = await as(null).call(flaringContract.exportCompany, {
        params: { country: 'argentina', company: 'vista-oil-and-gas-argentina-sau' },
        query: { format: 'csv' },
      });
      expect(visitor.statusCode).toBe(401);
      const never = await as(premium).call(flaringContract.exportCompany, {
        params: { country: 'argentina', company: 'no-such-company' },
        query: { format: 'csv' },
      });
      expect(never.statusCode).toBe(404);
    });

    it('still answers 404 for an address never served', async () => {
      const response = await as(null).call(flaringContract.company, {
        params: { country: 'argentina', company: 'no-such-company' },
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('2. the candidate-duplicates report', () => {
    it('rates alike names', () => {
      expect(nameSimilarity('Orenburgneft', 'Orenburg-Neft')).toBe(1);
      expect(nameSimilarity('YPF S.A.', 'Tecpetrol S.A.')).toBeLessThan(0.3);
    });

    it('is for administrators only', async () => {
      const visitor = await as(null).call(adminContract.getDuplicates);
      expect(visitor.statusCode).toBe(401);
      const member = await as(user).call(adminContract.getDuplicates);
      expect(member.statusCode).toBe(403);
    });

    it('lists pairs with their evidence; a merge is stored with its evidence, applied, and redirects', async () => {
      const report = await duplicates();
      expect(report.pending).toBeGreaterThan(0);
      // GeoPark's Argentine branch (2018–2021) and GeoPark Argentina S.A.: the same name but the legal form.
      const pair = report.items.find(
        (item) => item.key === 'ARG:geopark argentina ltd sucursal argentina|geopark argentina s a',
      );
      expect(pair?.nameSimilarity).toBe(1);
      expect(pair?.companies.map((c) => [c.slug, c.from, c.to])).toEqual([
        ['geopark-argentina-ltd-sucursal-argentina', 2018, 2021],
        ['geopark-argentina-s-a', 2026, 2026],
      ]);
      expect(pair?.review).toBeNull();
      // A handover at the same flares with unlike names is proposed too (the admin decides).
      expect(
        report.items.find((item) => item.key === 'ARG:petrolera entre lomas s a|vista energy argentina sau'),
      ).toMatchObject({
        timing: 'handover',
        sharedFields: expect.arrayContaining(['ENTRE LOMAS']),
      });

      // A short evidence is sent on purpose: the body is what a client could send, not what the route types.
      const decide = (body: Record<string, string>) =>
        as(admin).call(adminContract.postDuplicates, {
          body: {
            country: 'argentina',
            keep: 'geopark-argentina-s-a',
            other: 'geopark-argentina-ltd-sucursal-argentina',
            ...body,
          } as never,
        });
      const bad = await decide({ decision: 'merge', evidence: 'short' });
      expect(bad.statusCode).toBe(400);
      expect(bad.error()).toMatchObject({ fields: { evidence: 'validation.evidence_too_short' } });
      const before = await companyOf('argentina', 'geopark-argentina-s-a');

      const evidence =
        'GeoPark Limited’s Argentine branch became GeoPark Argentina S.A. (GeoPark, Form 20-F 2023).';
      const merged = await decide({ decision: 'merge', evidence });
      expect(merged.statusCode, merged.body).toBe(204);
      const after = await companyOf('argentina', 'geopark-argentina-s-a');
      expect(after.company.aliases).toContainEqual({
        name: 'GEOPARK ARGENTINA LTD. (SUCURSAL ARGENTINA)',
        kind: 'merger',
        evidence,
      });
      expect(after.summary.flareCount).toBeGreaterThan(before.summary.flareCount);
      const old = await as(null).call(flaringContract.company, {
        params: { country: 'argentina', company: 'geopark-argentina-ltd-sucursal-argentina' },
      });
      expect(old.statusCode).toBe(301);
      expect(old.headers.location).toBe('/api/flaring/countries/argentina/companies/geopark-argentina-s-a');

      const decided = await duplicates();
      expect(decided.pending).toBe(report.pending - 1);
      const stored = decided.items.find((item) => item.key === pair?.key);
      expect(stored?.review).toMatchObject({
        decision: 'merge',
        keepName: 'GEOPARK ARGENTINA S.A.',
        evidence,
      });
      const audit = await t.db
        .selectFrom('audit_events')
        .select('event')
        .where('event', '=', 'duplicate_reviewed')
        .execute();
      expect(audit).toHaveLength(1);
    });

    it('stores "not the same" with its evidence and takes the pair off the pending list', async () => {
      const report = await duplicates();
      const pending = report.items.find((item) => item.review === null);
      if (!pending) throw new Error('no pending pair');
      const answer = await as(admin).call(adminContract.postDuplicates, {
        body: {
          country: pending.country.slug,
          keep: pending.companies[0].slug,
          other: pending.companies[1].slug,
          decision: 'distinct',
          evidence: 'Different licences in different regions (checked by hand).',
        },
      });
      expect(answer.statusCode, answer.body).toBe(204);
      const after = await duplicates();
      expect(after.pending).toBe(report.pending - 1);
      expect(after.items.find((item) => item.key === pending.key)?.review?.decision).toBe('distinct');
      await companyOf(pending.country.slug, pending.companies[1].slug);
    });
  });
});
