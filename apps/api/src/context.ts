import type { Config } from './config.js';
import type { Db, Dialect } from './db/database.js';
import type { Clock } from './infra/clock.js';
import type { CaptchaVerifier } from './infra/captcha/captcha.js';
import type { Lifecycle } from './infra/lifecycle.js';
import type { Mailer } from './infra/mail/index.js';
import type { Metrics } from './infra/metrics.js';
import type { Storage } from './infra/storage/index.js';
import type { Ports } from './lib/ports.js';
import type { CookieSettings } from './modules/session/index.js';
import type { Guards } from './plugins/auth.js';

/** What route modules receive: configuration and the infrastructure behind small interfaces. */
export type AppContext = {
  config: Config;
  db: Db;
  dialect: Dialect;
  clock: Clock;
  captcha: CaptchaVerifier;
  /** SMTP (SMTP_URL) or the outbox folder. */
  mailer: Mailer;
  /** Uploaded files: the STORAGE_DIR folder or an S3-compatible bucket (S3_*). */
  storage: Storage;
  cookies: CookieSettings;
  /** preHandlers that refuse visitors, non-premium users, non-admins (plugins/auth.ts). */
  guards: Guards;
  /** The process's stop: draining (readiness 503), and the signal that long work must hand back. */
  lifecycle: Lifecycle;
  /** This app's Prometheus registry (GET /metrics). */
  metrics: Metrics;
  /** What modules ask of modules above them: the owners' functions, wired in ports.ts (decision 050). */
  ports: Ports;
};
