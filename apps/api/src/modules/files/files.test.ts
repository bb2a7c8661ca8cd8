import { filesContract } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { startS3Server } from '../../testing/s3-server.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

type Setup = { env: Record<string, string>; close: () => Promise<void> };

const localFolder = async (): Promise<Setup> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-files-'));
  return { env: { STORAGE_DIR: dir }, close: async () => fs.rmSync(dir, { recursive: true, force: true }) };
};
const s3Bucket = async (): Promise<Setup> => startS3Server();

describe.each([
  ['STORAGE_DIR', localFolder],
  ['S3_*', s3Bucket],
])('GET /api/files/* with storage in %s', (_name, make) => {
  let t: TestApp;
  let setup: Setup;
  beforeAll(async () => {
    setup = await make();
    t = await buildTestApp(setup.env);
  });
  afterAll(async () => {
    await t.close();
    await setup.close();
  });

  it('serves a stored file with its type and a year-long immutable cache', async () => {
    await t.app.storage.put('users/u1/cover/k-abc.webp', Buffer.from('webp bytes'), 'image/webp');
    // By the URL the storage gives out, as an <img> asks for it.
    const response = await t.app.inject({
      method: 'GET',
      url: t.app.storage.url('users/u1/cover/k-abc.webp'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body).toBe('webp bytes');
  });

  it('answers not_found for a missing file and for a key that tries to leave the store', async () => {
    const missing = await client(t)
      .as(null)
      .call(filesContract.get, { params: { '*': 'users/u1/cover/none.webp' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.error().code).toBe('not_found');
    // Escaped dots and an empty key, on purpose: the client's encoding sends neither.
    for (const url of ['/api/files/users/%2e%2e/%2e%2e/etc/passwd', '/api/files/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('not_found');
    }
  });

  it('serves only profile pictures: a stored file outside users/<id>/cover/ is not found, even by its key', async () => {
    await t.app.storage.put(
      'projects/p1/dataroom/legal/k-nda.pdf',
      Buffer.from('%PDF-1.7'),
      'application/pdf',
    );
    await t.app.storage.put('users/u1/private.txt', Buffer.from('secret'), 'text/plain');
    for (const key of ['projects/p1/dataroom/legal/k-nda.pdf', 'users/u1/private.txt']) {
      const response = await client(t)
        .as(null)
        .call(filesContract.get, { params: { '*': key } });
      expect(response.statusCode).toBe(404);
      expect(response.error().code).toBe('not_found');
    }
  });
});
