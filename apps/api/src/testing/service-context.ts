import { createNoCaptchaVerifier } from '../infra/captcha/none.js';
import { createMailer } from '../infra/mail/index.js';
import { createLocalStorage } from '../infra/storage/local.js';
import type { ServiceContext } from '../lib/service-context.js';
import type { SignedInUser } from '../lib/signed-in-user.js';
import type { TestApp } from './build-test-app.js';

const silent = { error: () => undefined, warn: () => undefined };

/**
 * The context a test calls a service with, as a route would build it: the test app's database, clock,
 * configuration and outbox, a storage in its outbox folder, no bot check and a silent log; `actor`
 * acts (a resolved session, or null for a visitor) from a documentation address. `overrides` replace
 * any part (a failing mailer, a log to read).
 */
export const testServiceContext = (
  t: TestApp,
  actor: SignedInUser | null,
  overrides: Partial<ServiceContext> = {},
): ServiceContext => ({
  db: t.db,
  clock: t.clock,
  mailer: createMailer({ config: t.config, log: { info: () => undefined } }),
  storage: createLocalStorage(t.outboxDir),
  captcha: createNoCaptchaVerifier(),
  config: t.config,
  log: silent,
  actor,
  meta: { ip: '192.0.2.1', userAgent: 'test' },
  ports: t.ports,
  ...overrides,
});
