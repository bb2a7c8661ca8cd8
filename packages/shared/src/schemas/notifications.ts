import { z } from 'zod';
import { INSTRUMENTS, PIPELINE_STEPS } from '../domain/investor-pipeline.js';

/**
 * Notices (issue 17, item 7): an in-app notice and an e-mail, each in the recipient's language. Kinds
 * are what a user turns e-mails on and off by.
 */
export const NOTIFICATION_KINDS = [
  /** To a project's owner: an investor expressed interest, accepted the NDA, indicated or committed. */
  'investor_activity',
  /** To an investor: the owner accepted or declined their indication, or closed their commitment. */
  'owner_decision',
  /** To investors with access to a data room: a new document was added. */
  'data_room_document',
  /** To investors: a project entered seeking_funding and meets their criteria (decision 039). */
  'new_opportunity',
  /** To a project's owner: an investor asked a question in the data room. */
  'question_asked',
  /** To the asker: the owner's side answered their question. */
  'question_answered',
  /** To every other investor under the NDA: an answer was published to all. */
  'answer_published',
  /** To the other side of a conversation: a new message. */
  'message',
  /** To those who read or downloaded a document: a new version of it. */
  'document_version',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The pipeline step behind an activity or decision notice. */
  step: z.enum(PIPELINE_STEPS).nullable(),
  project: z.object({ slug: z.string(), title: z.object({ en: z.string(), es: z.string() }) }).nullable(),
  /** Who acted: an investor's organisation or username. */
  actor: z.string().nullable(),
  amountUsd: z.number().nullable(),
  instrument: z.enum(INSTRUMENTS).nullable(),
  documentName: z.string().nullable(),
  /** A new version's number (document_version notices). */
  version: z.number().int().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

/** GET and PUT /api/account/notification-preferences: which kinds of e-mail the user gets. */
export const notificationPreferencesSchema = z.object({
  email: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      NotificationKind,
      z.ZodBoolean
    >,
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT /api/account/notification-preferences: the kinds to change. A kind left out keeps its setting, so
 * a client written before a kind existed (or a form showing some kinds) does not fail or reset others.
 */
export const notificationPreferencesUpdateSchema = z.object({
  email: notificationPreferencesSchema.shape.email.partial(),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** POST /api/notifications/unsubscribe: the signed token of a mail's one-click link. */
export const unsubscribeRequestSchema = z.object({ token: z.string().min(10).max(300) });
export const unsubscribeResponseSchema = z.object({ kind: z.enum(NOTIFICATION_KINDS) });
