import { searchKey, slugify } from '@flarescope/shared';
import type { FormerAddressesTable } from './flaring-data.tables.js';

/**
 * Old addresses keep working (issue 34, item 5; decision 035). Whatever changes a company's slug or files a
 * flare under another company (the seed, an import, a merge) writes the address it served before here, with
 * the id of the company or flare it named; the API answers that address with a 301 to the resource's
 * address of today. The table is never cleared by a reload: an address once served stays answered.
 */

export type FormerAddress = Omit<FormerAddressesTable, 'recorded_at'>;

/** Every company's and flare's address, by id: what a change is measured against. */
export type AddressSnapshot = {
  companies: Map<string, { iso3: string; slug: string; name: string }>;
  flares: Map<string, { iso3: string; companySlug: string; name: string }>;
};

/**
 * The addresses `before` served that `after` no longer serves: a flare whose company or name changed (by
 * its id), and a company whose slug is gone, sent to the company its name is now an alias of (`aliasOf`),
 * else to the company that now holds most of its flares.
 */
export const addressChanges = (
  before: AddressSnapshot,
  after: AddressSnapshot,
  aliasOf: (iso3: string, name: string) => string | null,
  reason: string,
): FormerAddress[] => {
  const changes: FormerAddress[] = [];
  const liveCompanies = new Map(
    [...after.companies].map(([id, c]) => [`${c.iso3}|${c.slug}`, { id, ...c }] as const),
  );
  for (const [id, old] of before.flares) {
    const now = after.flares.get(id);
    if (!now || (now.companySlug === old.companySlug && now.name === old.name)) continue;
    changes.push({
      kind: 'flare',
      country_iso3: old.iso3,
      company_slug: old.companySlug,
      flare_name: old.name,
      target_id: id,
      reason,
    });
  }
  for (const old of before.companies.values()) {
    if (liveCompanies.has(`${old.iso3}|${old.slug}`)) continue;
    const aliasTarget = aliasOf(old.iso3, old.name);
    let targetId = aliasTarget ? liveCompanies.get(`${old.iso3}|${slugify(aliasTarget)}`)?.id : undefined;
    if (!targetId) {
      const holders = new Map<string, number>();
      for (const [flareId, flare] of before.flares) {
        if (flare.iso3 !== old.iso3 || flare.companySlug !== old.slug) continue;
        const now = after.flares.get(flareId);
        const holder = now && liveCompanies.get(`${now.iso3}|${now.companySlug}`)?.id;
        if (holder) holders.set(holder, (holders.get(holder) ?? 0) + 1);
      }
      targetId = [...holders].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]?.[0];
    }
    if (targetId)
      changes.push({
        kind: 'company',
        country_iso3: old.iso3,
        company_slug: old.slug,
        flare_name: '',
        target_id: targetId,
        reason,
      });
  }
  return changes;
};

/** An alias lookup over the `company_aliases` rows (a country's alias before an every-country one). */
export const aliasLookup = (rows: ReadonlyArray<{ country_iso3: string; alias: string; name: string }>) => {
  const map = new Map(rows.map((row) => [`${row.country_iso3}|${searchKey(row.alias)}`, row.name]));
  return (iso3: string, name: string): string | null =>
    map.get(`${iso3}|${searchKey(name)}`) ?? map.get(`|${searchKey(name)}`) ?? null;
};

export type CurrentAddress = { country: string; company: string; name?: string };
