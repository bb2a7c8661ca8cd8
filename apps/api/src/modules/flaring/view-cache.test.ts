import type { FastifyReply } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { bumpDataVersion } from '../imports/rollups.js';
import { createViewCache } from './view-cache.js';

/** What a reply received: the ETag header and the body. */
const fakeReply = () => {
  const sent: { etag?: string; body?: string } = {};
  const reply = {
    header: (name: string, value: string) => {
      if (name === 'etag') sent.etag = value;
      return reply;
    },
    type: () => reply,
    send: (body: string) => {
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

  const serve = async () => {
    const { reply, sent } = fakeReply();
    await cache(reply, '/view', z.object({ n: z.number() }), () => {
      computed += 1;
      return Promise.resolve({ n: computed });
    });
    return sent;
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
    expect(first.etag).toMatch(/^"[\w-]+"$/);
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
});
