import fs from 'node:fs';
import path from 'node:path';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import { point } from '@turf/helpers';
import type { Feature, MultiPolygon, Polygon } from 'geojson';
import { bcmToM3, kbdToBblPerYear, m3ToBbl, searchKey, slugify } from '@flarescope/shared';
import { parse } from 'csv-parse/sync';
import {
  countryCodeOf,
  countryRow,
  stableId,
  UNATTRIBUTED_SLUG,
  createNameResolver,
  matchSites,
  repairText,
  readWorldBankRow,
  worldBankHeaderKey,
  type CompanyAlias,
  type CompanyGroupRule,
  type WorldBankSite,
  type CompaniesTable,
  type CompanyAliasesTable,
  type CompanyGroupRulesTable,
  type CompanyHoldersTable,
  type FormerAddress,
  type FlareSiteMatchesTable,
  type CountriesTable,
  type FieldsTable,
  type FlareOperatorYearsTable,
  type FlaresTable,
  type ObservationsTable,
  type OperatorMonthsTable,
  type OperatorSatelliteMonthsTable,
  type ProductionTable,
  type PublishedWorldTotalsTable,
  type ReportedFlaringTable,
} from '../../flaring-data/index.js';
import { operatorOfYear, readOperatorHistory, yearsOf } from './operator-history.js';
import { SEED_SOURCES } from './sources.js';
import { usOperatorRows } from './us-operators.js';

type Row = Record<string, string>;

const readCsv = (file: string): Row[] =>
  parse(fs.readFileSync(file, 'utf8'), {
    columns: true,
    bom: true,
    skip_empty_lines: true,
    trim: true,
  }) as Row[];

const num = (value: string | undefined): number | null => {
  if (value === undefined || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
};

export type CompanyRow = CompaniesTable;
export type FieldRow = FieldsTable;
export type FlareRow = FlaresTable;
export type ObservationRow = ObservationsTable;
export type ProductionRow = ProductionTable & { level: 'country' | 'company' | 'field' };
export type ReportedRow = ReportedFlaringTable;
export type WorldTotalRow = PublishedWorldTotalsTable;
export type OperatorYearRow = FlareOperatorYearsTable;
export type SiteMatchRow = FlareSiteMatchesTable;

/** The World Bank's per-flare estimates, as the seed's data source (decision 016). */
export const WORLD_BANK_SITES_SOURCE = 'wb-flare-sites-2024';

export type SeedRows = {
  sources: typeof SEED_SOURCES;
  countries: CountriesTable[];
  companies: CompanyRow[];
  fields: FieldRow[];
  flares: FlareRow[];
  observations: ObservationRow[];
  production: ProductionRow[];
  reported: ReportedRow[];
  /** Publishers' own world totals (the Energy Institute's "Total World" row). */
  worldTotals: WorldTotalRow[];
  /**
   * Who operated a flare in a year, where a source dates it: the Secretaría's production history (decision
   * 014) or a World Bank site matched to the flare (decision 016); the regulator's record wins a tie.
   */
  operatorYears: OperatorYearRow[];
  /** The World Bank sites matched to flares, with their distance: the evidence behind those attributions. */
  siteMatches: SiteMatchRow[];
  /** US operators' monthly reports to the states, and the satellite estimates beside them (decision 036). */
  operatorMonths: OperatorMonthsTable[];
  operatorSatelliteMonths: OperatorSatelliteMonthsTable[];
  /** Names companies are also known by, and the groups companies roll up to (data/seed/operators). */
  aliases: CompanyAliasesTable[];
  groupRules: CompanyGroupRulesTable[];
  /** Who holds the companies no one controls (joint ventures), with shares where sourced (decision 035). */
  holders: CompanyHoldersTable[];
  /**
   * Addresses the product served before this data named a company or flare otherwise (decision 035): an
   * alias's own slug (the company before it was known by its one name), and a flare's address before an
   * operator or a field named it (`{country}/unattributed/flare-N`, or under its concession's operator as
   * the Secretaría writes it).
   */
  formerAddresses: FormerAddress[];
  /** What matching the World Bank sites left over: sites with no flare near, sites a larger one outclaimed. */
  matching: { sites: number; matched: number; unmatched: number; outclaimed: number };
};

/**
 * EOG codes that are not ISO countries: "CROP" marks a country's share of the Saudi–Kuwaiti
 * Partitioned (Neutral) Zone, "SAUKWTNZ" the zone itself, whose output the two countries share
 * 50/50; we file the zone under Saudi Arabia and say so in the flare's location.
 */
const EOG_ZONES: Record<string, { iso3: string; location: string }> = {
  SAUCROP: { iso3: 'SAU', location: 'Saudi–Kuwaiti Partitioned Zone (Saudi share)' },
  KWTCROP: { iso3: 'KWT', location: 'Saudi–Kuwaiti Partitioned Zone (Kuwaiti share)' },
  SAUKWTNZ: { iso3: 'SAU', location: 'Saudi–Kuwaiti Neutral Zone (shared by Saudi Arabia and Kuwait)' },
};

/** EOG 2017 downstream types → our flare types. */
const DOWNSTREAM_TYPES: Record<string, string> = {
  refinery: 'refinery',
  opp: 'oil_plant',
  lng: 'lng',
  gpp: 'gas_plant',
};

/** A coarse grid over latitude/longitude to find nearby points without comparing every pair. */
const gridKey = (lat: number, lon: number) => `${Math.floor(lat * 50)}:${Math.floor(lon * 50)}`;

const distanceMetres = (lat1: number, lon1: number, lat2: number, lon2: number) => {
  const toRad = Math.PI / 180;
  const x = (lon2 - lon1) * toRad * Math.cos(((lat1 + lat2) / 2) * toRad);
  const y = (lat2 - lat1) * toRad;
  return Math.sqrt(x * x + y * y) * 6_371_000;
};

/**
 * Builds every row of the shipped real data from the files in `seedDir` (data/seed): countries
 * normalised across publishers, Argentina's operators and concessions, flares attributed by
 * point-in-polygon (others to their country's `unattributed` company), yearly observations,
 * production and the publishers' own country figures. Pure apart from reading the files.
 */
export const buildSeed = (seedDir: string): SeedRows => {
  const file = (...parts: string[]) => path.join(seedDir, ...parts);
  const usedCountries = new Set<string>();
  const useCountry = (iso3: string) => {
    usedCountries.add(iso3);
    return iso3;
  };

  // --- Companies: one "unattributed" per country with flares, plus the operators sources name, each
  // under its one name (company_aliases.csv) and in its group (company_groups.csv), decision 016.
  // Each country's own files beside the world's (company_aliases_usa.csv: the US operators' names).
  const operatorFiles = (prefix: string) =>
    fs
      .readdirSync(file('operators'))
      .filter((name) => name.startsWith(prefix) && name.endsWith('.csv'))
      .sort()
      .flatMap((name) => readCsv(file('operators', name)));
  const aliases = operatorFiles('company_aliases') as unknown as CompanyAlias[];
  const groupRules = operatorFiles('company_groups') as unknown as CompanyGroupRule[];
  const names = createNameResolver(aliases, groupRules);
  const companies = new Map<string, CompanyRow>();
  const companyKey = (iso3: string, slug: string) => `${iso3}:${slug}`;
  const ensureCompany = (iso3: string, writtenName: string, isUnattributed = false): CompanyRow => {
    const name = isUnattributed ? 'Not attributed' : names.canonicalName(iso3, writtenName);
    const slug = isUnattributed ? UNATTRIBUTED_SLUG : slugify(name);
    const key = companyKey(iso3, slug);
    const existing = companies.get(key);
    if (existing) return existing;
    const row: CompanyRow = {
      id: stableId('company', iso3, slug),
      slug,
      name,
      country_iso3: useCountry(iso3),
      is_unattributed: isUnattributed ? 1 : 0,
      website: null,
      description_en: null,
      description_es: null,
      search_key: isUnattributed ? 'not attributed sin atribuir' : names.searchKeyOf(iso3, name),
      group_slug: isUnattributed ? null : names.groupSlugOf(iso3, name),
      group_name: isUnattributed ? null : names.groupNameOf(iso3, name),
    };
    companies.set(key, row);
    return row;
  };

  // --- Fields: Argentina's concessions (outline, operator) and the areas of the production file.
  const fields = new Map<string, FieldRow>();
  const ensureField = (input: {
    iso3: string;
    name: string;
    companyId: string | null;
    basin?: string | null;
    province?: string | null;
    outline?: string | null;
    fieldType?: string | null;
    sourceId?: string;
  }): FieldRow => {
    const slug = slugify(input.name);
    const key = `${input.iso3}:${slug}`;
    const existing = fields.get(key);
    if (existing) {
      existing.outline ??= input.outline ?? null;
      existing.company_id ??= input.companyId;
      existing.province ??= input.province ?? null;
      existing.field_type ??= input.fieldType ?? null;
      return existing;
    }
    const row: FieldRow = {
      id: stableId('field', input.iso3, slug),
      slug,
      name: input.name,
      country_iso3: useCountry(input.iso3),
      company_id: input.companyId,
      basin: input.basin ?? null,
      province: input.province ?? null,
      outline: input.outline ?? null,
      source_id: input.sourceId ?? 'ar-se-neuquina',
      field_type: input.fieldType ?? null,
    };
    fields.set(key, row);
    return row;
  };

  const concessions = (
    JSON.parse(fs.readFileSync(file('argentina_se_neuquina', 'concesiones_neuquina.geojson'), 'utf8')) as {
      features: Array<Feature<Polygon | MultiPolygon, { nombre: string; operador: string }>>;
    }
  ).features.map((feature) => {
    const operator = ensureCompany('ARG', feature.properties.operador.trim());
    const writtenOperatorSlug = slugify(feature.properties.operador.trim());
    const field = ensureField({
      iso3: 'ARG',
      name: feature.properties.nombre.trim(),
      companyId: operator.id,
      basin: 'Neuquina',
      outline: JSON.stringify(feature.geometry),
    });
    return { feature, operator, field, writtenOperatorSlug };
  });

  // --- Upstream flare sites 2017–2024 (EOG catalogue), typed from the 2017 site list when near one.
  const sites2017 = readCsv(file('eog_viirs_2017', 'eog_vnf_flare_sites_2017.csv'));
  const upstreamTypeGrid = new Map<string, Array<{ lat: number; lon: number; type: string }>>();
  for (const site of sites2017) {
    if (site.segment !== 'upstream') continue;
    const lat = Number(site.Latitude);
    const lon = Number(site.Longitude);
    const key = gridKey(lat, lon);
    const bucket = upstreamTypeGrid.get(key) ?? [];
    bucket.push({ lat, lon, type: site.Type === 'gas' ? 'gas_field' : 'upstream' });
    upstreamTypeGrid.set(key, bucket);
  }
  const nearestUpstreamType = (lat: number, lon: number): string => {
    let best: { distance: number; type: string } | null = null;
    const cellLat = Math.floor(lat * 50);
    const cellLon = Math.floor(lon * 50);
    for (let dLat = -1; dLat <= 1; dLat += 1) {
      for (let dLon = -1; dLon <= 1; dLon += 1) {
        for (const candidate of upstreamTypeGrid.get(`${cellLat + dLat}:${cellLon + dLon}`) ?? []) {
          const distance = distanceMetres(lat, lon, candidate.lat, candidate.lon);
          if (distance <= 500 && (!best || distance < best.distance))
            best = { distance, type: candidate.type };
        }
      }
    }
    return best?.type ?? 'upstream';
  };

  // Who produced in each concession and when (first and last month per company, 2006–2026): the year a
  // flare's volume belongs to the company that operated its concession that year, not today's operator.
  // Names as the company is known by (Vista Oil & Gas SA, SAU and Vista Energy are one company).
  const operatorHistory = readOperatorHistory(
    readCsv(file('argentina_se_neuquina', 'produccion_neuquina_acumulada_2006_2026_area_empresa.csv')).map(
      (row) => ({ ...row, empresa: names.canonicalName('ARG', row.empresa ?? '') }),
    ),
  );

  const flares: FlareRow[] = [];
  /** The addresses each catalogue flare was first served at (before operators and fields were matched). */
  const firstAddresses = new Map<string, Array<{ companySlug: string; name: string }>>();
  const observations: ObservationRow[] = [];
  const datedYears: Array<{ flareId: string; year: number; operator: string; observed: boolean }> = [];
  const catalogue = readCsv(file('eog_flare_catalog_2017_2024', 'eog_upstream_flare_sites_2017_2024.csv'));
  for (const site of catalogue) {
    const zone = EOG_ZONES[site.iso3 ?? ''];
    const iso3 = zone?.iso3 ?? site.iso3 ?? '';
    if (!/^[A-Z]{3}$/.test(iso3)) throw new Error(`Unknown country code ${site.iso3} for ${site.site_id}`);
    const lat = Number(site.latitude);
    const lon = Number(site.longitude);
    const number = (site.site_id ?? '').replace(/^EOGCAT/, '');
    const concession =
      iso3 === 'ARG'
        ? concessions.find((c) => booleanPointInPolygon(point([lon, lat]), c.feature))
        : undefined;
    const company = concession ? concession.operator : ensureCompany(iso3, '', true);
    const name = concession ? `${concession.field.slug}-${number}` : `flare-${number}`;
    const id = stableId('flare', 'eog-vnf-catalog-2017-2024', site.site_id ?? '');
    firstAddresses.set(
      id,
      concession
        ? [
            { companySlug: concession.writtenOperatorSlug, name },
            { companySlug: concession.operator.slug, name },
          ]
        : [{ companySlug: UNATTRIBUTED_SLUG, name }],
    );
    const years = Array.from({ length: 8 }, (_, i) => 2017 + i);
    const lastYear = num(site.last_year);
    flares.push({
      id,
      name,
      company_id: company.id,
      country_iso3: useCountry(iso3),
      field_id: concession?.field.id ?? null,
      latitude: lat,
      longitude: lon,
      location: concession ? `${concession.field.name}, Neuquina basin` : (zone?.location ?? null),
      type: nearestUpstreamType(lat, lon),
      is_routine: null,
      is_onshore: site.onshore === 'True' ? 1 : site.onshore === 'False' ? 0 : null,
      combustion_efficiency: null,
      temperature_k: num(site.avg_temp_k),
      detection_frequency:
        num(site.persistence_pct) === null ? null : (num(site.persistence_pct) as number) / 100,
      trend: site.trend || null,
      first_year: num(site.first_year),
      last_year: lastYear,
      external_id: site.site_id ?? '',
      source_id: 'eog-vnf-catalog-2017-2024',
      data_date: lastYear ? String(lastYear) : null,
      search_key: `${name.replaceAll('-', ' ')} ${searchKey(site.site_id ?? '')}`,
    });
    for (const year of years) {
      const bcm = num(site[`bcm_${year}`]);
      if (bcm === null) continue;
      observations.push({
        flare_id: id,
        period: String(year),
        year,
        volume_m3: bcmToM3(bcm),
        source_id: 'eog-vnf-catalog-2017-2024',
        confidence: 'estimate',
      });
    }
    // Every year of the history from the catalogue's first on, observed or not: an operator's later import
    // for the flare is filed under the company of its year too.
    const spells = concession ? (operatorHistory.get(concession.field.slug) ?? []) : [];
    for (const year of yearsOf(spells).filter((y) => y >= (years[0] ?? 0))) {
      const operator = operatorOfYear(spells, year);
      if (operator)
        datedYears.push({ flareId: id, year, operator, observed: num(site[`bcm_${year}`]) !== null });
    }
  }

  // --- Downstream sites of 2017: refineries, oil processing plants, LNG terminals, gas plants.
  for (const site of sites2017) {
    if (site.segment === 'upstream') continue;
    const iso3 = site.ISO_Code ?? '';
    if (!/^[A-Z]{3}$/.test(iso3)) continue;
    const type = DOWNSTREAM_TYPES[site.Type ?? ''] ?? 'refinery';
    const company = ensureCompany(iso3, '', true);
    const id = stableId('flare', 'eog-vnf-2017', site.id_key_2017 ?? '', site.segment ?? '');
    const name = `${type.replace('_', '-')}-${site.id_key_2017}`;
    flares.push({
      id,
      name,
      company_id: company.id,
      country_iso3: useCountry(iso3),
      field_id: null,
      latitude: Number(site.Latitude),
      longitude: Number(site.Longitude),
      location: null,
      type,
      // No source says whether a downstream site's flaring is routine: unknown, not "not routine".
      is_routine: null,
      is_onshore: null,
      combustion_efficiency: null,
      temperature_k: num(site.Avg_Temp_K),
      detection_frequency: num(site.Detection_frequency_2017),
      trend: null,
      first_year: 2017,
      last_year: 2017,
      external_id: `${site.segment}:${site.id_key_2017}`,
      source_id: 'eog-vnf-2017',
      data_date: '2017',
      search_key: name.replaceAll('-', ' '),
    });
    const bcm = num(site.BCM_2017);
    if (bcm !== null) {
      observations.push({
        flare_id: id,
        period: '2017',
        year: 2017,
        volume_m3: bcmToM3(bcm),
        source_id: 'eog-vnf-2017',
        confidence: 'estimate',
      });
    }
  }

  // --- Publishers' country figures and country production.
  const reported = new Map<string, ReportedRow>();
  const report = (iso3: string, year: number, sourceId: string, values: Partial<ReportedRow>) => {
    const key = `${iso3}:${year}:${sourceId}`;
    const row = reported.get(key) ?? {
      country_iso3: useCountry(iso3),
      year,
      source_id: sourceId,
      flared_m3: null,
      intensity_m3_per_bbl: null,
      co2_t: null,
    };
    reported.set(key, {
      ...row,
      ...Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null)),
    });
  };
  const production = new Map<string, ProductionRow>();
  const produce = (row: ProductionRow) => {
    const key = `${row.entity_key}:${row.period}:${row.source_id}`;
    const existing = production.get(key);
    if (!existing) return void production.set(key, row);
    existing.oil_bbl = row.oil_bbl === null ? existing.oil_bbl : (existing.oil_bbl ?? 0) + row.oil_bbl;
    existing.gas_m3 = row.gas_m3 === null ? existing.gas_m3 : (existing.gas_m3 ?? 0) + row.gas_m3;
  };

  /** A country's production in one year from a publisher's kb/d of oil and bcm of gas. */
  const produceCountryYear = (
    iso3: string,
    year: number,
    sourceId: string,
    values: { oilKbd: number | null; gasBcm: number | null },
  ) =>
    produce({
      entity_key: `country:${iso3}`,
      level: 'country',
      country_iso3: useCountry(iso3),
      company_id: null,
      field_id: null,
      period: String(year),
      year,
      oil_bbl: values.oilKbd === null ? null : kbdToBblPerYear(values.oilKbd, year),
      gas_m3: values.gasBcm === null ? null : bcmToM3(values.gasBcm),
      source_id: sourceId,
    });

  for (const row of readCsv(file('worldbank_ggfr', 'wb_ggfr_flare_volume_intensity_2012_2023.csv'))) {
    const iso3 = countryCodeOf(row.country ?? '');
    if (!iso3) continue;
    const bcm = num(row.flare_volume_bcm);
    report(iso3, Number(row.year), 'wb-ggfr-2024', {
      flared_m3: bcm === null ? null : bcmToM3(bcm),
      intensity_m3_per_bbl: num(row.flaring_intensity_m3_per_bbl),
    });
  }
  for (const row of readCsv(file('worldbank_ggfr', 'wb_ggfr_oil_production_2012_2023.csv'))) {
    const iso3 = countryCodeOf(row.country ?? '');
    const kbd = num(row.oil_production_kbd);
    if (!iso3 || kbd === null) continue;
    produceCountryYear(iso3, Number(row.year), 'wb-ggfr-2024', { oilKbd: kbd, gasBcm: null });
  }
  const worldTotals: WorldTotalRow[] = [];
  for (const row of readCsv(file('energy_institute_sr2024', 'ei_sr2024_flaring_1975_2023.csv'))) {
    const worldBcm = row.country_or_region === 'Total World' ? num(row.gas_flared_bcm) : null;
    if (worldBcm !== null) {
      worldTotals.push({ source_id: 'ei-sr-2024', year: Number(row.year), flared_m3: bcmToM3(worldBcm) });
      continue;
    }
    const iso3 = countryCodeOf(row.country_or_region ?? '');
    if (!iso3) continue;
    const bcm = num(row.gas_flared_bcm);
    const mt = num(row.co2_from_flaring_mt);
    report(iso3, Number(row.year), 'ei-sr-2024', {
      flared_m3: bcm === null ? null : bcmToM3(bcm),
      co2_t: mt === null ? null : mt * 1e6,
    });
  }
  for (const row of readCsv(file('energy_institute_sr2024', 'ei_sr2024_oil_gas_production.csv'))) {
    const iso3 = countryCodeOf(row.country_or_region ?? '');
    if (!iso3) continue;
    const kbd = num(row.oil_production_kbd);
    const bcm = num(row.gas_production_bcm);
    if (kbd === null && bcm === null) continue;
    produceCountryYear(iso3, Number(row.year), 'ei-sr-2024', { oilKbd: kbd, gasBcm: bcm });
  }

  // --- Argentina: monthly production by area (field) and operator.
  for (const row of readCsv(file('argentina_se_neuquina', 'produccion_neuquina_mensual_area_empresa.csv'))) {
    const company = ensureCompany('ARG', (row.empresa ?? '').trim());
    const field = ensureField({
      iso3: 'ARG',
      name: (row.area ?? '').trim(),
      companyId: company.id,
      basin: 'Neuquina',
      province: row.provincia ?? null,
    });
    const period = row.mes ?? '';
    const year = Number(period.slice(0, 4));
    const oilM3 = num(row.prod_pet_m3);
    const gasMm3 = num(row.prod_gas_mm3);
    const values = {
      country_iso3: 'ARG',
      period,
      year,
      oil_bbl: oilM3 === null ? null : m3ToBbl(oilM3),
      gas_m3: gasMm3 === null ? null : gasMm3 * 1e6,
      source_id: 'ar-se-neuquina',
    };
    produce({
      ...values,
      entity_key: `company:${company.id}`,
      level: 'company',
      company_id: company.id,
      field_id: null,
    });
    produce({
      ...values,
      entity_key: `field:${field.id}`,
      level: 'field',
      company_id: null,
      field_id: field.id,
    });
  }

  // Dated years with a volume make their company; the others use it only if it is known otherwise (a
  // company that produced in an area in a year no flare there was seen would be a page without figures).
  const operatorYears: OperatorYearRow[] = [];
  for (const dated of [...datedYears].sort((a, b) => Number(b.observed) - Number(a.observed))) {
    const known = companies.get(companyKey('ARG', slugify(dated.operator)));
    if (!dated.observed && !known) continue;
    operatorYears.push({
      flare_id: dated.flareId,
      year: dated.year,
      company_id: (known ?? ensureCompany('ARG', dated.operator)).id,
      source_id: 'ar-se-neuquina',
    });
  }

  // --- World Bank per-flare sites (decision 016): each matched to the nearest catalogue flare of its
  // country within 1.5 km names that flare-year's operator (unless the regulator dates it: precedence)
  // and its field where the catalogue has none.
  const sites = readWorldBankSites(file('worldbank_flare_sites'));
  const matching = matchSites(
    sites,
    flares.map((f) => ({ id: f.id, iso3: f.country_iso3, latitude: f.latitude, longitude: f.longitude })),
  );
  const flareById = new Map(flares.map((f) => [f.id, f]));
  const datedKeys = new Set(operatorYears.map((row) => `${row.flare_id}|${row.year}`));
  const siteMatches: SiteMatchRow[] = [];
  // The latest year first: a flare's field is the one its latest site names.
  const byLatest = [...matching.matches].sort(
    (a, b) => b.site.year - a.site.year || a.site.line - b.site.line,
  );
  for (const { site, flareId, distanceM } of byLatest) {
    const flare = flareById.get(flareId) as FlareRow;
    siteMatches.push({
      flare_id: flareId,
      year: site.year,
      source_id: WORLD_BANK_SITES_SOURCE,
      site_latitude: site.latitude,
      site_longitude: site.longitude,
      distance_m: Math.round(distanceM * 10) / 10,
      field_name: site.fieldName,
      field_type: site.fieldType,
      operator: site.operator === null ? null : names.canonicalName(site.iso3, site.operator),
      volume_m3: site.volumeM3,
    });
    const company = site.operator === null ? null : ensureCompany(site.iso3, site.operator);
    const key = `${flareId}|${site.year}`;
    // A row whose operator is NA names no one: that flare-year is dated to nobody ("Not attributed"), not
    // left to the operator of another year (issue 34, item 3: Nigeria's 2024 row at Matsogo is not Swift
    // Oil's because Swift Oil ran the flare in 2022).
    if (!datedKeys.has(key)) {
      operatorYears.push({
        flare_id: flareId,
        year: site.year,
        company_id: (company ?? ensureCompany(site.iso3, '', true)).id,
        source_id: WORLD_BANK_SITES_SOURCE,
      });
      datedKeys.add(key);
    }
    if (site.fieldName && flare.field_id === null) {
      const field = ensureField({
        iso3: site.iso3,
        name: site.fieldName,
        companyId: company?.id ?? null,
        fieldType: site.fieldType,
        sourceId: WORLD_BANK_SITES_SOURCE,
      });
      flare.field_id = field.id;
      flare.location ??= field.name;
      if (flare.source_id === 'eog-vnf-catalog-2017-2024') {
        flare.name = `${field.slug}-${flare.external_id.replace(/^EOGCAT/, '')}`;
        flare.search_key = `${flare.name.replaceAll('-', ' ')} ${searchKey(flare.external_id)}`;
      }
    }
  }

  // A flare is filed (its URL, and the years no source dates) under the operator of its latest dated
  // year with a volume, else of its latest dated year: the stale Cañadón Amarillo flare, seen only in
  // YPF's years, is YPF's, not Quintana's, who holds the concession today (issue 24, item 5).
  const observedKeys = new Set(observations.map((o) => `${o.flare_id}|${o.year}`));
  const latestDated = new Map<string, { year: number; observed: boolean; companyId: string }>();
  const nobody = new Set([...companies.values()].filter((c) => c.is_unattributed === 1).map((c) => c.id));
  // A year dated to nobody does not re-file a flare: it stays with the operator a source last named.
  for (const row of operatorYears.filter((r) => !nobody.has(r.company_id))) {
    const observed = observedKeys.has(`${row.flare_id}|${row.year}`);
    const best = latestDated.get(row.flare_id);
    if (
      !best ||
      Number(observed) > Number(best.observed) ||
      (observed === best.observed && row.year > best.year)
    )
      latestDated.set(row.flare_id, { year: row.year, observed, companyId: row.company_id });
  }
  for (const flare of flares) {
    const latest = latestDated.get(flare.id);
    if (latest) flare.company_id = latest.companyId;
  }

  // --- Joint ventures: who holds a company no one controls (company_holders.csv), never rolled into one.
  const holders = readCsv(file('operators', 'company_holders.csv')).map((row) => ({
    country_iso3: row.country ?? '',
    group_slug: names.groupSlugOf(
      row.country ?? '',
      names.canonicalName(row.country ?? '', row.company ?? ''),
    ),
    holder: row.holder ?? '',
    holder_group_slug: slugify(row.holder ?? ''),
    share_pct: num(row.share_pct),
    evidence: row.evidence ?? '',
  }));

  // --- Former addresses (decision 035): an alias's own slug names the company it is an alias of; a flare
  // first served under its concession's operator as written, or as `unattributed/flare-N`, and filed
  // elsewhere now, is found at its new address.
  const formerAddresses: FormerAddress[] = [];
  const companyList = [...companies.values()];
  for (const alias of aliases) {
    const targets = companyList.filter(
      (c) =>
        c.is_unattributed === 0 &&
        (alias.country ? c.country_iso3 === alias.country : true) &&
        searchKey(c.name) === searchKey(alias.name),
    );
    for (const target of targets) {
      const slug = slugify(repairText(alias.alias));
      if (slug && slug !== target.slug && !companies.has(companyKey(target.country_iso3, slug)))
        formerAddresses.push({
          kind: 'company',
          country_iso3: target.country_iso3,
          company_slug: slug,
          flare_name: '',
          target_id: target.id,
          reason: alias.kind,
        });
    }
  }
  const companyById = new Map(companyList.map((c) => [c.id, c]));
  for (const flare of flares) {
    const slugNow = companyById.get(flare.company_id)?.slug;
    for (const first of firstAddresses.get(flare.id) ?? []) {
      if (first.companySlug === slugNow && first.name === flare.name) continue;
      formerAddresses.push({
        kind: 'flare',
        country_iso3: flare.country_iso3,
        company_slug: first.companySlug,
        flare_name: first.name,
        target_id: flare.id,
        reason: 'refiled',
      });
    }
  }
  // --- US operators' monthly reports to the states and the satellite estimates beside them (decision 036).
  const usOperators = usOperatorRows(
    file('us_operators_flaringmonitor'),
    (name) => ensureCompany('USA', name).id,
  );

  return {
    sources: SEED_SOURCES,
    countries: [...usedCountries].sort().map(countryRow),
    companies: [...companies.values()],
    fields: [...fields.values()],
    flares,
    observations,
    production: [...production.values()],
    reported: [...reported.values()],
    worldTotals,
    operatorYears,
    siteMatches,
    operatorMonths: usOperators.reported,
    operatorSatelliteMonths: usOperators.satellite,
    aliases: aliases.map((a) => ({
      country_iso3: a.country ?? '',
      alias_key: searchKey(a.alias),
      alias: a.alias,
      name: a.name,
      kind: a.kind,
      evidence: a.evidence,
    })),
    groupRules: groupRules.map((g) => ({
      country_iso3: g.country ?? '',
      company_key: searchKey(g.company),
      company: g.company,
      group_name: g.group,
      evidence: g.evidence,
    })),
    holders,
    formerAddresses,
    matching: {
      sites: sites.length,
      matched: matching.matches.length,
      unmatched: matching.unmatched.length,
      outclaimed: matching.outclaimed.length,
    },
  };
};

/**
 * Every row of the World Bank extracts in `dir` (one CSV per country, or per country and years; their
 * headers are the workbook's or snake-cased), read as the import pipeline reads the workbook.
 */
const readWorldBankSites = (dir: string): WorldBankSite[] => {
  const sites: WorldBankSite[] = [];
  for (const name of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.csv'))
    .sort()) {
    const [header = [], ...rows] = parse(fs.readFileSync(path.join(dir, name), 'utf8'), {
      bom: true,
      skip_empty_lines: true,
    }) as string[][];
    const keys = header.map(worldBankHeaderKey);
    rows.forEach((cells, index) => {
      const read = readWorldBankRow(Object.fromEntries(keys.map((key, i) => [key, cells[i]])), index + 2);
      if ('issues' in read) throw new Error(`${name}, line ${index + 2}: ${JSON.stringify(read.issues)}`);
      sites.push(read.site);
    });
  }
  return sites;
};
