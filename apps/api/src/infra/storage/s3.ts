import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { assertKey, assertPrefix, proxiedUrl, type Storage } from './storage.js';

export type S3Settings = {
  /** The service's address (`http://127.0.0.1:9000`, `https://s3.eu-west-1.amazonaws.com` …). */
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
};

const isMissing = (error: unknown): boolean =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404));

/**
 * An S3-compatible bucket (AWS S3, MinIO, Ceph, R2 …) through the AWS SDK, with path-style addressing
 * (`<endpoint>/<bucket>/<key>`), which every such service answers and which needs no DNS per bucket.
 * Checksums are sent only where S3 requires them, as several S3-compatible servers do not know the SDK's
 * newer default ones.
 */
export const createS3Storage = (settings: S3Settings): Storage => {
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: true,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;

  const put: Storage['put'] = async (key, body, contentType) => {
    // PutObject needs the length up front; uploads are small (10 MB at most), so a stream is read first.
    const bytes = Buffer.isBuffer(body) ? body : await buffer(body);
    await client.send(
      new PutObjectCommand({ Bucket, Key: assertKey(key), Body: bytes, ContentType: contentType }),
    );
  };

  const get: Storage['get'] = async (key) => {
    try {
      const answer = await client.send(new GetObjectCommand({ Bucket, Key: assertKey(key) }));
      if (!answer.Body) return null;
      return {
        body: answer.Body instanceof Readable ? answer.Body : Readable.from([]),
        size: answer.ContentLength ?? 0,
        contentType: answer.ContentType ?? 'application/octet-stream',
      };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };

  const remove: Storage['delete'] = async (key) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: assertKey(key) }));
  };

  const deletePrefix: Storage['deletePrefix'] = async (prefix) => {
    assertPrefix(prefix);
    let deleted = 0;
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: prefix, ContinuationToken: token, MaxKeys: 1000 }),
      );
      const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
      if (keys.length > 0) {
        await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys, Quiet: true } }));
        deleted += keys.length;
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return deleted;
  };

  return { put, get, delete: remove, deletePrefix, url: proxiedUrl };
};
