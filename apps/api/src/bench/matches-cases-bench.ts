/**
 * "Matches for you" with a minimum IRR on a case (decision 041): the server time of getMatches called
 * in-process on a copy of a database with the shipped data (e.g. the e2e database after a run), for the
 * widest profile with a lenders' or sponsors' floor of 0 % (every project's two cases are computed), on
 * the database's published projects and again with `EXTRA` more published projects fed by shipped flares.
 *
 *   DATABASE_URL=file:/tmp/copy.db npx tsx apps/api/src/bench/matches-cases-bench.ts [extra=100]
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { createDatabase } from '../db/database.js';
import { systemClock } from '../infra/clock.js';
import { getMatches } from '../modules/investors/index.js';

const url = process.env.DATABASE_URL ?? '';
if (!url.startsWith('file:'))
  throw new Error('DATABASE_URL=file:<a copy of a database with the shipped data>');
let db = createDatabase({ dialect: 'sqlite', file: url.slice('file:'.length) });
const extra = Number(process.argv[2] ?? 100);
const now = new Date().toISOString();

const userId = randomUUID();
await db
  .insertInto('users')
  .values({
    id: userId,
    email: `bench-${userId}@example.com`,
    username: `bench_${userId.slice(0, 8)}`,
    password_hash: 'x',
    first_name: 'Bench',
    last_name: 'Investor',
    language: 'en',
    role: 'user',
    created_at: now,
    updated_at: now,
  } as never)
  .execute();
await db
  .insertInto('access_grants')
  .values({ id: randomUUID(), user_id: userId, kind: 'projects', project_id: '', created_at: now } as never)
  .execute()
  .catch(() => undefined);

const profile = async (irrCase: 'lenders' | 'sponsors') => {
  await db.deleteFrom('investor_profiles').where('user_id', '=', userId).execute();
  await db
    .insertInto('investor_profiles')
    .values({
      user_id: userId,
      organisation: 'Bench',
      type: 'fund',
      ticket_min_usd: 100_000,
      ticket_max_usd: 1_000_000_000,
      countries: '[]',
      technologies: '[]',
      instruments: '[]',
      min_irr: 0,
      irr_case: irrCase,
      created_at: now,
      updated_at: now,
    })
    .execute();
};

const actor = { id: userId, role: 'user', hasPremiumAccess: false, hasProjectAccess: true } as never;
let ctx = { db, clock: systemClock, actor } as never;

const measure = async (label: string) => {
  const times: number[] = [];
  for (let page = 1; page <= 30; page += 1) {
    const started = performance.now();
    await getMatches(ctx, { page: page === 30 ? 200 : page });
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const published = await db
    .selectFrom('projects')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('is_published', '=', 1)
    .executeTakeFirstOrThrow();
  console.log(
    `${label}: ${published.n} published projects; first ${times[0]?.toFixed(1)} ms, median ${sorted[15]?.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms (page 200 ${times.at(-1)?.toFixed(1)} ms)`,
  );
};

for (const irrCase of ['lenders', 'sponsors'] as const) {
  await profile(irrCase);
  await measure(`${irrCase}' floor 0 %`);
}

// EXTRA more published projects seeking funding, copies of the first published one, each fed by another
// shipped flare with 3+ years of record.
const template = await db
  .selectFrom('projects')
  .selectAll()
  .where('is_published', '=', 1)
  .executeTakeFirstOrThrow();
const flares = await db
  .selectFrom('flare_year_totals')
  .select('flare_id')
  .where('source_id', '=', 'eog-vnf-catalog-2017-2024')
  .groupBy('flare_id')
  .having((eb) => eb.fn.countAll(), '>=', 3)
  .limit(extra)
  .execute();
for (const [index, flare] of flares.entries()) {
  const id = randomUUID();
  await db
    .insertInto('projects')
    .values({
      ...template,
      id,
      slug: `bench-${index}-${id.slice(0, 6)}`,
      stage: 'seeking_funding',
      owner_id: null,
    })
    .execute();
  await db
    .insertInto('project_flares')
    .values({ project_id: id, flare_id: flare.flare_id, position: 0 })
    .execute();
}
for (const irrCase of ['lenders', 'sponsors'] as const) {
  await profile(irrCase);
  await measure(`${irrCase}' floor 0 %, +${flares.length} projects, their cases computed by the request`);
}
await db.destroy();

// As it runs: the projects' cases stored (at each project's write, or by the look after an import's
// screening, decision 045), then read by a process that has kept nothing (a new connection).
const stored = createDatabase({ dialect: 'sqlite', file: url.slice('file:'.length) });
const { projectCasesOf } = await import('../modules/screening/index.js');
const { linkedFlaresOf } = await import('../modules/projects/index.js');
await projectCasesOf(
  stored,
  await stored.selectFrom('projects').selectAll().where('is_published', '=', 1).execute(),
  { store: true, flaresOf: (projectIds) => linkedFlaresOf({ db: stored }, { projectIds }) },
);
await stored.destroy();
db = createDatabase({ dialect: 'sqlite', file: url.slice('file:'.length) });
ctx = { db, clock: systemClock, actor } as never;
for (const irrCase of ['lenders', 'sponsors'] as const) {
  await profile(irrCase);
  await measure(`${irrCase}' floor 0 %, +${flares.length} projects, cases stored, a new process`);
}
await db.destroy();

// The look for new screened matches (the hourly schedule, and after each import's screening) with 20
// investors of the widest profile: the first look takes the baseline, the next one (a new screening stamp,
// the same rows) runs the rule on every row and the baseline for each investor.
const db2 = createDatabase({ dialect: 'sqlite', file: url.slice('file:'.length) });
const { noticeScreenedMatches } = await import('../modules/investors/index.js');
const { upsertSetting, readSetting } = await import('../lib/app-settings.repository.js');
for (let index = 0; index < 20; index += 1) {
  const id = randomUUID();
  await db2
    .insertInto('users')
    .values({
      id,
      email: `look-${id}@example.com`,
      username: `look_${id.slice(0, 8)}`,
      password_hash: 'x',
      first_name: 'Look',
      last_name: 'Investor',
      language: 'en',
      role: 'user',
      created_at: now,
      updated_at: now,
    } as never)
    .execute();
  await db2
    .insertInto('investor_profiles')
    .values({
      user_id: id,
      organisation: 'Look',
      type: 'fund',
      ticket_min_usd: 100_000,
      ticket_max_usd: 1_000_000_000,
      countries: '[]',
      technologies: '[]',
      instruments: '[]',
      min_irr: null,
      irr_case: 'sponsors',
      created_at: now,
      updated_at: now,
    })
    .execute();
}
const noticeDeps = {
  db: db2,
  clock: systemClock,
  config: { publicUrl: 'http://localhost' },
  mailer: { send: async () => undefined },
  log: { error: () => undefined },
} as never;
for (const label of ['first look (baseline)', 'a re-screening of the same rows']) {
  const stamp = await readSetting(db2, 'screening_version');
  if (label !== 'first look (baseline)' && stamp)
    await upsertSetting(db2, { key: 'screening_version', value: `${stamp.value} again`, updated_at: now });
  const started = performance.now();
  const outcome = await noticeScreenedMatches(noticeDeps);
  console.log(`${label}: ${(performance.now() - started).toFixed(0)} ms, ${JSON.stringify(outcome)}`);
}
await db2.destroy();
