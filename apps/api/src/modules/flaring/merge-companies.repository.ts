import { searchKey } from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { recordFormerAddresses, type FormerAddress } from '../flaring-data/index.js';

/**
 * Merging two companies found to be one (an administrator's decision on the candidate-duplicates report,
 * decision 035): everything `other` holds moves to `keep` (its flares, dated years, fields, production),
 * `other`'s name becomes an alias of `keep`'s with the evidence, `other`'s addresses become former
 * addresses answered with a 301, and `other` is deleted. Roll-ups are the caller's to refresh.
 */

/** The key of a pair of names in a country, whichever order they come in. */
export const pairKey = (iso3: string, a: string, b: string): string => {
  const [first, second] = [searchKey(a), searchKey(b)].sort();
  return `${iso3}:${first}|${second}`.slice(0, 80);
};

type CompanyRef = { id: string; slug: string; name: string; country_iso3: string; search_key: string };

const findByName = async (db: Db, iso3: string, name: string): Promise<CompanyRef | undefined> => {
  const rows = await db
    .selectFrom('companies')
    .select(['id', 'slug', 'name', 'country_iso3', 'search_key'])
    .where('country_iso3', '=', iso3)
    .where('is_unattributed', '=', 0)
    .execute();
  return rows.find((row) => searchKey(row.name) === searchKey(name));
};

/** Merges `other` into `keep` (both in `iso3`, by name); false when either is not there (nothing to do). */
export const mergeCompanies = async (
  db: Db,
  input: { iso3: string; keepName: string; otherName: string; evidence: string; now: string },
): Promise<boolean> => {
  const keep = await findByName(db, input.iso3, input.keepName);
  const other = await findByName(db, input.iso3, input.otherName);
  if (!keep || !other || keep.id === other.id) return false;

  const flares = await db
    .selectFrom('flares')
    .select(['id', 'name'])
    .where('company_id', '=', other.id)
    .execute();
  const former: FormerAddress[] = [
    {
      kind: 'company',
      country_iso3: input.iso3,
      company_slug: other.slug,
      flare_name: '',
      target_id: keep.id,
      reason: 'merger',
    },
    ...flares.map((flare) => ({
      kind: 'flare' as const,
      country_iso3: input.iso3,
      company_slug: other.slug,
      flare_name: flare.name,
      target_id: flare.id,
      reason: 'merger',
    })),
  ];
  // Addresses that named `other` before now name `keep`.
  await db
    .updateTable('former_addresses')
    .set({ target_id: keep.id })
    .where('target_id', '=', other.id)
    .execute();

  await db.updateTable('flares').set({ company_id: keep.id }).where('company_id', '=', other.id).execute();
  await db
    .updateTable('flare_operator_years')
    .set({ company_id: keep.id })
    .where('company_id', '=', other.id)
    .execute();
  await db.updateTable('fields').set({ company_id: keep.id }).where('company_id', '=', other.id).execute();
  const otherProduction = await db
    .selectFrom('production')
    .selectAll()
    .where('entity_key', '=', `company:${other.id}`)
    .execute();
  for (const row of otherProduction) {
    const existing = await db
      .selectFrom('production')
      .selectAll()
      .where('entity_key', '=', `company:${keep.id}`)
      .where('period', '=', row.period)
      .where('source_id', '=', row.source_id)
      .executeTakeFirst();
    const add = (a: number | null, b: number | null) =>
      a === null && b === null ? null : (a ?? 0) + (b ?? 0);
    if (existing)
      await db
        .updateTable('production')
        .set({ oil_bbl: add(existing.oil_bbl, row.oil_bbl), gas_m3: add(existing.gas_m3, row.gas_m3) })
        .where('entity_key', '=', existing.entity_key)
        .where('period', '=', row.period)
        .where('source_id', '=', row.source_id)
        .execute();
    else
      await db
        .insertInto('production')
        .values({ ...row, entity_key: `company:${keep.id}`, company_id: keep.id })
        .execute();
  }
  await db.deleteFrom('production').where('entity_key', '=', `company:${other.id}`).execute();
  await db.deleteFrom('production').where('company_id', '=', other.id).execute();
  await db.deleteFrom('company_year_totals').where('company_id', '=', other.id).execute();

  await db
    .insertInto('company_aliases')
    .values({
      country_iso3: input.iso3,
      alias_key: searchKey(other.name).slice(0, 250),
      alias: other.name,
      name: keep.name,
      kind: 'merger',
      evidence: input.evidence,
    })
    .onConflict((oc) => oc.columns(['country_iso3', 'alias_key']).doNothing())
    .execute();
  await db
    .updateTable('companies')
    .set({ search_key: `${keep.search_key} ${searchKey(other.name)}`.slice(0, 250) })
    .where('id', '=', keep.id)
    .execute();
  await db.deleteFrom('companies').where('id', '=', other.id).execute();
  await recordFormerAddresses(db, former, input.now);
  return true;
};

/** Applies every stored merge decision again (after a reload brought both names back). */
export const applyStoredMerges = async (db: Db, now: string): Promise<number> => {
  const merges = await db
    .selectFrom('duplicate_reviews')
    .selectAll()
    .where('decision', '=', 'merge')
    .orderBy('reviewed_at')
    .execute();
  let applied = 0;
  for (const review of merges) {
    const done = await mergeCompanies(db, {
      iso3: review.country_iso3,
      keepName: review.keep_name,
      otherName: review.other_name,
      evidence: review.evidence,
      now,
    });
    if (done) applied += 1;
  }
  return applied;
};
