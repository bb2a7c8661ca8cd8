import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, assertPrefix, isValidKey, proxiedUrl, type Storage } from './storage.js';

/** Metadata (the content type) beside the files, under a folder no key can name (keys never start with '.'). */
const META_DIR = '.meta';
/** Files are written here first and renamed into place, so a reader never sees half a file. */
const TEMP_DIR = '.tmp';

/**
 * Files in a folder (STORAGE_DIR): `<dir>/<key>`, with `<dir>/.meta/<key>.json` holding the content type.
 * Keys are validated (storage.ts) and the resolved path is checked to stay inside the folder.
 */
export const createLocalStorage = (dir: string): Storage => {
  const root = path.resolve(dir);
  const inside = (...parts: string[]) => {
    const file = path.resolve(root, ...parts);
    if (!file.startsWith(root + path.sep)) throw new Error('storage: path outside the folder');
    return file;
  };
  const fileOf = (key: string) => inside(assertKey(key));
  const metaOf = (key: string) => inside(META_DIR, `${assertKey(key)}.json`);

  const put: Storage['put'] = async (key, body, contentType) => {
    const file = fileOf(key);
    const meta = metaOf(key);
    const temp = inside(TEMP_DIR, randomUUID());
    await fsp.mkdir(path.dirname(temp), { recursive: true });
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(temp));
      await fsp.mkdir(path.dirname(file), { recursive: true });
      await fsp.mkdir(path.dirname(meta), { recursive: true });
      await fsp.writeFile(meta, JSON.stringify({ contentType }));
      await fsp.rename(temp, file);
    } finally {
      await fsp.rm(temp, { force: true });
    }
  };

  const get: Storage['get'] = async (key) => {
    const file = fileOf(key);
    let handle: fsp.FileHandle;
    try {
      handle = await fsp.open(file, 'r');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
    const stat = await handle.stat();
    if (!stat.isFile()) {
      await handle.close();
      return null;
    }
    let contentType = 'application/octet-stream';
    try {
      contentType = (JSON.parse(await fsp.readFile(metaOf(key), 'utf8')) as { contentType: string })
        .contentType;
    } catch {
      // No metadata (a file put there by hand): served as bytes.
    }
    return { body: handle.createReadStream({ autoClose: true }), size: stat.size, contentType };
  };

  const remove: Storage['delete'] = async (key) => {
    await fsp.rm(fileOf(key), { force: true });
    await fsp.rm(metaOf(key), { force: true });
  };

  /** Every stored key under the absolute folder `folder` (the metadata and temporary folders left out). */
  const keysUnder = async (folder: string): Promise<string[]> => {
    const entries = await fsp
      .readdir(folder, { recursive: true, withFileTypes: true })
      .catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return [];
        throw error;
      });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
      .filter((key) => isValidKey(key));
  };

  const deletePrefix: Storage['deletePrefix'] = async (prefix) => {
    assertPrefix(prefix);
    // Only the prefix's folder (the part up to its last '/') is read, not the whole store.
    const folder = prefix.includes('/') ? inside(prefix.slice(0, prefix.lastIndexOf('/'))) : root;
    const matching = (await keysUnder(folder)).filter((key) => key.startsWith(prefix));
    for (const key of matching) await remove(key);
    if (prefix.endsWith('/')) {
      await fsp.rm(inside(prefix), { recursive: true, force: true });
      await fsp.rm(inside(META_DIR, prefix), { recursive: true, force: true });
    }
    return matching.length;
  };

  return { put, get, delete: remove, deletePrefix, url: proxiedUrl };
};
