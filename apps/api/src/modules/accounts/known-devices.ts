import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cachedAppSecret } from '../../db/app-secrets.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../infra/clock.js';

/**
 * Devices that have signed in to an account (NIST 800-63B §5.2.2: the right password from such a device
 * is never refused by the sign-in throttles). A device is a random id in the HttpOnly cookie `device`,
 * path /api/auth, with one HMAC per account that signed in from it (the last MAX_ACCOUNTS): it cannot be
 * forged or moved to another account without the key, which is generated once and kept in app_settings
 * (shared by every process). Nothing is stored per device.
 */
export const DEVICE_COOKIE_NAME = 'device';
export const DEVICE_COOKIE_PATH = '/api/auth';
const KEY_SETTING = 'device_cookie_key';
const MAX_ACCOUNTS = 5;
const VERSION = 'v1';

/** The HMAC key: read (or created, once for all processes) on first use, then kept per database. */
const deviceKey = cachedAppSecret(KEY_SETTING);

const macOf = (key: Buffer, deviceId: string, userId: string): string =>
  createHmac('sha256', key).update(`${deviceId}:${userId}`).digest('base64url').slice(0, 22);

type DeviceCookie = { deviceId: string; macs: string[] };

/** `v1.<device id>.<mac>~<mac>…` (characters a cookie carries unescaped), or null when not one of ours. */
const parse = (value: string | undefined): DeviceCookie | null => {
  if (!value || value.length > 200) return null;
  const [version, deviceId, list, ...rest] = value.split('.');
  if (version !== VERSION || !deviceId || !list || rest.length > 0 || !/^[\w-]{22}$/.test(deviceId))
    return null;
  const macs = list.split('~').filter((mac) => /^[\w-]{22}$/.test(mac));
  return { deviceId, macs: macs.slice(0, MAX_ACCOUNTS) };
};

const includesMac = (macs: string[], expected: string): boolean => {
  const wanted = Buffer.from(expected);
  return macs.some((mac) => {
    const given = Buffer.from(mac);
    return given.length === wanted.length && timingSafeEqual(given, wanted);
  });
};

/** True when the cookie says this device has signed in to `userId` before. */
export const isKnownDevice = async (
  db: Db,
  clock: Clock,
  cookie: string | undefined,
  userId: string,
): Promise<boolean> => {
  const parsed = parse(cookie);
  if (!parsed) return false;
  return includesMac(parsed.macs, macOf(await deviceKey(db, clock), parsed.deviceId, userId));
};

/** The cookie value after `userId` signed in from this device: its device id, this account's MAC first. */
export const rememberDevice = async (
  db: Db,
  clock: Clock,
  cookie: string | undefined,
  userId: string,
): Promise<string> => {
  const parsed = parse(cookie) ?? { deviceId: randomBytes(16).toString('base64url'), macs: [] };
  const mac = macOf(await deviceKey(db, clock), parsed.deviceId, userId);
  const macs = [mac, ...parsed.macs.filter((other) => other !== mac)].slice(0, MAX_ACCOUNTS);
  return `${VERSION}.${parsed.deviceId}.${macs.join('~')}`;
};
