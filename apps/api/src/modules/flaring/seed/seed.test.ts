import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.js';
import { buildSeed, type SeedRows } from './build-seed.js';
import { loadSeed } from './load-seed.js';
import { isFlaringDataEmpty } from './seed.repository.js';
import { SEED_DIR } from './seed-path.js';

/* The seed loaded into each database; what it holds, built from data/seed, is seed-rows.test.ts (run once). */

describe('loading the seed into the database', () => {
  let t: TestApp;
  let rows: SeedRows;
  beforeAll(async () => {
    // The run's seeded template (testing/global-setup.ts) is this seed loaded by loadSeed into an empty,
    // migrated database: the fill is done there once, and checked here against a build of this process.
    t = await buildTestApp({}, { seeded: true });
    rows = buildSeed(SEED_DIR);
  }, 60_000);
  afterAll(async () => t.close());

  const flareNames = () => t.db.selectFrom('flares').select(['id', 'name']).orderBy('id').execute();

  it('starts from nothing: a new database holds no flaring data', async () => {
    const empty = await buildTestApp();
    try {
      expect(await isFlaringDataEmpty(empty.db)).toBe(true);
    } finally {
      await empty.close();
    }
  });

  it('fills an empty database with every row, with the same ids and names every build (stable URLs)', async () => {
    expect(await isFlaringDataEmpty(t.db)).toBe(false);
    // Built by another process, before this one started: a build gives the same ids and names every time.
    expect((await flareNames()).map((f) => `${f.id}:${f.name}`).sort()).toEqual(
      rows.flares.map((f) => `${f.id}:${f.name}`).sort(),
    );
    const observations = await t.db
      .selectFrom('observations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(observations?.n)).toBe(rows.observations.length);
  });

  it('changes nothing when reloaded', async () => {
    const before = await flareNames();
    const counts = await loadSeed(t.db, t.clock, rows);
    expect(counts.flares).toBe(rows.flares.length);
    expect(await flareNames()).toEqual(before);
    const observations = await t.db
      .selectFrom('observations')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(observations?.n)).toBe(rows.observations.length);
  }, 60_000);

  it('leaves the data as it was when loading fails part-way', async () => {
    const broken: SeedRows = { ...rows, reported: [...rows.reported, { ...rows.reported[0]! }] }; // duplicate key at the end
    await expect(loadSeed(t.db, t.clock, broken)).rejects.toThrow();
    const count = await t.db
      .selectFrom('flares')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(count?.n)).toBe(rows.flares.length);
  }, 60_000);
});
