import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { accountContract } from './accounts.js';
import {
  defineRoutes,
  routeUrl,
  type RouteBody,
  type RouteInput,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from './route.js';

describe('routeUrl', () => {
  it('puts each parameter into the path, encoded', () => {
    expect(routeUrl('/api/projects/:slug', { slug: 'loma-campaña' })).toBe('/api/projects/loma-campa%C3%B1a');
    expect(routeUrl('/api/a/:x/b/:y', { x: 'a/b?c#d', y: '../..' })).toBe('/api/a/a%2Fb%3Fc%23d/b/..%2F..');
    expect(
      routeUrl('/api/flaring/countries/:country/companies/:company', { country: 'US', company: 'A & B' }),
    ).toBe('/api/flaring/countries/US/companies/A%20%26%20B');
  });

  it('fills a trailing wildcard with a key of several segments, each encoded', () => {
    expect(routeUrl('/api/files/*', { '*': 'users/a b/cover/x?.webp' })).toBe(
      '/api/files/users/a%20b/cover/x%3F.webp',
    );
    expect(() => routeUrl('/api/files/*', {})).toThrow(/\*/);
  });

  it('refuses a missing or empty parameter rather than sending "undefined"', () => {
    expect(() => routeUrl('/api/projects/:slug', {})).toThrow(/:slug/);
    expect(() => routeUrl('/api/projects/:slug', { slug: '' })).toThrow(/:slug/);
    expect(() => routeUrl('/api/projects/:slug')).toThrow(/:slug/);
  });

  it('adds the defined, non-empty query values in order, encoded, arrays as repeated keys', () => {
    expect(
      routeUrl('/api/x', undefined, { q: 'a b&c', page: 2, empty: '', none: undefined, nil: null }),
    ).toBe('/api/x?q=a+b%26c&page=2');
    expect(routeUrl('/api/x', undefined, { tag: ['a', 'b'], on: false })).toBe('/api/x?tag=a&tag=b&on=false');
    expect(routeUrl('/api/x', undefined, {})).toBe('/api/x');
  });
});

describe('route types', () => {
  const routes = defineRoutes({
    one: {
      method: 'GET',
      path: '/api/things/:id',
      params: z.object({ id: z.string() }),
      query: z.object({ page: z.coerce.number().default(1), sort: z.enum(['name', 'date']).optional() }),
      response: z.object({ id: z.string(), at: z.string().transform((s) => s.length) }),
    },
    create: { method: 'POST', path: '/api/things', body: z.object({ name: z.string() }), response: z.null() },
  });

  it('types the parameters, query, body and answer from the schemas', () => {
    expectTypeOf<RouteParams<typeof routes.one>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<RouteQuery<typeof routes.one>>().toEqualTypeOf<{
      page?: number;
      sort?: 'name' | 'date' | undefined;
    }>();
    expectTypeOf<RouteResponse<typeof routes.one>>().toEqualTypeOf<{ id: string; at: number }>();
    expectTypeOf<RouteBody<typeof routes.create>>().toEqualTypeOf<{ name: string }>();
    expectTypeOf<RouteParams<typeof routes.create>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteInput<typeof routes.create>>().toHaveProperty('body').toEqualTypeOf<{ name: string }>();
    expectTypeOf<RouteResponse<typeof accountContract.postPassword>>().toEqualTypeOf<null>();
    expect(routes.one.path).toBe('/api/things/:id');
  });
});
