import { createHash, timingSafeEqual } from 'node:crypto';
import {
  errorResponseSchema,
  healthContract,
  healthResponseSchema,
  readinessResponseSchema,
} from '@flarescope/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context.js';
import { contractRoute } from '../../lib/contract-route.js';
import { pingDatabase } from '../../db/database.js';
import { pendingMigrations } from '../../db/migrate.js';
import { AppError } from '../../errors.js';

export const APP_VERSION = '0.1.0';

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when `header` is `Bearer <token>`; compared in constant time (digests of equal length). */
const isBearer = (header: string | undefined, token: string): boolean => {
  const match = /^Bearer +(\S+)\s*$/i.exec(header ?? '');
  return match?.[1] !== undefined && timingSafeEqual(digest(match[1]), digest(token));
};

export const healthRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    app.route({
      ...contractRoute(healthContract.get, {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: { 503: healthResponseSchema },
      }),
      handler: async (_request, reply) => {
        const isDatabaseUp = await pingDatabase(ctx.db);
        void reply.header('cache-control', 'no-store');
        return reply.status(isDatabaseUp ? 200 : 503).send({
          status: isDatabaseUp ? 'ok' : 'degraded',
          database: isDatabaseUp ? 'ok' : 'unreachable',
          dialect: ctx.dialect,
          version: APP_VERSION,
        });
      },
    });

    app.route({
      ...contractRoute(healthContract.getLive, {
        tags: ['health'],
        summary: 'Liveness: the process answers',
        description:
          'Checks nothing else (not the database): a failing liveness probe restarts the process, which a database outage would not mend. 200 while the process runs, draining included.',
      }),
      handler: async (_request, reply) => {
        void reply.header('cache-control', 'no-store');
        return { status: 'alive' as const };
      },
    });

    app.route({
      ...contractRoute(healthContract.getReady, {
        tags: ['health'],
        summary: 'Readiness: whether to send this process traffic',
        description:
          'Ready (200) when the database answers, every migration this version knows is applied and the process is not stopping; else 503 with the same body saying which. From SIGTERM/SIGINT on, 503 (draining) until the process exits.',
        response: { 503: readinessResponseSchema },
      }),
      handler: async (_request, reply) => {
        const draining = ctx.lifecycle.isDraining();
        const isDatabaseUp = await pingDatabase(ctx.db);
        const pending = isDatabaseUp ? await pendingMigrations(ctx.db).catch(() => null) : null;
        const migrations = pending === null ? 'unknown' : pending.length ? 'pending' : 'ok';
        const ready = !draining && isDatabaseUp && migrations === 'ok';
        void reply.header('cache-control', 'no-store');
        return reply.status(ready ? 200 : 503).send({
          status: ready ? 'ready' : 'not_ready',
          database: isDatabaseUp ? 'ok' : 'unreachable',
          migrations,
          draining,
        });
      },
    });

    app.route({
      ...contractRoute(healthContract.getMetrics, {
        tags: ['health'],
        summary: 'Prometheus metrics',
        description:
          "The Prometheus text format: HTTP requests by route pattern and status (count and duration), requests in flight, event-loop lag, the PostgreSQL pool (in use, idle, waiting), import jobs by status, the session cache's hits and misses. With METRICS_TOKEN set, `Authorization: Bearer <METRICS_TOKEN>` is required (else 401 `unauthenticated`).",
        response: {
          200: z.string().describe('text/plain; version=0.0.4 (the Prometheus exposition format)'),
          401: errorResponseSchema,
        },
      }),
      handler: async (request, reply) => {
        const token = ctx.config.metricsToken;
        if (token !== undefined && !isBearer(request.headers.authorization, token)) {
          void reply.header('www-authenticate', 'Bearer realm="metrics"');
          throw new AppError('unauthenticated');
        }
        const { contentType, text } = await ctx.metrics.render();
        return reply.header('cache-control', 'no-store').type(contentType).send(text);
      },
    });
  };
