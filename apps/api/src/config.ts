import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { CAPTCHA_PROVIDERS, isEmailShaped } from '@flarescope/shared';

/** The repository root, so `data/…` defaults resolve the same whichever folder starts the process. */
export const ROOT_DIR = path.resolve(import.meta.dirname, '../../..');

const urlString = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}` },
  );

/** What Fastify's `trustProxy` is given: off, a number of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

// proxy-addr's names for the loopback, link-local and private ranges.
const ADDRESS_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const isAddressOrRange = (item: string): boolean => {
  if (ADDRESS_RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const version = net.isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
};

/**
 * TRUST_PROXY: unset, `false` or `0`, no proxy is trusted (X-Forwarded-* are ignored: the client IP is the
 * socket's address); a number, that many proxy hops in front of the app; else a comma-separated list of the
 * proxies' addresses or CIDR ranges (`10.0.0.1, 172.16.0.0/12`, or loopback, linklocal, uniquelocal).
 * `true` (trust any sender) is refused: anyone could then choose the IP that per-IP limits count.
 */
const trustProxySchema = z
  .string()
  .default('')
  .transform((value, ctx): TrustProxy => {
    const text = value.trim().toLowerCase();
    if (text === '' || text === 'false' || text === 'off' || text === '0') return false;
    if (/^\d+$/.test(text) && Number(text) <= 10) return Number(text);
    const items = text.split(',').map((item) => item.trim());
    if (text !== 'true' && items.every((item) => isAddressOrRange(item))) return items;
    ctx.addIssue({
      code: 'custom',
      message:
        "must be false, a number of proxy hops (1-10), or the proxies' addresses or CIDR ranges, comma-separated (10.0.0.1,172.16.0.0/12, or loopback); true is refused",
    });
    return false;
  });

const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('127.0.0.1'),
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    DATABASE_URL: z
      .string()
      .default('file:data/flarescope.db')
      .refine((value) => /^(file:.+|postgres(ql)?:\/\/.+)$/.test(value), {
        message: 'must be file:<path> for SQLite or postgres://user@host:port/db for PostgreSQL',
      }),
    PUBLIC_URL: optional(urlString(['http:', 'https:'])),
    SMTP_URL: optional(urlString(['smtp:', 'smtps:'])),
    MAIL_FROM: optional(z.string().min(3).max(200)),
    OUTBOX_DIR: z.string().min(1).default('data/outbox'),
    EVENT_INBOX: optional(
      z.string().refine((value) => isEmailShaped(value), { message: 'must be an email address' }),
    ),
    CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).default('altcha'),
    CAPTCHA_SECRET: optional(z.string().min(32, { message: 'must have at least 32 characters' })),
    RECAPTCHA_SITE_KEY: optional(z.string().min(1)),
    RECAPTCHA_PROJECT: optional(z.string().min(1)),
    RECAPTCHA_API_KEY: optional(z.string().min(1)),
    STORAGE_DIR: z.string().min(1).default('data/uploads'),
    S3_ENDPOINT: optional(urlString(['http:', 'https:'])),
    S3_BUCKET: optional(
      z.string().regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, {
        message: 'must be a bucket name: 3-63 lowercase letters, digits, dots and hyphens',
      }),
    ),
    S3_REGION: optional(z.string().min(1).max(64)),
    S3_ACCESS_KEY_ID: optional(z.string().min(1)),
    S3_SECRET_ACCESS_KEY: optional(z.string().min(1)),
    BASEMAP_STYLE_URL: optional(urlString(['http:', 'https:'])),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_DIST_DIR: optional(z.string().min(1)),
    TRUST_PROXY: trustProxySchema,
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(25_000),
    METRICS_TOKEN: optional(
      z
        .string()
        .min(16, { message: 'must have at least 16 characters' })
        .regex(/^[\x21-\x7e]+$/, { message: 'must be printable ASCII without spaces' }),
    ),
    EOG_TOKEN: optional(
      z
        .string()
        .min(8, { message: 'must have at least 8 characters' })
        .regex(/^[\x21-\x7e]+$/, { message: 'must be printable ASCII without spaces' }),
    ),
    EOG_NIGHTLY_URL: optional(urlString(['http:', 'https:'])),
    EOG_NIGHTLY_FILE: z
      .string()
      // The night's name is kept in a 100-character settings key while it is fetched (eog-nightly-fetch).
      .max(72, { message: 'must be at most 72 characters' })
      .default('VNF_npp_d{date}_noaa_v30-ez.csv.gz')
      .refine((value) => /^[A-Za-z0-9_.{}-]+\.csv(\.gz)?$/.test(value) && value.includes('{date}'), {
        message:
          'must be a file name with {date} (the night, YYYYMMDD) ending in .csv or .csv.gz, e.g. VNF_npp_d{date}_noaa_v30-ez.csv.gz',
      }),
    EOG_FETCH_HOUR_UTC: z.coerce.number().int().min(0).max(23).default(6),
  })
  .superRefine((env, ctx) => {
    if (env.EOG_TOKEN && !env.EOG_NIGHTLY_URL)
      ctx.addIssue({
        code: 'custom',
        path: ['EOG_NIGHTLY_URL'],
        message: 'is required when EOG_TOKEN is set (the folder of the nightly files, from your EOG account)',
      });
    if (env.CAPTCHA_PROVIDER === 'none' && env.NODE_ENV === 'production') {
      ctx.addIssue({
        code: 'custom',
        path: ['CAPTCHA_PROVIDER'],
        message: '"none" turns the bot check off and is refused when NODE_ENV=production',
      });
    }
    if (env.CAPTCHA_PROVIDER === 'recaptcha') {
      for (const key of ['RECAPTCHA_SITE_KEY', 'RECAPTCHA_PROJECT', 'RECAPTCHA_API_KEY'] as const) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when CAPTCHA_PROVIDER=recaptcha',
          });
      }
    }
    // S3 storage is all or nothing: with any S3_* variable, the bucket, the endpoint and both keys are needed.
    const s3Keys = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
    if (s3Keys.some((key) => env[key]) || env.S3_REGION) {
      for (const key of s3Keys) {
        if (!env[key])
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: 'is required when S3 storage is configured (any S3_* variable is set)',
          });
      }
    }
  });

export type Database = { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string };

export type Config = {
  nodeEnv: 'development' | 'production' | 'test';
  host: string;
  port: number;
  database: Database;
  publicUrl: string;
  smtpUrl: string | undefined;
  /** The sender of every mail: MAIL_FROM, or `Flarescope <no-reply@host of PUBLIC_URL>`. */
  mailFrom: string;
  /** Where the Business Mastery organisers get each registration of interest (EVENT_INBOX), if anywhere. */
  eventInbox: string | undefined;
  /** Without SMTP_URL, each mail is written here as an .eml file (and logged without its content). */
  outboxDir: string;
  captcha: {
    provider: (typeof CAPTCHA_PROVIDERS)[number];
    secret: string | undefined;
    recaptcha: { siteKey: string; project: string; apiKey: string } | undefined;
  };
  /** Uploads: this folder (STORAGE_DIR), unless `s3` names a bucket. */
  storageDir: string;
  /** An S3-compatible bucket for uploads (S3_*), for several API processes; undefined: the folder. */
  s3:
    | { endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string }
    | undefined;
  basemapStyleUrl: string | undefined;
  logLevel: string;
  webDistDir: string;
  /** Fastify's trustProxy (TRUST_PROXY): which X-Forwarded-* senders are believed. Off by default. */
  trustProxy: TrustProxy;
  /**
   * On SIGTERM/SIGINT, how long the requests in flight and a running import get to finish before they
   * are cut (SHUTDOWN_TIMEOUT_MS; decision 031).
   */
  shutdownTimeoutMs: number;
  /** GET /metrics wants `Authorization: Bearer <this>` when set (METRICS_TOKEN); open otherwise. */
  metricsToken: string | undefined;
  /**
   * The daily fetch of EOG's latest nightly Nightfire file (EOG_TOKEN, EOG_NIGHTLY_URL, EOG_NIGHTLY_FILE,
   * EOG_FETCH_HOUR_UTC); undefined (no token): off. The file's URL is the folder followed by the file name,
   * `{date}` (YYYYMMDD), `{year}` and `{month}` in either replaced by the night's.
   */
  eogNightly: { token: string; baseUrl: string; fileName: string; hourUtc: number } | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

const resolveFromRoot = (value: string) => (path.isAbsolute(value) ? value : path.resolve(ROOT_DIR, value));

/** Reads and validates the environment once; throws ConfigError listing every bad variable. */
export const loadConfig = (env: NodeJS.ProcessEnv = process.env): Config => {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'} ${issue.message}`),
    );
  }
  const e = parsed.data;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  const database: Database = e.DATABASE_URL.startsWith('file:')
    ? { dialect: 'sqlite', file: resolveFromRoot(e.DATABASE_URL.slice('file:'.length)) }
    : { dialect: 'postgres', url: e.DATABASE_URL };
  return {
    nodeEnv: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    database,
    publicUrl,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `Flarescope <no-reply@${new URL(publicUrl).hostname}>`,
    outboxDir: resolveFromRoot(e.OUTBOX_DIR),
    eventInbox: e.EVENT_INBOX,
    captcha: {
      provider: e.CAPTCHA_PROVIDER,
      secret: e.CAPTCHA_SECRET,
      recaptcha:
        e.RECAPTCHA_SITE_KEY && e.RECAPTCHA_PROJECT && e.RECAPTCHA_API_KEY
          ? { siteKey: e.RECAPTCHA_SITE_KEY, project: e.RECAPTCHA_PROJECT, apiKey: e.RECAPTCHA_API_KEY }
          : undefined,
    },
    storageDir: resolveFromRoot(e.STORAGE_DIR),
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION ?? 'us-east-1',
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
    basemapStyleUrl: e.BASEMAP_STYLE_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: resolveFromRoot(e.WEB_DIST_DIR ?? 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    metricsToken: e.METRICS_TOKEN,
    eogNightly:
      e.EOG_TOKEN && e.EOG_NIGHTLY_URL
        ? {
            token: e.EOG_TOKEN,
            baseUrl: e.EOG_NIGHTLY_URL,
            fileName: e.EOG_NIGHTLY_FILE,
            hourUtc: e.EOG_FETCH_HOUR_UTC,
          }
        : undefined,
  };
};
