import type { Algorithm } from '@node-rs/argon2';
import { loadOnUse } from '../../infra/load-on-use.js';

/** The hash's native library, loaded with the first password hashed or checked (infra/load-on-use.ts). */
const loadArgon2 = loadOnUse(() => import('@node-rs/argon2'));

/**
 * Argon2id with OWASP's baseline (19 MiB, 2 passes, 1 lane). `npm run bench:argon2` measures one hash
 * on the machine (README, Accounts); keep it well under a second so sign-in stays quick.
 * `Algorithm` is an ambient const enum, which isolatedModules cannot inline: 2 is Argon2id.
 */
export const ARGON2_OPTIONS = {
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export const hashPassword = async (password: string): Promise<string> =>
  (await loadArgon2()).hash(password, ARGON2_OPTIONS);

let dummyHash: Promise<string> | undefined;

/**
 * True when `password` matches `storedHash`. With no stored hash (unknown email) it still spends one
 * verification, so answer times do not tell which addresses have accounts.
 */
export const verifyPassword = async (storedHash: string | null, password: string): Promise<boolean> => {
  dummyHash ??= hashPassword('timing-equaliser-not-a-password');
  const target = storedHash ?? (await dummyHash);
  const { verify } = await loadArgon2();
  try {
    const matches = await verify(target, password);
    return storedHash !== null && matches;
  } catch {
    // A malformed stored hash (an imported account without a password) never matches.
    return false;
  }
};
