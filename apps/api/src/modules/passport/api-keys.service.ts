import { hash, randomBytes, randomUUID } from 'node:crypto';
import {
  API_KEY_DEFAULT_EXPIRY_DAYS,
  MAX_API_KEYS,
  type ApiKey,
  type ApiKeyExpiry,
  type ApiKeyCreated,
  type ApiKeyList,
} from '@flarescope/shared';
import type { AppContext } from '../../context.js';
import { lockWithin } from '../../db/races.js';
import { AppError } from '../../errors.js';
import { DAY_MS } from '../../infra/clock.js';
import { canExport } from '../access/index.js';
import { openAccountOf } from '../accounts/index.js';
import { recordAudit } from '../../lib/audit.js';
import { consumeRateLimit, type RateLimitRule } from '../../lib/rate-limits.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { toSessionUser } from '../session/index.js';
import * as repo from './api-keys.repository.js';
import type { SignedInUser } from '../../lib/signed-in-user.js';

/** A request's context and the database's dialect (a key's owner is locked on PostgreSQL). */
type ApiKeysContext = ServiceContext & Pick<AppContext, 'dialect'>;

/** The signed-in user acting (the requirePremium guard resolved it), or `unauthenticated`. */
const signedIn = (ctx: Pick<ServiceContext, 'actor'>): SignedInUser => {
  if (!ctx.actor) throw new AppError('unauthenticated');
  return ctx.actor;
};

/** `fsk_` and 32 random bytes in base64url (43 characters): 256 bits, like a session token. */
const KEY_PATTERN = /^fsk_[A-Za-z0-9_-]{43}$/;
const PREFIX_LENGTH = 12;

/** Requests per key (README): a program reading the API, not a crawler. */
export const API_KEY_RATE_LIMIT: RateLimitRule = { prefix: 'apikey', limit: 120, windowSeconds: 60 };

/** SHA-256 of the key: 256 random bits need no slow hash (as session tokens). */
const hashKey = (key: string): string => hash('sha256', key, 'hex');

/** A key as its owner's list shows it; `expired` by the server's clock. */
const toApiKey = (
  row: {
    id: string;
    name: string;
    prefix: string;
    created_at: string;
    last_used_at: string | null;
    expires_at: string | null;
  },
  nowIso: string,
): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  createdAt: row.created_at,
  lastUsedAt: row.last_used_at,
  expiresAt: row.expires_at,
  expired: row.expires_at !== null && row.expires_at <= nowIso,
});

/**
 * Creates a key for a user with premium access, which stops working `expiresInDays` after now (a year by
 * default; null: never); its secret is in this answer only. The count and the insert are one transaction,
 * the owner's row locked on PostgreSQL, so keys made at once cannot pass the limit together.
 */
export const createApiKey = async (
  ctx: ApiKeysContext,
  input: { name: string; expiresInDays?: ApiKeyExpiry | undefined },
): Promise<ApiKeyCreated> => {
  const user = signedIn(ctx);
  if (!canExport(user)) throw new AppError('no_premium_access');
  const secret = `fsk_${randomBytes(32).toString('base64url')}`;
  const now = ctx.clock.now();
  const days = input.expiresInDays ?? API_KEY_DEFAULT_EXPIRY_DAYS;
  const row = {
    id: randomUUID(),
    name: input.name,
    prefix: secret.slice(0, PREFIX_LENGTH),
    created_at: now.toISOString(),
    last_used_at: null,
    expires_at: days === 'never' ? null : new Date(now.getTime() + days * DAY_MS).toISOString(),
  };
  await ctx.db.transaction().execute(async (trx) => {
    // One key creation of a user at a time (PostgreSQL; SQLite's write transactions take turns).
    if (ctx.dialect === 'postgres') await lockWithin(trx, `api-keys:${user.id}`);
    if ((await repo.countLiveKeys(trx, user.id)) >= MAX_API_KEYS) throw new AppError('api_key_limit');
    await repo.insertApiKey(trx, {
      id: row.id,
      userId: user.id,
      name: row.name,
      prefix: row.prefix,
      keyHash: hashKey(secret),
      now: row.created_at,
      expiresAt: row.expires_at,
    });
    // On record with the lifetime chosen: a key that never expires is a decision someone made.
    await recordAudit(trx, ctx.clock, 'api_key_created', user.id, ctx.meta, {
      actorId: user.id,
      details: { key: row.prefix, name: row.name, expiresInDays: days },
    });
  });
  return { key: toApiKey(row, row.created_at), secret };
};

export const listApiKeys = async (ctx: ServiceContext): Promise<ApiKeyList> => {
  const user = signedIn(ctx);
  const nowIso = ctx.clock.now().toISOString();
  return { items: (await repo.listLiveKeys(ctx.db, user.id)).map((row) => toApiKey(row, nowIso)) };
};

/** Revokes one of the user's keys; another user's key, or one already revoked, is `not_found`. */
export const revokeApiKey = async (ctx: ServiceContext, { keyId }: { keyId: string }): Promise<void> => {
  const user = signedIn(ctx);
  if (!(await repo.revokeKey(ctx.db, user.id, keyId, ctx.clock.now().toISOString()))) {
    throw new AppError('not_found');
  }
};

/**
 * The user an `x-api-key` stands for, with their access, or `api_key_invalid` (401) when the key is
 * malformed, unknown, revoked, its account closed, or its owner no longer has premium access, and
 * `api_key_expired` (401, with `expiredAt`) past its expiry. Counted against the key's rate limit (a
 * malformed key is refused before any query). Which routes take a key at all is plugins/api-key-routes.ts's.
 */
export const authenticateApiKey = async (
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  { key }: { key: string },
): Promise<SignedInUser> => {
  if (!KEY_PATTERN.test(key)) throw new AppError('api_key_invalid');
  const keyHash = hashKey(key);
  const live = await repo.findLiveKey(ctx.db, keyHash);
  // The owner, open, with the grants the session lookup gives: asked of accounts (issue 36, item 2).
  const owner = live ? await openAccountOf(ctx, { id: live.userId }) : null;
  if (!live || !owner) throw new AppError('api_key_invalid');
  const row = { ...live, ...owner };
  const now = ctx.clock.now();
  if (row.expiresAt !== null && row.expiresAt <= now.toISOString()) {
    throw new AppError('api_key_expired', { details: { expiredAt: row.expiresAt } });
  }
  const user: SignedInUser = Object.freeze({ ...toSessionUser(row), sessionId: '', apiKeyId: row.keyId });
  if (!canExport(user)) throw new AppError('api_key_invalid');
  await consumeRateLimit(ctx.db, ctx.clock, API_KEY_RATE_LIMIT, row.keyId);
  await repo.touchKey(ctx.db, row.keyId, now.toISOString(), new Date(now.getTime() - 60_000).toISOString());
  return user;
};
