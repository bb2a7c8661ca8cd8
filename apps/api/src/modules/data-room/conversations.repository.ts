import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ProjectMessagesTable, ProjectQuestionsTable } from './data-room.tables.js';

/** All SQL of the deal room's questions and messages. `db` may be a transaction. */

export const insertQuestion = (db: Db, row: Insertable<ProjectQuestionsTable>) =>
  db.insertInto('project_questions').values(row).execute();

export const findQuestion = (db: Db, projectId: string, questionId: string) =>
  db
    .selectFrom('project_questions')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', questionId)
    .executeTakeFirst();

/**
 * Answers a question that has none yet; answers whether this call did (false: answered a moment ago by
 * another request, which keeps its answer).
 */
export const answerQuestion = async (
  db: Db,
  questionId: string,
  answer: { body: string; by: string; at: string; visibility: string },
): Promise<boolean> => {
  const result = await db
    .updateTable('project_questions')
    .set({
      answer: answer.body,
      answered_by: answer.by,
      answered_at: answer.at,
      visibility: answer.visibility,
    })
    .where('id', '=', questionId)
    .where('answered_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
};

/**
 * A project's questions, oldest first, with the name of the document asked about (the asker's and the
 * answerer's names are asked of their owners, people.ts): all of them (`forUserId` undefined: the owner's side), or those a user may read (their own
 * and every published answer).
 */
export const questionsOf = (db: Db, projectId: string, forUserId?: string) => {
  let query = db
    .selectFrom('project_questions as q')
    .leftJoin('data_room_documents as d', 'd.id', 'q.document_id')
    .leftJoin('data_room_versions as v', (join) =>
      join.onRef('v.document_id', '=', 'd.id').onRef('v.version', '=', 'd.current_version'),
    )
    .select([
      'q.id',
      'q.asker_id',
      'q.document_id',
      'q.body',
      'q.answer',
      'q.answered_at',
      'q.visibility',
      'q.created_at',
      'q.answered_by',
      'v.file_name',
      'd.removed_at',
    ])
    .where('q.project_id', '=', projectId);
  if (forUserId !== undefined) {
    query = query.where((eb) =>
      eb.or([
        eb('q.asker_id', '=', forUserId),
        eb.and([eb('q.visibility', '=', 'published'), eb('q.answered_at', 'is not', null)]),
      ]),
    );
  }
  return query.orderBy('q.created_at').orderBy('q.id').execute();
};

export const insertMessage = (db: Db, row: Insertable<ProjectMessagesTable>) =>
  db.insertInto('project_messages').values(row).execute();

/** One conversation, oldest first (each sender's username is asked of accounts, people.ts). */
export const messagesOf = (db: Db, projectId: string, investorId: string) =>
  db
    .selectFrom('project_messages as m')
    .select(['m.id', 'm.body', 'm.created_at', 'm.sender_side', 'm.sender_id'])
    .where('m.project_id', '=', projectId)
    .where('m.investor_id', '=', investorId)
    .orderBy('m.created_at')
    .orderBy('m.id')
    .execute();

/** Marks read what the other side sent in a conversation (`fromSide`) and the reader has not read yet. */
export const markMessagesRead = (
  db: Db,
  input: { projectId: string; investorId: string; fromSide: 'investor' | 'owner'; now: string },
) =>
  db
    .updateTable('project_messages')
    .set({ read_at: input.now })
    .where('project_id', '=', input.projectId)
    .where('investor_id', '=', input.investorId)
    .where('sender_side', '=', input.fromSide)
    .where('read_at', 'is', null)
    .execute();

/** Per investor of a project: how many messages, how many of `unreadSide` unread, and the latest time. */
export const conversationCounts = async (db: Db, projectId: string, unreadSide: 'investor' | 'owner') => {
  const rows = await db
    .selectFrom('project_messages')
    .select((eb) => [
      'investor_id',
      eb.fn.countAll().as('messages'),
      eb.fn
        .sum(
          eb
            .case()
            .when(eb.and([eb('sender_side', '=', unreadSide), eb('read_at', 'is', null)]))
            .then(1)
            .else(0)
            .end(),
        )
        .as('unread'),
      eb.fn.max('created_at').as('last_at'),
    ])
    .where('project_id', '=', projectId)
    .groupBy('investor_id')
    .execute();
  return new Map(
    rows.map((row) => [
      row.investor_id,
      { messages: Number(row.messages), unread: Number(row.unread ?? 0), lastAt: row.last_at ?? null },
    ]),
  );
};
