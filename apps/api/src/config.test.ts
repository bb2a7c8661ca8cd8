import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, ROOT_DIR } from './config.js';
import { entryPointArgs } from './testing/entry-point.js';

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadConfig(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('loadConfig', () => {
  it('runs on a laptop with no variables: SQLite under data/, port 3000, ALTCHA', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.join(ROOT_DIR, 'data/flarescope.db') });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.captcha.provider).toBe('altcha');
    expect(config.storageDir).toBe(path.join(ROOT_DIR, 'data/uploads'));
    expect(config.smtpUrl).toBeUndefined();
  });

  it('sends mail from no-reply at the public host, to data/outbox/ without SMTP_URL', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://flarescope.example' });
    expect(config.mailFrom).toBe('Flarescope <no-reply@flarescope.example>');
    expect(config.outboxDir).toBe(path.join(ROOT_DIR, 'data/outbox'));
    expect(loadConfig({ OUTBOX_DIR: '/tmp/mails', MAIL_FROM: 'Ops <ops@example.com>' })).toMatchObject({
      outboxDir: '/tmp/mails',
      mailFrom: 'Ops <ops@example.com>',
    });
  });

  it('reads a PostgreSQL URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://app@127.0.0.1:5432/flarescope' }).database).toEqual({
      dialect: 'postgres',
      url: 'postgres://app@127.0.0.1:5432/flarescope',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ PUBLIC_URL: 'localhost:3000' }, 'PUBLIC_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ CAPTCHA_PROVIDER: 'hcaptcha' }, 'CAPTCHA_PROVIDER'],
    [{ CAPTCHA_PROVIDER: 'none', NODE_ENV: 'production' }, 'CAPTCHA_PROVIDER'],
    [{ CAPTCHA_PROVIDER: 'recaptcha' }, 'RECAPTCHA_SITE_KEY'],
    [{ CAPTCHA_SECRET: 'short' }, 'CAPTCHA_SECRET'],
    [{ BASEMAP_STYLE_URL: 'not a url' }, 'BASEMAP_STYLE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ S3_BUCKET: 'uploads' }, 'S3_ENDPOINT'],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, 'S3_SECRET_ACCESS_KEY'],
    [
      { S3_ENDPOINT: 'ftp://store', S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's' },
      'S3_ENDPOINT',
    ],
    [
      { S3_ENDPOINT: 'http://s3', S3_BUCKET: 'Bad_Bucket', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 's' },
      'S3_BUCKET',
    ],
  ])('refuses %o naming %s', (env, variable) => {
    expect(problemsOf(env).join('\n')).toContain(variable);
  });

  it("reads TRUST_PROXY: off by default, a hop count, or the proxies' addresses (issue 15, item 5)", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 172.16.0.0/12,::1, fd00::/8' }).trustProxy).toEqual([
      '10.0.0.1',
      '172.16.0.0/12',
      '::1',
      'fd00::/8',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'loopback,uniquelocal' }).trustProxy).toEqual([
      'loopback',
      'uniquelocal',
    ]);
  });

  it.each(['true', 'yes', '11', '-1', '10.0.0.1/33', '10.0.0', 'proxy.example', '10.0.0.1,,10.0.0.2'])(
    'refuses TRUST_PROXY=%s',
    (value) => {
      expect(problemsOf({ TRUST_PROXY: value }).join('\n')).toContain('TRUST_PROXY');
    },
  );

  it('stores uploads in STORAGE_DIR, or in an S3-compatible bucket when S3_* are set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_BUCKET: 'flarescope-uploads',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).s3,
    ).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      bucket: 'flarescope-uploads',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
  });

  it('lists every bad variable at once', () => {
    expect(problemsOf({ PORT: 'x', CAPTCHA_PROVIDER: 'y' })).toHaveLength(2);
  });
});

describe('starting the server with a bad configuration', () => {
  it('ends with a clear message and a non-zero exit', () => {
    const result = spawnSync(process.execPath, entryPointArgs('server'), {
      env: { ...process.env, PORT: 'not-a-port', DATABASE_URL: 'file::memory:' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('Invalid configuration');
    expect(result.stderr).toContain('PORT');
  });
});
