import type { JsonRoute } from '@flarescope/shared';
import type { FastifyInstance, RouteShorthandOptions, preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { AppError } from '../../errors.js';
import { contractRoute } from '../../lib/contract-route.js';
import { viewKey, type ViewCache } from '../flaring-data/index.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Public flaring data changes only on import: browsers and proxies may keep it 5 minutes, then revalidate. */
const PUBLIC_CACHE = 'public, max-age=300';
/** Signed-in data: only the browser keeps it, and revalidates with the ETag after a minute. */
const PRIVATE_CACHE = 'private, max-age=60';

/** Who may read a view: anyone (shared caches may keep it), or the signed-in users `guard` lets through. */
export type ViewAccess = { public: true } | { public: false; guard: preHandlerHookHandler };

/** A GET route of the contract answering JSON: a view. */
export type ViewRoute = JsonRoute & { method: 'GET' };

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

export type ViewSpec<C extends ViewRoute> = {
  summary: string;
  description?: string;
  access: ViewAccess;
  /** Computes the view from the validated parameters and query, when the cache has none for this data. */
  compute: (input: {
    params: Output<C['params']>;
    query: Output<C['query']>;
  }) => Promise<z.input<C['response']>>;
  /**
   * Where an address that answers `not_found` went, if it was ever served (decision 035): the path of the
   * same view at the resource's address of today, answered with a 301 (the query kept).
   */
  movedTo?: (params: Output<C['params']>) => Promise<string | null>;
};

/**
 * Registers the GET routes of the flaring views from their contract (`flaringContract`): one place owns
 * how a view is answered. Each view is computed once per data version and key (`createViewCache`, keyed on
 * the validated parameters and query), checked against its response schema, served with its ETag and
 * compressed once per encoding, under `Cache-Control` by who may read it: public views 5 minutes in any
 * cache, signed-in views a minute in the browser only. The guard runs before the cache: the cache saves
 * computing, never an authorisation.
 */
export const createViewRoutes = (app: ZodApp, cache: ViewCache) => {
  const tags = ['flaring'];
  return <C extends ViewRoute>(contract: C, spec: ViewSpec<C>) => {
    const cacheControl = spec.access.public ? PUBLIC_CACHE : PRIVATE_CACHE;
    const { url, schema } = contractRoute(contract, {
      tags,
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
    });
    const options: RouteShorthandOptions = {
      ...(spec.access.public ? {} : { preHandler: spec.access.guard }),
      schema,
    };
    (app as unknown as FastifyInstance).get(url, options, async (request, reply) => {
      void reply.header('cache-control', cacheControl);
      try {
        return await cache(reply, viewKey(request, url), contract.response, () =>
          spec.compute({
            params: request.params as Output<C['params']>,
            query: request.query as Output<C['query']>,
          }),
        );
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'not_found' || !spec.movedTo) throw error;
        const path = await spec.movedTo(request.params as Output<C['params']>);
        if (!path) throw error;
        const query = request.url.indexOf('?');
        return reply
          .code(301)
          .header('location', query === -1 ? path : `${path}${request.url.slice(query)}`)
          .send(null);
      }
    });
  };
};
