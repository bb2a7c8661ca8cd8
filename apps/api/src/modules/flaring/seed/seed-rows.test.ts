import { beforeAll, describe, expect, it } from 'vitest';
import { buildSeed, type SeedRows } from './build-seed.js';
import { countryCodeOf, countryRow } from '../../flaring-data/index.js';
import { SEED_DIR } from './seed-path.js';

/*
 * The seed's rows as built from data/seed, without a database: this file runs once, not once per database
 * (vitest.config.ts, DIALECT_FREE_API_TESTS). Loading them is seed.test.ts.
 */

describe('country names across publishers', () => {
  it.each([
    ['Venezuela, RB', 'VEN'],
    ['Venezuela', 'VEN'],
    ['Russian Federation', 'RUS'],
    ['Russia', 'RUS'],
    ['Iran, Islamic Rep.', 'IRN'],
    ['Egypt, Arab Rep.', 'EGY'],
    ['Congo, Rep.', 'COG'],
    ['Republic of Congo', 'COG'],
    ['Trinidad & Tobago', 'TTO'],
    ['Turkiye', 'TUR'],
    ['United States', 'USA'],
  ])('%s → %s', (name, iso3) => {
    expect(countryCodeOf(name)).toBe(iso3);
  });

  it.each(['Total World', 'Other S. & Cent. America', 'OPEC', 'of which: OECD', 'USSR'])(
    'treats the aggregate %s as no country',
    (name) => {
      expect(countryCodeOf(name)).toBeNull();
    },
  );

  it('names countries in English and Spanish with a URL slug', () => {
    expect(countryRow('USA')).toMatchObject({
      iso2: 'US',
      slug: 'united-states',
      name_en: 'United States',
      name_es: 'Estados Unidos',
    });
    expect(countryRow('MEX')).toMatchObject({ slug: 'mexico', name_es: 'México' });
  });
});

describe('the shipped real data', () => {
  let rows: SeedRows;
  beforeAll(() => {
    rows = buildSeed(SEED_DIR);
  });

  it('has every upstream site of the EOG catalogue and the 2017 downstream sites', () => {
    expect(rows.flares.filter((f) => f.source_id === 'eog-vnf-catalog-2017-2024')).toHaveLength(18_688);
    const downstream = rows.flares.filter((f) => f.source_id === 'eog-vnf-2017');
    expect(new Set(downstream.map((f) => f.type))).toEqual(
      new Set(['refinery', 'oil_plant', 'lng', 'gas_plant']),
    );
  });

  it('attributes Argentine flares inside a concession to its field and to the operator of their latest dated year', () => {
    const companies = new Map(rows.companies.map((c) => [c.id, c]));
    const fields = new Map(rows.fields.map((f) => [f.id, f]));
    const dated = new Map<string, Array<{ year: number; companyId: string }>>();
    for (const row of rows.operatorYears)
      dated.set(row.flare_id, [
        ...(dated.get(row.flare_id) ?? []),
        { year: row.year, companyId: row.company_id },
      ]);
    const observed = new Set(rows.observations.map((o) => `${o.flare_id}|${o.year}`));
    const argentine = rows.flares.filter(
      (f) => f.country_iso3 === 'ARG' && f.source_id === 'eog-vnf-catalog-2017-2024',
    );
    const attributed = argentine.filter((f) => f.field_id !== null);
    expect(attributed.length).toBeGreaterThan(100);
    let sameAsConcession = 0;
    for (const flare of attributed) {
      const field = fields.get(flare.field_id as string);
      expect(field?.outline).toBeTruthy();
      expect(flare.name.startsWith(`${field?.slug}-`)).toBe(true);
      const years = (dated.get(flare.id) ?? []).sort((a, b) => b.year - a.year);
      const latest = years.find((y) => observed.has(`${flare.id}|${y.year}`)) ?? years[0];
      expect(flare.company_id).toBe(latest?.companyId ?? field?.company_id);
      if (flare.company_id === field?.company_id) sameAsConcession += 1;
    }
    // Most flares are still with the concession's operator of today (77 %; the rest were last seen under
    // an earlier operator of their concession).
    expect(sameAsConcession / attributed.length).toBeGreaterThan(0.75);
    expect(companies.get(attributed[0]!.company_id)?.is_unattributed).toBe(0);
  });

  it('names the operator of flares elsewhere only where a World Bank site matches them', () => {
    const companies = new Map(rows.companies.map((c) => [c.id, c]));
    const matched = new Set(rows.siteMatches.filter((m) => m.operator !== null).map((m) => m.flare_id));
    const elsewhere = rows.flares.filter((f) => f.country_iso3 !== 'ARG');
    for (const flare of elsewhere) {
      const named = companies.get(flare.company_id)?.is_unattributed === 0;
      expect(named, flare.name).toBe(matched.has(flare.id));
    }
    expect(elsewhere.filter((f) => matched.has(f.id)).length).toBeGreaterThan(3000);
  });

  it('gives every flare a readable name unique within its company', () => {
    const seen = new Set<string>();
    for (const flare of rows.flares) {
      expect(flare.name).toMatch(/^[a-z0-9-]+$/);
      const key = `${flare.company_id}/${flare.name}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('keeps the World Bank world total as published: 147.66 bcm in 2023', () => {
    const world2023 = rows.reported
      .filter((r) => r.source_id === 'wb-ggfr-2024' && r.year === 2023)
      .reduce((sum, r) => sum + (r.flared_m3 ?? 0), 0);
    expect(world2023 / 1e9).toBeCloseTo(147.66, 1);
  });

  it('keeps the Energy Institute’s own "Total World" apart from its countries: 157.14 bcm in 2023', () => {
    const ei2023 = rows.worldTotals.find((r) => r.source_id === 'ei-sr-2024' && r.year === 2023);
    expect(ei2023!.flared_m3 / 1e9).toBeCloseTo(157.13885, 4);
    expect(rows.worldTotals).toHaveLength(2023 - 1975 + 1);
  });

  it('marks no flare routine or not routine, since no shipped source says which', () => {
    expect(rows.flares.filter((f) => f.is_routine !== null)).toEqual([]);
    expect(rows.flares.filter((f) => f.source_id === 'eog-vnf-2017').length).toBe(819);
  });

  it('joins World Bank names to one country row ("Venezuela, RB" and EOG\'s VEN)', () => {
    expect(rows.countries.filter((c) => c.iso3 === 'VEN')).toHaveLength(1);
    expect(
      rows.reported.some(
        (r) => r.country_iso3 === 'VEN' && r.source_id === 'wb-ggfr-2024' && r.year === 2023,
      ),
    ).toBe(true);
    expect(rows.flares.some((f) => f.country_iso3 === 'VEN')).toBe(true);
  });

  // That a build gives the same ids and names every time (stable URLs) is in seed.test.ts: the rows of a
  // build there against those of the run's seeded template, built by another process.
});
