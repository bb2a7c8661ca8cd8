import net from 'node:net';
import { flaringContract } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../testing/build-test-app.js';
import { client } from '../testing/client.js';

/**
 * Issue 15, item 7: every answer from /api has the one error shape `{ error: { code, message } }`.
 * A bad percent-encoding answered Fastify's FST_ERR_BAD_URL echoing the URL; a path parameter over 100
 * characters a bare 414 (slugs may have 160); headers over 16 KB Node's bare 431; a request Node's HTTP
 * parser cannot read a bare 400.
 */
const expectShape = (body: string, code: string) => {
  const parsed = JSON.parse(body) as { error: { code: string; message: string } };
  expect(Object.keys(parsed)).toEqual(['error']);
  expect(parsed.error.code).toBe(code);
  expect(parsed.error.message).toEqual(expect.any(String));
  expect(body).not.toContain('FST_');
};

/** Sends raw bytes over TCP and reads the whole answer (the server closes the connection). */
const rawRequest = (port: number, request: string | Buffer): Promise<string> =>
  new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', (error) =>
      chunks.length ? resolve(Buffer.concat(chunks).toString('utf8')) : reject(error),
    );
    socket.write(request);
  });

const splitAnswer = (raw: string) => {
  const [head = '', body = ''] = raw.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), head, body };
};

describe('the one error shape, outside the routes too', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await buildTestApp();
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = Number(new URL(address).port);
  });
  afterAll(async () => t.close());

  it.each([
    '/api/flaring/countries/%E0%A4%A',
    '/api/flaring/countries/a%ZZb',
    '/api/flaring/countries/%ED%A0%80',
    '/api/imports/jobs/%',
  ])('a bad percent-encoding (%s) is a 400 that does not echo the URL', async (url) => {
    // A URL malformed on purpose, which the client's encoding could not send.
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expectShape(response.body, 'malformed_url');
    expect(response.body).not.toContain('%');
  });

  it('routes slugs of up to 160 characters, and answers longer ones in the shape', async () => {
    const country = (length: number) =>
      client(t)
        .as(null)
        .call(flaringContract.country, { params: { country: 'a'.repeat(length) } });
    const at160 = await country(160);
    expect(at160.statusCode).not.toBe(414);
    expectShape(at160.body, at160.statusCode === 404 ? 'not_found' : 'service_unavailable');
    const at161 = await country(161);
    expect(at161.statusCode).toBe(400);
    expectShape(at161.body, 'validation_failed');
    const huge = await country(5000);
    expect(huge.statusCode).toBe(414);
    expectShape(huge.body, 'uri_too_long');
  });

  it('answers headers over 16 KB with 431 in the shape', async () => {
    const raw = await rawRequest(
      port,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    const answer = splitAnswer(raw);
    expect(answer.status).toBe(431);
    expect(answer.head.toLowerCase()).toContain('content-type: application/json');
    expectShape(answer.body, 'headers_too_large');
  });

  it.each([
    ['a request line Node cannot parse', 'GARBAGE\r\n\r\n'],
    ['a bad header line', 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nBad Header\r\n\r\n'],
    [
      'a bad chunked body',
      'POST /api/session HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n',
    ],
  ])('answers %s with 400 in the shape', async (_name, request) => {
    const answer = splitAnswer(await rawRequest(port, request));
    expect(answer.status).toBe(400);
    expectShape(answer.body, 'malformed_body');
  });

  it('still answers a good request on a fresh connection', async () => {
    const answer = splitAnswer(
      await rawRequest(port, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n'),
    );
    expect(answer.status).toBe(200);
  });
});
