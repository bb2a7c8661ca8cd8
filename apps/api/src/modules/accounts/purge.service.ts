import type { Db } from '../../db/database.js';
import type { Clock } from '../../infra/clock.js';
import { DAY_MS } from '../../infra/clock.js';
import { isValidKey, type Storage } from '../../infra/storage/storage.js';
import { recordAudit } from '../../lib/audit.js';
import { deleteAuditEventsOf } from '../../lib/audit.repository.js';
import { rateLimitKey } from '../../lib/rate-limits.js';
import {
  deleteRateLimits,
  deleteRateLimitsBefore,
  deleteRateLimitsStartingWith,
} from '../../lib/rate-limits.repository.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { userStoragePrefix } from './account-rules.js';
import { deleteCodesTo, deleteDeadCodes } from './codes.repository.js';
import { RATE_LIMITS, SIGN_IN_ACCOUNT_PREFIX } from './rate-limits.js';
import { deleteDueUser, listDueUsers } from './users.repository.js';

type PurgeLog = {
  info: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
};

const BATCH = 200;

/** Deletes one due user and their rows in one transaction; false when another process was first. */
const purgeUser = async (db: Db, clock: Clock, user: { id: string; email: string }, nowIso: string) =>
  db.transaction().execute(async (trx) => {
    // Sessions and codes sent for the user go with the row (ON DELETE CASCADE).
    if (!(await deleteDueUser(trx, user.id, nowIso))) return false;
    await deleteCodesTo(trx, user.email);
    const keys = [{ prefix: SIGN_IN_ACCOUNT_PREFIX }, RATE_LIMITS.codeSendAddress].map((rule) =>
      rateLimitKey(rule, user.email),
    );
    await deleteRateLimits(trx, [...keys, rateLimitKey(RATE_LIMITS.passwordCheckUser, user.id)]);
    // The email's sign-in sources ('signin:source:<email> <ip>'), matched without LIKE's wildcards.
    const sources = rateLimitKey(RATE_LIMITS.signInSource, `${user.email} `);
    await deleteRateLimitsStartingWith(trx, sources);
    await deleteAuditEventsOf(trx, user.id);
    await recordAudit(trx, clock, 'account_purged', user.id, { ip: null, userAgent: null });
    return true;
  });

/** Removes a purged user's files through the storage: everything under their prefix, and a cover photo's key. */
const removeUserFiles = async (storage: Storage, user: { id: string; cover_photo: string | null }) => {
  await storage.deletePrefix(userStoragePrefix(user.id));
  if (user.cover_photo && isValidKey(user.cover_photo)) await storage.delete(user.cover_photo);
};

/**
 * The purge job (DESIGN §5): deletes every account closed more than 30 days ago, with its rows and
 * files, one user per transaction guarded by `purge_after <= now`, so several processes may run it at
 * once and each user is purged (and audited) exactly once. Also drops dead codes and old rate-limit
 * windows. Returns how many accounts this run purged.
 */
export const purgeClosedAccounts = async (
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'storage'> & { log?: PurgeLog },
): Promise<number> => {
  const now = ctx.clock.now();
  const nowIso = now.toISOString();
  let purged = 0;
  for (;;) {
    const due = await listDueUsers(ctx.db, nowIso, BATCH);
    let progressed = false;
    for (const user of due) {
      try {
        if (!(await purgeUser(ctx.db, ctx.clock, user, nowIso))) continue;
        progressed = true;
        purged += 1;
        await removeUserFiles(ctx.storage, user);
      } catch (error) {
        ctx.log?.error({ err: error, userId: user.id }, 'could not purge a closed account');
      }
    }
    if (due.length < BATCH || !progressed) break;
  }
  await deleteDeadCodes(ctx.db, nowIso);
  await deleteRateLimitsBefore(ctx.db, new Date(now.getTime() - DAY_MS).toISOString());
  if (purged > 0) ctx.log?.info({ purged }, 'purged closed accounts');
  return purged;
};
