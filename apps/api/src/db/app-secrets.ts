import { randomBytes } from 'node:crypto';
import type { Clock } from '../infra/clock.js';
import type { Db } from './database.js';

/**
 * A random 32-byte secret kept in app_settings under `setting`, as hex: made by the first process that
 * asks (a conflicting insert does nothing), then the same for every process and every restart.
 */
export const ensureAppSecret = async (db: Db, clock: Clock, setting: string): Promise<string> => {
  await db
    .insertInto('app_settings')
    .values({ key: setting, value: randomBytes(32).toString('hex'), updated_at: clock.now().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_settings')
    .select('value')
    .where('key', '=', setting)
    .executeTakeFirstOrThrow();
  return row.value;
};

/**
 * The secret under `setting` as bytes, read (or made) on first use and then kept per database; a read
 * that fails is tried again on the next use. For HMAC keys asked for on every request.
 */
export const cachedAppSecret = (setting: string) => {
  const keys = new WeakMap<Db, Promise<Buffer>>();
  return (db: Db, clock: Clock): Promise<Buffer> => {
    let key = keys.get(db);
    if (!key) {
      key = ensureAppSecret(db, clock, setting).then((hex) => Buffer.from(hex, 'hex'));
      key.catch(() => keys.delete(db));
      keys.set(db, key);
    }
    return key;
  };
};
