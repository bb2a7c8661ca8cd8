import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server } from '../../testing/s3-server.js';
import { createLocalStorage } from './local.js';
import { createS3Storage } from './s3.js';
import { isValidKey, type Storage } from './storage.js';

type Subject = { storage: Storage; close: () => Promise<void> };

const local = async (): Promise<Subject> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'flarescope-storage-'));
  return {
    storage: createLocalStorage(dir),
    close: async () => fs.rmSync(dir, { recursive: true, force: true }),
  };
};

const s3 = async (): Promise<Subject> => {
  const server = await startS3Server();
  return { storage: createS3Storage(server.settings), close: server.close };
};

const read = async (storage: Storage, key: string) => {
  const file = await storage.get(key);
  if (!file) return null;
  return { bytes: await buffer(file.body), size: file.size, contentType: file.contentType };
};

// One contract, both implementations: what the passport's uploads and the purge rely on.
describe.each([
  ['a local folder', local],
  ['an S3-compatible server (s3rver on 127.0.0.1)', s3],
])('storage in %s', (_name, make) => {
  let subject: Subject;
  let storage: Storage;
  beforeAll(async () => {
    subject = await make();
    storage = subject.storage;
  });
  afterAll(async () => subject.close());

  it('gives back what was put, as a stream with its size and content type', async () => {
    const bytes = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await storage.put('users/u1/cover/a.webp', bytes, 'image/webp');
    expect(await read(storage, 'users/u1/cover/a.webp')).toEqual({
      bytes,
      size: bytes.length,
      contentType: 'image/webp',
    });
  });

  it('takes a stream too, and replaces what was under the key', async () => {
    await storage.put('users/u1/notes.txt', Buffer.from('first'), 'text/plain');
    await storage.put(
      'users/u1/notes.txt',
      Readable.from([Buffer.from('sec'), Buffer.from('ond')]),
      'text/csv',
    );
    expect(await read(storage, 'users/u1/notes.txt')).toMatchObject({
      bytes: Buffer.from('second'),
      contentType: 'text/csv',
    });
  });

  it('answers null for a key with nothing under it, and deletes quietly', async () => {
    expect(await storage.get('users/nobody/cover/none.webp')).toBeNull();
    await storage.put('users/u2/x.jpg', Buffer.from('x'), 'image/jpeg');
    await storage.delete('users/u2/x.jpg');
    expect(await storage.get('users/u2/x.jpg')).toBeNull();
    await expect(storage.delete('users/u2/x.jpg')).resolves.toBeUndefined();
  });

  it("deletes by prefix: a user's folder goes, the user whose id starts alike stays", async () => {
    await storage.put('users/u3/cover/a.webp', Buffer.from('a'), 'image/webp');
    await storage.put('users/u3/cover/b.webp', Buffer.from('b'), 'image/webp');
    await storage.put('users/u3/avatar.png', Buffer.from('c'), 'image/png');
    await storage.put('users/u30/cover/a.webp', Buffer.from('keep'), 'image/webp');
    expect(await storage.deletePrefix('users/u3/')).toBe(3);
    expect(await storage.get('users/u3/cover/a.webp')).toBeNull();
    expect(await storage.get('users/u3/avatar.png')).toBeNull();
    expect((await read(storage, 'users/u30/cover/a.webp'))?.bytes.toString()).toBe('keep');
    expect(await storage.deletePrefix('users/u3/')).toBe(0);
  });

  it('deletes by a name prefix within a folder', async () => {
    await storage.put('users/u4/cover/old-1.webp', Buffer.from('1'), 'image/webp');
    await storage.put('users/u4/cover/old-2.webp', Buffer.from('2'), 'image/webp');
    await storage.put('users/u4/cover/new.webp', Buffer.from('3'), 'image/webp');
    expect(await storage.deletePrefix('users/u4/cover/old-')).toBe(2);
    expect(await storage.get('users/u4/cover/new.webp')).not.toBeNull();
  });

  it('refuses keys that could leave the store, and serves through the API', async () => {
    for (const key of [
      '../escape',
      'users/../../etc/passwd',
      '/abs',
      'a//b',
      '.meta/x',
      'a/./b',
      '',
      'a\\b',
    ]) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/invalid key/);
      await expect(storage.get(key)).rejects.toThrow(/invalid key/);
    }
    await expect(storage.deletePrefix('../')).rejects.toThrow(/invalid key/);
    expect(storage.url('users/u1/cover/a.webp')).toBe('/api/files/users/u1/cover/a.webp');
  });
});

describe('storage keys', () => {
  it('are relative paths of plain segments', () => {
    expect(isValidKey('users/3f2a/cover/k9-1a2b.webp')).toBe(true);
    expect(isValidKey('users/..')).toBe(false);
    expect(isValidKey('users/x y')).toBe(false);
    expect(isValidKey('a'.repeat(600))).toBe(false);
  });
});
