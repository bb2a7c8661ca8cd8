import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../testing/build-test-app.js';
import { SEED_SOURCES as ALL_SEED_SOURCES } from './sources.js';

/**
 * The sources migration 016 knew; later ones (wb-flare-sites-2024, decision 016; Flaring Monitor's two,
 * decision 036) carry their Spanish texts in the seed.
 */
const LATER_SOURCES = new Set([
  'wb-flare-sites-2024',
  'flaringmonitor-us-reported',
  'flaringmonitor-us-satellite',
]);
const SEED_SOURCES = ALL_SEED_SOURCES.filter((source) => !LATER_SOURCES.has(source.id));
import { up } from '../../../db/migrations/2026-11-25-016-seed-sources-spanish.js';

/** Issue 20, item 15: the shipped sources read in Spanish on databases seeded before, too. */
describe('migration 016: Spanish titles and licences of the shipped sources', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  }, 30_000);
  afterAll(async () => t.close());

  it('ships every seed source with a Spanish title and licence', () => {
    for (const source of SEED_SOURCES) {
      expect(source.title_es, source.id).toBeTruthy();
      expect(source.licence_es, source.id).toBeTruthy();
    }
  });

  it('fills the Spanish texts where still null, and keeps those an administrator wrote', async () => {
    const now = t.clock.now().toISOString();
    for (const source of SEED_SOURCES) {
      await t.db.deleteFrom('data_sources').where('id', '=', source.id).execute();
      await t.db
        .insertInto('data_sources')
        .values({
          id: source.id,
          publisher: source.publisher,
          title: source.title,
          licence: source.licence,
          url: source.url,
          published_on: source.published_on,
          kind: source.kind,
          notes: null,
          created_at: now,
          title_es: source.id === 'wb-ggfr-2024' ? 'Título del administrador' : null,
          licence_es: null,
        })
        .execute();
    }
    await up(t.db);
    const rows = await t.db
      .selectFrom('data_sources')
      .select(['id', 'title_es', 'licence_es'])
      .where(
        'id',
        'in',
        SEED_SOURCES.map((source) => source.id),
      )
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get('wb-ggfr-2024')).toEqual({
      id: 'wb-ggfr-2024',
      title_es: 'Título del administrador',
      licence_es: 'CC BY 4.0 (datos del Banco Mundial)',
    });
    expect(byId.get('eog-vnf-catalog-2017-2024')?.title_es).toContain('unidos entre años a menos de 500 m');
    expect(byId.get('ei-sr-2024')?.licence_es).toContain('uso libre con atribución');
    for (const source of SEED_SOURCES) {
      expect(byId.get(source.id)?.licence_es, source.id).toBe(source.licence_es);
    }
  });
});
