import { createHash, createHmac, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  RESEND_CODE_WAIT_SECONDS,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_TTL_MINUTES,
  type CodePurpose,
  type Locale,
  type VerifyCodeRequest,
} from '@flarescope/shared';
import { AppError } from '../../errors.js';
import type { ServiceContext } from '../../lib/service-context.js';
import { composeCodeMail } from './code-mail.js';
import * as repo from './codes.repository.js';
import { consumeRateLimit, refundRateLimit } from '../../lib/rate-limits.js';
import { RATE_LIMITS } from './rate-limits.js';

const MINUTE_MS = 60_000;

/**
 * Codes are stored as an HMAC keyed by their row id. A 6-digit code is guessable offline from any
 * hash, so the hash is not what protects it: the 10-minute life and the 5 tries are. Hashing keeps
 * live codes out of plain sight in backups and query logs.
 */
const hashCode = (rowId: string, code: string): string =>
  createHmac('sha256', rowId).update(code).digest('hex');

/** Tickets are 256 random bits; a plain SHA-256 is enough to store them. */
const hashTicket = (ticket: string): string => createHash('sha256').update(ticket).digest('hex');

/**
 * Mails a new 6-digit code for (purpose, address), replacing any earlier one. Refuses with
 * `code_resend_wait` (and the seconds left) within 60 s of the last code, with `rate_limited` past the
 * address's hourly budget (`codeSendAddress`), and with `code_send_failed` when the mail cannot be handed
 * over, in which case no code is kept (the user may retry at once). Only a code that goes out counts
 * against the address's budget: the new code and its count are one transaction, so a refused request
 * (resend wait, over budget) changes nothing, and a mail that fails gives its count back.
 */
export const sendCode = async (
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'mailer' | 'config'>,
  input: { purpose: CodePurpose; address: string; userId: string | null; language: Locale },
): Promise<void> => {
  const now = ctx.clock.now();
  const id = randomUUID();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const resendAfter = new Date(now.getTime() - RESEND_CODE_WAIT_SECONDS * 1000).toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    const isStored = await repo.replaceCode(
      trx,
      {
        id,
        purpose: input.purpose,
        address: input.address,
        userId: input.userId,
        codeHash: hashCode(id, code),
        createdAt: now.toISOString(),
        expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_MINUTES * MINUTE_MS).toISOString(),
      },
      resendAfter,
    );
    if (!isStored) {
      const previous = await repo.findCode(trx, input.purpose, input.address);
      const waitEnds = previous ? Date.parse(previous.created_at) + RESEND_CODE_WAIT_SECONDS * 1000 : 0;
      const retryAfterSeconds = Math.max(1, Math.ceil((waitEnds - now.getTime()) / 1000));
      throw new AppError('code_resend_wait', { details: { retryAfterSeconds } });
    }
    // Past the budget this throws, and the new code is rolled back with the count.
    await consumeRateLimit(trx, ctx.clock, RATE_LIMITS.codeSendAddress, input.address);
  });
  try {
    await ctx.mailer.send(
      composeCodeMail({
        purpose: input.purpose,
        to: input.address,
        code,
        language: input.language,
        publicUrl: ctx.config.publicUrl,
      }),
    );
  } catch (error) {
    await repo.deleteCode(ctx.db, id);
    await refundRateLimit(ctx.db, RATE_LIMITS.codeSendAddress, input.address);
    throw new AppError('code_send_failed', { cause: error });
  }
};

/**
 * Checks a code: `code_expired` when there is no live code (none, expired, already used, or out of
 * tries: the 6th try is refused even when right), `code_invalid` when it does not match. Each try
 * counts, atomically. Returns the code's row id. With `userId`, the code must have been sent for them.
 */
export const checkCode = async (
  { db, clock }: Pick<ServiceContext, 'db' | 'clock'>,
  input: { purpose: CodePurpose; address: string; code: string; userId?: string },
): Promise<string> => {
  const nowIso = clock.now().toISOString();
  const row = await repo.findCode(db, input.purpose, input.address);
  if (!row || (input.userId !== undefined && row.user_id !== input.userId)) {
    throw new AppError('code_expired');
  }
  if (!(await repo.countAttempt(db, row.id, VERIFICATION_CODE_MAX_TRIES, nowIso))) {
    throw new AppError('code_expired');
  }
  const expected = Buffer.from(row.code_hash, 'hex');
  const actual = Buffer.from(hashCode(row.id, input.code), 'hex');
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) {
    throw new AppError('code_invalid');
  }
  return row.id;
};

/** Turns a checked code into a single-use ticket valid `ttlMinutes`; a replayed code gets `code_expired`. */
export const issueTicket = async (
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  { codeId, ttlMinutes }: { codeId: string; ttlMinutes: number },
): Promise<string> => {
  const ticket = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.clock.now().getTime() + ttlMinutes * MINUTE_MS).toISOString();
  if (!(await repo.setTicket(ctx.db, codeId, hashTicket(ticket), expiresAt))) {
    throw new AppError('code_expired');
  }
  return ticket;
};

/** The address (and user) a live ticket proves, or `code_expired`. Does not use it up. */
export const findTicket = async (
  ctx: Pick<ServiceContext, 'db' | 'clock'>,
  { purpose, ticket }: { purpose: CodePurpose; ticket: string },
) => {
  const row = await repo.findLiveTicket(ctx.db, purpose, hashTicket(ticket), ctx.clock.now().toISOString());
  if (!row) throw new AppError('code_expired');
  return row;
};

/** Uses a ticket up; `code_expired` when another request already did. Call inside the change's transaction. */
export const consumeTicket = async (
  { db, clock }: Pick<ServiceContext, 'db' | 'clock'>,
  ticket: string,
): Promise<void> => {
  if (!(await repo.deleteTicket(db, hashTicket(ticket), clock.now().toISOString()))) {
    throw new AppError('code_expired');
  }
};

/**
 * Counts a code request against the per-IP budget, whatever becomes of it. The per-address budget counts
 * only the codes `sendCode` mails.
 */
export const limitCodeSending = async (ctx: Pick<ServiceContext, 'db' | 'clock' | 'meta'>) => {
  await consumeRateLimit(ctx.db, ctx.clock, RATE_LIMITS.codeSendIp, ctx.meta.ip ?? 'unknown');
};

/**
 * Checks a mailed code and answers a ticket valid `ttlMinutes` (for sign-up or password reset). A
 * building block of the password reset too, hence the part of the context it uses.
 */
export const verifyCodeForTicket = async (
  ctx: Pick<ServiceContext, 'db' | 'clock' | 'meta'>,
  {
    purpose,
    ttlMinutes,
    ...input
  }: VerifyCodeRequest & { purpose: 'signup' | 'password_reset'; ttlMinutes: number },
): Promise<{ ticket: string }> => {
  await consumeRateLimit(ctx.db, ctx.clock, RATE_LIMITS.codeVerifyIp, ctx.meta.ip ?? 'unknown');
  const codeId = await checkCode(ctx, { purpose, address: input.email, code: input.code });
  return { ticket: await issueTicket(ctx, { codeId, ttlMinutes }) };
};
