import type { Db } from '../../db/database.js';
import type { AddressSnapshot, CurrentAddress, FormerAddress } from './former-addresses.js';

/** The SQL of former addresses (decision 035): snapshots of what is served, the table's writes, look-ups. */

export const snapshotAddresses = async (db: Db): Promise<AddressSnapshot> => {
  const [companies, flares] = await Promise.all([
    db.selectFrom('companies').select(['id', 'country_iso3', 'slug', 'name']).execute(),
    db
      .selectFrom('flares')
      .innerJoin('companies', 'companies.id', 'flares.company_id')
      .select(['flares.id', 'flares.country_iso3', 'flares.name', 'companies.slug as company_slug'])
      .execute(),
  ]);
  return {
    companies: new Map(companies.map((c) => [c.id, { iso3: c.country_iso3, slug: c.slug, name: c.name }])),
    flares: new Map(
      flares.map((f) => [f.id, { iso3: f.country_iso3, companySlug: f.company_slug, name: f.name }]),
    ),
  };
};

/**
 * Writes `addresses` (new ones added, known ones pointed at their new target), dropping any that is an
 * address served today (`live`): an address that names a resource again is that resource's, not a redirect.
 */
export const recordFormerAddresses = async (
  db: Db,
  addresses: readonly FormerAddress[],
  now: string,
): Promise<number> => {
  const unique = new Map(
    addresses.map((a) => [`${a.kind}|${a.country_iso3}|${a.company_slug}|${a.flare_name}`, a] as const),
  );
  const rows = [...unique.values()];
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insertInto('former_addresses')
      .values(rows.slice(i, i + 500).map((row) => ({ ...row, recorded_at: now })))
      .onConflict((oc) =>
        oc.columns(['kind', 'country_iso3', 'company_slug', 'flare_name']).doUpdateSet((eb) => ({
          target_id: eb.ref('excluded.target_id'),
          reason: eb.ref('excluded.reason'),
          recorded_at: eb.ref('excluded.recorded_at'),
        })),
      )
      .execute();
  }
  // A former address that is a live address again (a company renamed back) answers as itself.
  await db
    .deleteFrom('former_addresses')
    .where('kind', '=', 'company')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('companies')
          .select('companies.id')
          .whereRef('companies.country_iso3', '=', 'former_addresses.country_iso3')
          .whereRef('companies.slug', '=', 'former_addresses.company_slug'),
      ),
    )
    .execute();
  // The company by its unique (country, slug), then its flare by the unique (company, name): written as
  // two EXISTS so that SQLite takes them in that order. One join let it scan every flare of the country for
  // each address (3.8 s for the 3 325 addresses shipped, on every start that loads the data and every import).
  await db
    .deleteFrom('former_addresses')
    .where('kind', '=', 'flare')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('companies')
          .select('companies.id')
          .whereRef('companies.country_iso3', '=', 'former_addresses.country_iso3')
          .whereRef('companies.slug', '=', 'former_addresses.company_slug')
          .where((inner) =>
            inner.exists(
              inner
                .selectFrom('flares')
                .select('flares.id')
                .whereRef('flares.company_id', '=', 'companies.id')
                .whereRef('flares.name', '=', 'former_addresses.flare_name')
                .whereRef('flares.country_iso3', '=', 'former_addresses.country_iso3'),
            ),
          ),
      ),
    )
    .execute();
  return rows.length;
};

/**
 * Where an address that answers nothing today went: the company or flare it named, at its address of today,
 * or null. A flare under a former company address is looked for by its name under the company it went to.
 */
export const resolveFormerAddress = async (
  db: Db,
  input: { country: string; company: string; name?: string },
): Promise<CurrentAddress | null> => {
  const country = await db
    .selectFrom('countries')
    .select('iso3')
    .where('slug', '=', input.country)
    .executeTakeFirst();
  if (!country) return null;
  const find = (kind: 'company' | 'flare', flareName: string) =>
    db
      .selectFrom('former_addresses')
      .select('target_id')
      .where('kind', '=', kind)
      .where('country_iso3', '=', country.iso3)
      .where('company_slug', '=', input.company)
      .where('flare_name', '=', flareName)
      .executeTakeFirst();
  const flareAt = (where: { id?: string; companyId?: string; name?: string }) => {
    let query = db
      .selectFrom('flares')
      .innerJoin('companies', 'companies.id', 'flares.company_id')
      .innerJoin('countries', 'countries.iso3', 'flares.country_iso3')
      .select(['countries.slug as country', 'companies.slug as company', 'flares.name']);
    if (where.id) query = query.where('flares.id', '=', where.id);
    if (where.companyId) query = query.where('flares.company_id', '=', where.companyId);
    if (where.name) query = query.where('flares.name', '=', where.name);
    return query.executeTakeFirst();
  };
  const companyAt = (id: string) =>
    db
      .selectFrom('companies')
      .innerJoin('countries', 'countries.iso3', 'companies.country_iso3')
      .select(['countries.slug as country', 'companies.slug as company'])
      .where('companies.id', '=', id)
      .executeTakeFirst();

  if (input.name !== undefined) {
    const flare = await find('flare', input.name);
    if (flare) return (await flareAt({ id: flare.target_id })) ?? null;
    const company = await find('company', '');
    if (!company) return null;
    return (await flareAt({ companyId: company.target_id, name: input.name })) ?? null;
  }
  const company = await find('company', '');
  return company ? ((await companyAt(company.target_id)) ?? null) : null;
};

/** Every alias row (what a company that is gone is now called). */
export const listAliases = (db: Db) =>
  db.selectFrom('company_aliases').select(['country_iso3', 'alias', 'name']).execute();
