import { createHash } from 'node:crypto';

/**
 * A weak ETag of a body: weak because the same body goes out as identity, brotli or gzip bytes
 * (RFC 9110 §8.8.1). @fastify/etag answers a matching If-None-Match with 304. Used for the flaring
 * views and the HTML pages, each computed once per body and kept with it.
 */
export const weakEtagOf = (body: string | Buffer): string =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;
