import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  dataRoomContract,
  defaultProjectInputs,
  investorsContract,
  notificationsContract,
  passportContract,
  projectsContract,
  scenariosContract,
  type ProjectWriteRequest,
  type RouteBody,
} from '@flarescope/shared';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribeToken } from './modules/notifications/index.js';
import { buildTestApp, type TestApp } from './testing/build-test-app.js';
import { client, type Caller } from './testing/client.js';
import { buildSignedInUser } from './testing/factories.js';
import { multipartBody } from './testing/multipart.js';
import { buildArgentina, buildProject } from './testing/project-factory.js';

/**
 * The concurrent-create cases of the fuzz suite (issue 25, item 5): every request that creates a row
 * (or a version, a file, a notice) is sent 20 times at once, and must answer as the same 20 sent one
 * after the other do — the same statuses and error codes, and the same data afterwards — with no 5xx.
 * Each case builds the same fixture twice: once for the sequential twin, once for the race. On SQLite
 * the requests interleave at every await; on PostgreSQL (pool of 10) they also run truly in parallel.
 */

const TIMES = 20;
/** An answer of the typed client, whatever its route: its status, and its refusal when it is one. */
type Response = { statusCode: number; error: () => { code: string; fields?: object } };
type Send = (index: number) => Promise<Response>;

const answerOf = (response: Response): string => {
  if (response.statusCode < 400) return String(response.statusCode);
  const error = response.error();
  return `${response.statusCode} ${error.code}${error.fields ? ` ${JSON.stringify(error.fields)}` : ''}`;
};
/** The answers as a sorted list (which request of a race wins is not defined; how many win is). */
const answersOf = (responses: Response[]) => responses.map(answerOf).sort();

const PDF = (n: number) => Buffer.from(`%PDF-1.7\n% version ${n}\n%%EOF\n`);
const PROFILE: RouteBody<typeof investorsContract.putAccountInvestorProfile> = {
  organisation: 'Andes Energy Fund',
  type: 'fund',
  ticketMinUsd: 1_000_000,
  ticketMaxUsd: 20_000_000,
  countries: ['AR'],
  technologies: [],
};
const FLARE = { country: 'argentina', company: 'race-energy', name: 'race-flare-01' };
const projectBody = (overrides: Partial<ProjectWriteRequest> = {}): ProjectWriteRequest => ({
  titleEn: 'Race flare power',
  titleEs: 'Energía de antorcha en carrera',
  summaryEn: 'Engines burn the associated gas of a flare.',
  summaryEs: 'Motores queman el gas asociado de una antorcha.',
  descriptionEn: 'A plant of reciprocating engines.',
  descriptionEs: 'Una planta de motores alternativos.',
  flares: [FLARE],
  technology: 'reciprocating_engine',
  gasAvailableM3PerDay: 100_000,
  model: defaultProjectInputs({ technology: 'reciprocating_engine', capacityMw: 10, gasLhvMjPerM3: 36 }),
  fundingSoughtUsd: 12_000_000,
  milestones: [],
  ...overrides,
});

describe('20 identical creating requests at once answer as 20 in a row', () => {
  let t: TestApp;
  let storageDir: string;
  let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
  const as = (caller: Caller) => client(t).as(caller);
  /**
   * A multipart upload's input and options for the client: the contract types no JSON body, the client
   * sends these bytes as they are, with their content type.
   */
  const multipart = (
    params: Record<string, string> | undefined,
    fields: Record<string, string>,
    file: { name: string; content: Buffer },
  ) => {
    const body = multipartBody(fields, file);
    return [
      { ...(params ? { params } : {}), body: body.payload } as never,
      { headers: { 'content-type': body.contentType } },
    ] as const;
  };
  const count = async (table: 'nda_acceptances' | 'pipeline_entries', column: 'project_id', value: string) =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where(column, '=', value)
          .executeTakeFirstOrThrow()
      ).n,
    );
  /** The steps of a project's pipeline history, in order. */
  const historyOf = async (projectId: string) =>
    (
      await t.db
        .selectFrom('pipeline_events')
        .innerJoin('pipeline_entries', 'pipeline_entries.id', 'pipeline_events.entry_id')
        .select(['pipeline_events.step', 'pipeline_events.sequence'])
        .where('pipeline_entries.project_id', '=', projectId)
        .orderBy('pipeline_events.sequence')
        .execute()
    ).map((row) => `${row.sequence} ${row.step}`);
  const auditCount = async (event: string, needle: string) =>
    (await t.db.selectFrom('audit_events').select('details').where('event', '=', event).execute()).filter(
      (row) => row.details?.includes(needle),
    ).length;
  const filesUnder = (prefix: string) => {
    const dir = path.join(storageDir, prefix);
    return fs.existsSync(dir)
      ? fs
          .readdirSync(dir, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map((entry) => path.relative(storageDir, path.join(entry.parentPath, entry.name)))
          .sort()
      : [];
  };
  const investor = async () => {
    const user = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
    expect(
      (await as(user).call(investorsContract.putAccountInvestorProfile, { body: PROFILE })).statusCode,
    ).toBe(200);
    return user;
  };

  /**
   * Builds the fixture twice; sends `TIMES` requests in a row on the first and all at once on the second;
   * expects the sequential answers to be `first` then `others` (default: `first` again), the race to answer
   * the same with no 5xx, and the same `state` after both.
   */
  const expectRaceLikeSequence = async <F>(
    fixture: () => Promise<F>,
    send: (f: F) => Send,
    state: (f: F) => Promise<unknown>,
    [first, others = first]: [string, string?],
  ) => {
    const calm = await fixture();
    const sequential: Response[] = [];
    for (let i = 0; i < TIMES; i += 1) sequential.push(await send(calm)(i));
    expect(answersOf(sequential)).toEqual([first, ...Array<string>(TIMES - 1).fill(others)].sort());
    const raced = await fixture();
    const concurrent = await Promise.all(Array.from({ length: TIMES }, (_, i) => send(raced)(i)));
    expect(concurrent.filter((response) => response.statusCode >= 500).map(answerOf)).toEqual([]);
    expect(answersOf(concurrent)).toEqual(answersOf(sequential));
    expect(await state(raced)).toEqual(await state(calm));
  };

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-races-'));
    t = await buildTestApp({ STORAGE_DIR: storageDir });
    admin = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
    // One flare of one company, enough to start projects from (no seed needed).
    const now = t.clock.now().toISOString();
    await buildArgentina(t.db);
    await t.db
      .insertInto('data_sources')
      .values({
        id: 'race-source',
        publisher: 'Test',
        title: 'Race test flares',
        licence: 'CC BY 4.0',
        url: null,
        published_on: null,
        kind: 'satellite',
        notes: null,
        created_at: now,
        title_es: null,
        licence_es: null,
      })
      .execute();
    const companyId = randomUUID();
    await t.db
      .insertInto('companies')
      .values({
        id: companyId,
        slug: FLARE.company,
        name: 'Race Energy',
        country_iso3: 'ARG',
        is_unattributed: 0,
        website: null,
        description_en: null,
        description_es: null,
        search_key: 'race energy',
      })
      .execute();
    await t.db
      .insertInto('flares')
      .values({
        id: randomUUID(),
        name: FLARE.name,
        company_id: companyId,
        country_iso3: 'ARG',
        field_id: null,
        latitude: -38.5,
        longitude: -68.9,
        location: null,
        type: 'upstream',
        is_routine: null,
        is_onshore: 1,
        combustion_efficiency: null,
        temperature_k: null,
        detection_frequency: null,
        trend: null,
        first_year: 2017,
        last_year: 2024,
        external_id: 'race-1',
        source_id: 'race-source',
        data_date: null,
        search_key: 'race flare 01',
      })
      .execute();
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  describe('investors', () => {
    it('expresses interest once: one entry, the rest pipeline_step_invalid', async () => {
      await expectRaceLikeSequence(
        async () => ({
          project: await buildProject(t.db, t.clock, { ownerId: admin.user.id }),
          who: await investor(),
        }),
        (f) => () =>
          as(f.who).call(investorsContract.postPipelineSteps, {
            params: { project: f.project.slug },
            body: { step: 'express_interest' },
          }),
        async (f) => ({
          entries: await count('pipeline_entries', 'project_id', f.project.id),
          history: await historyOf(f.project.id),
        }),
        ['200', '409 pipeline_step_invalid'],
      );
    });

    it('accepts the NDA 20 times (first acceptance): every acceptance kept, one entry, one stored version', async () => {
      await expectRaceLikeSequence(
        async () => ({
          project: await buildProject(t.db, t.clock, { ownerId: admin.user.id }),
          who: await investor(),
        }),
        (f) => () =>
          as(f.who).call(investorsContract.postNdaAcceptance, {
            params: { project: f.project.slug },
            body: { version: 1 },
          }),
        async (f) => ({
          acceptances: await count('nda_acceptances', 'project_id', f.project.id),
          entries: await count('pipeline_entries', 'project_id', f.project.id),
          versions: await t.db
            .selectFrom('project_ndas')
            .select(['version', 'is_standard'])
            .where('project_id', '=', f.project.id)
            .execute(),
          history: await historyOf(f.project.id),
        }),
        ['200'],
      );
    });

    it('accepts the NDA of 20 investors at once: the standard terms stored once as version 1', async () => {
      await expectRaceLikeSequence(
        async () => ({
          project: await buildProject(t.db, t.clock, { ownerId: admin.user.id }),
          people: await Promise.all(Array.from({ length: TIMES }, () => investor())),
        }),
        (f) => (i) =>
          as(f.people[i]!).call(investorsContract.postNdaAcceptance, {
            params: { project: f.project.slug },
            body: { version: 1 },
          }),
        async (f) => ({
          acceptances: await count('nda_acceptances', 'project_id', f.project.id),
          entries: await count('pipeline_entries', 'project_id', f.project.id),
          versions: await t.db
            .selectFrom('project_ndas')
            .select('version')
            .where('project_id', '=', f.project.id)
            .execute(),
        }),
        ['200'],
      );
    });

    it('saves the owner’s terms 20 times: 20 new versions, numbered without a gap', async () => {
      await expectRaceLikeSequence(
        async () => ({ project: await buildProject(t.db, t.clock, { ownerId: admin.user.id }) }),
        (f) => (i) =>
          as(admin).call(investorsContract.putNda, {
            params: { project: f.project.slug },
            body: { textEn: `Terms ${i}`, textEs: `Términos ${i}` },
          }),
        async (f) =>
          (
            await t.db
              .selectFrom('project_ndas')
              .select('version')
              .where('project_id', '=', f.project.id)
              .orderBy('version')
              .execute()
          ).map((row) => Number(row.version)),
        ['200'],
      );
    });

    it('saves an investor profile 20 times: one profile', async () => {
      await expectRaceLikeSequence(
        () => buildSignedInUser(t.db, t.clock),
        (f) => (i) =>
          as(f).call(investorsContract.putAccountInvestorProfile, {
            body: { ...PROFILE, organisation: `Fund ${i % 2}` },
          }),
        async (f) =>
          (
            await t.db
              .selectFrom('investor_profiles')
              .select('user_id')
              .where('user_id', '=', f.user.id)
              .execute()
          ).length,
        ['200'],
      );
    });
  });

  describe('projects', () => {
    it('adds a technology once: the rest are told the id is taken; positions stay distinct', async () => {
      let n = 0;
      await expectRaceLikeSequence(
        async () => `race_tech_${(n += 1)}`,
        (id) => () =>
          as(admin).call(projectsContract.postTechnologies, {
            body: { id, nameEn: 'Race', nameEs: 'Carrera' },
          }),
        async (id) => ({
          rows: (await t.db.selectFrom('project_technologies').select('id').where('id', '=', id).execute())
            .length,
          audited: await auditCount('technology_added', `"${id}"`),
        }),
        ['201', '400 validation_failed {"id":"projects.validation.technologyTaken"}'],
      );
      // 20 different ones at once each get their own place in the list.
      const ids = Array.from({ length: TIMES }, (_, i) => `race_many_${i}`);
      const added = await Promise.all(
        ids.map((id) =>
          as(admin).call(projectsContract.postTechnologies, { body: { id, nameEn: id, nameEs: id } }),
        ),
      );
      expect(added.map(answerOf)).toEqual(Array(TIMES).fill('201'));
      const positions = (await t.db.selectFrom('project_technologies').select('position').execute()).map(
        (row) => Number(row.position),
      );
      expect(new Set(positions).size).toBe(positions.length);
    });

    it('starts 20 projects of one title: each gets its own numbered slug', async () => {
      let n = 0;
      await expectRaceLikeSequence(
        async () => ({ owner: await buildSignedInUser(t.db, t.clock), title: `Race title ${(n += 1)}` }),
        (f) => () => as(f.owner).call(projectsContract.post, { body: projectBody({ titleEn: f.title }) }),
        async (f) =>
          (await t.db.selectFrom('projects').select('slug').where('owner_id', '=', f.owner.user.id).execute())
            .map((row) => row.slug.replace(/^race-title-\d+/, ''))
            .sort(),
        ['201'],
      );
    });

    it('starts 20 projects asking for one slug: one gets it, the rest are told it is taken', async () => {
      let n = 0;
      await expectRaceLikeSequence(
        async () => ({ owner: await buildSignedInUser(t.db, t.clock), slug: `asked-for-${(n += 1)}` }),
        (f) => () => as(f.owner).call(projectsContract.post, { body: projectBody({ slug: f.slug }) }),
        async (f) =>
          (await t.db.selectFrom('projects').select('slug').where('owner_id', '=', f.owner.user.id).execute())
            .length,
        ['201', '400 validation_failed {"slug":"projects.validation.slugTaken"}'],
      );
    });

    it('renames 20 projects to one slug: one gets it, the rest are told it is taken', async () => {
      let n = 0;
      await expectRaceLikeSequence(
        async () => {
          const owner = await buildSignedInUser(t.db, t.clock);
          const projects = [];
          for (let i = 0; i < TIMES; i += 1)
            projects.push(await buildProject(t.db, t.clock, { ownerId: owner.user.id }));
          return { owner, projects, slug: `renamed-${(n += 1)}` };
        },
        (f) => (i) =>
          as(f.owner).call(projectsContract.putByProject, {
            params: { project: f.projects[i]!.slug },
            body: projectBody({ slug: f.slug }),
          }),
        async (f) =>
          (await t.db.selectFrom('projects').select('id').where('slug', '=', f.slug).execute()).length,
        ['200', '400 validation_failed {"slug":"projects.validation.slugTaken"}'],
      );
    });

    it('saves one scenario 20 times: one saved, the rest told the name is taken', async () => {
      await expectRaceLikeSequence(
        async () => ({ project: await buildProject(t.db, t.clock, { ownerId: admin.user.id }) }),
        (f) => () =>
          as(admin).call(scenariosContract.postScenarios, {
            params: { project: f.project.slug },
            body: { name: 'Low gas', overrides: { gasAvailableM3PerDay: 60_000 } },
          }),
        async (f) =>
          (
            await t.db
              .selectFrom('project_scenarios')
              .select(['name', 'overrides'])
              .where('project_id', '=', f.project.id)
              .execute()
          ).map((row) => `${row.name} ${row.overrides}`),
        ['201', '400 validation_failed {"name":"projects.scenarios.nameTaken"}'],
      );
    });

    it('saves 20 scenarios of different names at once: 12 saved, the rest told there are too many', async () => {
      const send = (slug: string, i: number) =>
        as(admin).call(scenariosContract.postScenarios, {
          params: { project: slug },
          body: { name: `Scenario ${i}`, overrides: {} },
        });
      const countOf = async (projectId: string) =>
        (
          await t.db
            .selectFrom('project_scenarios')
            .select('id')
            .where('project_id', '=', projectId)
            .execute()
        ).length;
      const calm = await buildProject(t.db, t.clock, { ownerId: admin.user.id });
      const sequential: Response[] = [];
      for (let i = 0; i < TIMES; i += 1) sequential.push(await send(calm.slug, i));
      const tooMany = '400 validation_failed {"name":"projects.scenarios.tooMany"}';
      expect(answersOf(sequential)).toEqual(
        [...Array<string>(12).fill('201'), ...Array<string>(TIMES - 12).fill(tooMany)].sort(),
      );
      const raced = await buildProject(t.db, t.clock, { ownerId: admin.user.id });
      const concurrent = await Promise.all(Array.from({ length: TIMES }, (_, i) => send(raced.slug, i)));
      expect(answersOf(concurrent)).toEqual(answersOf(sequential));
      expect(await countOf(raced.id)).toBe(await countOf(calm.id));
    });

    it('moves a project to one stage 20 times: one dated change, one audit row', async () => {
      await expectRaceLikeSequence(
        () => buildProject(t.db, t.clock, { ownerId: admin.user.id, stage: 'feasibility' }),
        (project) => () =>
          as(admin).call(projectsContract.postStage, {
            params: { project: project.slug },
            body: { stage: 'funded' },
          }),
        async (project) => ({
          changes: (
            await t.db
              .selectFrom('project_stage_changes')
              .select('stage')
              .where('project_id', '=', project.id)
              .execute()
          ).map((row) => row.stage),
          audited: await auditCount('project_stage_changed', `"${project.slug}"`),
        }),
        ['204'],
      );
    });

    it('publishes a project 20 times: one audit row, and each following investor hears of it once', async () => {
      const follower = await investor();
      await expectRaceLikeSequence(
        () => buildProject(t.db, t.clock, { ownerId: null, isPublished: false }),
        (project) => () =>
          as(admin).call(projectsContract.postPublication, {
            params: { project: project.slug },
            body: { isPublished: true },
          }),
        async (project) => ({
          audited: await auditCount('project_published', `"${project.slug}"`),
          notices: (
            await t.db
              .selectFrom('notifications')
              .select('id')
              .where('project_id', '=', project.id)
              .where('user_id', '=', follower.user.id)
              .execute()
          ).length,
        }),
        ['204'],
      );
    });
  });

  describe('the data room', () => {
    const room = async () => {
      const project = await buildProject(t.db, t.clock, { ownerId: admin.user.id });
      const added = await as(admin).call(
        dataRoomContract.postDataRoom,
        ...multipart(
          { project: project.slug },
          { folder: 'technical' },
          { name: 'Study.pdf', content: PDF(1) },
        ),
      );
      expect(added.statusCode).toBe(201);
      return { project, documentId: (added.json().documents[0] ?? expect.unreachable('no document')).id };
    };
    const stored = (projectId: string) => filesUnder(`projects/${projectId}`).length;

    it('adds 20 documents: 20 documents, 20 files', async () => {
      await expectRaceLikeSequence(
        () => buildProject(t.db, t.clock, { ownerId: admin.user.id }),
        (project) => (i) =>
          as(admin).call(
            dataRoomContract.postDataRoom,
            ...multipart(
              { project: project.slug },
              { folder: 'legal' },
              { name: `Deed ${i}.pdf`, content: PDF(i) },
            ),
          ),
        async (project) => ({
          documents: (
            await t.db
              .selectFrom('data_room_documents')
              .select('id')
              .where('project_id', '=', project.id)
              .execute()
          ).length,
          files: stored(project.id),
        }),
        ['201'],
      );
    });

    it('adds 20 versions of one document: versions 2 to 21, every file kept', async () => {
      await expectRaceLikeSequence(
        room,
        (f) => (i) =>
          as(admin).call(
            dataRoomContract.postDataRoomVersions,
            ...multipart(
              { project: f.project.slug, document: f.documentId },
              {},
              { name: `Study v${i}.pdf`, content: PDF(i + 2) },
            ),
          ),
        async (f) => ({
          versions: (
            await t.db
              .selectFrom('data_room_versions')
              .select('version')
              .where('document_id', '=', f.documentId)
              .orderBy('version')
              .execute()
          ).map((row) => Number(row.version)),
          current: Number(
            (
              await t.db
                .selectFrom('data_room_documents')
                .select('current_version')
                .where('id', '=', f.documentId)
                .executeTakeFirstOrThrow()
            ).current_version,
          ),
          files: stored(f.project.id),
        }),
        ['200'],
      );
    });

    it('removes a document 20 times: once, the rest not_found, its files gone, one removal logged', async () => {
      await expectRaceLikeSequence(
        room,
        (f) => () =>
          as(admin).call(dataRoomContract.deleteDataRoomByDocument, {
            params: { project: f.project.slug, document: f.documentId },
          }),
        async (f) => ({
          files: stored(f.project.id),
          removals: (
            await t.db
              .selectFrom('data_room_access_log')
              .select('id')
              .where('project_id', '=', f.project.id)
              .where('action', '=', 'remove')
              .execute()
          ).length,
        }),
        ['204', '404 not_found'],
      );
    });
  });

  describe('passport and notifications', () => {
    it('sets a cover 20 times: the row names the last stored pair, and no other file is left', async () => {
      const photo = await sharp({ create: { width: 1600, height: 400, channels: 3, background: '#c33' } })
        .jpeg()
        .toBuffer();
      await expectRaceLikeSequence(
        () => buildSignedInUser(t.db, t.clock),
        (f) => () =>
          as(f).call(
            passportContract.putCover,
            ...multipart(undefined, {}, { name: 'cover.jpg', content: photo }),
          ),
        async (f) => {
          const row = await t.db
            .selectFrom('users')
            .select(['cover_photo', 'cover_photo_small'])
            .where('id', '=', f.user.id)
            .executeTakeFirstOrThrow();
          const files = filesUnder(`users/${f.user.id}`);
          return {
            files: files.length,
            named: files.join() === [row.cover_photo, row.cover_photo_small].sort().join(),
          };
        },
        ['200'],
      );
    });

    it('saves e-mail preferences and follows an unsubscribe link 20 times each', async () => {
      await expectRaceLikeSequence(
        () => buildSignedInUser(t.db, t.clock),
        (f) => () =>
          as(f).call(notificationsContract.putAccountNotificationPreferences, {
            body: {
              email: {
                investor_activity: false,
                owner_decision: true,
                data_room_document: false,
                new_opportunity: true,
              },
            },
          }),
        async (f) =>
          (
            await t.db
              .selectFrom('notification_email_opt_outs')
              .select('kind')
              .where('user_id', '=', f.user.id)
              .execute()
          )
            .map((row) => row.kind)
            .sort(),
        ['200'],
      );
      await expectRaceLikeSequence(
        async () => {
          const user = await buildSignedInUser(t.db, t.clock);
          return {
            user,
            token: await signUnsubscribeToken(t.db, t.clock, user.user.id, 'data_room_document'),
          };
        },
        (f) => () => as(null).call(notificationsContract.postUnsubscribe, { body: { token: f.token } }),
        async (f) =>
          (
            await t.db
              .selectFrom('notification_email_opt_outs')
              .select('kind')
              .where('user_id', '=', f.user.user.id)
              .execute()
          ).length,
        ['200'],
      );
    });
  });
});
