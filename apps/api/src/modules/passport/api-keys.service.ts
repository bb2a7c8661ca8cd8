import { hash, randomBytes, randomUUID } from 'node:crypto';
import { MAX_API_KEYS, type ApiKeyCreated, type ApiKeyList } from '@flarescope/shared';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import type { RequestUser } from '../../plugins/auth.js';
import { canExport } from '../access/policies.js';
import { consumeRateLimit, type RateLimitRule } from '../accounts/rate-limits.js';
import { toSessionUser } from '../session/session.service.js';
import * as repo from './api-keys.repository.js';

type Deps = Pick<AppContext, 'db' | 'clock'>;

/** `fsk_` and 32 random bytes in base64url (43 characters): 256 bits, like a session token. */
const KEY_PATTERN = /^fsk_[A-Za-z0-9_-]{43}$/;
const PREFIX_LENGTH = 12;

/** Requests per key (README): a program reading the API, not a crawler. */
export const API_KEY_RATE_LIMIT: RateLimitRule = { prefix: 'apikey', limit: 120, windowSeconds: 60 };

/** SHA-256 of the key: 256 random bits need no slow hash (as session tokens). */
const hashKey = (key: string): string => hash('sha256', key, 'hex');

/** Creates a key for a user with premium access; its secret is in this answer only. */
export const createApiKey = async (deps: Deps, user: RequestUser, name: string): Promise<ApiKeyCreated> => {
  if (!canExport(user)) throw new AppError('no_premium_access');
  if ((await repo.countLiveKeys(deps.db, user.id)) >= MAX_API_KEYS) throw new AppError('api_key_limit');
  const secret = `fsk_${randomBytes(32).toString('base64url')}`;
  const now = deps.clock.now().toISOString();
  const id = randomUUID();
  const prefix = secret.slice(0, PREFIX_LENGTH);
  await repo.insertApiKey(deps.db, { id, userId: user.id, name, prefix, keyHash: hashKey(secret), now });
  return { key: { id, name, prefix, createdAt: now, lastUsedAt: null }, secret };
};

export const listApiKeys = async (deps: Deps, user: RequestUser): Promise<ApiKeyList> => ({
  items: (await repo.listLiveKeys(deps.db, user.id)).map((row) => ({
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
  })),
});

/** Revokes one of the user's keys; another user's key, or one already revoked, is `not_found`. */
export const revokeApiKey = async (deps: Deps, user: RequestUser, keyId: string): Promise<void> => {
  if (!(await repo.revokeKey(deps.db, user.id, keyId, deps.clock.now().toISOString()))) {
    throw new AppError('not_found');
  }
};

/**
 * The user an `x-api-key` stands for, with their access, or `api_key_invalid` (401) when the key is
 * malformed, unknown, revoked, its account closed, or its owner no longer has premium access. Counted
 * against the key's rate limit (a malformed key is refused before any query).
 */
export const authenticateApiKey = async (deps: Deps, key: string): Promise<RequestUser> => {
  if (!KEY_PATTERN.test(key)) throw new AppError('api_key_invalid');
  const keyHash = hashKey(key);
  const row = await repo.findKeyOwner(deps.db, keyHash);
  if (!row) throw new AppError('api_key_invalid');
  const user: RequestUser = Object.freeze({ ...toSessionUser(row), sessionId: '', apiKeyId: row.keyId });
  if (!canExport(user)) throw new AppError('api_key_invalid');
  await consumeRateLimit(deps.db, deps.clock, API_KEY_RATE_LIMIT, row.keyId);
  const now = deps.clock.now();
  await repo.touchKey(deps.db, row.keyId, now.toISOString(), new Date(now.getTime() - 60_000).toISOString());
  return user;
};
