import {
  searchKey,
  type DuplicateCandidate,
  type DuplicateListResponse,
  type DuplicateReviewRequest,
} from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { recordAudit } from '../../lib/audit.js';
import type { ServiceContext } from '../../lib/service-context.js';
import {
  bumpDataVersion,
  localDataChanges,
  noteDataChanged,
  readDataVersion,
  refreshAllRollups,
} from '../flaring-data/index.js';
import * as repo from './duplicates.repository.js';
import { mergeCompanies, pairKey } from './merge-companies.repository.js';

/**
 * The candidate-duplicates report (issue 34, item 2; decision 035): pairs of named companies of one country
 * that may be one company under two names. Evidence, each measured on the data: flares both were dated to
 * (a source named both at the same flare), fields both ran, their years (overlapping, or one ending where
 * the other begins: a handover), and how alike their names are. An administrator decides; the report
 * proposes, never merges.
 */

/** Words that say what a company is, not which: left out when comparing names. */
const LEGAL_WORDS = new Set(
  'sa s a sau srl s r l ltd limited llc inc co company corporation corp plc spa sl sucursal argentina branch de del la el y and the e p'.split(
    ' ',
  ),
);

const words = (name: string) =>
  searchKey(name)
    .split(' ')
    .filter((w) => w && !LEGAL_WORDS.has(w));
const trigrams = (text: string) => {
  const padded = `  ${text} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) set.add(padded.slice(i, i + 3));
  return set;
};
const jaccard = (a: Set<string>, b: Set<string>) => {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared += 1;
  return shared / (a.size + b.size - shared);
};

/** A name as the comparison reads it: its words without legal forms, run together, and its letter triples. */
type NameKey = { words: Set<string>; compact: string; grams: Set<string> };
const nameKeyOf = (name: string): NameKey => {
  const list = words(name);
  const compact = list.join('');
  return { words: new Set(list), compact, grams: trigrams(compact) };
};
const similarityOf = (a: NameKey, b: NameKey): number => {
  if (a.compact !== '' && a.compact === b.compact) return 1;
  const byWords = jaccard(a.words, b.words);
  const byLetters = jaccard(a.grams, b.grams);
  return Math.round(Math.max(byWords, byLetters) * 100) / 100;
};

/**
 * How alike two names are, 0–1: the best of the shared words and the shared letter triples of the names
 * run together (so "Orenburgneft" and "Orenburg-Neft" are 1), legal forms left out.
 */
export const nameSimilarity = (a: string, b: string): number => similarityOf(nameKeyOf(a), nameKeyOf(b));

type Company = { id: string; name: string; slug: string; iso3: string; countrySlug: string };

type Pair = Omit<DuplicateCandidate, 'review'>;

/** Every candidate pair of the data as it is loaded, with its evidence (the decisions are not data). */
const candidatePairs = async (db: Db): Promise<Pair[]> => {
  const [companies, dated, totals] = await Promise.all([
    repo.namedCompanies(db),
    repo.datedFlareYears(db),
    repo.companyYears(db),
  ]);
  const byId = new Map<string, Company>(
    companies.map((c) => [
      c.id,
      { id: c.id, name: c.name, slug: c.slug, iso3: c.iso3, countrySlug: c.country_slug },
    ]),
  );
  const yearsOf = new Map<string, Set<number>>();
  const addYear = (id: string, year: number) => {
    const set = yearsOf.get(id) ?? new Set<number>();
    set.add(Number(year));
    yearsOf.set(id, set);
  };
  for (const row of totals)
    if (Number(row.volume_m3) > 0 && byId.has(row.company_id)) addYear(row.company_id, row.year);
  const flaresOf = new Map<string, Map<string, string>>();
  const fieldsOf = new Map<string, Set<string>>();
  for (const row of dated) {
    if (!byId.has(row.company_id)) continue;
    addYear(row.company_id, row.year);
    const flares = flaresOf.get(row.company_id) ?? new Map<string, string>();
    flares.set(row.flare_id, row.flare_name);
    flaresOf.set(row.company_id, flares);
    if (row.field_name) {
      const fields = fieldsOf.get(row.company_id) ?? new Set<string>();
      fields.add(row.field_name);
      fieldsOf.set(row.company_id, fields);
    }
  }
  // Each company's name key, years, flares and fields, worked out once: a country holds up to ~1 100
  // named companies (the United States' monthly reporters), so ~600 000 pairs are compared per request.
  type Prepared = {
    company: Company;
    name: NameKey;
    span: { from: number; to: number } | null;
    flares: Map<string, string>;
    fields: Set<string>;
  };
  const NO_FLARES = new Map<string, string>();
  const NO_FIELDS = new Set<string>();
  const byCountry = new Map<string, Prepared[]>();
  for (const company of byId.values()) {
    const years = [...(yearsOf.get(company.id) ?? [])].sort((x, y) => x - y);
    const prepared: Prepared = {
      company,
      name: nameKeyOf(company.name),
      span: years.length ? { from: years[0] as number, to: years[years.length - 1] as number } : null,
      flares: flaresOf.get(company.id) ?? NO_FLARES,
      fields: fieldsOf.get(company.id) ?? NO_FIELDS,
    };
    const list = byCountry.get(company.iso3);
    if (list) list.push(prepared);
    else byCountry.set(company.iso3, [prepared]);
  }
  const items: Pair[] = [];
  for (const list of byCountry.values()) {
    list.sort((x, y) => x.company.name.localeCompare(y.company.name));
    for (let i = 0; i < list.length; i += 1) {
      for (let j = i + 1; j < list.length; j += 1) {
        const pa = list[i] as Prepared;
        const pb = list[j] as Prepared;
        const a = pa.company;
        const b = pb.company;
        const sharedFlares: string[] = [];
        if (pa.flares.size > 0 && pb.flares.size > 0)
          for (const [id, name] of pa.flares) if (pb.flares.has(id)) sharedFlares.push(name);
        const sharedFields: string[] = [];
        if (pa.fields.size > 0 && pb.fields.size > 0)
          for (const field of pa.fields) if (pb.fields.has(field)) sharedFields.push(field);
        const similarity = similarityOf(pa.name, pb.name);
        const shares = sharedFlares.length + sharedFields.length > 0;
        // Cheap refusal first: neither alike names nor anything shared.
        if (similarity < 0.75 && !shares) continue;
        const spanA = pa.span;
        const spanB = pb.span;
        const timing =
          !spanA || !spanB
            ? 'unknown'
            : spanA.to < spanB.from || spanB.to < spanA.from
              ? Math.min(Math.abs(spanB.from - spanA.to), Math.abs(spanA.from - spanB.to)) <= 2
                ? 'handover'
                : 'apart'
              : 'overlap';
        // Alike names in one country, or the same flare or field with alike names or a handover.
        const candidate = similarity >= 0.75 || (shares && (similarity >= 0.3 || timing === 'handover'));
        if (!candidate) continue;
        const key = pairKey(a.iso3, a.name, b.name);
        const score =
          Math.round((similarity + (shares ? 0.5 : 0) + (timing === 'handover' ? 0.3 : 0)) * 100) / 100;
        items.push({
          key,
          country: { iso3: a.iso3, slug: a.countrySlug },
          companies: [a, b].map((c, k) => ({
            slug: c.slug,
            name: c.name,
            from: (k === 0 ? spanA : spanB)?.from ?? null,
            to: (k === 0 ? spanA : spanB)?.to ?? null,
          })) as DuplicateCandidate['companies'],
          sharedFlares: sharedFlares.sort().slice(0, 20),
          sharedFlareCount: sharedFlares.length,
          sharedFields: sharedFields.sort(),
          timing,
          nameSimilarity: similarity,
          score,
        });
      }
    }
  }
  return items;
};

/**
 * The pairs of each database, worked out once per data version: ~600 000 name comparisons take about
 * half a second (over a second on a busy machine), and only a load, an import or a merge changes them.
 * `localDataChanges` makes this process's own changes seen at once, before the version is even read.
 */
const pairsOf = new WeakMap<Db, { stamp: string; pairs: Promise<Pair[]> }>();
const cachedPairs = async (db: Db): Promise<Pair[]> => {
  const stamp = `${localDataChanges()} ${(await readDataVersion(db)) ?? 'none'}`;
  const known = pairsOf.get(db);
  if (known?.stamp === stamp) return known.pairs;
  const pairs = candidatePairs(db);
  pairsOf.set(db, { stamp, pairs });
  // A failed computation is not kept.
  pairs.catch(() => {
    if (pairsOf.get(db)?.pairs === pairs) pairsOf.delete(db);
  });
  return pairs;
};

type ReviewRow = Awaited<ReturnType<typeof repo.listReviews>>[number];
const decisionOf = (review: ReviewRow) => ({
  decision: review.decision,
  keepName: review.keep_name,
  evidence: review.evidence,
  reviewedAt: review.reviewed_at,
});

/** Every candidate pair of the data as it is loaded, with its evidence and any decision already taken. */
export const listDuplicateCandidates = async (db: Db): Promise<DuplicateListResponse> => {
  const [pairs, reviews] = await Promise.all([cachedPairs(db), repo.listReviews(db)]);
  const reviewOf = new Map(reviews.map((r) => [r.pair_key, r]));
  const items: DuplicateCandidate[] = pairs.map((pair) => {
    const review = reviewOf.get(pair.key);
    return { ...pair, review: review ? decisionOf(review) : null };
  });
  const listed = new Set(pairs.map((pair) => pair.key));
  // Decided pairs that a merge took out of the data stay on the report, with their decision.
  for (const review of reviews) {
    if (listed.has(review.pair_key)) continue;
    const country = await repo.countryByIso3(db, review.country_iso3);
    if (!country) continue;
    items.push({
      key: review.pair_key,
      country: { iso3: country.iso3, slug: country.slug },
      companies: [
        { slug: '', name: review.keep_name, from: null, to: null },
        { slug: '', name: review.other_name, from: null, to: null },
      ],
      sharedFlares: [],
      sharedFlareCount: 0,
      sharedFields: [],
      timing: 'unknown',
      nameSimilarity: nameSimilarity(review.keep_name, review.other_name),
      score: 0,
      review: decisionOf(review),
    });
  }
  items.sort(
    (x, y) =>
      Number(x.review !== null) - Number(y.review !== null) ||
      y.score - x.score ||
      x.key.localeCompare(y.key),
  );
  return { items, pending: items.filter((item) => item.review === null).length };
};

/**
 * Stores an administrator's decision on a pair with its evidence, and applies it: a merge moves the other
 * company into the kept one (its old addresses answered with a 301) and is applied again after any reload;
 * "not the same" takes the pair off the pending list. One transaction; audit-logged.
 */
export const reviewDuplicate = async (ctx: ServiceContext, input: DuplicateReviewRequest): Promise<void> => {
  if (!ctx.actor) throw new AppError('unauthenticated');
  const actorId = ctx.actor.id;
  const country = await repo.countryBySlug(ctx.db, input.country);
  if (!country) throw new AppError('not_found');
  const [keep, other] = await Promise.all([
    repo.companyBySlug(ctx.db, country.iso3, input.keep),
    repo.companyBySlug(ctx.db, country.iso3, input.other),
  ]);
  if (!keep || !other || keep.is_unattributed === 1 || other.is_unattributed === 1)
    throw new AppError('not_found');
  if (keep.id === other.id)
    throw new AppError('validation_failed', { fields: { other: 'validation.duplicate_same_company' } });
  const now = ctx.clock.now().toISOString();
  const key = pairKey(country.iso3, keep.name, other.name);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.saveReview(trx, {
      pair_key: key,
      country_iso3: country.iso3,
      keep_name: keep.name,
      other_name: other.name,
      decision: input.decision,
      evidence: input.evidence,
      reviewed_by: actorId,
      reviewed_at: now,
    });
    if (input.decision === 'merge') {
      await mergeCompanies(trx, {
        iso3: country.iso3,
        keepName: keep.name,
        otherName: other.name,
        evidence: input.evidence,
        now,
      });
      await refreshAllRollups(trx);
      await bumpDataVersion(trx, { value: `merge:${now}`, now });
    }
    await recordAudit(trx, ctx.clock, 'duplicate_reviewed', null, ctx.meta, {
      actorId,
      details: { country: input.country, keep: keep.name, other: other.name, decision: input.decision },
    });
  });
  if (input.decision === 'merge') noteDataChanged();
};
