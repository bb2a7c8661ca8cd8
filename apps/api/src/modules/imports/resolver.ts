import type { ImportTableCounts } from '@flarescope/shared';
import { searchKey, slugify } from '@flarescope/shared';
import isoCountries from 'i18n-iso-countries';
import type { Db } from '../../db/database.js';
import { insertRows } from '../../db/bulk-insert.js';
import {
  countryCodeOf,
  countryRow,
  stableId,
  UNATTRIBUTED_SLUG,
  createNameResolver,
  type NameResolver,
  type CompaniesTable,
  type FlaresTable,
} from '../flaring-data/index.js';
import * as repo from './imports.repository.js';

/** What an import did to each table. */
export class ImportCounts {
  readonly tables: Record<string, ImportTableCounts> = {};

  add(table: string, what: keyof ImportTableCounts, n = 1): void {
    const counts = (this.tables[table] ??= { inserted: 0, updated: 0, unchanged: 0 });
    counts[what] = (counts[what] ?? 0) + n;
  }

  /** True when the import inserted, updated or deleted anything. */
  get hasChanges(): boolean {
    return Object.values(this.tables).some((c) => c.inserted > 0 || c.updated > 0 || (c.deleted ?? 0) > 0);
  }
}

/** Names that mean "no operator known": the country's `unattributed` company. */
const UNATTRIBUTED_NAMES = new Set([UNATTRIBUTED_SLUG, 'not-attributed', 'sin-atribuir', 'none']);

/**
 * ISO 3166-1 alpha-3 of a country as an importer writes it: alpha-3 ('ARG'), alpha-2 ('AR'), or a
 * name in English as publishers spell it ('Venezuela, RB', countryCodeOf) or in Spanish ('Perú').
 */
export const resolveCountryCode = (value: string): string | null => {
  const text = value.trim();
  if (/^[A-Za-z]{3}$/.test(text) && isoCountries.alpha3ToAlpha2(text.toUpperCase()))
    return text.toUpperCase();
  if (/^[A-Za-z]{2}$/.test(text)) {
    const alpha3 = isoCountries.alpha2ToAlpha3(text.toUpperCase());
    if (alpha3) return alpha3;
  }
  return countryCodeOf(text) ?? isoCountries.getAlpha3Code(text, 'es') ?? null;
};

export type ResolvedField = {
  id: string;
  slug: string;
  name: string;
  company_id: string | null;
  field_type: string | null;
};

export type NewFlare = {
  companyId: string;
  companySlug: string;
  iso3: string;
  name: string;
  displayName: string;
  externalId?: string | undefined;
  latitude: number;
  longitude: number;
  type: string;
};

/**
 * Finds, inside the import's transaction, what rows refer to (countries, companies, fields, flares)
 * and creates what is new: countries from the ISO list, companies and fields by slug, flares. Lookups
 * are cached for the import; new flares are inserted in batches by `flushFlares`.
 */
export class Resolver {
  private countryCodes: Set<string> | undefined;
  private readonly countryValues = new Map<string, string | null>();
  private readonly companies = new Map<string, { id: string; slug: string }>();
  private readonly fields = new Map<string, ResolvedField>();
  private readonly flaresByCompany = new Map<string, Map<string, FlaresTable>>();
  private readonly flaresByExternalId = new Map<string, FlaresTable | null>();
  private pendingFlares: FlaresTable[] = [];
  private names: NameResolver | undefined;

  constructor(
    private readonly db: Db,
    readonly sourceId: string,
    readonly counts: ImportCounts,
    /** True when this import created the source (so it has no data before this import's). */
    readonly sourceIsNew = false,
    /**
     * 'reference': flares loaded from the database carry only FLARE_REFERENCE_COLUMNS (id, name, company,
     * country), for writers that only point at flares (observations, compositions); 'all' for the
     * flares writer, which compares every column.
     */
    private readonly flareColumns: 'all' | 'reference' = 'all',
  ) {}

  /** The alpha-3 code of a country cell (creating its row when new), or null when unknown. */
  async country(value: string): Promise<string | null> {
    let iso3 = this.countryValues.get(value);
    if (iso3 === undefined) {
      iso3 = resolveCountryCode(value);
      this.countryValues.set(value, iso3);
    }
    if (!iso3) return null;
    this.countryCodes ??= await repo.listCountryCodes(this.db);
    if (!this.countryCodes.has(iso3)) {
      await repo.insertCountry(this.db, countryRow(iso3));
      this.countryCodes.add(iso3);
      this.counts.add('countries', 'inserted');
    }
    return iso3;
  }

  /** Company names as the aliases and group rules of the database say (decision 016), loaded once. */
  async nameResolver(): Promise<NameResolver> {
    this.names ??= createNameResolver(
      (await repo.listCompanyAliases(this.db)).map((a) => ({ ...a, country: a.country_iso3 })),
      (await repo.listCompanyGroupRules(this.db)).map((g) => ({
        ...g,
        country: g.country_iso3,
        group: g.group_name,
      })),
    );
    return this.names;
  }

  /**
   * A company of a country by its name's slug, created when new ("Not attributed" → unattributed). A
   * name the company is also known by (company_aliases) is filed under its one name.
   */
  async company(iso3: string, writtenName: string): Promise<{ id: string; slug: string }> {
    const names = await this.nameResolver();
    const name = names.canonicalName(iso3, writtenName);
    const nameSlug = slugify(name);
    const isUnattributed = UNATTRIBUTED_NAMES.has(nameSlug);
    const slug = isUnattributed ? UNATTRIBUTED_SLUG : nameSlug;
    const key = `${iso3}:${slug}`;
    const cached = this.companies.get(key);
    if (cached) return cached;
    let company = await repo.findCompany(this.db, iso3, slug);
    if (!company) {
      company = { id: stableId('company', iso3, slug), slug };
      await repo.insertCompany(this.db, {
        id: company.id,
        slug,
        name: isUnattributed ? 'Not attributed' : name,
        country_iso3: iso3,
        is_unattributed: isUnattributed ? 1 : 0,
        website: null,
        description_en: null,
        description_es: null,
        search_key: isUnattributed ? 'not attributed sin atribuir' : names.searchKeyOf(iso3, name),
        group_slug: isUnattributed ? null : names.groupSlugOf(iso3, name),
        group_name: isUnattributed ? null : names.groupNameOf(iso3, name),
      });
      this.counts.add('companies', 'inserted');
    }
    this.companies.set(key, company);
    return company;
  }

  /**
   * Many companies of one country at once (an operator file names a thousand): the country's companies are
   * read in one query and the new ones inserted together, then each is `company()`'s answer from the cache.
   */
  async preloadCompanies(iso3: string, writtenNames: Iterable<string>): Promise<void> {
    const names = await this.nameResolver();
    for (const row of await repo.listCompaniesOfCountry(this.db, iso3))
      this.companies.set(`${iso3}:${row.slug}`, { id: row.id, slug: row.slug });
    const fresh = new Map<string, CompaniesTable>();
    for (const writtenName of writtenNames) {
      const name = names.canonicalName(iso3, writtenName);
      const slug = slugify(name);
      const key = `${iso3}:${slug}`;
      if (UNATTRIBUTED_NAMES.has(slug) || this.companies.has(key) || fresh.has(key)) continue;
      fresh.set(key, {
        id: stableId('company', iso3, slug),
        slug,
        name,
        country_iso3: iso3,
        is_unattributed: 0,
        website: null,
        description_en: null,
        description_es: null,
        search_key: names.searchKeyOf(iso3, name),
        group_slug: names.groupSlugOf(iso3, name),
        group_name: names.groupNameOf(iso3, name),
      });
    }
    await insertRows(this.db, 'companies', [...fresh.values()]);
    for (const [key, row] of fresh) this.companies.set(key, { id: row.id, slug: row.slug });
    if (fresh.size > 0) this.counts.add('companies', 'inserted', fresh.size);
  }

  /** A field of a country by its name's slug, created (operated by `companyId`) when new. */
  async field(
    iso3: string,
    name: string,
    companyId: string | null,
    fieldType: string | null = null,
  ): Promise<string> {
    return (await this.fieldOf(iso3, name, companyId, fieldType)).id;
  }

  /**
   * The field itself (as `field` finds or creates it): its slug, the name it was first given, its operator
   * and type. The row is the import's cached one: a writer that changes the field updates it too.
   */
  async fieldOf(
    iso3: string,
    name: string,
    companyId: string | null,
    fieldType: string | null = null,
  ): Promise<ResolvedField> {
    const slug = slugify(name);
    const key = `${iso3}:${slug}`;
    const cached = this.fields.get(key);
    if (cached) return cached;
    let field: ResolvedField | undefined = await repo.findField(this.db, iso3, slug);
    if (!field) {
      field = { id: stableId('field', iso3, slug), slug, name, company_id: companyId, field_type: fieldType };
      await repo.insertField(this.db, {
        ...field,
        country_iso3: iso3,
        basin: null,
        province: null,
        outline: null,
        source_id: this.sourceId,
      });
      this.counts.add('fields', 'inserted');
    }
    this.fields.set(key, field);
    return field;
  }

  /** The flares of a company by name (loaded once per import). */
  async flaresOf(companyId: string): Promise<Map<string, FlaresTable>> {
    let flares = this.flaresByCompany.get(companyId);
    if (!flares) {
      // Reference rows are typed as whole ones: their writers read no other column (see flareColumns).
      const rows =
        this.flareColumns === 'all'
          ? await repo.flaresOfCompany(this.db, companyId)
          : ((await repo.flareReferencesOfCompany(this.db, companyId)) as FlaresTable[]);
      flares = new Map(rows.map((f) => [f.name, f]));
      this.flaresByCompany.set(companyId, flares);
    }
    return flares;
  }

  /** A flare this source catalogued under `externalId` (the operator's own id), or null. */
  async flareByExternalId(externalId: string): Promise<FlaresTable | null> {
    let flare = this.flaresByExternalId.get(externalId);
    if (flare === undefined) {
      flare = (await repo.flareBySourceExternalId(this.db, this.sourceId, externalId)) ?? null;
      this.flaresByExternalId.set(externalId, flare);
    }
    return flare;
  }

  /**
   * The external id of a new flare: the operator's, or country/company/name. A flare renamed since
   * keeps its old default id, so a new flare of that old name gets a numbered one.
   */
  private async newExternalId(input: NewFlare): Promise<string> {
    if (input.externalId) return input.externalId;
    const base = `${input.iso3}/${input.companySlug}/${input.name}`;
    let candidate = base;
    for (let n = 2; await this.flareByExternalId(candidate); n += 1) candidate = `${base}#${n}`;
    return candidate;
  }

  /**
   * Registers a new flare (inserted by the next `flushFlares`). Its id is stable: the source and the
   * external id (or country/company/name), so a re-import after a seed reload gives the same id.
   */
  async addFlare(input: NewFlare, extra: Partial<FlaresTable> = {}): Promise<FlaresTable> {
    const externalId = await this.newExternalId(input);
    const flare: FlaresTable = {
      id: stableId('flare', this.sourceId, externalId),
      name: input.name,
      company_id: input.companyId,
      country_iso3: input.iso3,
      field_id: null,
      latitude: input.latitude,
      longitude: input.longitude,
      location: null,
      type: input.type,
      is_routine: null,
      is_onshore: null,
      combustion_efficiency: null,
      temperature_k: null,
      detection_frequency: null,
      trend: null,
      first_year: null,
      last_year: null,
      external_id: externalId,
      source_id: this.sourceId,
      data_date: null,
      search_key:
        `${searchKey(input.displayName)} ${input.externalId ? searchKey(input.externalId) : ''}`.trim(),
      ...extra,
    };
    (await this.flaresOf(input.companyId)).set(flare.name, flare);
    this.flaresByExternalId.set(externalId, flare);
    this.pendingFlares.push(flare);
    this.counts.add('flares', 'inserted');
    return flare;
  }

  /** Moves a cached flare to another company or name after an update. */
  async moveFlare(flare: FlaresTable, from: { companyId: string; name: string }): Promise<void> {
    (await this.flaresOf(from.companyId)).delete(from.name);
    (await this.flaresOf(flare.company_id)).set(flare.name, flare);
  }

  /** Inserts the flares registered since the last flush (before rows that reference them). */
  async flushFlares(): Promise<void> {
    if (this.pendingFlares.length === 0) return;
    const flares = this.pendingFlares;
    this.pendingFlares = [];
    await insertRows(this.db, 'flares', flares);
  }
}
