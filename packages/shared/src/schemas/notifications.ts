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
  /** To investors: screened opportunities that newly meet their criteria after an import (decision 041). */
  'screened_match',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * How a kind of notice is mailed (decision 041): at once, in the weekly digest, or not at all. The bell
 * always has it.
 */
export const MAIL_MODES = ['immediate', 'weekly', 'off'] as const;
export type MailMode = (typeof MAIL_MODES)[number];

/** The kinds the weekly digest may carry: new matches. They go to it unless the user chooses otherwise. */
export const DIGEST_KINDS = [
  'new_opportunity',
  'screened_match',
] as const satisfies readonly NotificationKind[];
export type DigestKind = (typeof DIGEST_KINDS)[number];

export const isDigestKind = (kind: NotificationKind): kind is DigestKind =>
  (DIGEST_KINDS as readonly string[]).includes(kind);

/** A kind's mail when its user chose nothing: the weekly digest for new matches, else at once. */
export const defaultMailMode = (kind: NotificationKind): Exclude<MailMode, 'off'> =>
  isDigestKind(kind) ? 'weekly' : 'immediate';

/** The most screened opportunities one notice names (its count says how many there were). */
export const SCREENED_MATCH_NOTICE_ITEMS = 20;

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
  /** How many screened opportunities newly meet the criteria (screened_match notices). */
  count: z.number().int().nullable(),
  isRead: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsResponseSchema = z.object({
  unread: z.number().int(),
  items: z.array(notificationSchema),
});
export type NotificationsResponse = z.infer<typeof notificationsResponseSchema>;

const modeSchema = (kind: NotificationKind) =>
  isDigestKind(kind)
    ? z.enum(MAIL_MODES, { error: 'investors.validation.mailModeUnknown' })
    : z.enum(['immediate', 'off'], { error: 'investors.validation.mailModeNoDigest' });

/**
 * GET and PUT /api/account/notification-preferences: which kinds of e-mail the user gets (`email`: on or
 * off) and how (`mail`: at once, in the weekly digest — new matches only — or off; decision 041).
 */
export const notificationPreferencesSchema = z.object({
  email: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.boolean()])) as Record<
      NotificationKind,
      z.ZodBoolean
    >,
  ),
  mail: z.object(
    Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, z.enum(MAIL_MODES)])) as Record<
      NotificationKind,
      z.ZodEnum<{ immediate: 'immediate'; weekly: 'weekly'; off: 'off' }>
    >,
  ),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/**
 * PUT /api/account/notification-preferences: the kinds to change. A kind left out keeps its setting, so
 * a client written before a kind existed (or a form showing some kinds) does not fail or reset others.
 * `mail` says how; `email` (on/off) is kept for older clients: turning a kind on restores its mode. A
 * kind in both takes `mail`'s. The weekly digest is for new matches: another kind's `weekly` is refused
 * (400 naming `mail.<kind>`), as any unknown mode.
 */
export const notificationPreferencesUpdateSchema = z.object({
  email: notificationPreferencesSchema.shape.email.partial().optional(),
  mail: z
    .object(
      // Each kind's own modes are checked (modeSchema); typed as any mode, as the answer is.
      Object.fromEntries(NOTIFICATION_KINDS.map((kind) => [kind, modeSchema(kind)])) as unknown as Record<
        NotificationKind,
        z.ZodType<MailMode>
      >,
    )
    .partial()
    .optional(),
});
export type NotificationPreferencesUpdate = z.infer<typeof notificationPreferencesUpdateSchema>;

/** POST /api/notifications/unsubscribe: the signed token of a mail's one-click link. */
export const unsubscribeRequestSchema = z.object({ token: z.string().min(10).max(300) });
export const unsubscribeResponseSchema = z.object({ kind: z.enum(NOTIFICATION_KINDS) });
