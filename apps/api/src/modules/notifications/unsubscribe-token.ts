import { createHmac, timingSafeEqual } from 'node:crypto';
import { NOTIFICATION_KINDS, type NotificationKind } from '@flarescope/shared';
import { cachedAppSecret } from '../../db/app-secrets.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../infra/clock.js';

/**
 * The one-click unsubscribe links of notice e-mails: `<user id>.<kind>.<HMAC>`, signed with a key made
 * once and kept in app_settings (every process shares it), so a link turns off one kind of e-mail for
 * one user without signing in, and cannot be changed into another user's or kind's.
 */
const KEY_SETTING = 'unsubscribe_link_key';

const linkKey = cachedAppSecret(KEY_SETTING);

const macOf = (key: Buffer, userId: string, kind: string) =>
  createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest('base64url');

export const signUnsubscribeToken = async (
  db: Db,
  clock: Clock,
  userId: string,
  kind: NotificationKind,
): Promise<string> => `${userId}.${kind}.${macOf(await linkKey(db, clock), userId, kind)}`;

/** The user and kind a token names, or null when it is not one we signed. */
export const verifyUnsubscribeToken = async (
  db: Db,
  clock: Clock,
  token: string,
): Promise<{ userId: string; kind: NotificationKind } | null> => {
  const [userId, kind, mac, ...rest] = token.split('.');
  if (!userId || !kind || !mac || rest.length > 0) return null;
  if (!(NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null;
  const expected = Buffer.from(macOf(await linkKey(db, clock), userId, kind));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, kind: kind as NotificationKind };
};
