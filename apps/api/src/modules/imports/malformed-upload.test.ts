import { PassThrough } from 'node:stream';
import { importsContract } from '@flarescope/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/build-test-app.js';
import { client } from '../../testing/client.js';
import { buildSignedInUser } from '../../testing/factories.js';

/**
 * Issue 15, items 2 and 3: a malformed multipart body (no boundary, a wrong one, a body cut short) was a
 * 500 with the parser's stack trace in the log; a file name or a form field with a NUL was a 500 on
 * PostgreSQL. Each is now a 400 in the one error shape, logged at most as one line without a stack.
 */
const BOUNDARY = '----flarescopeTestBoundary';
const CSV = 'country,company,flare_name,latitude,longitude,type\nARG,YPF S.A.,F1,-38.2,-68.8,upstream\n';

const part = (name: string, value: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
const filePart = (fileName: string, content: string) =>
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${content}\r\n`;
const whole = `${part('source', 'YPF S.A.')}${filePart('flares.csv', CSV)}--${BOUNDARY}--\r\n`;

describe('malformed uploads', () => {
  let t: TestApp;
  let admin: string;
  const log: string[] = [];

  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on('data', (chunk: Buffer) => log.push(...chunk.toString('utf8').split('\n').filter(Boolean)));
    t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: stream });
    admin = (await buildSignedInUser(t.db, t.clock, { role: 'admin' })).token;
  }, 30_000);
  afterAll(async () => t.close());

  // Malformed on purpose at the HTTP level: the bytes and the content type are sent as they are.
  const upload = (contentType: string, payload: string | Buffer) =>
    client(t).as(admin).call(importsContract.post, {}, { raw: { payload, contentType } });

  it.each([
    ['no boundary', 'multipart/form-data', whole],
    ['an empty boundary', 'multipart/form-data; boundary=', whole],
    ['a wrong boundary', 'multipart/form-data; boundary=somethingElse', whole],
    [
      'a body cut inside the file',
      `multipart/form-data; boundary=${BOUNDARY}`,
      whole.slice(0, whole.length - 60),
    ],
    ['a body cut inside a header', `multipart/form-data; boundary=${BOUNDARY}`, whole.slice(0, 30)],
    [
      'no closing boundary',
      `multipart/form-data; boundary=${BOUNDARY}`,
      whole.replace(`--${BOUNDARY}--\r\n`, ''),
    ],
    ['an empty body', `multipart/form-data; boundary=${BOUNDARY}`, ''],
    ['garbage', `multipart/form-data; boundary=${BOUNDARY}`, Buffer.from([0, 255, 13, 10, 45, 45, 0, 1])],
  ])(
    '%s is a 400 in the error shape, without a stack trace in the log',
    async (_name, contentType, payload) => {
      log.length = 0;
      const response = await upload(contentType, payload);
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json())).toEqual(['error']);
      const error = response.error();
      expect(['malformed_body', 'import_file_missing', 'validation_failed']).toContain(error.code);
      expect(error.message).toEqual(expect.any(String));
      const joined = log.join('\n');
      expect(joined).not.toMatch(/"stack"|\n {4}at /);
      expect(joined).not.toMatch(/"level":50/);
      expect(await t.db.selectFrom('import_jobs').select('id').execute()).toEqual([]);
    },
  );

  it('refuses a control character in a form field or the file name (a 500 on PostgreSQL)', async () => {
    const type = `multipart/form-data; boundary=${BOUNDARY}`;
    const badField = await upload(
      type,
      `${part('source', 'YPF\u0000 S.A.')}${filePart('flares.csv', CSV)}--${BOUNDARY}--\r\n`,
    );
    expect(badField.statusCode).toBe(400);
    expect(badField.error()).toMatchObject({
      code: 'validation_failed',
      fields: { source: 'validation.control_characters' },
    });
    const badTitle = await upload(
      type,
      `${part('source', 'YPF S.A.')}${part('title', 'Monthly\u0001')}${filePart('flares.csv', CSV)}--${BOUNDARY}--\r\n`,
    );
    expect(badTitle.error().fields).toEqual({ title: 'validation.control_characters' });
    const badName = await upload(
      type,
      `${part('source', 'YPF S.A.')}${filePart('flares\u0000.csv', CSV)}--${BOUNDARY}--\r\n`,
    );
    expect(badName.statusCode).toBe(400);
    expect(badName.error()).toMatchObject({
      code: 'validation_failed',
      fields: { file: 'validation.control_characters' },
    });
    expect(await t.db.selectFrom('import_jobs').select('id').execute()).toEqual([]);
  });

  it('still takes a well-formed upload', async () => {
    const response = await upload(`multipart/form-data; boundary=${BOUNDARY}`, whole);
    expect(response.statusCode).toBe(202);
  });
});
