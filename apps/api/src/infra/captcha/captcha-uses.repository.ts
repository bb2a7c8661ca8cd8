import type { Db } from '../../db/database.js';

/** captcha_uses: the ALTCHA signatures already spent, kept until their challenge expires. */

export const deleteExpiredCaptchaUses = async (db: Db, nowIso: string): Promise<void> => {
  await db.deleteFrom('captcha_uses').where('expires_at', '<', nowIso).execute();
};

/** Spends `signature`: true for the first use, false when it was spent before (here or in another process). */
export const spendCaptchaSignature = async (
  db: Db,
  signature: string,
  expiresAt: string,
): Promise<boolean> => {
  const inserted = await db
    .insertInto('captcha_uses')
    .values({ signature, expires_at: expiresAt })
    .onConflict((oc) => oc.column('signature').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1;
};
