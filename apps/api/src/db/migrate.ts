import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import { sqliteConnectionOf, type Db } from './database.js';
import * as foundation from './migrations/2026-11-21-001-foundation.js';
import * as flaringData from './migrations/2026-11-21-002-flaring-data.js';
import * as accounts from './migrations/2026-11-21-003-accounts.js';
import * as imports from './migrations/2026-11-21-004-imports.js';
import * as flaringIndexes from './migrations/2026-11-21-005-flaring-indexes.js';
import * as flareCompanyIndex from './migrations/2026-11-21-006-flare-company-index.js';
import * as dropRedundantIndexes from './migrations/2026-11-21-007-drop-redundant-indexes.js';
import * as projectsAndGrants from './migrations/2026-11-25-008-projects-and-grants.js';
import * as investors from './migrations/2026-11-25-011-investors.js';
import * as importJobRunner from './migrations/2026-11-25-012-import-job-runner.js';
import * as eventRegistrations from './migrations/2026-11-25-014-event-registrations.js';
import * as publishedWorldTotals from './migrations/2026-11-25-015-published-world-totals.js';
import * as passport from './migrations/2026-11-25-009-passport.js';
import * as admin from './migrations/2026-11-25-010-admin.js';
import * as seedSourcesSpanish from './migrations/2026-11-25-016-seed-sources-spanish.js';
import * as flareOperatorYears from './migrations/2026-11-26-017-flare-operator-years.js';
import * as apiKeyExpiry from './migrations/2026-11-26-018-api-key-expiry.js';
import * as accountChangeNotify from './migrations/2026-11-26-019-account-change-notify.js';
import * as operatorsWorldwide from './migrations/2026-11-27-020-operators-worldwide.js';
import * as importPreviews from './migrations/2026-11-27-021-import-previews.js';
import * as fundingPlan from './migrations/2026-11-27-030-funding-plan.js';
import * as questionsAndMessages from './migrations/2026-11-27-031-questions-and-messages.js';
import * as documentViewing from './migrations/2026-11-27-032-document-viewing.js';
import * as scenariosAndScreening from './migrations/2026-11-27-040-scenarios-and-screening.js';
import * as operatorMonths from './migrations/2026-11-28-050-operator-months.js';
import * as vnfNightly from './migrations/2026-11-28-060-vnf-nightly.js';
import * as companyTruth from './migrations/2026-11-28-070-company-truth.js';
import * as supplyAndSurvival from './migrations/2026-11-28-090-supply-and-survival.js';
import * as lastSeenAndTechnology from './migrations/2026-11-29-110-last-seen-and-technology.js';
import * as investorCriteria from './migrations/2026-11-29-120-investor-criteria.js';
import * as flareClusters from './migrations/2026-11-29-130-flare-clusters.js';
import * as noticeDigests from './migrations/2026-11-29-140-notice-digests.js';
import * as projectMatchBaseline from './migrations/2026-11-29-150-project-match-baseline.js';
import * as projectCases from './migrations/2026-11-29-151-project-cases.js';

/** Migrations in order. Names are dated so they sort; a shipped migration is never edited. */
const migrations: Record<string, Migration> = {
  '2026-11-21-001-foundation': foundation,
  '2026-11-21-002-flaring-data': flaringData,
  '2026-11-21-003-accounts': accounts,
  '2026-11-21-004-imports': imports,
  '2026-11-21-005-flaring-indexes': flaringIndexes,
  '2026-11-21-006-flare-company-index': flareCompanyIndex,
  '2026-11-21-007-drop-redundant-indexes': dropRedundantIndexes,
  '2026-11-25-008-projects-and-grants': projectsAndGrants,
  '2026-11-25-011-investors': investors,
  '2026-11-25-012-import-job-runner': importJobRunner,
  '2026-11-25-014-event-registrations': eventRegistrations,
  '2026-11-25-015-published-world-totals': publishedWorldTotals,
  '2026-11-25-009-passport': passport,
  '2026-11-25-010-admin': admin,
  '2026-11-25-016-seed-sources-spanish': seedSourcesSpanish,
  '2026-11-26-017-flare-operator-years': flareOperatorYears,
  '2026-11-26-018-api-key-expiry': apiKeyExpiry,
  '2026-11-26-019-account-change-notify': accountChangeNotify,
  '2026-11-27-020-operators-worldwide': operatorsWorldwide,
  '2026-11-27-021-import-previews': importPreviews,
  '2026-11-27-030-funding-plan': fundingPlan,
  '2026-11-27-031-questions-and-messages': questionsAndMessages,
  '2026-11-27-032-document-viewing': documentViewing,
  '2026-11-27-040-scenarios-and-screening': scenariosAndScreening,
  '2026-11-28-050-operator-months': operatorMonths,
  '2026-11-28-060-vnf-nightly': vnfNightly,
  '2026-11-28-070-company-truth': companyTruth,
  '2026-11-28-090-supply-and-survival': supplyAndSurvival,
  '2026-11-29-110-last-seen-and-technology': lastSeenAndTechnology,
  '2026-11-29-120-investor-criteria': investorCriteria,
  '2026-11-29-130-flare-clusters': flareClusters,
  '2026-11-29-140-notice-digests': noticeDigests,
  '2026-11-29-150-project-match-baseline': projectMatchBaseline,
  '2026-11-29-151-project-cases': projectCases,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/**
 * Brings the schema up to date. Kysely takes a lock (a table lock on SQLite, an advisory lock on
 * PostgreSQL), so several processes starting at once migrate once.
 */
export const migrateToLatest = async (db: Db): Promise<string[]> => {
  // Numbers are reserved per feature and features land in any order (004 landed before 003): a
  // database that ran 004 still takes 003. Each migration touches only its own tables.
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};

/**
 * The migrations this code knows that the database has not applied (readiness, decision 031): Kysely's
 * own table read directly, on SQLite on the connection itself (like the health check: never queued
 * behind a write waiting for the lock). Throws when the database cannot be read.
 */
export const pendingMigrations = async (db: Db): Promise<string[]> => {
  const query = 'select name from kysely_migration';
  const sqlite = sqliteConnectionOf(db);
  const applied = sqlite
    ? (sqlite.prepare(query).pluck().all() as string[])
    : (await sql<{ name: string }>`select name from kysely_migration`.execute(db)).rows.map((r) => r.name);
  const done = new Set(applied);
  return Object.keys(migrations).filter((name) => !done.has(name));
};
