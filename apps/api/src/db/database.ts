import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  PostgresDriver,
  sql,
  type DatabaseConnection,
  type Driver,
  type PostgresDialectConfig,
  type TransactionSettings,
  type Generated,
  type KyselyPlugin,
  type OperationNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  type QueryResult,
  type RootOperationNode,
  type SqliteDatabase,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import { createAccountChangeFeed, type AccountChangeFeed } from './account-changes.js';
import { SQLITE_BUSY_TIMEOUT_MS, WaitingSqliteDialect } from './sqlite-waits.js';
import type { Database as DatabaseConfig } from '../config.js';

/**
 * Table types. Timestamps are ISO-8601 UTC text and booleans are 0/1 integers on both dialects,
 * so the same queries and comparisons work on SQLite and PostgreSQL.
 */
export type AppSettingsTable = { key: string; value: string; updated_at: string };

export type UsersTable = {
  id: string;
  email: string;
  password_hash: string;
  username: string | null;
  username_key: string | null;
  first_name: string | null;
  last_name: string | null;
  birth_date: string | null;
  country: string | null;
  city: string | null;
  is_working: number | null;
  company: string | null;
  position: string | null;
  headline: string | null;
  about: string | null;
  /** The cover's banner (1584×396) and small variant: storage keys (migration 009). */
  cover_photo: string | null;
  cover_photo_small: Generated<string | null>;
  /** Privacy per field (migration 009): only_me | signed_in | everyone. */
  profile_visibility: Generated<string>;
  birth_date_visibility: Generated<string>;
  location_visibility: Generated<string>;
  work_visibility: Generated<string>;
  about_visibility: Generated<string>;
  language: string;
  units: string;
  role: string;
  closed_at: string | null;
  purge_after: string | null;
  created_at: string;
  updated_at: string;
};

export type SessionsTable = {
  id: string;
  user_id: string;
  token_hash: string;
  created_at: string;
  last_used_at: string;
  expires_at: string;
  user_agent: string | null;
};

export type CaptchaUsesTable = { signature: string; expires_at: string };

export type VerificationCodesTable = {
  id: string;
  purpose: string;
  address: string;
  user_id: string | null;
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  ticket_hash: string | null;
  ticket_expires_at: string | null;
};

export type RateLimitsTable = { key: string; window_start: string; count: number };

export type AuditEventsTable = {
  id: string;
  user_id: string | null;
  event: string;
  ip: string | null;
  user_agent: string | null;
  created_at: string;
  /** The administrator who made an admin change (user_id is then its target). */
  actor_id: string | null;
  /** JSON: what changed and why (admin changes); never a secret. */
  details: string | null;
};

export type DataSourcesTable = {
  id: string;
  publisher: string;
  title: string;
  licence: string;
  url: string | null;
  published_on: string | null;
  kind: string;
  notes: string | null;
  created_at: string;
  /** Spanish title and licence text (migration 010); null: the English ones are shown. */
  title_es: string | null;
  licence_es: string | null;
};
export type CountriesTable = {
  iso3: string;
  iso2: string;
  slug: string;
  name_en: string;
  name_es: string;
  search_key: string;
};
export type CompaniesTable = {
  id: string;
  slug: string;
  name: string;
  country_iso3: string;
  is_unattributed: number;
  website: string | null;
  description_en: string | null;
  description_es: string | null;
  search_key: string;
  /** The group the company rolls up to (migration 020, decision 016): its owner's slug, else its own name's. */
  group_slug: string | null;
  group_name: string | null;
};
export type FieldsTable = {
  id: string;
  slug: string;
  name: string;
  country_iso3: string;
  company_id: string | null;
  basin: string | null;
  province: string | null;
  outline: string | null;
  source_id: string;
  /** oil, gas or lng where a source says (migration 020). */
  field_type: string | null;
};
export type FlaresTable = {
  id: string;
  name: string;
  company_id: string;
  country_iso3: string;
  field_id: string | null;
  latitude: number;
  longitude: number;
  location: string | null;
  type: string;
  is_routine: number | null;
  is_onshore: number | null;
  combustion_efficiency: number | null;
  temperature_k: number | null;
  detection_frequency: number | null;
  trend: string | null;
  first_year: number | null;
  last_year: number | null;
  external_id: string;
  source_id: string;
  data_date: string | null;
  search_key: string;
};
export type GasCompositionsTable = {
  id: string;
  flare_id: string;
  sampled_on: string;
  c1: number;
  c2: number;
  c3: number;
  ic4: number;
  nc4: number;
  ic5: number;
  nc5: number;
  c6plus: number;
  n2: number;
  co2: number;
  h2s: number;
  source_id: string;
};
export type ObservationsTable = {
  flare_id: string;
  period: string;
  year: number;
  volume_m3: number;
  source_id: string;
  confidence: string | null;
};
export type ProductionTable = {
  entity_key: string;
  level: string;
  country_iso3: string;
  company_id: string | null;
  field_id: string | null;
  period: string;
  year: number;
  oil_bbl: number | null;
  gas_m3: number | null;
  source_id: string;
};
export type ReportedFlaringTable = {
  country_iso3: string;
  year: number;
  source_id: string;
  flared_m3: number | null;
  intensity_m3_per_bbl: number | null;
  co2_t: number | null;
};

/** A publisher's own world total of a year (migration 015), e.g. the Energy Institute's "Total World". */
export type PublishedWorldTotalsTable = {
  source_id: string;
  year: number;
  flared_m3: number;
};

export type ImportJobsTable = {
  id: string;
  origin: string;
  status: string;
  phase: string;
  progress: number;
  file_name: string;
  file_size: number;
  file_sha256: string;
  template: string | null;
  source_id: string | null;
  source: string;
  created_by: string | null;
  total_rows: number | null;
  processed_rows: number;
  counts: string | null;
  error_code: string | null;
  error_details: string | null;
  row_errors: string | null;
  row_error_count: number;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  updated_at: string;
  /** The process that queued or runs it: `host/pid/start` (imports.service.ts RUNNER); null before migration 012. */
  runner: string | null;
  /** 1 for a preview, rolled back at its end (migration 021). */
  preview: number;
  /** What the import found beyond its counts, as JSON (migration 021). */
  summary: string | null;
};
/** Roll-ups (migration 004): one flare's observations summed per year and source. */
/** Which company operated a flare in a year, where a source dates it (migration 017, decision 014). */
export type FlareOperatorYearsTable = {
  flare_id: string;
  year: number;
  company_id: string;
  source_id: string;
};
/** Names a company is also known by, with the evidence (migration 020, decision 016). '' = every country. */
export type CompanyAliasesTable = {
  country_iso3: string;
  alias_key: string;
  alias: string;
  name: string;
  kind: string;
  evidence: string;
};
/** The group a company rolls up to where a public source names its owner (migration 020). */
export type CompanyGroupRulesTable = {
  country_iso3: string;
  company_key: string;
  company: string;
  group_name: string;
  evidence: string;
};
/** A per-flare source's site matched to a catalogue flare in a year (migration 020, decision 016). */
export type FlareSiteMatchesTable = {
  flare_id: string;
  year: number;
  source_id: string;
  site_latitude: number;
  site_longitude: number;
  distance_m: number;
  field_name: string | null;
  field_type: string | null;
  operator: string | null;
  volume_m3: number | null;
};
export type FlareYearTotalsTable = {
  flare_id: string;
  year: number;
  source_id: string;
  company_id: string;
  country_iso3: string;
  volume_m3: number;
  periods: number;
  last_period: string;
};
/** Roll-ups: a company's (or a country's) flares summed per year and source. */
export type YearTotalsColumns = {
  country_iso3: string;
  year: number;
  source_id: string;
  volume_m3: number;
  active_flares: number;
  observed_flares: number;
  last_period: string;
};
export type CompanyYearTotalsTable = YearTotalsColumns & { company_id: string };
export type CountryYearTotalsTable = YearTotalsColumns;

/** Gas-to-power projects (migration 008). JSON columns are validated by the shared schemas on write. */
export type ProjectsTable = {
  id: string;
  slug: string;
  title_en: string;
  title_es: string;
  summary_en: string;
  summary_es: string;
  description_en: string;
  description_es: string;
  company_id: string | null;
  country_iso3: string;
  stage: string;
  technology: string;
  gas_available_m3_per_day: number;
  composition: string | null;
  model_inputs: string;
  funding_sought_usd: number;
  /** The funding sought by instrument as JSON (migration 030); null: assumed from the model. */
  funding_plan: string | null;
  milestones: string;
  owner_id: string | null;
  is_published: Generated<number>;
  is_illustrative: Generated<number>;
  is_featured: Generated<number>;
  published_at: string | null;
  created_at: string;
  updated_at: string;
};
export type ProjectFlaresTable = { project_id: string; flare_id: string; position: number };
export type ProjectStageChangesTable = {
  id: string;
  project_id: string;
  stage: string;
  changed_by: string | null;
  changed_at: string;
};
export type ProjectTechnologiesTable = {
  id: string;
  name_en: string;
  name_es: string;
  position: number;
  created_at: string;
};
/** Premium or project access of a user; project_id '' = every project. */
export type AccessGrantsTable = {
  id: string;
  user_id: string;
  kind: string;
  project_id: string;
  granted_by: string | null;
  reason: string | null;
  created_at: string;
};

export type EventRegistrationsTable = {
  id: string;
  email: string;
  name: string;
  company: string;
  position: string | null;
  country: string;
  role: string;
  message: string | null;
  language: string;
  ip: string | null;
  created_at: string;
  updated_at: string;
};

/** Personal API keys (migration 009): only the SHA-256 of the secret is kept. */
export type ApiKeysTable = {
  id: string;
  user_id: string;
  name: string;
  prefix: string;
  key_hash: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  /** When the key stops working (migration 018); null: its owner chose no expiry. */
  expires_at: string | null;
};
/** Investors meet projects (migration 011). */
export type InvestorProfilesTable = {
  user_id: string;
  organisation: string;
  type: string;
  ticket_min_usd: number;
  ticket_max_usd: number;
  countries: string;
  technologies: string;
  created_at: string;
  updated_at: string;
};
export type PipelineEntriesTable = {
  id: string;
  project_id: string;
  investor_id: string;
  stage: string;
  is_indication_accepted: number;
  amount_usd: number | null;
  instrument: string | null;
  conditions: string | null;
  created_at: string;
  updated_at: string;
};
export type PipelineEventsTable = {
  id: string;
  entry_id: string;
  step: string;
  stage: string;
  actor_id: string | null;
  actor_side: string;
  amount_usd: number | null;
  instrument: string | null;
  conditions: string | null;
  nda_version: number | null;
  sequence: number;
  created_at: string;
};
export type ProjectNdasTable = {
  project_id: string;
  version: number;
  text_en: string;
  text_es: string;
  is_standard: number;
  created_by: string | null;
  created_at: string;
};
export type NdaAcceptancesTable = {
  id: string;
  project_id: string;
  user_id: string;
  version: number;
  language: string;
  ip: string | null;
  user_agent: string | null;
  accepted_at: string;
};
export type NotificationsTable = {
  id: string;
  user_id: string;
  kind: string;
  project_id: string | null;
  data: string;
  read_at: string | null;
  created_at: string;
};
export type NotificationEmailOptOutsTable = { user_id: string; kind: string; created_at: string };
export type DataRoomDocumentsTable = {
  id: string;
  project_id: string;
  folder: string;
  current_version: number;
  /** download | view (migration 032). */
  access_mode: Generated<string>;
  created_by: string | null;
  created_at: string;
  updated_at: string;
  removed_at: string | null;
};
export type DataRoomVersionsTable = {
  id: string;
  document_id: string;
  version: number;
  storage_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  sha256: string;
  uploaded_by: string | null;
  uploaded_at: string;
  /** What changed, as its uploader wrote it (migration 032). */
  note: string | null;
};
export type DataRoomAccessLogTable = {
  id: string;
  project_id: string;
  document_id: string | null;
  version: number | null;
  user_id: string | null;
  action: string;
  outcome: string;
  reason: string | null;
  ip: string | null;
  created_at: string;
  /** A reading in the viewer: pages shown and seconds open (migration 032). */
  pages: number | null;
  seconds: number | null;
};
export type ProjectQuestionsTable = {
  id: string;
  project_id: string;
  asker_id: string | null;
  document_id: string | null;
  body: string;
  answer: string | null;
  answered_by: string | null;
  answered_at: string | null;
  visibility: string;
  created_at: string;
};
export type ProjectMessagesTable = {
  id: string;
  project_id: string;
  investor_id: string;
  sender_id: string | null;
  sender_side: string;
  body: string;
  read_at: string | null;
  created_at: string;
};

/** An owner's named set of model-input overrides of one project (migration 040, issue 26). */
export type ProjectScenariosTable = {
  id: string;
  project_id: string;
  name: string;
  name_key: string;
  overrides: string;
  position: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
};
/** The default model on one flare's satellite data (migration 040, issue 26; decision 025). */
export type ScreenedOpportunitiesTable = {
  flare_id: string;
  flare_name: string;
  country_iso3: string;
  country_slug: string;
  country_name_en: string;
  country_name_es: string;
  company_slug: string;
  company_name: string;
  company_sort: string;
  company_is_unattributed: number;
  latitude: number;
  longitude: number;
  power_mw: number;
  volume_m3_per_day: number;
  period: string;
  source_id: string;
  is_default_composition: number;
  capacity_mw: number;
  capex_usd: number;
  npv: number;
  irr: number | null;
  equity_irr: number | null;
  min_dscr: number | null;
  lcoe_usd_per_mwh: number | null;
  payback_years: number | null;
  avoided_co2e_t: number;
  gas_decline_rate: number;
} & Record<ScreeningRankColumn, number>;
/** A screened row's place in one sort and order of the list (1 = first). */
export type ScreeningRankColumn =
  `rank_${'npv' | 'irr' | 'capacity' | 'avoided' | 'country' | 'operator'}_${'asc' | 'desc'}`;

export type Database = {
  app_settings: AppSettingsTable;
  users: UsersTable;
  sessions: SessionsTable;
  captcha_uses: CaptchaUsesTable;
  verification_codes: VerificationCodesTable;
  rate_limits: RateLimitsTable;
  audit_events: AuditEventsTable;
  data_sources: DataSourcesTable;
  countries: CountriesTable;
  companies: CompaniesTable;
  fields: FieldsTable;
  flares: FlaresTable;
  gas_compositions: GasCompositionsTable;
  observations: ObservationsTable;
  production: ProductionTable;
  reported_flaring: ReportedFlaringTable;
  published_world_totals: PublishedWorldTotalsTable;
  import_jobs: ImportJobsTable;
  flare_operator_years: FlareOperatorYearsTable;
  company_aliases: CompanyAliasesTable;
  company_group_rules: CompanyGroupRulesTable;
  flare_site_matches: FlareSiteMatchesTable;
  flare_year_totals: FlareYearTotalsTable;
  company_year_totals: CompanyYearTotalsTable;
  country_year_totals: CountryYearTotalsTable;
  projects: ProjectsTable;
  project_flares: ProjectFlaresTable;
  project_stage_changes: ProjectStageChangesTable;
  project_technologies: ProjectTechnologiesTable;
  access_grants: AccessGrantsTable;
  event_registrations: EventRegistrationsTable;
  api_keys: ApiKeysTable;
  investor_profiles: InvestorProfilesTable;
  pipeline_entries: PipelineEntriesTable;
  pipeline_events: PipelineEventsTable;
  project_ndas: ProjectNdasTable;
  nda_acceptances: NdaAcceptancesTable;
  notifications: NotificationsTable;
  notification_email_opt_outs: NotificationEmailOptOutsTable;
  data_room_documents: DataRoomDocumentsTable;
  data_room_versions: DataRoomVersionsTable;
  data_room_access_log: DataRoomAccessLogTable;
  project_questions: ProjectQuestionsTable;
  project_messages: ProjectMessagesTable;
  project_scenarios: ProjectScenariosTable;
  screened_opportunities: ScreenedOpportunitiesTable;
};

export type Db = Kysely<Database>;
export type Dialect = DatabaseConfig['dialect'];

// PostgreSQL returns int8 (COUNT(*), SUM of integers) as strings; our counts fit a JS number.
pg.types.setTypeParser(20, (value) => Number.parseInt(value, 10));

const sqliteConnections = new WeakMap<Db, SQLite.Database>();

/**
 * The better-sqlite3 connection under a SQLite Kysely made by createDatabase (its only connection, so
 * statements run on it belong to any transaction open on `db`). For bulk paths that reuse prepared
 * statements (imports); everything else goes through Kysely.
 */
export const sqliteConnectionOf = (db: Db): SQLite.Database | undefined => sqliteConnections.get(db);

const pgPools = new WeakMap<Db, pg.Pool>();

/**
 * The pool under a PostgreSQL Kysely made by createDatabase: only for the root `db` (a transaction is
 * another object and gets undefined), so a query sent on it never escapes a transaction. For the hot
 * lookups that use named (prepared once per connection) statements; everything else goes through Kysely.
 */
export const pgPoolOf = (db: Db): pg.Pool | undefined => pgPools.get(db);

/**
 * The tables that say who is signed in and with what access: a cache of session lookups must forget what
 * it holds when they change (a grant or revoke reaches the next request). On PostgreSQL migration 019's
 * triggers on the same three tables tell the other processes (db/account-changes.ts).
 */
const ACCOUNT_TABLES = new Set(['users', 'sessions', 'access_grants']);

const tableName = (node: OperationNode | undefined): string | undefined => {
  if (node?.kind === 'AliasNode') return tableName((node as unknown as { node: OperationNode }).node);
  if (node?.kind !== 'TableNode') return undefined;
  return (node as unknown as { table: { identifier: { name: string } } }).table.identifier.name;
};

/** The table an insert, update or delete writes (undefined for reads and raw SQL). */
const writtenTable = (node: RootOperationNode): string | undefined => {
  switch (node.kind) {
    case 'InsertQueryNode':
      return tableName(node.into);
    case 'UpdateQueryNode':
      return tableName(node.table);
    case 'DeleteQueryNode':
      return tableName(node.from.froms[0]);
    default:
      return undefined;
  }
};

/**
 * Counts the writes to users, sessions and grants run through Kysely on one database. The count moves both
 * when such a write is built and when it has run, so a lookup made while the write waited for the connection
 * cannot outlive it. (Deleting a user also deletes its sessions, through the foreign key: the count
 * moves because the users table was written.)
 */
class AccountWritesPlugin implements KyselyPlugin {
  count = 0;
  readonly #pending = new WeakSet<QueryId>();

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    const table = writtenTable(node);
    if (table && ACCOUNT_TABLES.has(table)) {
      this.count += 1;
      this.#pending.add(queryId);
    }
    return node;
  }

  async transformResult({ result, queryId }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    if (this.#pending.delete(queryId)) this.count += 1;
    return result;
  }
}

const accountWrites = new WeakMap<SQLite.Database, AccountWritesPlugin>();
const pgAccountWrites = new WeakMap<Db, AccountWritesPlugin>();

/**
 * How many writes to users, sessions and grants this process has run on a SQLite connection (through
 * Kysely: no code writes those tables another way). Raised by any such write, in or out of a transaction.
 */
export const accountWritesOf = (sqlite: SQLite.Database): number => accountWrites.get(sqlite)?.count ?? 0;

/** The same count on a PostgreSQL Kysely made by createDatabase (the root `db`; else 0). */
export const pgAccountWritesOf = (db: Db): number => pgAccountWrites.get(db)?.count ?? 0;

const accountFeeds = new WeakMap<Db, AccountChangeFeed>();

/**
 * The feed of account changes of a PostgreSQL Kysely made by createDatabase (the root `db` only), which a
 * per-process cache of session lookups follows to forget what another process changed.
 */
export const accountChangesOf = (db: Db): AccountChangeFeed | undefined => accountFeeds.get(db);

/**
 * pg's driver, with two additions for the session cache: a committed transaction that wrote account tables
 * moves the feed's epoch at once (what a lookup on another connection read before that commit must not be
 * kept, and this process's own notification arrives only a moment later), and closing the database stops
 * the feed's LISTEN connection.
 */
class AccountAwarePostgresDriver extends PostgresDriver {
  readonly #writes: AccountWritesPlugin;
  readonly #feed: AccountChangeFeed;
  readonly #writesAtBegin = new WeakMap<DatabaseConnection, number>();

  constructor(config: PostgresDialectConfig, writes: AccountWritesPlugin, feed: AccountChangeFeed) {
    super(config);
    this.#writes = writes;
    this.#feed = feed;
  }

  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    this.#writesAtBegin.set(connection, this.#writes.count);
    await super.beginTransaction(connection, settings);
  }

  override async commitTransaction(connection: DatabaseConnection) {
    await super.commitTransaction(connection);
    if (this.#writesAtBegin.get(connection) !== this.#writes.count) this.#feed.commitWrote();
  }

  override async destroy() {
    await this.#feed.stop();
    await super.destroy();
  }
}

class AccountAwarePostgresDialect extends PostgresDialect {
  readonly #config: PostgresDialectConfig;
  readonly #writes: AccountWritesPlugin;
  readonly #feed: AccountChangeFeed;

  constructor(config: PostgresDialectConfig, writes: AccountWritesPlugin, feed: AccountChangeFeed) {
    super(config);
    this.#config = config;
    this.#writes = writes;
    this.#feed = feed;
  }

  override createDriver(): Driver {
    return new AccountAwarePostgresDriver(this.#config, this.#writes, this.#feed);
  }
}

/**
 * better-sqlite3 for Kysely with its prepared statements kept by SQL text. Kysely prepares every query
 * it runs; preparing cost more than running the session lookup or a cached view's version read
 * (13 % of a signed-in request's CPU). A statement busy in an unfinished iteration (a stream) is not
 * shared: that caller gets a fresh one. SQLite re-prepares a kept statement itself after a schema change.
 */
const withStatementCache = (sqlite: SQLite.Database, maxStatements = 500): SqliteDatabase => {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (text: string) => {
      const kept = statements.get(text);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(text);
      if (!kept) {
        // Queries with lists of varying length make many texts: forget the oldest first.
        if (statements.size >= maxStatements) statements.delete(statements.keys().next().value as string);
        statements.set(text, statement);
      }
      return statement;
    },
  };
};

/**
 * Another SQLite connection to the database under `db` (an import writes on one of its own), with the
 * same per-connection settings: in the server, `wal_autocheckpoint` is 0, the log being checkpointed by
 * a thread (wal-checkpoints.ts), and a connection left at SQLite's default would copy an import's whole
 * log back inside its commit; and `synchronous = NORMAL` (below).
 */
export const openSiblingDatabase = (db: Db, config: DatabaseConfig): Db => {
  const sibling = createDatabase(config);
  const from = sqliteConnectionOf(db);
  const to = sqliteConnectionOf(sibling);
  if (from && to) {
    to.pragma(`wal_autocheckpoint = ${Number(from.pragma('wal_autocheckpoint', { simple: true }))}`);
    // An import's (and its screening's) commits do not fsync the log: better-sqlite3 commits on the
    // server's one thread, and the fsync of a 100 MB log held every request for up to ~50 ms (issue 25,
    // item 7: the world view's slowest answer during an import 106 -> 94 ms). With WAL the database stays
    // consistent; a power cut (not a crash) right after an import may lose it, job row included, and the
    // operator imports the file again. The server's own connection keeps FULL.
    to.pragma('synchronous = NORMAL');
  }
  return sibling;
};

/** Opens the configured database. SQLite files and their folder are created on first use. */
export const createDatabase = (config: DatabaseConfig): Db => {
  if (config.dialect === 'sqlite') {
    if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), { recursive: true });
    const sqlite = new SQLite(config.file);
    // WAL lets readers go on while an import writes. Waits for the write lock happen on timers
    // (WaitingSqliteDialect), so SQLite's own blocking wait is kept to a few milliseconds.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_TIMEOUT_MS}`);
    sqlite.pragma('foreign_keys = ON');
    const writes = new AccountWritesPlugin();
    const db = new Kysely<Database>({
      dialect: new WaitingSqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [writes],
    });
    sqliteConnections.set(db, sqlite);
    accountWrites.set(sqlite, writes);
    return db;
  }
  const pool = new pg.Pool({ connectionString: config.url, max: 10 });
  const writes = new AccountWritesPlugin();
  const feed = createAccountChangeFeed(config.url);
  const db = new Kysely<Database>({
    dialect: new AccountAwarePostgresDialect({ pool }, writes, feed),
    plugins: [writes],
  });
  pgPools.set(db, pool);
  pgAccountWrites.set(db, writes);
  accountFeeds.set(db, feed);
  return db;
};

/** True when the database answers a trivial query. */
export const pingDatabase = async (db: Db): Promise<boolean> => {
  try {
    // On SQLite, on the connection directly: not queued behind a write waiting for the lock.
    const sqlite = sqliteConnections.get(db);
    if (sqlite) return sqlite.prepare('select 1').pluck().get() === 1;
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
};
