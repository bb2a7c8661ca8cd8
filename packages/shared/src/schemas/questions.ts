import { z } from 'zod';

/**
 * The deal room's conversations (issue 27, item 3): questions and answers, and messages between a
 * project's owner side and one investor, once the investor accepted the project's NDA.
 */

export const MAX_QUESTION_LENGTH = 4000;
export const MAX_ANSWER_LENGTH = 8000;
export const MAX_MESSAGE_LENGTH = 4000;

/** private: the asker alone reads the answer; published: every investor under the NDA does. */
export const ANSWER_VISIBILITIES = ['private', 'published'] as const;
export type AnswerVisibility = (typeof ANSWER_VISIBILITIES)[number];

const text = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.too_long' });

/** POST /api/projects/:project/questions: a question, about the project or one of its documents. */
export const questionRequestSchema = z.object({
  body: text(MAX_QUESTION_LENGTH),
  documentId: z.uuid({ error: 'validation.invalid_value' }).nullable().default(null),
});
export type QuestionRequest = z.input<typeof questionRequestSchema>;

/** POST /api/projects/:project/questions/:question/answer: the owner side's answer, once. */
export const answerRequestSchema = z.object({
  body: text(MAX_ANSWER_LENGTH),
  visibility: z.enum(ANSWER_VISIBILITIES, { error: 'validation.required' }),
});
export type AnswerRequest = z.infer<typeof answerRequestSchema>;

const person = z.object({ id: z.string(), username: z.string().nullable() });

export const questionSchema = z.object({
  id: z.string(),
  body: z.string(),
  /** The document asked about (its current name), or null for the project as a whole. */
  document: z.object({ id: z.string(), fileName: z.string(), isRemoved: z.boolean() }).nullable(),
  /** Who asked: the owner's side and the asker see it; other investors read a published answer unnamed. */
  asker: person.extend({ organisation: z.string().nullable() }).nullable(),
  isMine: z.boolean(),
  askedAt: z.string(),
  answer: z
    .object({ body: z.string(), answeredAt: z.string(), answeredBy: z.string().nullable() })
    .nullable(),
  visibility: z.enum(ANSWER_VISIBILITIES),
});
export type Question = z.infer<typeof questionSchema>;

export const questionsResponseSchema = z.object({
  /** The owner's side reads every question; an investor their own and every published answer. */
  items: z.array(questionSchema),
  canAsk: z.boolean(),
  canAnswer: z.boolean(),
  /** The documents a question may name (current ones), for the form. */
  documents: z.array(z.object({ id: z.string(), fileName: z.string() })),
});
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;

/** POST /api/projects/:project/conversations/:investor: one message in that conversation. */
export const messageRequestSchema = z.object({ body: text(MAX_MESSAGE_LENGTH) });
export type MessageRequest = z.infer<typeof messageRequestSchema>;

export const conversationSummarySchema = z.object({
  /** The investor the conversation is with (its key in the URL is their id). */
  investor: person.extend({ organisation: z.string().nullable() }),
  messages: z.number().int(),
  /** Messages of the other side the viewer has not read yet. */
  unread: z.number().int(),
  lastAt: z.string().nullable(),
});

/** GET /api/projects/:project/conversations: the owner side's conversations, or the investor's own. */
export const conversationsResponseSchema = z.object({
  items: z.array(conversationSummarySchema),
  /** The project's owner, whose passport an investor may open (subject to its privacy). */
  owner: person.nullable(),
});
export type ConversationsResponse = z.infer<typeof conversationsResponseSchema>;

export const conversationResponseSchema = z.object({
  investor: person.extend({ organisation: z.string().nullable() }),
  owner: person.nullable(),
  items: z.array(
    z.object({
      id: z.string(),
      body: z.string(),
      at: z.string(),
      side: z.enum(['investor', 'owner']),
      sender: z.string().nullable(),
      isMine: z.boolean(),
    }),
  ),
  canSend: z.boolean(),
});
export type ConversationResponse = z.infer<typeof conversationResponseSchema>;
