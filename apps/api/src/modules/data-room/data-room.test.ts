import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DATA_ROOM_MAX_BYTES,
  dataRoomContract,
  investorsContract,
  routeUrl,
  type RouteQuery,
} from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, spaHeaders, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { multipartBody } from '../../testing/multipart.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { readMailDir } from '../../testing/mail-message.js';
import { buildProject } from '../../testing/project-factory.js';
import { changeUserAccess } from '../accounts/index.js';

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PDF_V2 = Buffer.from('%PDF-1.7\n% second version of the feasibility study\n%%EOF\n');
/** A Windows executable's first bytes (MZ header, NULs), renamed .pdf. */
const EXE = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(64),
  Buffer.from('This program cannot be run in DOS mode'),
]);
const CSV = Buffer.from('year,energy_mwh\n2027,70000\n2028,71000\n');

describe('the data room (/api/projects/:project/data-room)', () => {
  let t: TestApp;
  let storageDir: string;
  const as = (caller: Caller) => client(t).as(caller);
  const listRoom = (token: string | null, project: string) =>
    as(token).call(dataRoomContract.getDataRoom, { params: { project } });
  const download = (token: string | null, project: string, document: string, version?: number) =>
    as(token).call(dataRoomContract.getDataRoomDownload, {
      params: { project, document },
      query: { version },
    });
  const remove = (token: string, project: string, document: string) =>
    as(token).call(dataRoomContract.deleteDataRoomByDocument, { params: { project, document } });
  const acceptNda = (token: string, project: string) =>
    as(token).call(investorsContract.postNdaAcceptance, { params: { project }, body: { version: 1 } });
  type LogQuery = RouteQuery<typeof dataRoomContract.getDataRoomLog>;
  const log = (token: string | null, project: string, query: LogQuery = {}) =>
    as(token).call(dataRoomContract.getDataRoomLog, { params: { project }, query });
  /** A new document (`document` absent) or a new version of one. */
  const upload = (
    token: string,
    target: { project: string; document?: string },
    fields: Record<string, string>,
    file?: { name: string; content: Buffer },
  ) => {
    const body = multipartBody(fields, file);
    // A multipart upload: the contract types no JSON body, the client sends these bytes as they are.
    const input = { params: target, body: body.payload } as never;
    const options = { headers: { 'content-type': body.contentType } };
    return target.document
      ? as(token).call(dataRoomContract.postDataRoomVersions, input, options)
      : as(token).call(dataRoomContract.postDataRoom, input, options);
  };
  const storedFiles = () =>
    fs.existsSync(storageDir)
      ? fs.readdirSync(storageDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
          .length
      : 0;

  /** The security log's data-room refusals of visitors without an account, oldest first. */
  const visitorRefusals = () =>
    t.db
      .selectFrom('audit_events')
      .select(['details', 'ip'])
      .where('event', '=', 'data_room_refused')
      .orderBy('created_at')
      .orderBy('id')
      .execute();

  let owner: Awaited<ReturnType<typeof buildSignedInUser>>;
  let admin: Awaited<ReturnType<typeof buildSignedInUser>>;
  let withNda: Awaited<ReturnType<typeof buildSignedInUser>>;
  let withoutNda: Awaited<ReturnType<typeof buildSignedInUser>>;
  let noAccess: Awaited<ReturnType<typeof buildSignedInUser>>;
  let slug: string;
  let documentId: string;

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-data-room-'));
    t = await buildTestApp({ STORAGE_DIR: storageDir });
    owner = await buildSignedInUser(t.db, t.clock, { username: 'owner_dora' });
    admin = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
    withNda = await buildSignedInUser(t.db, t.clock, {
      has_project_access: 1,
      username: 'reader_ines',
      language: 'es',
    });
    withoutNda = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
    noAccess = await buildSignedInUser(t.db, t.clock);
    slug = (await buildProject(t.db, t.clock, { ownerId: owner.user.id })).slug;
    const accepted = await acceptNda(withNda.token, slug);
    expect(accepted.statusCode).toBe(200);
    const added = await upload(
      owner.token,
      { project: slug },
      { folder: 'technical' },
      { name: 'Feasibility study.pdf', content: PDF },
    );
    expect(added.statusCode).toBe(201);
    documentId = (added.json().documents[0] ?? expect.unreachable('no document')).id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  it('keeps an upload under a random name and tells readers who accepted the NDA, in their language', async () => {
    const room = (await listRoom(owner.token, slug)).json();
    expect(room.documents[0]).toMatchObject({
      folder: 'technical',
      fileName: 'Feasibility study.pdf',
      contentType: 'application/pdf',
      version: 1,
    });
    const stored = await t.db
      .selectFrom('data_room_versions')
      .select('storage_key')
      .executeTakeFirstOrThrow();
    expect(stored.storage_key).toMatch(/^projects\/[0-9a-f-]{36}\/data-room\/[0-9a-f-]{36}$/);
    expect(stored.storage_key).not.toContain('Feasibility');
    const mail = readMailDir(t.outboxDir).find((item) => item.to.includes(withNda.user.email));
    expect(mail?.subject).toBe(`Nuevo documento en la sala de datos de Energía de antorcha ${slug}`);
    expect(mail?.text).toContain('«Feasibility study.pdf»');
    expect(readMailDir(t.outboxDir).some((item) => item.to.includes(withoutNda.user.email))).toBe(false);
  });

  describe('who may list and download', () => {
    const cases = [
      { who: 'a visitor', token: () => null, status: 401, code: 'unauthenticated' },
      { who: 'a user without access', token: () => noAccess.token, status: 403, code: 'no_project_access' },
      {
        who: 'a user with access who did not accept the NDA',
        token: () => withoutNda.token,
        status: 403,
        code: 'nda_required',
      },
    ];
    for (const { who, token, status, code } of cases) {
      const isVisitor = code === 'unauthenticated';
      it(`refuses ${who}, and logs the refusal ${isVisitor ? 'in the security log' : 'for the owner'}`, async () => {
        const before = await t.db
          .selectFrom('data_room_access_log')
          .select('id')
          .where('outcome', '=', 'refused')
          .execute();
        const securityBefore = (await visitorRefusals()).length;
        const list = await listRoom(token(), slug);
        expect(list.statusCode).toBe(status);
        expect(list.error().code).toBe(code);
        const fetched = await download(token(), slug, documentId);
        expect(fetched.statusCode).toBe(status);
        const after = await t.db
          .selectFrom('data_room_access_log')
          .select(['action', 'reason'])
          .where('outcome', '=', 'refused')
          .execute();
        const security = await visitorRefusals();
        if (isVisitor) {
          // Someone without an account is not the owner's business: the administrators' audit log keeps it.
          expect(after.length - before.length).toBe(0);
          expect(security.length - securityBefore).toBe(2);
          const added = security.slice(securityBefore);
          expect(added.map((row) => JSON.parse(row.details ?? '{}'))).toEqual(
            expect.arrayContaining([
              { project: slug, action: 'view', reason: 'unauthenticated' },
              { project: slug, action: 'download', document: documentId, reason: 'unauthenticated' },
            ]),
          );
          expect(added.map((row) => row.ip)).toEqual(['127.0.0.1', '127.0.0.1']);
        } else {
          expect(after.length - before.length).toBe(2);
          expect(after.slice(-1)[0]).toEqual({ action: 'download', reason: code });
          expect(security.length).toBe(securityBefore);
        }
      });
    }

    for (const { who, token } of [
      { who: 'a user who accepted the NDA', token: () => withNda.token },
      { who: 'the owner', token: () => owner.token },
      { who: 'an administrator', token: () => admin.token },
    ]) {
      it(`lets ${who} list and download the file as uploaded`, async () => {
        expect((await listRoom(token(), slug)).statusCode).toBe(200);
        const file = await download(token(), slug, documentId);
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('application/pdf');
        expect(file.headers['content-disposition']).toContain("filename*=UTF-8''Feasibility%20study.pdf");
        expect(file.rawPayload.equals(PDF)).toBe(true);
      });
    }

    it('closes again for a reader who lost access', async () => {
      const reader = await buildSignedInUser(t.db, t.clock);
      const project = await t.db
        .selectFrom('projects')
        .select('id')
        .where('slug', '=', slug)
        .executeTakeFirstOrThrow();
      await changeUserAccess(t, {
        email: reader.user.email,
        hasProjectAccess: true,
        projectId: project.id,
        actor: { actorId: admin.user.id, reason: 'due diligence', meta: { ip: null, userAgent: null } },
      });
      await acceptNda(reader.token, slug);
      expect((await download(reader.token, slug, documentId)).statusCode).toBe(200);
      await changeUserAccess(t, {
        email: reader.user.email,
        hasProjectAccess: false,
        projectId: project.id,
        actor: { actorId: admin.user.id, reason: 'ended', meta: { ip: null, userAgent: null } },
      });
      const refused = await download(reader.token, slug, documentId);
      expect(refused.error().code).toBe('no_project_access');
    });

    it('keeps uploading, replacing and removing to the owner’s side', async () => {
      const refused = await upload(
        withNda.token,
        { project: slug },
        { folder: 'legal' },
        { name: 'x.pdf', content: PDF },
      );
      expect(refused.statusCode).toBe(403);
      expect(refused.error().code).toBe('forbidden');
      const removal = await remove(withNda.token, slug, documentId);
      expect(removal.statusCode).toBe(403);
    });
  });

  describe('what may go in', () => {
    it('refuses an executable renamed .pdf, and a PDF named .xlsx, storing nothing', async () => {
      const files = storedFiles();
      const exe = await upload(
        owner.token,
        { project: slug },
        { folder: 'financial' },
        { name: 'model.pdf', content: EXE },
      );
      expect(exe.statusCode).toBe(415);
      expect(exe.error().code).toBe('document_type_refused');
      const renamed = await upload(
        owner.token,
        { project: slug },
        { folder: 'financial' },
        { name: 'model.xlsx', content: PDF },
      );
      expect(renamed.error().code).toBe('document_type_refused');
      expect(storedFiles()).toBe(files);
      expect((await listRoom(owner.token, slug)).json().documents).toHaveLength(1);
    });

    it('refuses a file over the size limit with 413, and an unknown folder on its field', async () => {
      const big = await upload(
        owner.token,
        { project: slug },
        { folder: 'legal' },
        { name: 'scan.pdf', content: Buffer.concat([PDF, Buffer.alloc(DATA_ROOM_MAX_BYTES)]) },
      );
      expect(big.statusCode).toBe(413);
      expect(big.error().code).toBe('payload_too_large');
      const folder = await upload(
        owner.token,
        { project: slug },
        { folder: 'secret' },
        { name: 'a.csv', content: CSV },
      );
      expect(folder.error().fields).toEqual({ folder: 'validation.invalid_value' });
    });

    it('keeps every version on replace, serves any of them, and removes a document with its files', async () => {
      const replaced = await upload(
        owner.token,
        { project: slug, document: documentId },
        {},
        { name: 'Feasibility study v2.pdf', content: PDF_V2 },
      );
      expect(replaced.statusCode).toBe(200);
      const document = replaced.json().documents[0] ?? expect.unreachable('no document');
      expect(document).toMatchObject({ version: 2, fileName: 'Feasibility study v2.pdf' });
      expect(document.versions.map((item: { version: number }) => item.version)).toEqual([2, 1]);
      expect((await download(withNda.token, slug, documentId)).rawPayload.equals(PDF_V2)).toBe(true);
      expect((await download(withNda.token, slug, documentId, 1)).rawPayload.equals(PDF)).toBe(true);

      const csv = await upload(
        admin.token,
        { project: slug },
        { folder: 'financial' },
        { name: 'energy.csv', content: CSV },
      );
      const csvId =
        csv.json().documents.find((item) => item.fileName === 'energy.csv')?.id ??
        expect.unreachable('no energy.csv');
      const csvVersion = await t.db
        .selectFrom('data_room_versions')
        .select('storage_key')
        .where('document_id', '=', csvId)
        .executeTakeFirstOrThrow();
      expect(fs.existsSync(path.join(storageDir, csvVersion.storage_key))).toBe(true);
      const removed = await remove(owner.token, slug, csvId);
      expect(removed.statusCode).toBe(204);
      expect(fs.existsSync(path.join(storageDir, csvVersion.storage_key))).toBe(false);
      expect((await download(withNda.token, slug, csvId)).statusCode).toBe(404);
    });
  });

  it('shows the owner who looked at what and when, refusals included; nobody else', async () => {
    const answer = await log(owner.token, slug);
    expect(answer.statusCode).toBe(200);
    const items = answer.json().items;
    expect(items).toContainEqual(
      expect.objectContaining({
        username: 'reader_ines',
        action: 'download',
        outcome: 'allowed',
        fileName: 'Feasibility study.pdf',
      }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({ username: 'reader_ines', action: 'view', outcome: 'allowed' }),
    );
    expect(items).toContainEqual(
      expect.objectContaining({
        username: withoutNda.user.username,
        action: 'download',
        outcome: 'refused',
        reason: 'nda_required',
      }),
    );
    expect(items.some((item) => item.reason === 'unauthenticated')).toBe(false);
    expect((await log(withNda.token, slug)).statusCode).toBe(403);
  });

  describe('the owner’s access log (issue 25, item 2)', () => {
    let room: { slug: string; documentId: string };
    let reader: Awaited<ReturnType<typeof buildSignedInUser>>;
    let stranger: Awaited<ReturnType<typeof buildSignedInUser>>;
    const logOf = async (query: LogQuery = {}) => {
      const response = await log(owner.token, room.slug, query);
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    /**
     * A visitor's request from an address of its own: the client has no say over the remote address, so
     * this one is injected, to the contract's URL (the room, or the document's download).
     */
    const fromAddress = (remoteAddress: string, document?: string) =>
      t.app.inject({
        method: 'GET',
        url: document
          ? routeUrl(dataRoomContract.getDataRoomDownload.path, { project: room.slug, document })
          : routeUrl(dataRoomContract.getDataRoom.path, { project: room.slug }),
        headers: spaHeaders,
        remoteAddress,
      });

    beforeAll(async () => {
      const project = await buildProject(t.db, t.clock, { ownerId: owner.user.id });
      const added = await upload(
        owner.token,
        { project: project.slug },
        { folder: 'financial' },
        { name: 'Model.csv', content: CSV },
      );
      room = {
        slug: project.slug,
        documentId: (added.json().documents[0] ?? expect.unreachable('no document')).id,
      };
      reader = await buildSignedInUser(t.db, t.clock, {
        has_project_access: 1,
        username: 'Reader_Rosa',
        username_key: 'reader_rosa',
      });
      stranger = await buildSignedInUser(t.db, t.clock, {
        has_project_access: 1,
        username: 'curious_carl',
        username_key: 'curious_carl',
      });
      await acceptNda(reader.token, room.slug);
      // The investor looks twice and downloads four times; someone without the NDA is refused three times.
      for (let i = 0; i < 2; i += 1) {
        t.clock.advance(1000);
        expect((await listRoom(reader.token, room.slug)).statusCode).toBe(200);
      }
      for (let i = 0; i < 4; i += 1) {
        t.clock.advance(1000);
        expect((await download(reader.token, room.slug, room.documentId)).statusCode).toBe(200);
      }
      for (let i = 0; i < 3; i += 1) {
        t.clock.advance(1000);
        expect((await listRoom(stranger.token, room.slug)).statusCode).toBe(403);
      }
    }, 60_000);

    it('keeps an investor’s 4 downloads in view after 520 refusals of visitors, who go to a capped security log', async () => {
      const before = await logOf();
      const securityBefore = (await visitorRefusals()).length;
      for (let i = 0; i < 520; i += 1) {
        const document = i % 2 === 0 ? undefined : room.documentId;
        expect((await fromAddress('203.0.113.7', document)).statusCode).toBe(401);
      }
      const after = await logOf();
      expect(after.total).toBe(before.total);
      expect(after.items).toEqual(before.items);
      const downloads = await logOf({ kind: 'downloaded', person: 'reader_rosa' });
      expect(downloads.total).toBe(4);
      expect(downloads.items.map((item) => [item.username, item.action, item.outcome])).toEqual(
        Array(4).fill(['Reader_Rosa', 'download', 'allowed']),
      );
      // At most 20 an hour from one address; another address has its own 20; the next hour counts again.
      const perIp = 20;
      expect((await visitorRefusals()).length - securityBefore).toBe(perIp);
      for (let i = 0; i < 3; i += 1) {
        await fromAddress('198.51.100.9');
      }
      expect((await visitorRefusals()).length - securityBefore).toBe(perIp + 3);
      t.clock.advance(3600 * 1000);
      await fromAddress('203.0.113.7');
      const security = await visitorRefusals();
      expect(security.length - securityBefore).toBe(perIp + 4);
      expect(security.at(-1)?.ip).toBe('203.0.113.7');
    }, 120_000);

    it('pages through every entry, newest first, with no truncation', async () => {
      const all = await logOf();
      // 1 upload, 2 views, 4 downloads, 3 refusals.
      expect(all.total).toBe(10);
      const pages = [
        await logOf({ pageSize: 4 }),
        await logOf({ pageSize: 4, page: 2 }),
        await logOf({ pageSize: 4, page: 3 }),
      ];
      expect(pages.map((page) => page.items.length)).toEqual([4, 4, 2]);
      expect(pages.every((page) => page.total === 10 && page.pageSize === 4)).toBe(true);
      expect(pages.flatMap((page) => page.items)).toEqual(all.items);
      const times = all.items.map((item) => item.at);
      expect([...times].sort().reverse()).toEqual(times);
      expect((await logOf({ pageSize: 4, page: 4 })).items).toEqual([]);
    });

    it('filters by person (any case) and by kind, and names the people in the log', async () => {
      const all = await logOf();
      expect(all.people).toEqual(['curious_carl', 'owner_dora', 'Reader_Rosa'].sort());
      const count = async (query: LogQuery) => (await logOf(query)).total;
      expect(await count({ kind: 'viewed' })).toBe(2);
      expect(await count({ kind: 'downloaded' })).toBe(4);
      expect(await count({ kind: 'changed' })).toBe(1);
      expect(await count({ kind: 'refused' })).toBe(3);
      expect(await count({ person: 'READER_ROSA' })).toBe(6);
      expect(await count({ person: 'curious_carl', kind: 'refused' })).toBe(3);
      expect(await count({ person: 'curious_carl', kind: 'downloaded' })).toBe(0);
      expect(await count({ person: 'nobody_at_all' })).toBe(0);
      const refused = await logOf({ kind: 'refused' });
      expect(
        refused.items.every((item) => item.outcome === 'refused' && item.username === 'curious_carl'),
      ).toBe(true);
    });

    it('filters by document and by days (UTC, both included), and names the documents in the log', async () => {
      const all = await logOf();
      expect(all.documents).toEqual([{ id: room.documentId, fileName: 'Model.csv', isRemoved: false }]);
      const count = async (query: LogQuery) => (await logOf(query)).total;
      // The upload and the 4 downloads name the document; looks at the room and refusals do not.
      expect(await count({ document: room.documentId })).toBe(5);
      expect(await count({ document: room.documentId, kind: 'downloaded', person: 'reader_rosa' })).toBe(4);
      const day = all.items[0]!.at.slice(0, 10);
      const next = new Date(Date.parse(`${day}T00:00:00.000Z`) + 86_400_000).toISOString().slice(0, 10);
      expect(await count({ from: day, to: day })).toBe(all.total);
      expect(await count({ from: next })).toBe(0);
      expect(await count({ to: '2000-01-01' })).toBe(0);
      // Bad filters, sent on purpose.
      for (const query of [{ document: 'not-a-uuid' }, { from: '2026-13-01' }, { to: 'yesterday' }]) {
        const response = await log(owner.token, room.slug, query as never);
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
      }
    });

    it('shows IP addresses to administrators only, never to the owner', async () => {
      const mine = (await log(owner.token, room.slug)).json();
      expect(mine.showsIp).toBe(false);
      expect(mine.items.every((item: { ip: string | null }) => item.ip === null)).toBe(true);
      const admins = (await log(admin.token, room.slug)).json();
      expect(admins.showsIp).toBe(true);
      expect(admins.items.some((item: { ip: string | null }) => item.ip === '127.0.0.1')).toBe(true);
    });

    describe('as CSV (/log.csv)', () => {
      const csvOf = async (
        token: string | null,
        query: RouteQuery<typeof dataRoomContract.getDataRoomLogCsv> = {},
      ) => as(token).call(dataRoomContract.getDataRoomLogCsv, { params: { project: room.slug }, query });
      const linesOf = (body: string) =>
        body
          .replace(/^\ufeff/, '')
          .trim()
          .split(/\r?\n/);

      it('gives the owner the filtered log in their language, without addresses', async () => {
        const response = await csvOf(owner.token, { kind: 'downloaded' });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
        expect(response.headers['content-disposition']).toContain(`${room.slug}-data-room-log.csv`);
        expect(response.headers['cache-control']).toBe('private, no-store');
        const lines = linesOf(response.body);
        expect(lines[0]).toBe(
          'Time (UTC),Person,Action,Document,Version,Pages read,Seconds open,Outcome,Reason',
        );
        expect(lines).toHaveLength(5);
        expect(lines[1]).toMatch(/^2026-[^,]+,Reader_Rosa,Downloaded,Model\.csv,1,,,Allowed,$/);
        expect(response.body).not.toContain('127.0.0.1');
        const spanish = linesOf((await csvOf(owner.token, { kind: 'refused', lang: 'es' })).body);
        expect(spanish[0]).toBe(
          'Hora (UTC),Persona,Acción,Documento,Versión,Páginas leídas,Segundos abierto,Resultado,Motivo',
        );
        expect(spanish[1]).toMatch(/,curious_carl,Consultó la sala,,,,,Rechazado,Acepte primero /);
      });

      it('adds the address column for administrators', async () => {
        const lines = linesOf((await csvOf(admin.token, { kind: 'downloaded' })).body);
        expect(lines[0]).toBe(
          'Time (UTC),Person,Action,Document,Version,Pages read,Seconds open,Outcome,Reason,IP address',
        );
        expect(lines[1]).toMatch(/,127\.0\.0\.1$/);
      });

      it('refuses everyone but the owner’s side, and a bad filter', async () => {
        const otherOwner = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
        await buildProject(t.db, t.clock, { ownerId: otherOwner.user.id });
        const codeOf = async (token: string | null, query = {}) => {
          const response = await csvOf(token, query);
          return response.statusCode === 200 ? 200 : `${response.statusCode} ${response.error().code}`;
        };
        expect(await codeOf(null)).toBe('401 unauthenticated');
        expect(await codeOf(noAccess.token)).toBe('403 no_project_access');
        expect(await codeOf(stranger.token)).toBe('403 forbidden');
        expect(await codeOf(reader.token)).toBe('403 forbidden');
        expect(await codeOf(otherOwner.token)).toBe('403 forbidden');
        // A language and a day the route does not know, sent on purpose.
        expect(await codeOf(owner.token, { lang: 'fr' })).toBe('400 validation_failed');
        expect(await codeOf(owner.token, { from: 'tomorrow' })).toBe('400 validation_failed');
      });
    });

    it('refuses an unknown kind or a page size over 100 on its field, and everyone but the owner’s side', async () => {
      // Bad filters, sent on purpose.
      for (const query of [{ kind: 'deleted' }, { pageSize: 101 }, { page: 0 }]) {
        const response = await log(owner.token, room.slug, query as never);
        expect(response.statusCode, JSON.stringify(query)).toBe(400);
        expect(response.error().code).toBe('validation_failed');
      }
      expect((await log(reader.token, room.slug)).statusCode).toBe(403);
      expect((await log(null, room.slug)).statusCode).toBe(401);
      expect((await log(admin.token, room.slug, { kind: 'viewed' })).json().total).toBe(2);
    });
  });
});
