import type { Readable } from 'node:stream';

/** A stored file read back: its bytes as a stream, with the size and type it was stored with. */
export type StoredFile = { body: Readable; size: number; contentType: string };

/**
 * Where uploaded files live (issue 14): a folder on this machine by default, an S3-compatible bucket by
 * configuration (several API processes). Keys are relative paths of safe segments (`users/<id>/cover/x.webp`);
 * every implementation refuses any other key (assertKey), so no key can reach outside its store.
 */
export type Storage = {
  /** Stores `body` under `key`, replacing what was there. */
  put: (key: string, body: Buffer | Readable, contentType: string) => Promise<void>;
  /** The file under `key`, or null when there is none. */
  get: (key: string) => Promise<StoredFile | null>;
  /** Deletes the file under `key`; nothing happens when there is none. */
  delete: (key: string) => Promise<void>;
  /** Deletes every file whose key starts with `prefix` (a folder: ends with '/'); returns how many. */
  deletePrefix: (prefix: string) => Promise<number>;
  /** Where a browser fetches the file: proxied through the API (GET /api/files/<key>). */
  url: (key: string) => string;
};

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;
const MAX_KEY_LENGTH = 512;

/** A key is 1–16 segments of letters, digits, '.', '_' and '-', none starting with a dot ('..' is refused). */
export const isValidKey = (key: string): boolean => {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) return false;
  const segments = key.split('/');
  return segments.length <= 16 && segments.every((segment) => SEGMENT.test(segment));
};

export const assertKey = (key: string): string => {
  if (!isValidKey(key)) throw new Error(`storage: invalid key ${JSON.stringify(key.slice(0, 80))}`);
  return key;
};

/** A prefix is a valid key, or a valid key followed by '/' (a folder). */
export const assertPrefix = (prefix: string): string => {
  const key = prefix.endsWith('/') ? prefix.slice(0, -1) : prefix;
  assertKey(key);
  return prefix;
};

/** The API route that serves stored files (modules/files). */
export const FILES_ROUTE_PREFIX = '/api/files/';

export const proxiedUrl = (key: string): string => `${FILES_ROUTE_PREFIX}${assertKey(key)}`;
