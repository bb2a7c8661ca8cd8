import type { FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import type { Clock } from '../infra/clock.js';
import type { Mailer } from '../infra/mail/index.js';
import type { Storage } from '../infra/storage/index.js';
import { requestMeta, type RequestMeta } from './request-meta.js';

/**
 * A service's world (issue 28, item 4), its first argument in `(ctx, input)`: the database, the clock,
 * the mailer and storage, who acts and from where, and the log its side effects (the notices) report
 * their failures to. A service that changes something fires its own side effects with it, so that any
 * caller — a route, a job, a test — gets them; the route only parses, authorises, calls and answers.
 * One rule for the shape: a `(ctx, input)` service takes the whole context, reads included (never a Pick
 * of it), and one that needs more of the app widens it by intersection (the event's `EventContext`).
 */
export type ServiceContext = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  storage: Storage;
  config: Pick<Config, 'publicUrl'>;
  log: { error: (details: Record<string, unknown>, message: string) => void };
  /** The signed-in user the request guards resolved, or null for a visitor. */
  actor: FastifyRequest['user'];
  meta: RequestMeta;
};

/** The context of one request: the app's infrastructure, the request's user and metadata, and a log. */
export const serviceContext = (
  infra: Pick<ServiceContext, 'db' | 'clock' | 'mailer' | 'storage' | 'config'>,
  request: FastifyRequest,
  log: ServiceContext['log'],
): ServiceContext => ({
  db: infra.db,
  clock: infra.clock,
  mailer: infra.mailer,
  storage: infra.storage,
  config: infra.config,
  log,
  actor: request.user,
  meta: requestMeta(request),
});
