import type { z } from 'zod';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The success status a route answers with; a 204 route's `response` is `z.null()`. */
export type SuccessStatus = 200 | 201 | 202 | 204;

type RouteShape = {
  method: RouteMethod;
  /** Under /api, but for the Prometheus scrape's `/metrics` (its conventional place). */
  path: `/api/${string}` | '/metrics';
  params?: z.ZodType;
  query?: z.ZodType;
  /** The JSON body; a multipart upload has none here (the route reads its parts). */
  body?: z.ZodType;
  /** A multipart/form-data upload: the web sends it with `api.uploadRoute`, never as JSON. */
  multipart?: true;
  /** 200 when absent. */
  status?: SuccessStatus;
};

/** A route answering JSON, checked against `response` on the way out and typed by it on the way in. */
export type JsonRoute = RouteShape & { response: z.ZodType; file?: never };

/** A route answering a file (CSV, XLSX, a document): no JSON schema; the web downloads it. */
export type FileRoute = RouteShape & { file: true; response?: never };

/**
 * One route of the API as both sides see it: the method, the path with its `:name` parameters, and the
 * zod schemas of the parameters, the query, the JSON body and the success answer. The API registers the
 * route from it (`apps/api/src/lib/contract-route.ts`), the web calls it through `api.call` (URL built
 * from `path` and `params`, answer typed by `response`). Documentation (tags, summary, refusals) and
 * guards stay with the route in the API: the contract says only what goes over the wire.
 */
export type RouteContract = JsonRoute | FileRoute;

/** Keeps each route's literal types (method, path, schemas) while checking it is a route. */
export const defineRoutes = <const T extends Record<string, RouteContract>>(routes: T): T => routes;

/** What the web receives: the answer schema's output (JSON of what the API validated and serialised). */
export type RouteResponse<R extends JsonRoute> = z.output<R['response']>;

/** The path parameters, as strings (they are encoded into the path). */
export type RouteParams<R extends RouteContract> = R extends { params: infer P extends z.ZodType }
  ? z.input<P>
  : undefined;

/**
 * The query values: each key of the schema, optional (defaults apply on the server); a coerced number
 * (`z.coerce.number()`, whose input zod types as `unknown`) takes the parsed type.
 */
export type RouteQuery<R extends RouteContract> = R extends { query: infer Q extends z.ZodType }
  ? {
      [K in keyof z.output<Q>]?: K extends keyof z.input<Q>
        ? unknown extends z.input<Q>[K]
          ? z.output<Q>[K]
          : z.input<Q>[K]
        : z.output<Q>[K];
    }
  : undefined;

/** The JSON body the route expects. */
export type RouteBody<R extends RouteContract> = R extends { body: infer B extends z.ZodType }
  ? z.input<B>
  : undefined;

type Present<K extends string, T> = undefined extends T ? { [P in K]?: never } : { [P in K]: T };

/** The arguments of a call: `params` when the path has some, `query` and `body` when the route takes them. */
export type RouteInput<R extends RouteContract> = Present<'params', RouteParams<R>> &
  (R extends { query: z.ZodType } ? { query?: RouteQuery<R> } : { query?: never }) &
  Present<'body', RouteBody<R>>;

type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/**
 * The URL of a call: each `:name` of the path replaced by its parameter, encoded (a missing one is an
 * error, not `undefined` in the URL; a trailing `*` takes a key of several segments), then the query of the defined, non-empty values in the order given,
 * arrays as repeated keys.
 */
export const routeUrl = (
  path: string,
  params?: Record<string, string | number> | null,
  query?: Record<string, QueryValue> | null,
): string => {
  const wildcard = params?.['*'];
  const filled = path
    // A trailing `*` (Fastify's wildcard) takes a key of several segments: each one encoded, the slashes kept.
    .replace(/\*$/, () => {
      if (wildcard === undefined || wildcard === '') throw new Error(`routeUrl: no value for * in ${path}`);
      return String(wildcard).split('/').map(encodeURIComponent).join('/');
    })
    .replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
      const value = params?.[name];
      if (value === undefined || value === null || value === '') {
        throw new Error(`routeUrl: no value for :${name} in ${path}`);
      }
      return encodeURIComponent(String(value));
    });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.append(key, String(value as string | number | boolean));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
};
