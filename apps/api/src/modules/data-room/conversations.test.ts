import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  conversationsContract,
  dataRoomContract,
  investorsContract,
  notificationsContract,
} from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client, type Caller } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';
import { readMailDir } from '../../testing/mail-message.js';
import { multipartBody } from '../../testing/multipart.js';
import { buildProject } from '../../testing/project-factory.js';

const PDF = Buffer.from('%PDF-1.7\n% a feasibility study\n%%EOF\n');
type User = Awaited<ReturnType<typeof buildSignedInUser>>;
const codeOf = (response: { statusCode: number; error: () => { code: string } }) =>
  response.statusCode < 400 ? response.statusCode : `${response.statusCode} ${response.error().code}`;

describe('questions, answers and messages in the data room (issue 27, item 3)', () => {
  let t: TestApp;
  let storageDir: string;
  const as = (caller: Caller) => client(t).as(caller);
  const listQuestions = (caller: Caller, project = slug) =>
    as(caller).call(conversationsContract.getQuestions, { params: { project } });
  const listConversations = (caller: Caller) =>
    as(caller).call(conversationsContract.getConversations, { params: { project: slug } });
  const readThread = (caller: Caller, investor: User) =>
    as(caller).call(conversationsContract.getConversationsByInvestor, {
      params: { project: slug, investor: investor.user.id },
    });
  // Each change a second after the last, so that "newest first" is one order. Bad questions, answers
  // and messages are sent on purpose: the body is what a client could send, not what the route types.
  const askQuestion = (caller: Caller, body: object, project = slug) => {
    t.clock.advance(1000);
    return as(caller).call(conversationsContract.postQuestions, { params: { project }, body: body as never });
  };
  const answerQuestion = (caller: Caller, question: string, body: object) => {
    t.clock.advance(1000);
    return as(caller).call(conversationsContract.postQuestionsAnswer, {
      params: { project: slug, question },
      body: body as never,
    });
  };
  const writeTo = (caller: Caller, investor: User, body: object) => {
    t.clock.advance(1000);
    return as(caller).call(conversationsContract.postConversationsByInvestor, {
      params: { project: slug, investor: investor.user.id },
      body: body as never,
    });
  };
  const noticesOf = async (user: User) => (await as(user).call(notificationsContract.get)).json().items;
  const mailsTo = (user: User) =>
    readMailDir(t.outboxDir).filter((mail) => mail.to.includes(user.user.email));

  let owner: User;
  let admin: User;
  let asker: User;
  let reader: User;
  let withoutNda: User;
  let noAccess: User;
  let otherOwner: User;
  let slug: string;
  let draftSlug: string;
  let documentId: string;

  const acceptNda = async (user: User, project = slug) => {
    t.clock.advance(1000);
    const accepted = await as(user).call(investorsContract.postNdaAcceptance, {
      params: { project },
      body: { version: 1 },
    });
    expect(codeOf(accepted)).toBe(200);
  };

  beforeAll(async () => {
    storageDir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-conversations-'));
    t = await buildTestApp({ STORAGE_DIR: storageDir });
    owner = await buildSignedInUser(t.db, t.clock, { username: 'owner_olga', language: 'es' });
    admin = await buildSignedInUser(t.db, t.clock, { role: 'admin', username: 'admin_abel' });
    asker = await buildSignedInUser(t.db, t.clock, { has_project_access: 1, username: 'asker_ana' });
    reader = await buildSignedInUser(t.db, t.clock, {
      has_project_access: 1,
      username: 'reader_raul',
      username_key: 'reader_raul',
      language: 'es',
    });
    withoutNda = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
    noAccess = await buildSignedInUser(t.db, t.clock);
    otherOwner = await buildSignedInUser(t.db, t.clock, { has_project_access: 1 });
    await buildProject(t.db, t.clock, { ownerId: otherOwner.user.id });
    slug = (await buildProject(t.db, t.clock, { ownerId: owner.user.id })).slug;
    draftSlug = (await buildProject(t.db, t.clock, { ownerId: owner.user.id, isPublished: false })).slug;
    await acceptNda(asker);
    await acceptNda(reader);
    const body = multipartBody({ folder: 'technical' }, { name: 'Feasibility study.pdf', content: PDF });
    // A multipart upload: the contract types no JSON body, the client sends these bytes as they are.
    const added = await as(owner).call(
      dataRoomContract.postDataRoom,
      { params: { project: slug }, body: body.payload } as never,
      { headers: { 'content-type': body.contentType } },
    );
    expect(added.statusCode).toBe(201);
    documentId = (added.json().documents[0] ?? expect.unreachable('no document')).id;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    fs.rmSync(storageDir, { recursive: true, force: true });
  });

  describe('questions and answers', () => {
    it('an investor asks about a document; the owner is told in the app and by mail in their language', async () => {
      const asked = await askQuestion(asker, {
        body: 'What gas volume does the study assume in year 5?',
        documentId,
      });
      expect(asked.statusCode).toBe(201);
      const mine = asked.json().items.at(-1) ?? expect.unreachable('no question');
      expect(mine).toMatchObject({
        body: 'What gas volume does the study assume in year 5?',
        document: { id: documentId, fileName: 'Feasibility study.pdf', isRemoved: false },
        isMine: true,
        answer: null,
      });
      expect((await noticesOf(owner)).at(0)).toMatchObject({ kind: 'question_asked', actor: 'asker_ana' });
      const mail = mailsTo(owner).at(-1);
      expect(mail?.subject).toBe(`Una pregunta sobre Energía de antorcha ${slug}`);
      expect(mail?.text).toContain('asker_ana hizo una pregunta sobre su proyecto');
      expect(mail?.text).toContain(`/project/${slug}/investors-financials?room=questions`);
      // The owner's side reads it with its asker; another investor does not see an unanswered question.
      const ownerView = (await listQuestions(owner)).json();
      expect(ownerView).toMatchObject({ canAsk: false, canAnswer: true });
      expect(ownerView.items.at(-1)?.asker).toMatchObject({ username: 'asker_ana' });
      const other = (await listQuestions(reader)).json();
      expect(other.items.some((item: { id: string }) => item.id === mine.id)).toBe(false);
      expect(other.documents).toEqual([{ id: documentId, fileName: 'Feasibility study.pdf' }]);
      // The question is in the project's audit trail, with the document it names.
      const log = (
        await as(owner).call(dataRoomContract.getDataRoomLog, {
          params: { project: slug },
          query: { kind: 'questions' },
        })
      ).json();
      expect(log.items[0]).toMatchObject({
        username: 'asker_ana',
        action: 'ask',
        fileName: 'Feasibility study.pdf',
      });
    });

    it('a private answer goes to the asker only; a published one to every investor under the NDA, unnamed', async () => {
      const privately =
        (await askQuestion(asker, { body: 'Who operates the flare?' })).json().items.at(-1) ??
        expect.unreachable('no question');
      const answered = await answerQuestion(owner, privately.id, {
        body: 'The concession operator, under a gas supply agreement.',
        visibility: 'private',
      });
      expect(answered.statusCode).toBe(200);
      const askerView = (await listQuestions(asker)).json();
      expect(askerView.items.find((item: { id: string }) => item.id === privately.id)).toMatchObject({
        answer: { body: 'The concession operator, under a gas supply agreement.', answeredBy: 'owner_olga' },
        visibility: 'private',
      });
      const readerView = (await listQuestions(reader)).json();
      expect(readerView.items.some((item: { id: string }) => item.id === privately.id)).toBe(false);
      expect((await noticesOf(asker)).at(0)?.kind).toBe('question_answered');
      expect(mailsTo(asker).at(-1)?.subject).toBe(`Your question about Flare power ${slug} was answered`);
      expect((await noticesOf(reader)).some((notice) => notice.kind === 'answer_published')).toBe(false);

      const publicly =
        (await askQuestion(asker, { body: 'Is the grid connection signed?' })).json().items.at(-1) ??
        expect.unreachable('no question');
      expect(
        codeOf(
          await answerQuestion(admin, publicly.id, {
            body: 'Yes, since March.',
            visibility: 'published',
          }),
        ),
      ).toBe(200);
      const shared = (await listQuestions(reader)).json();
      expect(shared.items.find((item: { id: string }) => item.id === publicly.id)).toMatchObject({
        asker: null,
        isMine: false,
        answer: { body: 'Yes, since March.', answeredBy: 'admin_abel' },
        visibility: 'published',
      });
      expect((await noticesOf(reader)).at(0)?.kind).toBe('answer_published');
      expect(mailsTo(reader).at(-1)?.subject).toBe(`Una nueva respuesta sobre Energía de antorcha ${slug}`);
      expect((await noticesOf(asker)).at(0)?.kind).toBe('question_answered');
      expect((await noticesOf(withoutNda)).some((notice) => notice.kind === 'answer_published')).toBe(false);
    });

    it('answers once: a second answer is refused, and 20 at once answer as 20 in a row', async () => {
      const ask = async () =>
        (await askQuestion(asker, { body: 'Capacity factor?' })).json().items.at(-1)?.id ??
        expect.unreachable('no question');
      const answer = (id: string, n: number) =>
        answerQuestion(owner, id, {
          body: `Answer ${n}`,
          visibility: 'private',
        });
      const inRow = await ask();
      const sequential: Array<number | string> = [];
      for (let n = 0; n < 20; n += 1) sequential.push(codeOf(await answer(inRow, n)));
      const atOnce = await ask();
      const racing = (await Promise.all(Array.from({ length: 20 }, (_, n) => answer(atOnce, n)))).map(codeOf);
      expect(racing.sort()).toEqual(sequential.sort());
      expect(sequential.filter((code) => code === 200)).toHaveLength(1);
      expect(sequential).toContain('409 question_answered');
      const kept = await t.db
        .selectFrom('project_questions')
        .select('answer')
        .where('id', '=', atOnce)
        .executeTakeFirstOrThrow();
      expect(kept.answer).toMatch(/^Answer \d+$/);
    });

    it('refuses an empty question, one about a document not in the room, and an unknown question', async () => {
      const empty = await askQuestion(asker, { body: '   ' });
      expect(empty.error().fields).toEqual({ body: 'validation.required' });
      const unknown = await askQuestion(asker, {
        body: 'And this one?',
        documentId: '00000000-0000-4000-8000-000000000000',
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.error().fields).toEqual({ documentId: 'investors.validation.documentUnknown' });
      const missing = await answerQuestion(owner, '00000000-0000-4000-8000-000000000000', {
        body: 'x',
        visibility: 'private',
      });
      expect(codeOf(missing)).toBe('404 not_found');
      const badVisibility = await answerQuestion(owner, '00000000-0000-4000-8000-000000000000', {
        body: 'x',
        visibility: 'everyone',
      });
      expect(codeOf(badVisibility)).toBe('400 validation_failed');
    });

    it('lets only those in the room read and ask, and only the owner’s side answer', async () => {
      const question =
        (await askQuestion(asker, { body: 'Matrix question' })).json().items.at(-1)?.id ??
        expect.unreachable('no question');
      const list = (user?: User, project = slug) => listQuestions(user ?? null, project);
      const ask = (user?: User, project = slug) => askQuestion(user ?? null, { body: 'May I?' }, project);
      const answer = (user?: User) =>
        answerQuestion(user ?? null, question, { body: 'May I?', visibility: 'published' });
      const matrix = async (user?: User) => [
        codeOf(await list(user)),
        codeOf(await ask(user)),
        codeOf(await answer(user)),
      ];
      expect(await matrix(undefined)).toEqual(Array(3).fill('401 unauthenticated'));
      expect(await matrix(noAccess)).toEqual(Array(3).fill('403 no_project_access'));
      expect(await matrix(withoutNda)).toEqual(Array(3).fill('403 nda_required'));
      expect(await matrix(otherOwner)).toEqual(Array(3).fill('403 nda_required'));
      expect(await matrix(reader)).toEqual([200, 201, '403 forbidden']);
      expect(codeOf(await list(noAccess, draftSlug))).toBe('404 not_found');
      expect(codeOf(await ask(reader, draftSlug))).toBe('404 not_found');
      expect(codeOf(await ask(owner))).toBe('403 forbidden');
      expect(codeOf(await ask(admin))).toBe('403 forbidden');
      expect(codeOf(await answer(admin))).toBe(200);
      // The refusals of people with an account are in the owner's log.
      const refused = (
        await as(owner).call(dataRoomContract.getDataRoomLog, {
          params: { project: slug },
          query: { kind: 'refused', person: reader.user.username ?? undefined },
        })
      ).json();
      expect(refused.items[0]).toMatchObject({ action: 'answer', reason: 'forbidden' });
    });
  });

  describe('messages', () => {
    it('an investor under the NDA and the owner write to each other; each is told, and unread ones counted', async () => {
      const sent = await writeTo(asker, asker, { body: 'Could we meet in Neuquén next week?' });
      expect(sent.statusCode).toBe(201);
      expect(sent.json()).toMatchObject({
        investor: { id: asker.user.id, username: 'asker_ana' },
        owner: { id: owner.user.id, username: 'owner_olga' },
        items: [
          {
            body: 'Could we meet in Neuquén next week?',
            side: 'investor',
            sender: 'asker_ana',
            isMine: true,
          },
        ],
      });
      expect((await noticesOf(owner)).at(0)).toMatchObject({ kind: 'message', actor: 'asker_ana' });
      expect(mailsTo(owner).at(-1)?.subject).toBe(`Un mensaje sobre Energía de antorcha ${slug}`);

      const listed = (await listConversations(owner)).json();
      expect(listed.items.map((item) => item.investor.username)).toEqual(['asker_ana', 'reader_raul']);
      expect(listed.items[0]).toMatchObject({ messages: 1, unread: 1 });
      const opened = (await readThread(owner, asker)).json();
      expect(opened.items[0]).toMatchObject({ isMine: false, side: 'investor' });
      expect((await listConversations(owner)).json().items[0]?.unread).toBe(0);

      expect(codeOf(await writeTo(owner, asker, { body: 'Tuesday at 10?' }))).toBe(201);
      expect((await noticesOf(asker)).at(0)).toMatchObject({ kind: 'message', actor: 'owner_olga' });
      expect(mailsTo(asker).at(-1)?.subject).toBe(`A message about Flare power ${slug}`);
      const mine = (await listConversations(asker)).json();
      expect(mine).toMatchObject({
        owner: { username: 'owner_olga' },
        items: [{ investor: { username: 'asker_ana' }, messages: 2, unread: 1 }],
      });
    });

    it('refuses strangers, investors without the NDA, other investors’ conversations and empty messages', async () => {
      const matrix = async (user: User | undefined, investor: User) => [
        codeOf(await readThread(user ?? null, investor)),
        codeOf(await writeTo(user ?? null, investor, { body: 'Hello' })),
      ];
      expect(await matrix(undefined, asker)).toEqual(Array(2).fill('401 unauthenticated'));
      expect(await matrix(noAccess, noAccess)).toEqual(Array(2).fill('403 no_project_access'));
      expect(await matrix(withoutNda, withoutNda)).toEqual(Array(2).fill('403 nda_required'));
      expect(await matrix(otherOwner, asker)).toEqual(Array(2).fill('403 nda_required'));
      expect(await matrix(reader, asker)).toEqual(Array(2).fill('403 forbidden'));
      // The owner's side talks only with people who accepted the NDA.
      expect(await matrix(owner, withoutNda)).toEqual(Array(2).fill('404 not_found'));
      expect(await matrix(admin, reader)).toEqual([200, 201]);
      expect(codeOf(await listConversations(withoutNda))).toBe('403 nda_required');
      const empty = await writeTo(reader, reader, { body: ' ' });
      expect(empty.error().fields).toEqual({ body: 'validation.required' });
    });

    it('keeps 20 messages sent at once, as 20 in a row', async () => {
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, n) => writeTo(reader, reader, { body: `Note ${n}` })),
      );
      expect(responses.map(codeOf)).toEqual(Array(20).fill(201));
      const kept = (await readThread(reader, reader)).json().items as Array<{ body: string }>;
      expect(
        kept
          .filter((item) => item.body.startsWith('Note '))
          .map((item) => item.body)
          .sort(),
      ).toEqual(Array.from({ length: 20 }, (_, n) => `Note ${n}`).sort());
    });
  });
});
