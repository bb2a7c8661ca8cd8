import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  importsContract,
  nightfireContract,
  type ImportJob,
  type NightfireCandidateListResponse,
} from '@flarescope/shared';
import { importSourceSchema } from './import-source.js';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { translate } from '../../i18n.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { multipartBody, type TestUpload } from '../../testing/multipart.js';
import { V30_HEADER, V40_HEADER } from '../../testing/nightfire-files.js';
import { ROOT_DIR } from '../../config.js';
import { runImport } from './run-import.js';
import { metresBetween } from '../nightfire/index.js';

const REAL_NIGHT = path.join(
  ROOT_DIR,
  'data',
  'seed',
  'eog_vnf_nightly',
  'VNF_npp_d20171205_noaa_v21.flares_only.csv.gz',
);
const SOURCE = 'EOG VIIRS Nightfire nightly';

// Each import starts a reader thread (~2 s under tsx on a busy machine), and the real night is matched
// again by brute force: more than the default 20 s on 2 shared cores.
vi.setConfig({ testTimeout: 60_000 });

type Flare = {
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  country: string;
  company: string;
};

/**
 * Issue 34, item 8: EOG's nightly Nightfire files through the import pipeline (decision 034): the real
 * night of 2017-12-05 (v2.1), v3.0 and v4.0 files built from the documented columns, bad layouts and bad
 * rows; the flare's nights, the monthly roll-up and the candidates' review through the API.
 */
describe('VIIRS Nightfire nightly files', () => {
  let t: TestApp;
  let admin: string;
  let adminEmail: string;
  let user: string;
  let flares: Flare[];

  beforeAll(async () => {
    t = await buildTestApp({}, { seeded: true });
    const administrator = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
    admin = administrator.token;
    adminEmail = administrator.user.email;
    user = (await buildSignedInUser(t.db, t.clock)).token;
    flares = (
      await t.db
        .selectFrom('flares as f')
        .innerJoin('countries as c', 'c.iso3', 'f.country_iso3')
        .innerJoin('companies as co', 'co.id', 'f.company_id')
        .select(['f.id', 'f.name', 'f.latitude', 'f.longitude', 'c.slug as country', 'co.slug as company'])
        .orderBy('f.id')
        .execute()
    ).map((f) => ({ ...f, latitude: Number(f.latitude), longitude: Number(f.longitude) }));
  });
  afterAll(async () => t.close());

  const as = (caller: Caller) => client(t).as(caller);
  const upload = (file: TestUpload) =>
    as(admin).call(importsContract.post, {}, { raw: multipartBody({ source: SOURCE }, file) });

  const finished = async (jobId: string): Promise<ImportJob> => {
    for (let i = 0; i < 3000; i += 1) {
      const job = (await as(admin).call(importsContract.getJobsById, { params: { id: jobId } })).json();
      if (job.status === 'succeeded' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`job ${jobId} did not finish`);
  };

  const importBytes = (bytes: Uint8Array, fileName: string) =>
    runImport(
      { db: t.db, dialect: t.config.database.dialect, clock: t.clock },
      { bytes, fileName, source: importSourceSchema.parse({ source: SOURCE }), jobId: `test-${fileName}` },
      () => {},
    );

  const failureOf = async (bytes: Uint8Array, fileName: string) => {
    const error = await importBytes(bytes, fileName).then(
      () => null,
      (e: unknown) =>
        e as {
          code: string;
          rowErrors: Array<{ line: number; column: string | null; key: string }>;
          options: { details?: Record<string, unknown> };
        },
    );
    if (!error) throw new Error('the import should have failed');
    return error;
  };

  const tableCounts = async () => {
    const count = async (
      table: 'flare_nights' | 'vnf_nights' | 'vnf_candidates' | 'flare_month_detections',
    ) =>
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      flare_nights: await count('flare_nights'),
      vnf_nights: await count('vnf_nights'),
      vnf_candidates: await count('vnf_candidates'),
      flare_month_detections: await count('flare_month_detections'),
    };
  };

  const nightsOf = async (flare: Flare, token: string | null = user) =>
    as(token).call(nightfireContract.flareNights, {
      params: { country: flare.country, company: flare.company, name: flare.name },
    });
  type CandidateStatus = 'pending' | 'confirmed' | 'dismissed';
  const candidates = (caller: Caller = admin, status?: CandidateStatus) =>
    as(caller).call(nightfireContract.getCandidates, { query: { status } });
  // A review to a status the route refuses goes through here too, on purpose: cast.
  const reviewCandidate = (id: string, body: { status: string; note?: string }) =>
    as(admin).call(nightfireContract.postCandidatesReview, { params: { id }, body: body as never });

  /** The nearest flare within 1.5 km of each detection, by brute force over the whole catalogue. */
  const bruteNearest = (latitude: number, longitude: number) => {
    let best: { flare: Flare; distance: number } | null = null;
    for (const flare of flares) {
      if (Math.abs(flare.latitude - latitude) > 0.05) continue;
      const distance = metresBetween({ latitude, longitude }, flare);
      if (distance <= 1500 && (!best || distance < best.distance)) best = { flare, distance };
    }
    return best;
  };

  it('refuses a file with no flare-night before any night is imported: the flare page says none', async () => {
    const response = await nightsOf(flares[0] as Flare);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      source: null,
      window: null,
      lastDetection: null,
      months: [],
    });
    expect((await nightsOf(flares[0] as Flare, null)).statusCode).toBe(401);
  });

  let realJob: ImportJob;
  it('imports the real night (v2.1, .csv.gz) through the upload: every detection matched as a brute-force search does', async () => {
    const bytes = fs.readFileSync(REAL_NIGHT);
    const response = await upload({
      name: path.basename(REAL_NIGHT),
      content: bytes,
      type: 'application/gzip',
    });
    expect(response.statusCode, response.body).toBe(202);
    realJob = await finished(response.json().jobId);
    expect(realJob.status, JSON.stringify(realJob.error)).toBe('succeeded');
    expect(realJob.template).toBe('vnf_nightly');
    const summary = realJob.summary?.nightfire;
    expect(summary).toMatchObject({
      layout: 'v2.1',
      satellite: 'npp',
      nights: ['2017-12-05'],
      detections: 2356,
      radiusM: 1500,
    });

    // The same matching, done independently over the raw file.
    const lines = (await import('node:zlib')).gunzipSync(bytes).toString('utf8').trim().split('\n');
    const header = (lines[0] as string).split(',');
    const lat = header.indexOf('Lat_GMTCO');
    const lon = header.indexOf('Lon_GMTCO');
    const perFlare = new Map<string, number>();
    let matched = 0;
    for (const line of lines.slice(1)) {
      const cells = line.split(',');
      const found = bruteNearest(Number(cells[lat]), Number(cells[lon]));
      if (!found) continue;
      matched += 1;
      perFlare.set(found.flare.id, (perFlare.get(found.flare.id) ?? 0) + 1);
    }
    expect(matched).toBeGreaterThan(0);
    expect(summary?.matched).toBe(matched);
    expect(summary?.unmatched).toBe(2356 - matched);
    expect(summary?.flares).toBe(perFlare.size);
    expect(realJob.counts?.flare_nights).toEqual({ inserted: perFlare.size, updated: 0, unchanged: 0 });
    const stored = await t.db
      .selectFrom('flare_nights')
      .select(['flare_id', 'detections', 'night', 'satellite'])
      .execute();
    expect(new Map(stored.map((row) => [row.flare_id, row.detections]))).toEqual(perFlare);
    expect(new Set(stored.map((row) => `${row.night}|${row.satellite}`))).toEqual(
      new Set(['2017-12-05|npp']),
    );
    // Every flare-night's month rolls up.
    expect(realJob.counts?.flare_month_detections?.inserted).toBe(perFlare.size);
    expect(summary?.candidates).toBeGreaterThan(0);
    expect(summary?.candidates).toBeLessThanOrEqual(summary?.unmatched ?? 0);
  });

  it('shows the flare its last detection and "seen on N of the last M clear nights"', async () => {
    const busiest = await t.db
      .selectFrom('flare_nights')
      .selectAll()
      .orderBy('detections', 'desc')
      .orderBy('flare_id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const flare = flares.find((f) => f.id === busiest.flare_id) as Flare;
    const view = (await nightsOf(flare)).json();
    expect(view.source?.publisher).toBe(SOURCE);
    expect(view.lastDetection).toMatchObject({
      night: '2017-12-05',
      satellite: 'npp',
      detections: busiest.detections,
    });
    expect(view.lastDetection?.temperatureK).toBeGreaterThanOrEqual(1600);
    expect(view.lastDetection?.temperatureK).toBeLessThanOrEqual(2000);
    const cloudy = busiest.cloud_state === 'cloudy';
    expect(view.window).toEqual({
      firstNight: '2017-12-05',
      lastNight: '2017-12-05',
      nights: 1,
      clearNights: cloudy ? 0 : 1,
      seenNights: busiest.cloud_state === 'clear' ? 1 : 0,
    });
    expect(view.months).toEqual([
      expect.objectContaining({
        month: '2017-12',
        nightsImported: 1,
        nightsSeen: 1,
        detections: busiest.detections,
      }),
    ]);
  });

  it('lists the candidates to administrators; the night imported again changes nothing and keeps a decision', async () => {
    const list = await candidates();
    expect(list.statusCode).toBe(200);
    const page = list.json();
    expect(page.total).toBe(realJob.summary?.nightfire?.candidates);
    const first = page.items[0] as NightfireCandidateListResponse['items'][number];
    expect(first.status).toBe('pending');
    // No catalogue flare within the radius, by brute force too.
    expect(bruteNearest(first.latitude, first.longitude)).toBeNull();
    expect((await candidates(user)).statusCode).toBe(403);
    const review = await reviewCandidate(first.id, { status: 'dismissed', note: 'Gas plant stack' });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({
      status: 'dismissed',
      note: 'Gas plant stack',
      reviewedBy: adminEmail,
      reviewedAt: t.clock.now().toISOString(),
    });
    // The list says who reviewed it too (their email, asked of accounts).
    const listed = (await candidates(admin, 'dismissed')).json();
    expect(listed.items.find((item) => item.id === first.id)?.reviewedBy).toBe(adminEmail);
    const before = await tableCounts();
    const again = await importBytes(fs.readFileSync(REAL_NIGHT), path.basename(REAL_NIGHT));
    for (const table of ['flare_nights', 'vnf_nights', 'vnf_candidates', 'flare_month_detections'])
      expect(again.counts[table], table).toMatchObject({ inserted: 0, updated: 0 });
    expect(await tableCounts()).toEqual(before);
    const kept = await t.db
      .selectFrom('vnf_candidates')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow();
    expect(kept.status).toBe('dismissed');
    const bad = await reviewCandidate(first.id, { status: 'pending' });
    expect(bad.statusCode).toBe(400);
  });

  it('confirming a candidate records the decision and adds no flare to the catalogue (decision 037)', async () => {
    const page = (await candidates()).json();
    const pending = page.items.find((item) => item.status === 'pending');
    if (!pending) throw new Error('the real night should leave a pending candidate');
    const catalogue = async () =>
      t.db.selectFrom('flares').select(['id', 'name', 'company_id']).orderBy('id').execute();
    const before = await catalogue();
    const version = await t.db.selectFrom('app_settings').selectAll().execute();
    const review = await reviewCandidate(pending.id, {
      status: 'confirmed',
      note: 'A new pad, seen on imagery',
    });
    expect(review.statusCode, review.body).toBe(200);
    expect(review.json()).toMatchObject({ status: 'confirmed', note: 'A new pad, seen on imagery' });
    expect(await catalogue()).toEqual(before);
    expect(bruteNearest(pending.latitude, pending.longitude)).toBeNull();
    // The flaring data did not change: no new version, no cache flush.
    expect(await t.db.selectFrom('app_settings').selectAll().execute()).toEqual(version);
    const confirmed = (await candidates(admin, 'confirmed')).json();
    expect(confirmed.items.map((item) => item.id)).toContain(pending.id);
  });

  /** Two flares no detection of the real night came near: the built files' detections sit on them. */
  let quiet: [Flare, Flare] | undefined;
  const quietFlares = async (): Promise<[Flare, Flare]> => {
    if (quiet) return quiet;
    const seen = new Set(
      (await t.db.selectFrom('flare_nights').select('flare_id').execute()).map((r) => r.flare_id),
    );
    const candidates = flares.filter((f) => !seen.has(f.id) && Math.abs(f.latitude) < 60);
    quiet = [candidates[0] as Flare, candidates[1] as Flare];
    return quiet;
  };

  it('reads a v3.0 "-ez" file (gzipped, satellite from its name): 999999 and the other fill values are missing, never numbers', async () => {
    const [a, b] = await quietFlares();
    const csv = [
      V30_HEADER,
      `1,2024/01/01 01:10:00.000,2023/12/31 21:10:00,${a.latitude + 0.002},${a.longitude},1800,999999,1e-6,1.1,2.5,1.9,0,100`,
      `2,2024/01/01 01:10:00.500,2023/12/31 21:10:00,${a.latitude},${a.longitude + 0.002},999999,999999,1e-6,1.1,1.5,1.9,1,100`,
      `3,2024/01/01 02:50:00.000,2023/12/31 22:50:00,${b.latitude},${b.longitude},1700,999999,1e-6,1.1,999999,1.9,999999,100`,
      `4,2024/01/01 02:51:00.000,2023/12/31 22:51:00,10.5,-150.5,1500,999999,1e-6,1.1,0.7,1.9,-999.9,100`,
    ].join('\n');
    const result = await importBytes(gzipSync(csv), 'VNF_j01_d20240101_noaa_v30-ez.csv.gz');
    expect(result.summary?.nightfire).toMatchObject({
      layout: 'v3.0-ez',
      satellite: 'j01',
      nights: ['2024-01-01'],
      detections: 4,
      matched: 3,
      flares: 2,
      unmatched: 1,
      candidates: 1,
      // Temp_BB of row 2, RH and Cloud_Mask of row 3, Cloud_Mask of row 4.
      missingValues: 4,
    });
    const nights = await t.db
      .selectFrom('flare_nights')
      .selectAll()
      .where('night', '=', '2024-01-01')
      .orderBy('flare_id')
      .execute();
    const ofA = nights.find((n) => n.flare_id === a.id);
    const ofB = nights.find((n) => n.flare_id === b.id);
    // One pass: RH summed (2.5 + 1.5); the temperature of the one detection that has one.
    expect(ofA).toMatchObject({ satellite: 'j01', detections: 2, passes: 1, cloud_state: 'clear' });
    expect(Number(ofA?.radiant_heat_mw)).toBeCloseTo(4, 6);
    expect(Number(ofA?.temperature_k)).toBe(1800);
    expect(ofB).toMatchObject({ detections: 1, radiant_heat_mw: null, cloud_state: 'unknown' });
    expect(Number(ofB?.temperature_k)).toBe(1700);
    const candidate = await t.db
      .selectFrom('vnf_candidates')
      .selectAll()
      .where('night', '=', '2024-01-01')
      .executeTakeFirstOrThrow();
    expect(candidate).toMatchObject({
      latitude: 10.5,
      longitude: -150.5,
      cloud_state: 'unknown',
      status: 'pending',
    });
  });

  it('reads a v4.0 file: the primary component’s temperature and radiant heat; a cloudy night leaves the clear count', async () => {
    const [a] = await quietFlares();
    const csv = [
      V40_HEADER,
      `1,77,2024/01/02 01:00:00.000,${a.latitude},${a.longitude},${a.latitude},${a.longitude},999999,999999,1650,3.25,flare,upstream,3`,
    ].join('\n');
    const result = await importBytes(Buffer.from(csv), 'VNF_npp_d20240102_eog_v40.csv');
    expect(result.summary?.nightfire).toMatchObject({
      layout: 'v4.0',
      satellite: 'npp',
      matched: 1,
      missingValues: 0,
    });
    const night = await t.db
      .selectFrom('flare_nights')
      .selectAll()
      .where('flare_id', '=', a.id)
      .where('night', '=', '2024-01-02')
      .executeTakeFirstOrThrow();
    expect(night).toMatchObject({ cloud_state: 'cloudy', detections: 1 });
    expect(Number(night.temperature_k)).toBe(1650);
    expect(Number(night.radiant_heat_mw)).toBeCloseTo(3.25, 6);
    // Three nights imported (2017-12-05, 2024-01-01, 2024-01-02): seen clear on one, only under cloud on one.
    const view = (await nightsOf(a)).json();
    expect(view.window).toEqual({
      firstNight: '2017-12-05',
      lastNight: '2024-01-02',
      nights: 3,
      clearNights: 2,
      seenNights: 1,
    });
    expect(view.lastDetection).toMatchObject({
      night: '2024-01-02',
      cloudState: 'cloudy',
      temperatureK: 1650,
    });
    expect(view.months.map((m) => [m.month, m.nightsImported, m.nightsSeen, m.clearNightsSeen])).toEqual([
      ['2024-01', 2, 2, 1],
    ]);
  });

  it('refuses a Nightfire file in none of the layouts, naming the columns found and the layouts accepted, in en and es', async () => {
    const before = await tableCounts();
    const csv =
      'id,Date_Mscan,Latitude,Longitude,Temp_BB,RH,Cloud_Mask\n1,2024/01/03 01:00:00,1,2,1800,1,0\n';
    const job = await finished(
      (await upload({ name: 'VNF_npp_d20240103_noaa_v30-ez.csv', content: csv })).json().jobId,
    );
    expect(job.error?.code).toBe('import_vnf_layout');
    expect(job.error?.details).toMatchObject({
      layout: 'v2.1',
      missingColumns: 'id_Key, Lat_GMTCO, Lon_GMTCO',
      columnsFound: 'id, Date_Mscan, Latitude, Longitude, Temp_BB, RH, Cloud_Mask',
      layoutsAccepted: 'v2.1, v3.0-ez, v4.0',
    });
    expect(job.error?.message).toContain('Missing: id_Key, Lat_GMTCO, Lon_GMTCO');
    expect(job.error?.message).toContain('Columns found: id, Date_Mscan, Latitude');
    const details = job.error?.details as Record<string, string>;
    expect(translate('es', 'errors.import_vnf_layout', details)).toContain(
      'Columnas encontradas: id, Date_Mscan, Latitude',
    );
    expect(translate('es', 'errors.import_vnf_layout', details)).toContain('v2.1, v3.0-ez, v4.0');
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses a file with bad rows whole: no place, negative radiant heat, a night outside the file’s', async () => {
    const before = await tableCounts();
    const [a] = await quietFlares();
    const csv = [
      V30_HEADER,
      `1,2024/01/04 01:00:00,2024/01/03 21:00:00,${a.latitude},${a.longitude},1800,999999,1e-6,1,2,1,0,1`,
      `2,2024/01/04 01:00:00,2024/01/03 21:00:00,999999,${a.longitude},1800,999999,1e-6,1,2,1,0,1`,
      `3,2024/01/04 01:00:00,2024/01/03 21:00:00,${a.latitude},${a.longitude},1800,999999,1e-6,1,-2,1,0,1`,
      `4,2024/01/05 01:00:00,2024/01/04 21:00:00,${a.latitude},${a.longitude},1800,999999,1e-6,1,2,1,0,1`,
      `5,2024/01/04 01:00:00,2024/01/03 21:00:00,${a.latitude},${a.longitude},1800,999999,1e-6,1,2,1,7,1`,
    ].join('\n');
    const failure = await failureOf(Buffer.from(csv), 'VNF_npp_d20240104_noaa_v30-ez.csv');
    expect(failure.code).toBe('import_invalid_rows');
    expect(failure.rowErrors.map((e) => [e.line, e.column, e.key])).toEqual([
      [3, 'Lat_GMTCO', 'imports.row.vnf_location'],
      [4, 'RH', 'imports.row.vnf_negative'],
      [5, 'Date_Mscan', 'imports.row.vnf_night'],
      [6, 'Cloud_Mask', 'imports.row.vnf_cloud_mask'],
    ]);
    expect(await tableCounts()).toEqual(before);
  });
});
