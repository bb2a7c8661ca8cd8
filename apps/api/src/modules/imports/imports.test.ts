import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { IMPORT_MAX_FILE_BYTES, importsContract, type ImportJob } from '@flarescope/shared';
import { importColumnLabel, IMPORT_TEMPLATES, MONTH_COLUMN_EXAMPLES } from './template-columns.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { multipartBody, type TestUpload } from '../../testing/multipart.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { createJob } from './imports.service.js';

const FLARES_CSV = [
  'country,company,flare_name,external_id,latitude,longitude,type,field,is_routine',
  'Argentina,YPF S.A.,Loma Campana 1,YPF-LC-1,-38.21,-68.81,upstream,Loma Campana,yes',
  'AR,YPF S.A.,Loma Campana 2,YPF-LC-2,-38.22,-68.82,upstream,Loma Campana,no',
  'COL,Not attributed,Cusiana 7,,4.9,-72.6,gas_field,,',
].join('\n');

const OBSERVATIONS = 'country,company,flare_name,period,volume_m3,confidence';

const observationsCsv = (rows: Array<[string, number]>) =>
  [
    OBSERVATIONS,
    ...rows.map(([period, volume]) => `ARG,YPF S.A.,Loma Campana 1,${period},${volume},measured`),
  ].join('\n');

describe('imports', () => {
  let t: TestApp;
  let admin: string;
  let user: string;

  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await buildSignedInUser(t.db, t.clock, { role: 'admin' })).token;
    user = (await buildSignedInUser(t.db, t.clock)).token;
  }, 30_000);
  afterAll(async () => t.close());

  const as = (caller: Caller) => client(t).as(caller);
  const upload = (
    file: TestUpload | undefined,
    fields: Record<string, string> = {},
    token: string | null = admin,
  ) =>
    as(token).call(importsContract.post, {}, { raw: multipartBody({ source: 'YPF S.A.', ...fields }, file) });

  const jobStatus = (id: string, token: string | null = admin) =>
    as(token).call(importsContract.getJobsById, { params: { id } });
  const history = (token: string | null = admin, query: { pageSize?: number } = {}) =>
    as(token).call(importsContract.getJobs, { query });
  const templateFile = (file: string, query: { lang?: 'en' | 'es' } = {}) =>
    as(null).call(importsContract.getTemplatesByFile, { params: { file }, query });

  /** Uploads a file and follows its job to the end, as the web will. */
  const importFile = async (file: TestUpload, fields: Record<string, string> = {}): Promise<ImportJob> => {
    const response = await upload(file, fields);
    expect(response.statusCode).toBe(202);
    const { jobId } = response.json();
    for (let i = 0; i < 2000; i += 1) {
      const job = (await jobStatus(jobId)).json();
      if (job.status === 'succeeded' || job.status === 'failed') return job;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`job ${jobId} did not finish`);
  };

  /** Every row of the flaring tables, to show an import changed nothing. */
  const snapshot = async () => {
    const tables = [
      'data_sources',
      'countries',
      'companies',
      'fields',
      'flares',
      'observations',
      'production',
      'gas_compositions',
      'flare_year_totals',
      'company_year_totals',
      'country_year_totals',
    ] as const;
    const out: Record<string, unknown[]> = {};
    for (const table of tables) {
      const rows = await t.db.selectFrom(table).selectAll().execute();
      out[table] = rows.map((row) => JSON.stringify(row)).sort();
    }
    return out;
  };

  describe('POST /api/imports', () => {
    it('refuses visitors (401) and users (403), and accepts administrators (202 with a job id)', async () => {
      const file = { name: 'empty.csv', content: 'country,period,gas_m3\n' };
      const visitor = await upload(file, {}, null);
      expect(visitor.statusCode).toBe(401);
      expect(visitor.error().code).toBe('unauthenticated');
      const plainUser = await upload(file, {}, user);
      expect(plainUser.statusCode).toBe(403);
      expect(plainUser.error().code).toBe('forbidden');
      const accepted = await upload(file);
      expect(accepted.statusCode).toBe(202);
      expect(accepted.json().jobId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('refuses an upload without X-Requested-With (CSRF)', async () => {
      const body = multipartBody({ source: 'x' }, { name: 'a.csv', content: FLARES_CSV });
      // No SPA headers at all (the client always sends them): injected, to the contract's URL.
      const response = await t.app.inject({
        method: 'POST',
        url: importsContract.post.path,
        payload: body.payload,
        headers: { 'content-type': body.contentType, cookie: `auth=${admin}` },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().error.code).toBe('csrf_rejected');
    });

    it('previews a file (any template): says what it would write, writes nothing, and is told apart in the history', async () => {
      const before = await snapshot();
      t.clock.advance(1000);
      const job = await importFile(
        { name: 'flares.csv', content: FLARES_CSV },
        { licence: 'CC BY 4.0', kind: 'operator', preview: 'true' },
      );
      expect(job).toMatchObject({ status: 'succeeded', preview: true, template: 'flares', summary: null });
      expect(job.counts?.flares).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
      expect(job.counts?.data_sources).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
      expect(await snapshot()).toEqual(before);
      expect((await history()).json().items[0]).toMatchObject({ id: job.id, preview: true });
    });

    it('imports flares: creates their country, company and field, keeps the source with its licence', async () => {
      const job = await importFile(
        { name: 'flares.csv', content: FLARES_CSV },
        { licence: 'CC BY 4.0', publishedOn: '2025-06-30', kind: 'operator' },
      );
      expect(job).toMatchObject({
        status: 'succeeded',
        template: 'flares',
        sourceId: 'ypf-s-a',
        progress: 1,
      });
      expect(job.counts?.flares).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
      expect(job.counts?.companies?.inserted).toBe(2);
      const flare = await t.db
        .selectFrom('flares')
        .innerJoin('companies', 'companies.id', 'flares.company_id')
        .innerJoin('fields', 'fields.id', 'flares.field_id')
        .select([
          'flares.name',
          'companies.slug',
          'fields.name as field',
          'flares.source_id',
          'flares.is_routine',
        ])
        .where('flares.external_id', '=', 'YPF-LC-1')
        .executeTakeFirstOrThrow();
      expect(flare).toEqual({
        name: 'loma-campana-1',
        slug: 'ypf-s-a',
        field: 'Loma Campana',
        source_id: 'ypf-s-a',
        is_routine: 1,
      });
      const unattributed = await t.db
        .selectFrom('companies')
        .select(['slug', 'is_unattributed'])
        .where('country_iso3', '=', 'COL')
        .executeTakeFirstOrThrow();
      expect(unattributed).toEqual({ slug: 'unattributed', is_unattributed: 1 });
      const source = await t.db
        .selectFrom('data_sources')
        .selectAll()
        .where('id', '=', 'ypf-s-a')
        .executeTakeFirstOrThrow();
      expect(source).toMatchObject({
        publisher: 'YPF S.A.',
        licence: 'CC BY 4.0',
        published_on: '2025-06-30',
      });
    });

    it('changes nothing when the same file is imported again', async () => {
      const file = {
        name: 'observations.csv',
        content: observationsCsv([
          ['2025-01', 1000],
          ['2025-02', 2000],
        ]),
      };
      expect((await importFile(file)).status).toBe('succeeded');
      const before = await snapshot();
      const again = await importFile(file);
      expect(again.counts?.observations).toEqual({ inserted: 0, updated: 0, unchanged: 2 });
      expect(again.counts?.data_sources).toEqual({ inserted: 0, updated: 0, unchanged: 1 });
      expect(await snapshot()).toEqual(before);
      const flaresAgain = await importFile({ name: 'flares.csv', content: FLARES_CSV });
      expect(flaresAgain.counts?.flares).toEqual({ inserted: 0, updated: 0, unchanged: 3 });
      expect(await snapshot()).toEqual(before);
    });

    it('updates what a corrected file changes, and the roll-ups follow', async () => {
      const job = await importFile({
        name: 'observations-v2.csv',
        content: observationsCsv([
          ['2025-01', 1500],
          ['2025-02', 2000],
          ['2025-03', 500],
        ]),
      });
      expect(job.counts?.observations).toEqual({ inserted: 1, updated: 1, unchanged: 1 });
      const total = await t.db
        .selectFrom('country_year_totals')
        .selectAll()
        .where('country_iso3', '=', 'ARG')
        .where('year', '=', 2025)
        .executeTakeFirstOrThrow();
      expect(total).toMatchObject({
        volume_m3: 4000,
        active_flares: 1,
        observed_flares: 1,
        last_period: '2025-03',
      });
    });

    it('renames a flare found by its external id, and moves it with its roll-ups to another company', async () => {
      const moved = FLARES_CSV.split('\n')
        .slice(0, 2)
        .join('\n')
        .replace('YPF S.A.,Loma Campana 1', 'Vista Energy,LC Norte 1');
      const job = await importFile({ name: 'moved.csv', content: moved });
      expect(job.counts?.flares).toEqual({ inserted: 0, updated: 1, unchanged: 0 });
      const vista = await t.db
        .selectFrom('company_year_totals')
        .innerJoin('companies', 'companies.id', 'company_year_totals.company_id')
        .select(['companies.slug', 'company_year_totals.volume_m3'])
        .where('year', '=', 2025)
        .execute();
      expect(vista).toEqual([{ slug: 'vista-energy', volume_m3: 4000 }]);
      await importFile({ name: 'back.csv', content: FLARES_CSV });
    });

    it('imports nothing from a file with one bad row, and reports its line, column and reason', async () => {
      const before = await snapshot();
      const job = await importFile({
        name: 'bad.csv',
        content: observationsCsv([
          ['2025-04', 1],
          ['2025-05', -2],
          ['2025-06', 3],
        ]),
      });
      expect(job.status).toBe('failed');
      expect(job.error?.code).toBe('import_invalid_rows');
      expect(job.rowErrors).toEqual([
        {
          line: 3,
          column: 'volume_m3',
          key: 'imports.row.not_negative',
          message: 'Write a number of 0 or more.',
        },
      ]);
      expect(job.rowErrorCount).toBe(1);
      expect(await snapshot()).toEqual(before);
    });

    it('rolls back rows already written when a later row turns out bad (one transaction)', async () => {
      const before = await snapshot();
      const months = Array.from(
        { length: 1500 },
        (_, i) =>
          `ARG,YPF S.A.,Loma Campana 2,${1900 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')},${i},`,
      );
      const content = [OBSERVATIONS, ...months, 'ARG,YPF S.A.,No Such Flare,2025-01,5,'].join('\n');
      const job = await importFile({ name: 'late-error.csv', content });
      expect(job.status).toBe('failed');
      expect(job.rowErrors).toEqual([
        expect.objectContaining({ line: 1502, column: 'flare_name', key: 'imports.row.flare_unknown' }),
      ]);
      expect(await snapshot()).toEqual(before);
    });

    it('refuses a file with the same flare and month twice, naming the first line', async () => {
      const job = await importFile({
        name: 'twice.csv',
        content: observationsCsv([
          ['2025-07', 1],
          ['2025-07', 2],
        ]),
      });
      expect(job.rowErrors).toEqual([
        expect.objectContaining({
          line: 3,
          column: 'period',
          key: 'imports.row.duplicate',
          params: { line: 2 },
        }),
      ]);
    });

    it('creates a flare from observations that give its coordinates and type, and imports XLSX', async () => {
      const book = new ExcelJS.Workbook();
      book.addWorksheet('observations').addRows([
        ['country', 'company', 'flare_name', 'period', 'volume_m3', 'latitude', 'longitude', 'type'],
        ['Mexico', 'Pemex', 'Akal C', new Date(Date.UTC(2025, 0, 1)), 12_000, 19.4, -92.1, 'upstream'],
        ['Mexico', 'Pemex', 'Akal C', '2025-02', 13_000, null, null, null],
      ]);
      const job = await importFile({
        name: 'pemex.xlsx',
        content: Buffer.from(await book.xlsx.writeBuffer()),
      });
      expect(job.status).toBe('succeeded');
      expect(job.counts?.flares?.inserted).toBe(1);
      expect(job.counts?.observations?.inserted).toBe(2);
    });

    it('imports production of a country, a company and a field, and gas compositions of known flares', async () => {
      const production = await importFile({
        name: 'production.csv',
        content:
          'country,company,field,period,oil_bbl,gas_m3\nARG,,,2025,1000000,\nARG,YPF S.A.,,2025-01,5000,7000\nARG,YPF S.A.,Loma Campana,2025-01,4000,',
      });
      expect(production.counts?.production).toEqual({ inserted: 3, updated: 0, unchanged: 0 });
      const levels = await t.db
        .selectFrom('production')
        .select(['level', 'oil_bbl'])
        .orderBy('level')
        .execute();
      expect(levels).toEqual([
        { level: 'company', oil_bbl: 5000 },
        { level: 'country', oil_bbl: 1_000_000 },
        { level: 'field', oil_bbl: 4000 },
      ]);
      const header = IMPORT_TEMPLATES.gas_composition.columns.map((c) => c.name).join(',');
      const composition = await importFile({
        name: 'gc.csv',
        content: `${header}\nARG,YPF S.A.,Loma Campana 1,2025-03-10,0.85,0.07,0.03,0.01,0.01,0.005,0.005,0.005,0.01,0.005,0`,
      });
      expect(composition.counts?.gas_compositions).toEqual({ inserted: 1, updated: 0, unchanged: 0 });
      const missing = await importFile({
        name: 'gc2.csv',
        content: `${header}\nARG,YPF S.A.,Nowhere,2025-03-10,1,,,,,,,,,,`,
      });
      expect(missing.rowErrors[0]).toMatchObject({
        column: 'flare_name',
        key: 'imports.row.flare_not_found',
      });
    });

    it('updates only the changed production and compositions when a file comes again', async () => {
      const productionCsv = (countryOil: number, companyOil: number) =>
        `country,company,field,period,oil_bbl,gas_m3\nARG,,,2026-01,${countryOil},\nARG,YPF S.A.,,2026-01,${companyOil},7000`;
      await importFile({ name: 'production-2026.csv', content: productionCsv(900_000, 5000) });
      const again = await importFile({ name: 'production-2026.csv', content: productionCsv(950_000, 5000) });
      expect(again.counts?.production).toEqual({ inserted: 0, updated: 1, unchanged: 1 });
      const country = await t.db
        .selectFrom('production')
        .select('oil_bbl')
        .where('level', '=', 'country')
        .where('period', '=', '2026-01')
        .executeTakeFirstOrThrow();
      expect(country.oil_bbl).toBe(950_000);

      const header = IMPORT_TEMPLATES.gas_composition.columns.map((c) => c.name).join(',');
      // Methane and ethane shares (c1, c2) sum to 0.92 with the rest, as the template requires.
      const sample = (date: string, c1: number) =>
        `ARG,YPF S.A.,Loma Campana 1,${date},${c1},${(0.92 - c1).toFixed(2)},0.03,0.01,0.01,0.005,0.005,0.005,0.01,0.005,0`;
      await importFile({ name: 'gc-2026.csv', content: `${header}\n${sample('2026-01-05', 0.85)}` });
      const changed = await importFile({
        name: 'gc-2026.csv',
        content: `${header}\n${sample('2026-01-05', 0.8)}\n${sample('2026-02-05', 0.85)}`,
      });
      expect(changed.counts?.gas_compositions).toEqual({ inserted: 1, updated: 1, unchanged: 0 });
      const shares = await t.db
        .selectFrom('gas_compositions')
        .select(['sampled_on', 'c1', 'c2'])
        .where('sampled_on', '>=', '2026-01-01')
        .orderBy('sampled_on')
        .execute();
      expect(shares).toEqual([
        { sampled_on: '2026-01-05', c1: 0.8, c2: 0.12 },
        { sampled_on: '2026-02-05', c1: 0.85, c2: 0.07 },
      ]);
    });

    describe('refuses bad files with a clear error and changes nothing', () => {
      const expectRefused = async (file: TestUpload, code: string, fields: Record<string, string> = {}) => {
        const before = await snapshot();
        const job = await importFile(file, fields);
        expect(job.status).toBe('failed');
        expect(job.error?.code).toBe(code);
        expect(job.error?.message).toBeTruthy();
        expect(await snapshot()).toEqual(before);
        return job;
      };

      it('a truncated CSV: cut in the middle of a row, or inside a quoted cell', async () => {
        const cut = await expectRefused(
          {
            name: 'cut.csv',
            content: observationsCsv([
              ['2025-08', 1],
              ['2025-09', 2],
            ]).slice(0, -20),
          },
          'import_invalid_rows',
        );
        expect(cut.rowErrors).toEqual([
          expect.objectContaining({ line: 3, key: 'imports.row.column_count' }),
        ]);
        const open = await expectRefused(
          { name: 'open.csv', content: `${OBSERVATIONS}\nARG,"YPF S.A.,Loma` },
          'import_malformed_csv',
        );
        expect(open.error?.details).toEqual({ line: 2 });
      });

      it('a sheet that is not in the workbook, and a workbook whose sheet is not a template', async () => {
        const book = new ExcelJS.Workbook();
        book.addWorksheet('Summary').addRows([
          ['Total flared', 12],
          ['Year', 2025],
        ]);
        const bytes = Buffer.from(await book.xlsx.writeBuffer());
        const missing = await expectRefused(
          { name: 'report.xlsx', content: bytes },
          'import_sheet_not_found',
          {
            sheet: 'Flares',
          },
        );
        expect(missing.error?.details).toEqual({ sheet: 'Flares', sheets: ['Summary'] });
        const wrong = await expectRefused({ name: 'report.xlsx', content: bytes }, 'import_unknown_template');
        expect(wrong.error?.details).toMatchObject({ sheet: 'Summary' });
      });

      it('a header that matches no template', async () => {
        const job = await expectRefused(
          { name: 'odd.csv', content: 'country,company,flare,month,mcf\nARG,YPF,a,2025-01,5' },
          'import_unknown_template',
        );
        expect(job.error?.details?.unknownColumns).toEqual(expect.arrayContaining(['flare', 'month', 'mcf']));
      });

      it('text that is not UTF-8', async () => {
        const latin1 = Buffer.concat([
          Buffer.from(`${OBSERVATIONS}\nARG,`),
          Buffer.from([0x4e, 0x65, 0x75, 0x71, 0x75, 0xe9, 0x6e]),
          Buffer.from(',a,2025-01,5,\n'),
        ]);
        const job = await expectRefused({ name: 'latin1.csv', content: latin1 }, 'import_not_utf8');
        expect(job.error?.details).toEqual({ line: 2 });
      });

      it('formula cells (=CMD(…)), refused rather than stored', async () => {
        const job = await expectRefused(
          {
            name: 'evil.csv',
            content: `${OBSERVATIONS}\nARG,"=CMD|'/C calc'!A0",a,2025-01,5,\nARG,YPF S.A.,Loma Campana 1,2025-10,=1+1,`,
          },
          'import_invalid_rows',
        );
        expect(job.rowErrors.map((e) => [e.line, e.column, e.key])).toEqual([
          [2, 'company', 'imports.row.formula'],
          [3, 'volume_m3', 'imports.row.formula'],
        ]);
      });

      it('an .xlsx that is not a zip', async () => {
        await expectRefused({ name: 'fake.xlsx', content: FLARES_CSV }, 'import_not_xlsx');
      });

      it('a file larger than the limit, with 413 before any job', async () => {
        const response = await upload({
          name: 'huge.csv',
          content: Buffer.alloc(IMPORT_MAX_FILE_BYTES + 1, 0x61),
        });
        expect(response.statusCode).toBe(413);
        expect(response.error().code).toBe('payload_too_large');
      });

      it('a form without a file or without a source, and a body that is not multipart', async () => {
        const noFile = await upload(undefined);
        expect(noFile.statusCode).toBe(400);
        expect(noFile.error().code).toBe('import_file_missing');
        const noSource = await upload({ name: 'a.csv', content: FLARES_CSV }, { source: ' ' });
        expect(noSource.statusCode).toBe(400);
        expect(noSource.error().fields).toEqual({ source: 'validation.required' });
        const json = await as(admin).call(
          importsContract.post,
          {},
          {
            raw: { payload: JSON.stringify({ source: 'x' }), contentType: 'application/json' },
          },
        );
        expect(json.statusCode).toBe(415);
      });
    });
  });

  describe('GET /api/imports/jobs/:id', () => {
    it('is for administrators only, and 404 for an unknown job', async () => {
      const { jobId } = (await upload({ name: 'empty.csv', content: 'country,period,gas_m3\n' })).json();
      expect((await jobStatus(jobId, null)).statusCode).toBe(401);
      expect((await jobStatus(jobId, user)).statusCode).toBe(403);
      const unknown = await jobStatus(randomUUID());
      expect(unknown.statusCode).toBe(404);
      expect(unknown.error().code).toBe('not_found');
    });

    it('queues an upload sent while another runs, says how many are ahead, and lists both in the history', async () => {
      // Each upload a second after the one before: the history is ordered by when jobs were accepted.
      t.clock.advance(1000);
      const first = await upload({ name: 'first.csv', content: FLARES_CSV }, { source: 'Queue Test' });
      t.clock.advance(1000);
      const second = await upload(
        { name: 'second.csv', content: 'country,period,gas_m3\n' },
        { source: 'Queue Test' },
      );
      // An earlier test's upload may still be in the queue.
      const ahead = first.json().jobsAhead;
      expect(second.statusCode).toBe(202);
      expect(second.json().jobsAhead).toBe(ahead + 1);
      const waiting = (await jobStatus(second.json().jobId)).json();
      expect(waiting.status).toBe('queued');
      expect(waiting.jobsAhead).toBeGreaterThanOrEqual(1);
      for (let i = 0; i < 2000; i += 1) {
        const job = (await jobStatus(second.json().jobId)).json();
        if (job.status === 'failed') break;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      const listed = await history(admin, { pageSize: 2 });
      expect(listed.statusCode).toBe(200);
      const [newest, older] = listed.json().items;
      expect(newest).toMatchObject({
        id: second.json().jobId,
        fileName: 'second.csv',
        source: 'Queue Test',
        status: 'failed',
        errorCode: 'import_empty_file',
        createdBy: { email: expect.stringContaining('@example.com') },
      });
      expect(older).toMatchObject({
        fileName: 'first.csv',
        status: 'succeeded',
        template: 'flares',
        totalRows: 3,
      });
      const audit = await t.db
        .selectFrom('audit_events')
        .select(['event', 'details'])
        .where('event', 'in', ['import_succeeded', 'import_failed'])
        .orderBy('created_at')
        .execute();
      expect(audit.map((row) => JSON.parse(row.details ?? '{}').fileName)).toEqual(
        expect.arrayContaining(['first.csv', 'second.csv']),
      );
      for (const token of [null, user]) {
        const refused = await history(token);
        expect(refused.statusCode).toBe(token ? 403 : 401);
      }
    });

    it('shows a queued job, and fails a job nobody moved for 10 minutes as interrupted', async () => {
      const id = await createJob(t, {
        bytes: Buffer.from('x'),
        fileName: 'lost.csv',
        source: {
          source: 'x',
          title: undefined,
          licence: undefined,
          url: undefined,
          publishedOn: undefined,
          sheet: undefined,
        },
        origin: 'upload',
        userId: null,
      });
      expect((await jobStatus(id)).json()).toMatchObject({
        status: 'queued',
        phase: 'queued',
        progress: 0,
        fileName: 'lost.csv',
      });
      t.clock.advance(11 * 60 * 1000);
      expect((await jobStatus(id)).json()).toMatchObject({
        status: 'failed',
        error: { code: 'import_interrupted' },
      });
    });
  });

  describe('GET /api/imports/templates/:file', () => {
    it('serves each CSV template with its header row (the World Bank’s as it publishes it), to anyone', async () => {
      for (const [kind, template] of Object.entries(IMPORT_TEMPLATES)) {
        const response = await templateFile(`${kind}.csv`);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toBe(
          `attachment; filename="flarescope-${kind}-template.csv"`,
        );
        // Flaring Monitor's layout (decision 036) adds example month columns after its fixed ones.
        expect(response.body.replace(/^\uFEFF/, '').trim()).toBe(
          [
            ...template.columns.map(importColumnLabel),
            ...('monthColumns' in template ? MONTH_COLUMN_EXAMPLES : []),
          ].join(','),
        );
      }
      const worldBank = await templateFile('worldbank_sites.csv');
      expect(worldBank.body.replace(/^\uFEFF/, '').trim()).toBe(
        'Country,Latitude,Longitude,bcm,MMscfd,Year,Field  Type,Field Name,Field  Operator,Location,Flare Level,Flaring Vol (million m3)',
      );
    });

    it('serves XLSX templates with instructions in the asked language, which import once filled in', async () => {
      const response = await templateFile('flares.xlsx', { lang: 'es' });
      expect(response.statusCode).toBe(200);
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
      expect(book.worksheets.map((s) => s.name)).toEqual(['flares', 'Instrucciones']);
      expect(String(book.getWorksheet('Instrucciones')?.getCell('A1').value)).toContain('Antorchas');
      book.getWorksheet('flares')?.addRow(['PER', 'Petroperú', 'Talara 1', -4.57, -81.27, 'refinery']);
      const job = await importFile({
        name: 'filled.xlsx',
        content: Buffer.from(await book.xlsx.writeBuffer()),
      });
      expect(job).toMatchObject({ status: 'succeeded', template: 'flares' });
    });

    it('answers 404 for an unknown template or format', async () => {
      for (const file of ['wells.csv', 'flares.pdf', 'flares']) {
        expect((await templateFile(file)).statusCode).toBe(404);
      }
    });
  });
});
