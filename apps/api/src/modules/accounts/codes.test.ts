import type * as Crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import { authContract } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outboxCode } from '../../testing/accounts.js';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { readMailDir } from '../../testing/mail-message.js';

/**
 * The codes' random source: node's randomInt, unless a test queues the draws it needs (two codes drawn
 * alike, one time in a million, would leave nothing to tell the replaced code from its successor).
 */
const draws = vi.hoisted(() => ({ queued: [] as number[] }));
vi.mock('node:crypto', async (importOriginal) => {
  const real = await importOriginal<typeof Crypto>();
  const randomInt = ((min: number, max: number) =>
    draws.queued.shift() ?? real.randomInt(min, max)) as typeof real.randomInt;
  return { ...real, randomInt, default: { ...real, randomInt } };
});

const askCode = (t: TestApp, email: string) =>
  client(t)
    .as(null)
    .call(authContract.postSignupCode, { body: { email, captcha: 'token' } });
const verify = (t: TestApp, email: string, code: string) =>
  client(t).as(null).call(authContract.postSignupVerify, { body: { email, code } });
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('verification codes (sign-up codes, outbox mail)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ CAPTCHA_PROVIDER: 'none' });
  }, 30_000);
  afterAll(async () => t.close());

  it('writes one .eml per mail to the outbox, with a 6-digit code stored only as a hash', async () => {
    await askCode(t, 'outbox@example.com');
    const mails = readMailDir(t.outboxDir).filter((m) => m.to.includes('outbox@example.com'));
    expect(mails).toHaveLength(1);
    const code = await outboxCode(t, 'outbox@example.com');
    expect(code).toMatch(/^\d{6}$/);
    const rows = await t.db
      .selectFrom('verification_codes')
      .selectAll()
      .where('address', '=', 'outbox@example.com')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
  });

  it('says "Invalid code" for a wrong code and "expired or invalid" with no code at all', async () => {
    await askCode(t, 'wrong@example.com');
    const code = await outboxCode(t, 'wrong@example.com');
    const wrong = await verify(t, 'wrong@example.com', wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.error()).toEqual({ code: 'code_invalid', message: 'Invalid code' });
    const none = await verify(t, 'never-asked@example.com', '123456');
    expect(none.error()).toEqual({ code: 'code_expired', message: 'The code is expired or invalid.' });
    expect((await verify(t, 'wrong@example.com', code)).statusCode).toBe(200);
  });

  it('refuses a replayed code', async () => {
    await askCode(t, 'replay@example.com');
    const code = await outboxCode(t, 'replay@example.com');
    expect((await verify(t, 'replay@example.com', code)).statusCode).toBe(200);
    const replay = await verify(t, 'replay@example.com', code);
    expect(replay.statusCode).toBe(400);
    expect(replay.error().code).toBe('code_expired');
  });

  it('refuses a code after its 10 minutes', async () => {
    await askCode(t, 'late@example.com');
    const code = await outboxCode(t, 'late@example.com');
    t.clock.advance(10 * 60 * 1000 + 1000);
    const response = await verify(t, 'late@example.com', code);
    t.clock.advance(-(10 * 60 * 1000 + 1000));
    expect(response.error().code).toBe('code_expired');
  });

  it('allows 5 tries: the 6th is refused even when right', async () => {
    await askCode(t, 'tries@example.com');
    const code = await outboxCode(t, 'tries@example.com');
    for (let i = 0; i < 5; i++) {
      expect((await verify(t, 'tries@example.com', wrongCode(code))).error().code).toBe('code_invalid');
    }
    const sixth = await verify(t, 'tries@example.com', code);
    expect(sixth.statusCode).toBe(400);
    expect(sixth.error().code).toBe('code_expired');
  });

  it('counts a right code among the 5 tries (4 wrong, then right, works)', async () => {
    await askCode(t, 'fifth@example.com');
    const code = await outboxCode(t, 'fifth@example.com');
    for (let i = 0; i < 4; i++) await verify(t, 'fifth@example.com', wrongCode(code));
    expect((await verify(t, 'fifth@example.com', code)).statusCode).toBe(200);
  });

  it('blocks a resend for 60 seconds with the seconds left, then replaces the old code', async () => {
    // Distinct draws, however many of them the refused resend takes.
    draws.queued.push(111_111, 222_222, 333_333);
    await askCode(t, 'resend@example.com');
    const first = await outboxCode(t, 'resend@example.com');
    t.clock.advance(15_000);
    const early = await askCode(t, 'resend@example.com');
    expect(early.statusCode).toBe(429);
    expect(early.error()).toEqual({
      code: 'code_resend_wait',
      message: 'You have to wait {{seconds}} seconds for send another code.',
      details: { retryAfterSeconds: 45 },
    });
    expect(early.headers['retry-after']).toBe('45');
    t.clock.advance(45_000);
    expect((await askCode(t, 'resend@example.com')).statusCode).toBe(204);
    const second = await outboxCode(t, 'resend@example.com');
    const mails = readMailDir(t.outboxDir).filter((m) => m.to.includes('resend@example.com'));
    expect(mails).toHaveLength(2);
    draws.queued.length = 0;
    expect(second).not.toBe(first);
    expect((await verify(t, 'resend@example.com', first)).error().code).toBe('code_invalid');
    expect((await verify(t, 'resend@example.com', second)).statusCode).toBe(200);
  });

  it('refuses the 6th code to one address within an hour (rate_limited)', async () => {
    const email = 'many@example.com';
    for (let i = 0; i < 5; i++) {
      expect((await askCode(t, email)).statusCode).toBe(204);
      t.clock.advance(61_000);
    }
    const sixth = await askCode(t, email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.error().code).toBe('rate_limited');
    expect(sixth.error().details?.retryAfterSeconds).toBeGreaterThan(0);
    t.clock.advance(60 * 60 * 1000);
    expect((await askCode(t, email)).statusCode).toBe(204);
  });

  it('answers bad bodies with per-field errors', async () => {
    const cases: Array<[unknown, Record<string, string>]> = [
      [{ email: 'x@example.com', code: '12345' }, { code: 'validation.code_format' }],
      [{ email: 'x@example.com', code: 123456 }, { code: 'validation.required' }],
      [{ email: 'nope', code: '123456' }, { email: 'validation.email_format' }],
      [{}, { email: 'validation.required', code: 'validation.required' }],
    ];
    for (const [payload, fields] of cases) {
      // Bodies bad on purpose: what a client could send, not what the route types.
      const response = await client(t)
        .as(null)
        .call(authContract.postSignupVerify, { body: payload as never });
      expect(response.statusCode).toBe(400);
      expect(response.error().fields).toEqual(fields);
    }
  });
});

describe('when the mail cannot be sent', () => {
  let t: TestApp;
  let closedPort: number;
  beforeAll(async () => {
    // A port that was free a moment ago: connecting to it is refused.
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    closedPort = (probe.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    t = await buildTestApp({ CAPTCHA_PROVIDER: 'none', SMTP_URL: `smtp://127.0.0.1:${closedPort}` });
  }, 30_000);
  afterAll(async () => t.close());

  it('answers code_send_failed, keeps no code and lets the user retry at once', async () => {
    const first = await askCode(t, 'down@example.com');
    expect(first.statusCode).toBe(503);
    expect(first.error()).toEqual({
      code: 'code_send_failed',
      message: 'Error sending verification code, please try again later.',
    });
    expect(await t.db.selectFrom('verification_codes').selectAll().execute()).toEqual([]);
    const retry = await askCode(t, 'down@example.com');
    expect(retry.error().code).toBe('code_send_failed');
    expect(fs.readdirSync(t.outboxDir)).toEqual([]);
  });
});
