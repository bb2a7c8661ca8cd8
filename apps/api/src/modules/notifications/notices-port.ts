import type { Compilable, SelectQueryBuilder } from 'kysely';
import type { Database } from '../../db/database.js';
import type { ServiceContext } from '../../lib/service-context.js';

/**
 * A project as a notice names it (titles, address name, country) and as a new opportunity's matching rule
 * reads it (decision 039): the row the projects module answers, with its country's names.
 */
export type NoticeProject = {
  id: string;
  slug: string;
  title_en: string;
  title_es: string;
  owner_id: string | null;
  stage: string;
  technology: string;
  is_published: number;
  funding_sought_usd: number;
  model_inputs: string;
  gas_available_m3_per_day: number;
  funding_plan: string | null;
  country_iso3: string;
  updated_at: string;
  iso2: string | null;
  country_en: string | null;
  country_es: string | null;
};

/** An investor's criteria as stored (JSON lists: '[]' follows all), which a new opportunity is matched against. */
export type InvestorCriteriaRow = {
  user_id: string;
  countries: string;
  technologies: string;
  instruments: string;
  ticket_min_usd: number;
  ticket_max_usd: number;
  min_irr: number | null;
  irr_case: string;
};

/** A notice as the bell lists it. */
export type BellNotice = {
  id: string;
  kind: string;
  data: string;
  read_at: string | null;
  created_at: string;
};

/** The bell's query on notifications' own table (a user's latest notices), before the projects are joined. */
export type BellNotices = SelectQueryBuilder<Database, 'notifications', BellNotice>;

/** A notice with the project it names: its address name and titles, null when none or gone. */
export type BellRow = BellNotice & { slug: string | null; title_en: string | null; title_es: string | null };

type Reads = Pick<ServiceContext, 'db'>;

/**
 * What notices need of the modules above notifications (decision 050). Projects, investors and the data
 * room send notices, so notifications cannot import them; the bell, the digest and a new opportunity's
 * audience have no caller above both to hand the rows in (the bell and the digest run on notifications'
 * own route and schedule; projects, which sends new opportunities, stands below investors). The app's
 * composition (ports.ts) fills this with the owners' front-door functions. Each is one query, a batch
 * where it takes many, and reads through `ctx.db`: a transaction's when the caller is in one.
 */
export type NoticesPort = {
  /** Projects by id or by address name, unknown ones left out (projects: `noticeProjectsOf`). */
  projectsOf: (
    ctx: Reads,
    input: { ids: readonly string[] } | { slugs: readonly string[] },
  ) => Promise<NoticeProject[]>;
  /**
   * The bell's projects (their address names and titles), joined to the bell's own query by projects
   * (`withNoticeProjectNames`): the bell, asked every minute by every signed-in page, stays one query —
   * two, the names asked after the notices, cost 9–12 % more per read on PostgreSQL (decision 050).
   */
  projectNamesJoin: (notices: BellNotices) => Compilable<BellRow>;
  /** Each user's investor organisation, null when none (investors: `organisationsOf`). */
  organisationsOf: (ctx: Reads, input: { userIds: readonly string[] }) => Promise<Map<string, string | null>>;
  /** Every investor profile's criteria: a new opportunity's audience (investors: `investorCriteria`). */
  investorCriteria: (ctx: Reads) => Promise<InvestorCriteriaRow[]>;
};

declare module '../../lib/ports.js' {
  interface Ports {
    /** What notices read of projects and investors. */
    notices: NoticesPort;
  }
}
