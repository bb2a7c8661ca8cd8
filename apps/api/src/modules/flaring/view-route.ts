import type { FastifyInstance, RouteShorthandOptions, preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { viewKey, type ViewCache } from './view-cache.js';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** Public flaring data changes only on import: browsers and proxies may keep it 5 minutes, then revalidate. */
const PUBLIC_CACHE = 'public, max-age=300';
/** Signed-in data: only the browser keeps it, and revalidates with the ETag after a minute. */
const PRIVATE_CACHE = 'private, max-age=60';

/** Who may read a view: anyone (shared caches may keep it), or the signed-in users `guard` lets through. */
export type ViewAccess = { public: true } | { public: false; guard: preHandlerHookHandler };

export type ViewSpec<P extends z.ZodType, Q extends z.ZodType, R extends z.ZodType> = {
  summary: string;
  description?: string;
  params?: P;
  querystring?: Q;
  /** The 200 answer's schema: checked once per computed view, and the route's documented response. */
  response: R;
  access: ViewAccess;
  /** Computes the view from the validated parameters and query, when the cache has none for this data. */
  compute: (input: { params: z.output<P>; query: z.output<Q> }) => Promise<z.input<R>>;
};

/**
 * Registers the GET routes of the flaring views: one place owns how a view is answered. Each view is
 * computed once per data version and key (`createViewCache`, keyed on the validated parameters and query),
 * checked against its response schema, served with its ETag and compressed once per encoding, under
 * `Cache-Control` by who may read it: public views 5 minutes in any cache, signed-in views a minute in the
 * browser only. The guard runs before the cache: the cache saves computing, never an authorisation.
 */
export const createViewRoutes = (app: ZodApp, cache: ViewCache) => {
  const tags = ['flaring'];
  return <P extends z.ZodType, Q extends z.ZodType, R extends z.ZodType>(
    url: string,
    spec: ViewSpec<P, Q, R>,
  ) => {
    const cacheControl = spec.access.public ? PUBLIC_CACHE : PRIVATE_CACHE;
    const options: RouteShorthandOptions = {
      ...(spec.access.public ? {} : { preHandler: spec.access.guard }),
      schema: {
        tags,
        summary: spec.summary,
        ...(spec.description ? { description: spec.description } : {}),
        ...(spec.params ? { params: spec.params } : {}),
        ...(spec.querystring ? { querystring: spec.querystring } : {}),
        response: { 200: spec.response },
      },
    };
    (app as unknown as FastifyInstance).get(url, options, async (request, reply) => {
      void reply.header('cache-control', cacheControl);
      return cache(reply, viewKey(request), spec.response, () =>
        spec.compute({
          params: request.params as z.output<P>,
          query: request.query as z.output<Q>,
        }),
      );
    });
  };
};
