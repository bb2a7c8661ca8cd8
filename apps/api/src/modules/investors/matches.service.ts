import {
  MATCHABLE_STAGES,
  MATCHES_PAGE_SIZE,
  matchReasons,
  type InvestorMatchesQuery,
  type InvestorMatchesResponse,
  type MatchCriteria,
  type ProjectInvestorMatchesResponse,
  type IrrCase,
} from '@flarescope/shared';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { canViewProject, projectGrantIds } from '../access/index.js';
import { linkedFlaresOf, publishedProjectsIn } from '../projects/index.js';
import {
  ensureScreeningCurrent,
  projectCasesOf,
  screenedFlareOf,
  screenedRowsMatching,
} from '../screening/index.js';
import * as repo from './investors.repository.js';
import * as matches from './matches.repository.js';
import { criteriaOf } from './investors.presenters.js';
import { projectFacts, screenedRowFacts } from './match-facts.js';
import { requireProjectAccess, requireSignedIn } from './project-access.js';

/**
 * Investors matched to opportunities (issue 33, item 9; decision 039): "matches for you" lists the
 * published projects and the screened opportunities that meet an investor's profile, each with its
 * reasons (the shared rule, domain/investor-match.ts); an owner learns how many investors' criteria
 * their project meets — a count, never who.
 */

type CountryRow = Awaited<ReturnType<typeof matches.allCountries>>[number];

/** The projects' linked flares, asked of the projects' front door (screening cannot ask them). */
const flaresOfProjects = (db: Db) => (projectIds: readonly string[]) =>
  linkedFlaresOf({ db }, { projectIds });

const countryRef = (country: CountryRow | undefined, iso3: string) => ({
  slug: country?.slug ?? iso3.toLowerCase(),
  iso3,
  nameEn: country?.name_en ?? iso3,
  nameEs: country?.name_es ?? iso3,
});

const requireCriteria = async (db: Db, userId: string): Promise<MatchCriteria> => {
  const row = await repo.findProfile(db, userId);
  if (!row) throw new AppError('investor_profile_required');
  return criteriaOf(row);
};

/** The screened rows meeting the criteria, a page at a time, best of the investor's case first. */
const screenedPage = async (
  db: Db,
  criteria: MatchCriteria,
  countries: readonly CountryRow[],
  page: number,
): Promise<InvestorMatchesResponse['opportunities']> => {
  const empty = { items: [], total: 0, page, pageSize: MATCHES_PAGE_SIZE };
  // A screened row is the plant its size calls for (decision 038), financed by the lenders' loan and equity.
  const instruments = (['debt', 'equity'] as const).filter(
    (instrument) => criteria.instruments.length === 0 || criteria.instruments.includes(instrument),
  );
  if (instruments.length === 0) return empty;
  const byIso2 = new Map(countries.map((country) => [country.iso2, country]));
  const iso3s =
    criteria.countries.length === 0
      ? null
      : criteria.countries.flatMap((iso2) => {
          const country = byIso2.get(iso2);
          return country ? [country.iso3] : [];
        });
  if (iso3s !== null && iso3s.length === 0) return empty;
  const { rows, total } = await screenedRowsMatching(
    { db },
    {
      filter: {
        iso3s,
        technologies: criteria.technologies.length === 0 ? null : criteria.technologies,
        instruments,
        ticketMinUsd: criteria.ticketMinUsd,
        ticketMaxUsd: criteria.ticketMaxUsd,
        minIrr:
          criteria.minIrr === null
            ? null
            : {
                column: criteria.irrCase === 'lenders' ? 'lenders_irr' : 'sponsors_equity_irr',
                value: criteria.minIrr,
              },
        rank: criteria.irrCase === 'lenders' ? 'rank_lenders_desc' : 'rank_sponsors_desc',
        from: (page - 1) * MATCHES_PAGE_SIZE,
        size: MATCHES_PAGE_SIZE,
      },
    },
  );
  const byIso3 = new Map(countries.map((country) => [country.iso3, country]));
  const items = rows.flatMap((row) => {
    // The SQL filter and the shared rule say the same; the rule also gives the reasons.
    const reasons = matchReasons(criteria, screenedRowFacts(row, byIso3.get(row.country_iso3)?.iso2 ?? null));
    if (reasons === null) return [];
    return [
      {
        flare: screenedFlareOf(row),
        capacityMw: Number(row.capacity_mw),
        capexUsd: Number(row.capex_usd),
        memberCount: Number(row.member_count),
        reasons,
      },
    ];
  });
  return { items, total, page, pageSize: MATCHES_PAGE_SIZE };
};

/**
 * "Matches for you": every published project not yet funded that the investor may see (not their own)
 * and meets their criteria, and a page of the screened opportunities that do. Without an investor
 * profile: investor_profile_required.
 */
export const getMatches = async (
  ctx: ServiceContext,
  query: InvestorMatchesQuery,
): Promise<InvestorMatchesResponse> => {
  const { db, clock } = ctx;
  const user = requireSignedIn(ctx.actor);
  const criteria = await requireCriteria(db, user.id);
  await ensureScreeningCurrent({ db, clock });
  const [countries, rows, grantIds] = await Promise.all([
    matches.allCountries(db),
    publishedProjectsIn({ db }, { stages: MATCHABLE_STAGES }),
    projectGrantIds(db, user.id),
  ]);
  const byIso3 = new Map(countries.map((country) => [country.iso3, country]));
  const candidates = rows.filter(
    (row) =>
      row.owner_id !== user.id &&
      canViewProject(user, { id: row.id, ownerId: row.owner_id, isPublished: true }, grantIds),
  );
  // Each project's two cases are read only when the investor states a minimum IRR (decision 041).
  const cases =
    criteria.minIrr === null
      ? new Map<string, Record<IrrCase, number | null> | null>()
      : await projectCasesOf(db, candidates, { flaresOf: flaresOfProjects(db) });
  const projects = candidates.flatMap((row) => {
    const stage = MATCHABLE_STAGES.find((candidate) => candidate === row.stage);
    if (!stage) return [];
    const country = byIso3.get(row.country_iso3);
    const facts = projectFacts(db, row, country?.iso2 ?? null, cases.get(row.id));
    const reasons = facts && matchReasons(criteria, facts);
    if (!reasons) return [];
    return [
      {
        slug: row.slug,
        title: { en: row.title_en, es: row.title_es },
        country: countryRef(country, row.country_iso3),
        stage,
        reasons,
      },
    ];
  });
  return { projects, opportunities: await screenedPage(db, criteria, countries, query.page) };
};

/**
 * How many investors' criteria a project meets, for its owner's side (the owner, administrators): a
 * count, never names (decision 039). The owner's own investor profile is not counted.
 */
export const countProjectMatches = async (
  ctx: ServiceContext,
  slug: string,
): Promise<ProjectInvestorMatchesResponse> => {
  const { db } = ctx;
  const access = await requireProjectAccess(db, ctx.actor, slug);
  if (!access.isOwnerSide) throw new AppError('forbidden');
  const { row } = access;
  const countries = await matches.allCountries(db);
  const iso2 = countries.find((country) => country.iso3 === row.country_iso3)?.iso2 ?? null;
  const cases = await projectCasesOf(db, [row], { flaresOf: flaresOfProjects(db) });
  const facts = projectFacts(db, row, iso2, cases.get(row.id));
  if (!facts) return { count: 0 };
  const profiles = await matches.allProfiles(db);
  const count = profiles.filter(
    (profile) => profile.user_id !== row.owner_id && matchReasons(criteriaOf(profile), facts) !== null,
  ).length;
  return { count };
};

/**
 * Every investor's criteria as stored: a new opportunity's audience, which notifications reads through its
 * port (ctx.ports.notices; decision 050) and matches against the project itself, one query.
 */
export const investorCriteria = async ({ db }: Pick<ServiceContext, 'db'>) => matches.profileCriteria(db);
