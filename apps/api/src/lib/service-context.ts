import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { CaptchaVerifier } from '../infra/captcha/captcha.js';
import type { Clock } from '../infra/clock.js';
import type { Mailer } from '../infra/mail/index.js';
import type { Storage } from '../infra/storage/index.js';
import type { Ports } from './ports.js';
import { requestMeta, type RequestMeta } from './request-meta.js';
import type { SignedInUser } from './signed-in-user.js';

/**
 * A service's world (issue 28, item 4), its first argument in `(ctx, input)`: the database, the clock,
 * the mailer, storage and the bot check, who acts and from where, and the log its side effects (the
 * notices) report their failures to. A service that changes something fires its own side effects with
 * it, so that any caller — a route, a job, a test — gets them; the route only parses, authorises, calls
 * and answers.
 *
 * Which shape a service takes: one a route calls takes the whole `ServiceContext`, so what it needs may
 * grow without touching its callers. One that also runs where there is no request — the command line, a
 * job, the purge schedule, start-up — or that other services call as a building block (often with a
 * transaction as `db`) takes `Pick<ServiceContext, …>` of what it uses, so its callers need not invent
 * an actor, a mailer or request metadata. A whole context satisfies every such Pick.
 * One that needs more of the app than the context holds widens it by intersection (the event's
 * `EventContext`).
 */
export type ServiceContext = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  storage: Storage;
  captcha: CaptchaVerifier;
  config: Pick<Config, 'publicUrl'>;
  log: {
    error: (details: Record<string, unknown>, message: string) => void;
    warn: (details: Record<string, unknown>, message: string) => void;
  };
  /** The signed-in user the request guards resolved, or null for a visitor. */
  actor: SignedInUser | null;
  meta: RequestMeta;
  /** What modules ask of modules above them, wired by the app's composition (lib/ports.ts). */
  ports: Ports;
};

/** The context of one request: the app's infrastructure, the request's user and metadata, and a log. */
export const serviceContext = (
  infra: Pick<ServiceContext, 'db' | 'clock' | 'mailer' | 'storage' | 'captcha' | 'config' | 'ports'>,
  request: FastifyRequest,
  log: ServiceContext['log'],
): ServiceContext => ({
  db: infra.db,
  clock: infra.clock,
  mailer: infra.mailer,
  storage: infra.storage,
  captcha: infra.captcha,
  config: infra.config,
  log,
  actor: request.user,
  meta: requestMeta(request),
  ports: infra.ports,
});
