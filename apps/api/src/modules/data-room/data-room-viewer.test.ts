import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  dataRoomContract,
  investorsContract,
  notificationsContract,
  type RouteQuery,
} from '@flarescope/shared';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { readMailDir } from '../../testing/mail-message.js';
import { multipartBody } from '../../testing/multipart.js';
import { buildPdf, pdfDrawCount } from '../../testing/pdf.js';
import { buildProject } from '../../testing/project-factory.js';

type User = Awaited<ReturnType<typeof buildSignedInUser>>;
const codeOf = (response: { statusCode: number; error: () => { code: string } }) =>
  response.statusCode < 400 ? response.statusCode : `${response.statusCode} ${response.error().code}`;
const CSV = Buffer.from('year,energy_mwh\n2027,70000\n');
const JUNK_PDF = Buffer.from('%PDF-1.7\n% not a page in it\n%%EOF\n');

describe('documents read in the browser (issue 27, items 2 and 5)', () => {
  let t: TestApp;
  let storageDir: string;
  let pdf: Buffer;
  let png: Buffer;
  const as = (caller: Caller) => client(t).as(caller);
  const listRoom = (token: string) =>
    as(token).call(dataRoomContract.getDataRoom, { params: { project: slug } });
  const download = (token: string, document: string) =>
    as(token).call(dataRoomContract.getDataRoomDownload, { params: { project: slug, document } });
  const viewOf = (caller: Caller, document: string) =>
    as(caller).call(dataRoomContract.getDataRoomView, { params: { project: slug, document } });
  const logOf = (token: string, query: RouteQuery<typeof dataRoomContract.getDataRoomLog>) =>
    as(token).call(dataRoomContract.getDataRoomLog, { params: { project: slug }, query });
  const notices = (token: string) => as(token).call(notificationsContract.get);
  // Each write a second after the last, so that the log orders them.
  const acceptNda = (token: string) => {
    t.clock.advance(1000);
    return as(token).call(investorsContract.postNdaAcceptance, {
      params: { project: slug },
      body: { version: 1 },
    });
  };
  // Bad reports and access modes are sent on purpose: the body is what a client could send.
  const reportView = (caller: Caller, document: string, view: string, body: object) => {
    t.clock.advance(1000);
    return as(caller).call(dataRoomContract.postDataRoomViewsByView, {
      params: { project: slug, document, view },
      body: body as never,
    });
  };
  const changeMode = (caller: Caller, document: string, accessMode: string) => {
    t.clock.advance(1000);
    return as(caller).call(dataRoomContract.patchDataRoomByDocument, {
      params: { project: slug, document },
      body: { accessMode } as never,
    });
  };
  /** A new document (`document` absent) or a new version of one. */
  const upload = (
    token: string,
    document: string | undefined,
    fields: Record<string, string>,
    file: { name: string; content: Buffer },
  ) => {
    t.clock.advance(1000);
    const body = multipartBody(fields, file);
    // A multipart upload: the contract types no JSON body, the client sends these bytes as they are.
    const options = { headers: { 'content-type': body.contentType } };
    return document
      ? as(token).call(
          dataRoomContract.postDataRoomVersions,
          { params: { project: slug, document }, body: body.payload } as never,
          options,
        )
      : as(token).call(
          dataRoomContract.postDataRoom,
          { params: { project: slug }, body: body.payload } as never,
          options,
        );
  };

  let owner: User;
  let admin: User;
  let reader: User;
  let otherReader: User;
  let withoutNda: User;
  let noAccess: User;
  let otherOwner: User;
  let slug: string;
  const add = async (name: string, content: Buffer, accessMode?: string) => {
    const response = await upload(
      owner.token,
      undefined,
      { folder: 'technical', ...(accessMode ? { accessMode } : {}) },
      {
        name,
        content,
      },
    );
    return response;
  };
  const idOf = (
    response: { json: () => { documents: Array<{ id: string; fileName: string }> } },
    name: string,
  ) => response.json().documents.find((item) => item.fileName === name)!.id;

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-viewer-'));
    t = await buildTestApp({ STORAGE_DIR: storageDir });
    pdf = await buildPdf(3);
    png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    owner = await buildSignedInUser(t.db, t.clock, { username: 'owner_olga' });
    admin = await buildSignedInUser(t.db, t.clock, { role: 'admin' });
    reader = await buildSignedInUser(t.db, t.clock, {
      has_project_access: 1,
      username: 'reader_rita',
      username_key: 'reader_rita',
      first_name: 'Rita',
      last_name: 'Núñez',
      language: 'es',
    });
    otherReader = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
    withoutNda = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
    noAccess = await buildSignedInUser(t.db, t.clock);
    otherOwner = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
    await buildProject(t.db, t.clock, { ownerId: otherOwner.user.id });
    slug = (await buildProject(t.db, t.clock, { ownerId: owner.user.id })).slug;
    for (const user of [reader, otherReader]) {
      const accepted = await acceptNda(user.token);
      expect(accepted.statusCode).toBe(200);
    }
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  describe('a view-only PDF', () => {
    let documentId: string;
    beforeAll(async () => {
      const added = await add('Study.pdf', pdf, 'view');
      expect(added.statusCode).toBe(201);
      documentId = idOf(added, 'Study.pdf');
    });

    it('is listed as view only: the investor may not download it, the owner may', async () => {
      const mine = (await listRoom(reader.token)).json().documents[0];
      expect(mine).toMatchObject({ accessMode: 'view', isViewable: true, canDownload: false });
      expect((await listRoom(owner.token)).json().documents[0]?.canDownload).toBe(true);
    });

    it('never leaves as the original file to an investor, and the refusal is logged', async () => {
      const refusedDownload = await download(reader.token, documentId);
      expect(codeOf(refusedDownload)).toBe('403 document_view_only');
      const refused = (await logOf(owner.token, { kind: 'refused', person: 'reader_rita' })).json();
      expect(refused.items[0]).toMatchObject({ action: 'download', reason: 'document_view_only' });
      const own = await download(owner.token, documentId);
      expect(own.rawPayload.equals(pdf)).toBe(true);
    });

    it('opens in the viewer as a copy with the reader’s name, e-mail and time on every page', async () => {
      const view = await viewOf(reader.token, documentId);
      expect(view.statusCode).toBe(200);
      expect(view.headers['content-type']).toBe('application/pdf');
      expect(view.headers['content-disposition']).toMatch(/^inline; filename="Study.pdf"/);
      expect(view.headers['cache-control']).toBe('private, no-store');
      expect(view.headers['x-view-id']).toMatch(/^[0-9a-f-]{36}$/);
      expect(view.rawPayload.equals(pdf)).toBe(false);
      const copy = await PDFDocument.load(view.rawPayload);
      expect(copy.getPageCount()).toBe(3);
      // Twice a page: across the middle and along the bottom edge.
      expect(pdfDrawCount(view.rawPayload, reader.user.email)).toBe(6);
      expect(pdfDrawCount(view.rawPayload, 'Rita Núñez')).toBe(6);
      expect(pdfDrawCount(view.rawPayload, t.clock.now().toISOString().slice(0, 10))).toBe(6);
      expect(pdfDrawCount(view.rawPayload, 'Feasibility study, page 2')).toBe(1);
    });

    it('logs each reading with the pages shown and the time open, as the viewer reports them', async () => {
      t.clock.advance(1000);
      const view = await viewOf(reader.token, documentId);
      const viewId = view.headers['x-view-id'] as string;
      const report = (user: User, body: object, id = viewId) => reportView(user, documentId, id, body);
      expect(codeOf(await report(reader, { pages: 2, seconds: 30 }))).toBe(204);
      // A late or repeated report never lowers what was seen.
      expect(codeOf(await report(reader, { pages: 1, seconds: 12 }))).toBe(204);
      expect(codeOf(await report(reader, { pages: 3, seconds: 45 }))).toBe(204);
      const reads = (await logOf(owner.token, { document: documentId, kind: 'viewed' })).json();
      expect(reads.items[0]).toMatchObject({
        username: 'reader_rita',
        action: 'read',
        fileName: 'Study.pdf',
        version: 1,
        pages: 3,
        seconds: 45,
      });
      // Only the reader's own reading, of this document.
      expect(codeOf(await report(otherReader, { pages: 9, seconds: 9 }))).toBe('404 not_found');
      expect(
        codeOf(await report(reader, { pages: 1, seconds: 1 }, '00000000-0000-4000-8000-000000000000')),
      ).toBe('404 not_found');
      expect(codeOf(await report(reader, { pages: -1, seconds: 1 }))).toBe('400 validation_failed');
      expect(codeOf(await report(reader, { pages: 1, seconds: 90_000 }))).toBe('400 validation_failed');
      expect(codeOf(await report(withoutNda, { pages: 1, seconds: 1 }))).toBe('403 nda_required');
      expect(codeOf(await report(noAccess, { pages: 1, seconds: 1 }))).toBe('403 no_project_access');
      expect(codeOf(await report(otherOwner, { pages: 1, seconds: 1 }))).toBe('403 nda_required');
      expect(codeOf(await reportView(null, documentId, viewId, { pages: 1, seconds: 1 }))).toBe(
        '401 unauthenticated',
      );
      // The owner's side does not report for an investor either.
      expect(codeOf(await report(owner, { pages: 9, seconds: 9 }))).toBe('404 not_found');
      const kept = (await logOf(owner.token, { document: documentId, kind: 'viewed' })).json();
      expect(kept.items[0]).toMatchObject({ pages: 3, seconds: 45 });
    });

    it('answers 20 readings at once as 20 in a row', async () => {
      const before = (await logOf(owner.token, { document: documentId, kind: 'viewed' })).json().total;
      const views = await Promise.all(Array.from({ length: 20 }, () => viewOf(reader.token, documentId)));
      expect(views.map(codeOf)).toEqual(Array(20).fill(200));
      expect(new Set(views.map((view) => view.headers['x-view-id'])).size).toBe(20);
      const after = (await logOf(owner.token, { document: documentId, kind: 'viewed' })).json().total;
      expect(after - before).toBe(20);
    });
  });

  it('watermarks the PDFs and pictures an investor may download; the owner’s side gets them as uploaded', async () => {
    const added = await add('Permit.pdf', pdf);
    const documentId = idOf(added, 'Permit.pdf');
    const copy = await download(reader.token, documentId);
    expect(copy.statusCode).toBe(200);
    expect(copy.headers['content-disposition']).toMatch(/^attachment; filename="Permit.pdf"/);
    expect(copy.rawPayload.equals(pdf)).toBe(false);
    expect(pdfDrawCount(copy.rawPayload, reader.user.email)).toBe(6);
    expect((await download(admin.token, documentId)).rawPayload.equals(pdf)).toBe(true);

    const picture = await add('Site.png', png, 'view');
    expect(picture.statusCode).toBe(201);
    const pictureId = idOf(picture, 'Site.png');
    const shown = await viewOf(reader.token, pictureId);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(png)).toBe(false);
    const stats = await sharp(shown.rawPayload).stats();
    // A white picture is no longer all white: the text is drawn across it.
    expect(stats.channels[1]!.min).toBeLessThan(200);
    const meta = await sharp(shown.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([640, 400]);

    // Other types are downloaded as uploaded, and never shown by the viewer.
    const sheet = await add('Model.csv', CSV);
    const sheetId = idOf(sheet, 'Model.csv');
    expect((await download(reader.token, sheetId)).rawPayload.equals(CSV)).toBe(true);
    expect(codeOf(await viewOf(reader.token, sheetId))).toBe('422 document_not_viewable');
  });

  it('refuses view-only for what the viewer cannot show, and keeps nothing', async () => {
    const before = (await listRoom(owner.token)).json().documents.length;
    expect(codeOf(await add('Model.csv', CSV, 'view'))).toBe('422 document_not_viewable');
    expect(codeOf(await add('Broken.pdf', JUNK_PDF, 'view'))).toBe('422 document_not_viewable');
    expect(codeOf(await add('Study.pdf', pdf, 'everyone'))).toBe('400 validation_failed');
    expect((await listRoom(owner.token)).json().documents.length).toBe(before);
  });

  describe('the owner changes what investors may do with a document', () => {
    it('switches a PDF between download and view only; refuses view only for a CSV', async () => {
      const added = await add('Terms.pdf', pdf);
      const documentId = idOf(added, 'Terms.pdf');
      const change = (user: User | undefined, accessMode: string, id = documentId) =>
        changeMode(user ?? null, id, accessMode);
      const changed = await change(owner, 'view');
      expect(changed.statusCode).toBe(200);
      expect(changed.json().documents.find((item) => item.id === documentId)?.accessMode).toBe('view');
      expect(codeOf(await download(reader.token, documentId))).toBe('403 document_view_only');
      expect(codeOf(await change(admin, 'download'))).toBe(200);
      expect(codeOf(await download(reader.token, documentId))).toBe(200);
      const changes = (await logOf(owner.token, { document: documentId, kind: 'changed' })).json();
      expect(changes.items.map((item: { action: string }) => item.action)).toEqual([
        'change',
        'change',
        'upload',
      ]);

      const sheet = idOf(await add('Budget.csv', CSV), 'Budget.csv');
      expect(codeOf(await change(owner, 'view', sheet))).toBe('422 document_not_viewable');
      expect(codeOf(await change(owner, 'nobody'))).toBe('400 validation_failed');
      expect(codeOf(await change(owner, 'view', '00000000-0000-4000-8000-000000000000'))).toBe(
        '404 not_found',
      );
    });

    it('lets only the owner’s side change it', async () => {
      const documentId = idOf(await add('Grid.pdf', pdf), 'Grid.pdf');
      const change = (user: User | undefined) => changeMode(user ?? null, documentId, 'view');
      expect(codeOf(await change(undefined))).toBe('401 unauthenticated');
      expect(codeOf(await change(noAccess))).toBe('403 no_project_access');
      expect(codeOf(await change(withoutNda))).toBe('403 nda_required');
      expect(codeOf(await change(otherOwner))).toBe('403 nda_required');
      expect(codeOf(await change(reader))).toBe('403 forbidden');
      expect(
        (await listRoom(owner.token)).json().documents.find((item) => item.id === documentId)?.accessMode,
      ).toBe('download');
    });
  });

  it('lets only those who may open the room read in the viewer', async () => {
    const documentId = idOf(await add('Map.pdf', pdf), 'Map.pdf');
    const view = (user: User | undefined) => viewOf(user ?? null, documentId);
    expect(codeOf(await view(undefined))).toBe('401 unauthenticated');
    expect(codeOf(await view(noAccess))).toBe('403 no_project_access');
    expect(codeOf(await view(withoutNda))).toBe('403 nda_required');
    expect(codeOf(await view(otherOwner))).toBe('403 nda_required');
    expect(codeOf(await view(owner))).toBe(200);
    expect(codeOf(await view(admin))).toBe(200);
    const refused = (await logOf(owner.token, { kind: 'refused', document: documentId })).json();
    expect(refused.items.map((item) => `${item.action} ${item.reason}`).sort()).toEqual([
      'read nda_required',
      'read nda_required',
      'read no_project_access',
    ]);
  });

  describe('a new version', () => {
    it('carries its note, and tells those who read or downloaded an earlier one, in their language', async () => {
      const documentId = idOf(await add('Budget.pdf', pdf), 'Budget.pdf');
      expect(codeOf(await viewOf(reader.token, documentId))).toBe(200);
      // Another reader downloaded it, and wants no mail of new versions (only the bell).
      const quiet = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
      expect(codeOf(await acceptNda(quiet.token))).toBe(200);
      const optOut = await as(quiet).call(notificationsContract.putAccountNotificationPreferences, {
        body: { email: { document_version: false } },
      });
      expect(optOut.statusCode).toBe(200);
      expect(codeOf(await download(quiet.token, documentId))).toBe(200);
      const mailsBefore = readMailDir(t.outboxDir).length;
      const v2 = await upload(
        owner.token,
        documentId,
        { note: 'Capex updated to the EPC quote of March.' },
        { name: 'Budget v2.pdf', content: await buildPdf(4, 'Budget') },
      );
      expect(v2.statusCode).toBe(200);
      const document = (v2.json().documents as Array<{ id: string; versions: unknown[] }>).find(
        (item) => item.id === documentId,
      );
      expect(document?.versions).toMatchObject([
        { version: 2, fileName: 'Budget v2.pdf', note: 'Capex updated to the EPC quote of March.' },
        { version: 1, fileName: 'Budget.pdf', note: null },
      ]);
      const readerNotices = (await notices(reader.token)).json().items;
      expect(readerNotices[0]).toMatchObject({
        kind: 'document_version',
        documentName: 'Budget v2.pdf',
        version: 2,
      });
      const mails = readMailDir(t.outboxDir).slice(mailsBefore);
      expect(mails.map((mail) => mail.to[0])).toEqual([reader.user.email]);
      expect(mails[0]?.subject).toBe(`Nueva versión de Budget v2.pdf (Energía de antorcha ${slug})`);
      expect(mails[0]?.text).toContain('La versión 2 de «Budget v2.pdf»');
      const quietNotices = (await notices(quiet.token)).json().items;
      expect(quietNotices[0]).toMatchObject({ kind: 'document_version', version: 2 });
      // Someone under the NDA who never opened it is not told.
      const others = (await notices(otherReader.token)).json().items;
      expect(others.some((item: { kind: string }) => item.kind === 'document_version')).toBe(false);
    });

    it('refuses a note over 500 characters, and a version the viewer cannot show for a view-only document', async () => {
      const documentId = idOf(await add('Layout.pdf', pdf, 'view'), 'Layout.pdf');
      const version = (fields: Record<string, string>, file: { name: string; content: Buffer }) =>
        upload(owner.token, documentId, fields, file);
      const long = await version({ note: 'x'.repeat(501) }, { name: 'Layout.pdf', content: pdf });
      expect(long.error().fields).toEqual({ note: 'validation.too_long' });
      expect(codeOf(await version({}, { name: 'Layout.csv', content: CSV }))).toBe(
        '422 document_not_viewable',
      );
      expect(codeOf(await version({}, { name: 'Layout.pdf', content: JUNK_PDF }))).toBe(
        '422 document_not_viewable',
      );
      const kept = (await listRoom(owner.token)).json().documents.find((item) => item.id === documentId);
      expect(kept?.version).toBe(1);
    });
  });
});
