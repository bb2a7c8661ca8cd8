import { IMPORT_SUMMARY_MAX_LISTED, searchKey, type SiteMatchingSummary } from '@flarescope/shared';
import type { Updateable } from 'kysely';
import { createPause } from '../../../infra/event-loop.js';
import {
  addressChanges,
  aliasLookup,
  listAliases,
  recordFormerAddresses,
  snapshotAddresses,
  MATCH_RADIUS_M,
  matchSites,
  type SiteMatch,
  type SiteMatching,
  type WorldBankSite,
  type FlareOperatorYearsTable,
  type FlareSiteMatchesTable,
  type FlaresTable,
} from '../../flaring-data/index.js';
import * as repo from '../imports.repository.js';
import type { WorldBankSiteRow } from '../validate-rows.js';
import { BATCH, insertInBatches, type Rows, type WriteContext, type WriteOutcome } from './write-context.js';

/** The satellite catalogue a flare's name follows its field in (the seed names them the same way). */
const UPSTREAM_CATALOGUE = 'eog-vnf-catalog-2017-2024';

type FlareState = repo.CatalogueFlareRow;
type OperatorYear = FlareOperatorYearsTable;

const yearKey = (flareId: string, year: number) => `${flareId}|${year}`;

/** A site as the summary names it. */
const listed = (site: WorldBankSite) => ({
  line: site.line,
  country: site.iso3,
  year: site.year,
  latitude: site.latitude,
  longitude: site.longitude,
  operator: site.operator,
});

/** The columns of a site match that an import compares (all but its key). */
const SITE_MATCH_VALUES = [
  'site_latitude',
  'site_longitude',
  'distance_m',
  'field_name',
  'field_type',
  'operator',
  'volume_m3',
] as const;

/**
 * The World Bank's per-flare workbook (decision 016), doing in the database what the seed does with the
 * shipped extracts (flaring/seed/build-seed.ts): every site of the file is matched to the nearest
 * satellite catalogue flare of its country within MATCH_RADIUS_M (one site per flare and year, the larger
 * volume winning), and then, in the import's transaction:
 * - `flare_site_matches`: the matched sites with their distance, this source's, replacing what the source
 *   held for the file's countries and years (a country-year the file covers is restated whole);
 * - `flare_operator_years`: a matched site's operator (its one name, company_aliases) dates the flare's
 *   year, unless a regulator dates it (the regulator's record wins); this source's earlier dates in the
 *   file's country-years that the file no longer makes are removed;
 * - `fields`: a flare without a field gets the field its latest site names (with its type), and a
 *   catalogue flare then takes its name from it, as in the seed;
 * - each flare whose dates changed is filed under the operator of its latest dated year with a volume
 *   (else its latest dated year); one that lost every date, filed under a company only those dates gave
 *   it, goes back to its country's "Not attributed".
 * Roll-ups of the flares touched are refreshed for every source by the pipeline. Sites are read whole
 * before anything is written: matching needs every claim on a flare.
 */
export const writeWorldBankSites = async (
  ctx: WriteContext,
  rows: Rows<WorldBankSiteRow>,
): Promise<WriteOutcome> => {
  const { resolver, errors } = ctx;
  const sourceId = resolver.sourceId;
  const outcome: WriteOutcome = { flareIds: new Set(), formerCompanyIds: new Set(), allSources: true };
  const pause = createPause();
  const sites: WorldBankSite[] = [];
  let handled = 0;
  for await (const received of rows)
    for (const { line, data } of received) {
      handled += 1;
      if (handled % 1000 === 0) await ctx.onRows(handled);
      if (errors.count > 0) continue;
      sites.push({
        line,
        iso3: data.iso3,
        year: data.year,
        latitude: data.latitude,
        longitude: data.longitude,
        volumeM3: data.volumeM3 ?? null,
        fieldName: data.fieldName ?? null,
        fieldType: data.fieldType ?? null,
        operator: data.operator ?? null,
        isOnshore: data.isOnshore ?? null,
      });
    }
  await ctx.onRows(handled);
  if (errors.count > 0 || sites.length === 0) return outcome;

  // --- Match every site to the catalogue's flares of its country, a country at a time (a site is only
  // ever near its own country's flares, and a flare is claimed in its country: the same as all at once),
  // letting requests through between countries; and read what the source and others hold there.
  const byCountry = new Map<string, WorldBankSite[]>();
  for (const site of sites) {
    const list = byCountry.get(site.iso3);
    if (list) list.push(site);
    else byCountry.set(site.iso3, [site]);
  }
  const countries = [...byCountry.keys()].sort();
  const years = [...new Set(sites.map((site) => site.year))].sort((a, b) => a - b);
  /** The country-years the file covers: what it restates. */
  const covered = new Set(sites.map((site) => `${site.iso3}|${site.year}`));
  const isCovered = (row: { country_iso3: string; year: number }) =>
    covered.has(`${row.country_iso3}|${row.year}`);
  const flares = new Map<string, FlareState>();
  const matching: SiteMatching = { matches: [], unmatched: [], outclaimed: [] };
  const storedMatches = new Map<string, FlareSiteMatchesTable>();
  const stored = new Map<string, Awaited<ReturnType<typeof repo.operatorYearsOf>>[number]>();
  for (const iso3 of countries) {
    const catalogue = await repo.catalogueFlaresOf(ctx.db, [iso3]);
    for (const flare of catalogue) flares.set(flare.id, { ...flare });
    await pause();
    const found = matchSites(
      byCountry.get(iso3) as WorldBankSite[],
      catalogue.map((f) => ({
        id: f.id,
        iso3: f.country_iso3,
        latitude: f.latitude,
        longitude: f.longitude,
      })),
    );
    matching.matches.push(...found.matches);
    matching.unmatched.push(...found.unmatched);
    matching.outclaimed.push(...found.outclaimed);
    await pause();
    for (const { country_iso3: _country, ...row } of (
      await repo.siteMatchesOf(ctx.db, sourceId, [iso3], years)
    ).filter(isCovered))
      storedMatches.set(yearKey(row.flare_id, row.year), row);
    await pause();
    for (const row of (await repo.operatorYearsOf(ctx.db, [iso3], years)).filter(isCovered))
      stored.set(yearKey(row.flare_id, row.year), row);
    await pause();
  }
  await ctx.onShare(0.15);
  // A file names the same few thousand operators on 156 000 rows: each is resolved once (its one name,
  // company_aliases, is a Unicode normalisation away, which costs more than the rest of a row).
  const names = await resolver.nameResolver();
  const canonical = new Map<string, string>();
  const canonicalOf = (iso3: string, operator: string) => {
    const key = `${iso3}\u0000${operator}`;
    let name = canonical.get(key);
    if (name === undefined) canonical.set(key, (name = names.canonicalName(iso3, operator)));
    return name;
  };
  const companies = new Map<string, { id: string; slug: string }>();
  const companyOf = async (site: WorldBankSite) => {
    if (site.operator === null) return null;
    const key = `${site.iso3}\u0000${site.operator}`;
    let company = companies.get(key);
    if (!company) companies.set(key, (company = await resolver.company(site.iso3, site.operator)));
    return company;
  };

  // The latest year first: a flare's field is the one its latest site names (as the seed does).
  const byLatest = [...matching.matches].sort(
    (a, b) => b.site.year - a.site.year || a.site.line - b.site.line,
  );

  // --- flare_site_matches: this source's, for the file's country-years, restated.
  const newMatches: FlareSiteMatchesTable[] = [];
  for (const { site, flareId, distanceM } of byLatest) {
    const row: FlareSiteMatchesTable = {
      flare_id: flareId,
      year: site.year,
      source_id: sourceId,
      site_latitude: site.latitude,
      site_longitude: site.longitude,
      distance_m: Math.round(distanceM * 10) / 10,
      field_name: site.fieldName,
      field_type: site.fieldType,
      operator: site.operator === null ? null : canonicalOf(site.iso3, site.operator),
      volume_m3: site.volumeM3,
    };
    await pause();
    const key = yearKey(flareId, site.year);
    const before = storedMatches.get(key);
    storedMatches.delete(key);
    if (!before) newMatches.push(row);
    else if (SITE_MATCH_VALUES.every((column) => before[column] === row[column]))
      resolver.counts.add('flare_site_matches', 'unchanged');
    else {
      await repo.updateSiteMatch(ctx.db, row);
      resolver.counts.add('flare_site_matches', 'updated');
    }
  }
  await insertInBatches(ctx.db, 'flare_site_matches', newMatches, pause);
  resolver.counts.add('flare_site_matches', 'inserted', newMatches.length);
  for (const gone of storedMatches.values()) {
    await repo.deleteSiteMatch(ctx.db, gone);
    await pause();
  }
  if (storedMatches.size > 0) resolver.counts.add('flare_site_matches', 'deleted', storedMatches.size);
  await ctx.onShare(0.35);

  // --- flare_operator_years: a regulator's dated year wins; this source's are restated.
  const wanted = new Map<string, OperatorYear>();
  let keptByRegulator = 0;
  /** The unattributed company of each country a row with operator NA dates a year to (decision 035). */
  const nobody = new Set<string>();
  for (const { site, flareId } of byLatest) {
    await pause();
    // A row whose operator is NA names no one: its flare-year is nobody's, not another year's operator's.
    let company = await companyOf(site);
    if (!company) {
      company = await resolver.company(site.iso3, 'Not attributed');
      nobody.add(company.id);
    }
    const key = yearKey(flareId, site.year);
    const before = stored.get(key);
    if (before && before.source_id !== sourceId && before.kind === 'regulator') {
      keptByRegulator += 1;
      continue;
    }
    wanted.set(key, { flare_id: flareId, year: site.year, company_id: company.id, source_id: sourceId });
  }
  /** Flares whose dates changed, with the companies those dates named before. */
  const redated = new Map<string, Set<string>>();
  const redate = (flareId: string, formerCompanyId: string | null) => {
    const former = redated.get(flareId) ?? new Set<string>();
    if (formerCompanyId) former.add(formerCompanyId);
    redated.set(flareId, former);
  };
  const inserts: OperatorYear[] = [];
  for (const [key, row] of wanted) {
    await pause();
    const before = stored.get(key);
    if (!before) {
      inserts.push(row);
      redate(row.flare_id, null);
    } else if (before.company_id === row.company_id && before.source_id === row.source_id) {
      resolver.counts.add('flare_operator_years', 'unchanged');
    } else {
      await repo.updateOperatorYear(ctx.db, row);
      resolver.counts.add('flare_operator_years', 'updated');
      redate(row.flare_id, before.company_id);
    }
  }
  await insertInBatches(ctx.db, 'flare_operator_years', inserts, pause);
  resolver.counts.add('flare_operator_years', 'inserted', inserts.length);
  /** Companies this source's removed dates named, per flare (to undo a filing only they made). */
  const removedCompanies = new Map<string, Set<string>>();
  let removed = 0;
  for (const [key, before] of stored) {
    if (before.source_id !== sourceId || wanted.has(key)) continue;
    await repo.deleteOperatorYear(ctx.db, before);
    await pause();
    removed += 1;
    redate(before.flare_id, before.company_id);
    const set = removedCompanies.get(before.flare_id) ?? new Set<string>();
    set.add(before.company_id);
    removedCompanies.set(before.flare_id, set);
  }
  if (removed > 0) resolver.counts.add('flare_operator_years', 'deleted', removed);
  await ctx.onShare(0.55);

  // --- Flares: their field where they have none, their name from it, their company from their dates.
  const patches = new Map<string, Updateable<FlaresTable>>();
  const patch = (flare: FlareState, values: Updateable<FlaresTable>) => {
    Object.assign(flare, values);
    patches.set(flare.id, { ...patches.get(flare.id), ...values });
  };
  const taken = new Set(
    (await repo.flareNamesOf(ctx.db, countries)).map((row) => `${row.company_id}|${row.name}`),
  );
  /**
   * A flare's name under a company, numbered when another flare of that company has it. A name given up in
   * this import is not given again: the updates then never meet the (company, name) constraint halfway.
   */
  const freeName = (flare: FlareState, companyId: string, name: string) => {
    if (companyId === flare.company_id && name === flare.name) return name;
    let candidate = name;
    for (let n = 2; taken.has(`${companyId}|${candidate}`); n += 1) candidate = `${name}-${n}`;
    taken.add(`${companyId}|${candidate}`);
    return candidate;
  };
  const fieldsPatched = new Set<string>();
  for (const { site, flareId } of byLatest) {
    const flare = flares.get(flareId) as FlareState;
    if (!site.fieldName || flare.field_id !== null) continue;
    await pause();
    const company = await companyOf(site);
    const field = await resolver.fieldOf(site.iso3, site.fieldName, company?.id ?? null, site.fieldType);
    // A field the file names again keeps what it has; what it lacks, the file gives (as the seed merges).
    const fill = {
      ...(field.company_id === null && company && { company_id: company.id }),
      ...(field.field_type === null && site.fieldType && { field_type: site.fieldType }),
    };
    if (Object.keys(fill).length > 0) {
      Object.assign(field, fill);
      await repo.updateField(ctx.db, field.id, fill);
      if (!fieldsPatched.has(field.id)) resolver.counts.add('fields', 'updated');
      fieldsPatched.add(field.id);
    }
    const values: Updateable<FlaresTable> = { field_id: field.id };
    if (flare.location === null) values.location = field.name;
    if (flare.source_id === UPSTREAM_CATALOGUE) {
      const name = freeName(
        flare,
        flare.company_id,
        `${field.slug}-${flare.external_id.replace(/^EOGCAT/, '')}`,
      );
      values.name = name;
      values.search_key = `${name.replaceAll('-', ' ')} ${searchKey(flare.external_id)}`;
    }
    patch(flare, values);
  }
  await ctx.onShare(0.7);

  if (redated.size > 0) {
    const latest = new Map<string, { year: number; observed: boolean; companyId: string }>();
    const dated = new Set<string>();
    const ids = [...redated.keys()];
    const rows = [];
    for (let i = 0; i < ids.length; i += BATCH / 2) {
      rows.push(...(await repo.datedYearsOfFlares(ctx.db, ids.slice(i, i + BATCH / 2))));
      await pause();
    }
    for (const row of rows) {
      // A year dated to nobody does not re-file a flare: it stays with the operator a source last named.
      if (nobody.has(row.company_id)) continue;
      dated.add(row.flare_id);
      const observed = row.observed === 1;
      const best = latest.get(row.flare_id);
      if (
        !best ||
        Number(observed) > Number(best.observed) ||
        (observed === best.observed && row.year > best.year)
      )
        latest.set(row.flare_id, { year: row.year, observed, companyId: row.company_id });
    }
    for (const [flareId, former] of redated) {
      outcome.flareIds.add(flareId);
      for (const companyId of former) outcome.formerCompanyIds.add(companyId);
      // A date this source gave a flare that is no longer the satellite catalogue's: its roll-ups, no filing.
      const flare = flares.get(flareId);
      if (!flare) continue;
      outcome.formerCompanyIds.add(flare.company_id);
      let companyId = latest.get(flareId)?.companyId;
      if (!companyId && !dated.has(flareId) && removedCompanies.get(flareId)?.has(flare.company_id))
        companyId = (await resolver.company(flare.country_iso3, 'Not attributed')).id;
      if (!companyId || companyId === flare.company_id) continue;
      patch(flare, { company_id: companyId, name: freeName(flare, companyId, flare.name) });
    }
  }
  // The addresses served before: a flare this import files elsewhere keeps answering there (decision 035).
  // Read here, not when the import starts: nothing before this moves a flare or renames a company, and an
  // import that moves no flare (a file imported again) then does not read the whole catalogue.
  const addressesBefore = patches.size > 0 ? await snapshotAddresses(ctx.db) : undefined;
  for (const [flareId, values] of patches) {
    await pause();
    await repo.updateFlare(ctx.db, flareId, values);
    resolver.counts.add('flares', 'updated');
  }
  if (addressesBefore) {
    const moved = addressChanges(
      addressesBefore,
      await snapshotAddresses(ctx.db),
      aliasLookup(await listAliases(ctx.db)),
      'import',
    );
    await recordFormerAddresses(ctx.db, moved, new Date().toISOString());
  }
  await ctx.onShare(0.9);

  // --- What the report says about the matching.
  const winners = new Map(matching.matches.map((m) => [yearKey(m.flareId, m.site.year), m.site.line]));
  const byLine = (a: { line: number }, b: { line: number }) => a.line - b.line;
  const outclaimed = [...matching.outclaimed].sort((a, b) => a.site.line - b.site.line);
  const summary: SiteMatchingSummary = {
    radiusM: MATCH_RADIUS_M,
    sites: sites.length,
    matched: matching.matches.length,
    keptByRegulator,
    countries,
    years,
    unmatched: {
      count: matching.unmatched.length,
      first: matching.unmatched.map(listed).sort(byLine).slice(0, IMPORT_SUMMARY_MAX_LISTED),
    },
    outclaimed: {
      count: outclaimed.length,
      first: outclaimed.slice(0, IMPORT_SUMMARY_MAX_LISTED).map((m: SiteMatch) => ({
        ...listed(m.site),
        flareName: flares.get(m.flareId)?.name ?? m.flareId,
        distanceM: Math.round(m.distanceM * 10) / 10,
        takenByLine: winners.get(yearKey(m.flareId, m.site.year)) ?? m.site.line,
      })),
    },
  };
  outcome.summary = { siteMatching: summary };
  return outcome;
};
