import { hash, randomBytes } from 'node:crypto';
import { userStoragePrefix } from '../accounts/index.js';

/**
 * `users/<id>/cover/<random>-<content hash>-<variant>.webp`: unguessable, and new whenever the picture is.
 * The random part is hex: a storage key segment starts with a letter or digit, and base64url would start
 * with '-' or '_' once in 32 keys (which the storage refuses).
 */
export const coverKey = (userId: string, bytes: Buffer, variant: 'banner' | 'small') =>
  `${userStoragePrefix(userId)}cover/${randomBytes(9).toString('hex')}-${hash('sha256', bytes, 'hex').slice(0, 16)}-${variant}.webp`;
