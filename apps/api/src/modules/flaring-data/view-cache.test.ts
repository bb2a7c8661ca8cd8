import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { bumpDataVersion } from './data-version.js';
import { asciiJson, createViewCache } from './view-cache.js';

/** What a reply received: its headers and body. */
const fakeReply = (acceptEncoding?: string) => {
  const sent: { headers: Record<string, string>; body?: Buffer } = { headers: {} };
  const reply = {
    request: { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} },
    header: (name: string, value: string) => {
      sent.headers[name] = value;
      return reply;
    },
    type: () => reply,
    send: (body: Buffer) => {
      sent.body = body;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, sent };
};

describe('view cache', () => {
  let t: TestApp;
  let clockMs = 0;
  let computed = 0;
  let cache: ReturnType<typeof createViewCache>;

  const serve = async (acceptEncoding?: string, key = '/view') => {
    const { reply, sent } = fakeReply(acceptEncoding);
    await cache(reply, key, z.object({ n: z.number(), padding: z.string() }), () => {
      computed += 1;
      // Long enough to be worth compressing.
      return Promise.resolve({ n: computed, padding: 'flare '.repeat(400) });
    });
    return { etag: sent.headers.etag, encoding: sent.headers['content-encoding'], body: sent.body };
  };

  /** Another process's import: it writes the version in the database, without this process knowing. */
  const writeVersionElsewhere = (value: string) =>
    sql`update app_settings set value = ${value} where key = 'flaring_data_version'`.execute(t.db);

  beforeAll(async () => {
    t = await buildTestApp();
    await bumpDataVersion(t.db, { value: 'v1', now: t.clock.now().toISOString() });
    cache = createViewCache(t.db, { versionTtlMs: 1000, monotonicNow: () => clockMs });
  });
  afterAll(() => t.close());

  it('computes a view once per data version and answers with the same body and ETag', async () => {
    const first = await serve();
    const second = await serve();
    expect(computed).toBe(1);
    expect(second).toEqual(first);
    expect(first.etag).toMatch(/^W\/"[\w-]+"$/);
    expect(first.encoding).toBeUndefined();
  });

  it('sends brotli or gzip to clients that accept them, compressed once, with the same ETag', async () => {
    const plain = await serve();
    const br = await serve('gzip, deflate, br');
    const gzip = await serve('gzip;q=1, br;q=0');
    const identity = await serve('identity');
    expect(br.encoding).toBe('br');
    expect(brotliDecompressSync(br.body!).equals(plain.body!)).toBe(true);
    expect(br.body!.length).toBeLessThan(plain.body!.length / 10);
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body!).equals(plain.body!)).toBe(true);
    expect(identity.encoding).toBeUndefined();
    expect(new Set([plain.etag, br.etag, gzip.etag, identity.etag]).size).toBe(1);
    // The second brotli answer is the stored one, not compressed again.
    expect((await serve('br')).body).toBe(br.body);
  });

  it('sees another process’s change within a second, and this process’s own at once', async () => {
    const before = await serve();
    await writeVersionElsewhere('v2-elsewhere');
    clockMs += 500;
    expect(await serve()).toEqual(before);
    clockMs += 600;
    const afterTtl = await serve();
    expect(afterTtl.body).not.toBe(before.body);
    expect(afterTtl.etag).not.toBe(before.etag);

    await bumpDataVersion(t.db, { value: 'v3-here', now: t.clock.now().toISOString() });
    const local = await serve();
    expect(local.body).not.toBe(afterTtl.body);
  });

  it('keeps a view as ASCII bytes that parse back to the same names, accents and all', async () => {
    const { reply, sent } = fakeReply();
    const view = { name: 'Neuquén', operator: 'Petróleos de Venezuela', note: '“Añelo” — ©' };
    await cache(
      reply,
      '/accents',
      z.object({ name: z.string(), operator: z.string(), note: z.string() }),
      () => Promise.resolve(view),
    );
    expect([...sent.body!].every((byte) => byte < 0x80)).toBe(true);
    expect(sent.body!.toString()).toContain('Neuqu\\u00e9n');
    expect(JSON.parse(sent.body!.toString())).toEqual(view);
  });
});

describe('asciiJson', () => {
  it('writes the same JSON value in ASCII only, outside the BMP as two escaped surrogates', () => {
    const value = { flare: 'Loma Campana 🔥', line: 'a\u2028b', plain: 'YPF S.A.', n: [1.5, null, true] };
    const text = asciiJson(value);
    expect(text).toMatch(/^[\x20-\x7e]*$/);
    expect(text).toContain('\\ud83d\\udd25');
    expect(JSON.parse(text)).toEqual(value);
    // ASCII text is written as it is.
    expect(asciiJson({ plain: 'YPF S.A.', n: 1 })).toBe(JSON.stringify({ plain: 'YPF S.A.', n: 1 }));
  });
});
