import {
  routeUrl,
  type ErrorBody,
  type JsonRoute,
  type RouteContract,
  type RouteInput,
  type RouteResponse,
} from '@flarescope/shared';
import type { LightMyRequestResponse } from 'fastify';
import { spaHeaders, type TestApp } from './build-test-app.js';

/**
 * The API tests' client over the route contract (issue 36, item 6): a call names a route of
 * `@flarescope/shared`'s contract, so its URL is built from the route's path and parameters (as the web's
 * `api.call` builds it), its body and query are typed by the route's schemas, and its answer's `json()` by
 * the route's response. `as(caller)` is the one way to say who calls: a signed-in user (their session
 * token, or anything that carries it, as `buildSignedInUser` returns) or nobody (`null`), always as the
 * web's same-origin requests are sent (the CSRF headers).
 *
 *     const api = client(t);
 *     const created = await api.as(owner).call(apiKeysContract.postApiKeys, { body: { name, expiresInDays: 30 } });
 *     expect(created.statusCode).toBe(201);
 *     created.json().secret; // typed by the route's response
 *     (await api.as(null).call(apiKeysContract.getApiKeys)).error().code; // 'not_authenticated'
 *
 * A test of bad input sends what the types refuse on purpose: cast that one argument (`as never`). An
 * upload sends its bytes as they are: `call(importsContract.post, {}, { raw: multipartBody(fields, file) })`.
 */

/** Who calls: a session token, something that carries one, or nobody. */
export type Caller = string | { token: string } | null;

/**
 * The answer of a call: Fastify's injected response, its JSON typed by the route (`json()`), or the error
 * every refusal answers with (`error()`: its code, message, fields and details).
 */
export type Answer<R extends RouteContract> = Omit<LightMyRequestResponse, 'json'> & {
  json: () => R extends JsonRoute ? RouteResponse<R> : never;
  error: () => ErrorBody['error'];
};

/** A route's input as an argument: optional when the route takes nothing that is required. */
type InputArgs<R extends RouteContract> =
  Record<string, never> extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

export type CallOptions = {
  /** More headers, or one of the SPA's replaced (a test of the CSRF defence sets its own). */
  headers?: Record<string, string>;
  /**
   * A body sent as these bytes with this content type, instead of the input's JSON `body`: a multipart
   * upload (`multipartBody(…)` returns both), or a body that is not what the route reads, on purpose.
   */
  raw?: { payload: Buffer | string; contentType: string };
};

const tokenOf = (caller: Caller): string | null =>
  caller === null ? null : typeof caller === 'string' ? caller : caller.token;

export const client = (t: TestApp) => ({
  as: (caller: Caller) => {
    const token = tokenOf(caller);
    return {
      /** One call of `route`, as `caller`. */
      call: async <R extends RouteContract>(
        route: R,
        ...args: [...InputArgs<R>, options?: CallOptions]
      ): Promise<Answer<R>> => {
        const { params, query, body } = (args[0] ?? {}) as {
          params?: Record<string, string | number>;
          query?: Record<string, string | number | boolean | null | undefined>;
          body?: unknown;
        };
        const options = args[1] as CallOptions | undefined;
        const response = await t.app.inject({
          method: route.method,
          url: routeUrl(route.path, params, query),
          headers: {
            ...spaHeaders,
            ...(token ? { cookie: `auth=${token}` } : {}),
            ...(options?.raw ? { 'content-type': options.raw.contentType } : {}),
            ...options?.headers,
          },
          ...(options?.raw
            ? { payload: options.raw.payload }
            : body === undefined
              ? {}
              : { payload: body as Record<string, unknown> }),
        });
        return Object.assign(response, {
          error: () => {
            const answer = response.json<Partial<ErrorBody>>();
            if (!answer.error)
              throw new Error(`${route.method} ${route.path} answered ${response.statusCode}, not an error`);
            return answer.error;
          },
        }) as unknown as Answer<R>;
      },
    };
  },
});

/**
 * The JSON of a call that must succeed: its status `status` (200 unless told), else the test fails with
 * the URL and the start of what came instead.
 *
 *     const view = await ok(api.as(user).call(flaringContract.country, { params: { country: 'nigeria' } }));
 */
export const ok = async <R extends RouteContract>(pending: Promise<Answer<R>>, status = 200) => {
  const answer = await pending;
  if (answer.statusCode !== status)
    throw new Error(
      `${answer.raw.req.method} ${answer.raw.req.url} answered ${answer.statusCode}, not ${status}: ${answer.body.slice(0, 300)}`,
    );
  return answer.json();
};
