import { randomUUID } from 'node:crypto';
import type { AnswerRequest, AnswerVisibility, QuestionRequest, QuestionsResponse } from '@flarescope/shared';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { ndaAcceptersOf, type ProjectAccess } from '../investors/index.js';
import { notifyAnswer, notifyQuestion } from '../notifications/index.js';
import * as repo from './conversations.repository.js';
import { log, openRoom, type DataRoomDeps } from './data-room.service.js';
import * as room from './data-room.repository.js';
import { namedPeople } from './people.js';

const visibilityOf = (value: string): AnswerVisibility => (value === 'published' ? 'published' : 'private');

const present = async (deps: DataRoomDeps, access: ProjectAccess): Promise<QuestionsResponse> => {
  const { user, row, isOwnerSide } = access;
  const [rows, documents] = await Promise.all([
    repo.questionsOf(deps.db, row.id, isOwnerSide ? undefined : user.id),
    room.documentsOfProject(deps.db, row.id),
  ]);
  // The askers' and answerers' names (and the askers' organisations) in one batch of each.
  const personIds = rows.flatMap((item) => [item.asker_id, item.answered_by]);
  const [current, people] = await Promise.all([
    room.versionsOf(
      deps.db,
      documents.map((document) => document.id),
    ),
    namedPeople(deps, { ids: [...new Set(personIds.flatMap((id) => (id ? [id] : [])))] }),
  ]);
  const personOf = new Map(people.map((person) => [person.id, person]));
  return {
    items: rows.map((item) => {
      const isMine = item.asker_id === user.id;
      return {
        id: item.id,
        body: item.body,
        document:
          item.document_id && item.file_name
            ? { id: item.document_id, fileName: item.file_name, isRemoved: item.removed_at !== null }
            : null,
        // Other investors read a published answer without the asker's name (as the financials do).
        asker:
          (isOwnerSide || isMine) && item.asker_id
            ? {
                id: item.asker_id,
                username: personOf.get(item.asker_id)?.username ?? null,
                organisation: personOf.get(item.asker_id)?.organisation ?? null,
              }
            : null,
        isMine,
        askedAt: item.created_at,
        answer:
          item.answer !== null && item.answered_at !== null
            ? {
                body: item.answer,
                answeredAt: item.answered_at,
                answeredBy: (item.answered_by ? personOf.get(item.answered_by)?.username : null) ?? null,
              }
            : null,
        visibility: visibilityOf(item.visibility),
      };
    }),
    canAsk: !isOwnerSide,
    canAnswer: isOwnerSide,
    documents: documents.flatMap((document) => {
      const version = current.find(
        (item) =>
          item.document_id === document.id && Number(item.version) === Number(document.current_version),
      );
      return version ? [{ id: document.id, fileName: version.file_name }] : [];
    }),
  };
};

/**
 * The questions of a project's data room: every one for the owner's side; an investor's own and every
 * published answer for an investor who accepted the NDA (others are refused as the data room refuses,
 * and the refusal is logged).
 */
export const listQuestions = async (
  ctx: ServiceContext,
  { slug }: { slug: string },
): Promise<QuestionsResponse> => present(ctx, await openRoom(ctx, { slug, action: 'view' }));

/**
 * An investor's question about the project or one of its current documents (the owner's side answers,
 * it does not ask: `forbidden`). Logged in the project's access log, its audit trail; the owner's side is
 * told once it is stored.
 */
export const askQuestion = async (
  ctx: ServiceContext,
  { slug, body }: { slug: string; body: QuestionRequest & { documentId: string | null } },
): Promise<QuestionsResponse> => {
  const { meta } = ctx;
  const deps: DataRoomDeps = ctx;
  const access = await openRoom(ctx, { slug, action: 'ask', documentId: body.documentId ?? undefined });
  if (access.isOwnerSide) throw new AppError('forbidden');
  let documentName: string | null = null;
  let documentVersion: number | null = null;
  if (body.documentId) {
    const document = await room.findDocument(deps.db, access.row.id, body.documentId);
    const version = document
      ? (await room.versionsOf(deps.db, [document.id])).find(
          (item) => Number(item.version) === Number(document.current_version),
        )
      : undefined;
    if (!version) {
      throw new AppError('validation_failed', {
        fields: { documentId: 'investors.validation.documentUnknown' },
      });
    }
    documentName = version.file_name;
    documentVersion = Number(version.version);
  }
  const id = randomUUID();
  const now = deps.clock.now().toISOString();
  await repo.insertQuestion(deps.db, {
    id,
    project_id: access.row.id,
    asker_id: access.user.id,
    document_id: body.documentId ?? null,
    body: body.body,
    answer: null,
    answered_by: null,
    answered_at: null,
    visibility: 'private',
    created_at: now,
  });
  await log(deps, {
    projectId: access.row.id,
    userId: access.user.id,
    action: 'ask',
    outcome: 'allowed',
    documentId: body.documentId,
    version: documentVersion,
    meta,
  });
  const response = await present(deps, access);
  await notifyQuestion(ctx, { projectId: access.row.id, askerId: access.user.id, documentName });
  return response;
};

/**
 * The owner's side answers a question once, privately (the asker reads it) or published (every investor
 * under the NDA reads it). Two answers at once: the first stands, the other is `question_answered`, as
 * it would be a moment later. The asker (or, published, every reader) is told once it is stored.
 */
export const answerQuestion = async (
  ctx: ServiceContext,
  { slug, questionId, body }: { slug: string; questionId: string; body: AnswerRequest },
): Promise<QuestionsResponse> => {
  const { meta } = ctx;
  const deps: DataRoomDeps = ctx;
  const access = await openRoom(ctx, { slug, action: 'answer', isManagerAction: true });
  const question = await repo.findQuestion(deps.db, access.row.id, questionId);
  if (!question) throw new AppError('not_found');
  const isAnswered = await repo.answerQuestion(deps.db, question.id, {
    body: body.body,
    by: access.user.id,
    at: deps.clock.now().toISOString(),
    visibility: body.visibility,
  });
  if (!isAnswered) throw new AppError('question_answered');
  const document = question.document_id
    ? (await room.versionsOf(deps.db, [question.document_id]))[0]
    : undefined;
  await log(deps, {
    projectId: access.row.id,
    userId: access.user.id,
    action: 'answer',
    outcome: 'allowed',
    documentId: question.document_id,
    version: document ? Number(document.version) : null,
    meta,
  });
  const response = await present(deps, access);
  await notifyAnswer(ctx, {
    projectId: access.row.id,
    askerId: question.asker_id,
    answererId: access.user.id,
    isPublished: body.visibility === 'published',
    documentName: document?.file_name ?? null,
    ndaAccepterIds:
      body.visibility === 'published' ? await ndaAcceptersOf(ctx, { projectId: access.row.id }) : [],
  });
  return response;
};
