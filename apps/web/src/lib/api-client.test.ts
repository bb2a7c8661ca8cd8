import { defineRoutes } from '@flarescope/shared';
import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, cacheLifetimeMs, createApiClient, filenameOf } from './api-client';

const json = (body: unknown, init: ResponseInit & { cacheControl?: string } = {}) =>
  new Response(JSON.stringify(body), {
    status: init.status ?? 200,
    headers: {
      'content-type': 'application/json',
      ...(init.cacheControl ? { 'cache-control': init.cacheControl } : {}),
    },
  });

const setup = (responses: Array<() => Response>, apiKey: string | null = null) => {
  let now = 0;
  const fetchMock = vi.fn<typeof fetch>(async () => {
    const next = responses.shift();
    if (!next) throw new Error('no more responses');
    return next();
  });
  const client = createApiClient({ fetch: fetchMock, now: () => now, apiKey: () => apiKey });
  return { client, fetchMock, advance: (ms: number) => (now += ms) };
};

describe('createApiClient', () => {
  it('sends the default headers, and x-api-key only when the user configured one', async () => {
    const { client, fetchMock } = setup([() => json({}), () => json({})], null);
    await client.post('/things', { a: 1 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things');
    expect(init?.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"a":1}');

    const withKey = setup([() => json({})], 'key-123');
    await withKey.client.get('/things');
    expect(withKey.fetchMock.mock.calls[0]![1]?.headers).toMatchObject({ 'x-api-key': 'key-123' });
  });

  it('caches GET responses for 5 minutes by default', async () => {
    const { client, fetchMock, advance } = setup([() => json({ n: 1 }), () => json({ n: 2 })]);
    expect(await client.get('/x')).toEqual({ n: 1 });
    advance(4 * 60 * 1000);
    expect(await client.get('/x')).toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    advance(61 * 1000);
    expect(await client.get('/x')).toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('honours the server: no-store is never cached, max-age sets the lifetime', async () => {
    const { client, fetchMock, advance } = setup([
      () => json({ n: 1 }, { cacheControl: 'no-store' }),
      () => json({ n: 2 }, { cacheControl: 'public, max-age=10' }),
      () => json({ n: 3 }),
    ]);
    expect(await client.get('/x')).toEqual({ n: 1 });
    expect(await client.get('/x')).toEqual({ n: 2 });
    advance(9_000);
    expect(await client.get('/x')).toEqual({ n: 2 });
    advance(2_000);
    expect(await client.get('/x')).toEqual({ n: 3 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('drops the cache after a mutation', async () => {
    const { client, fetchMock } = setup([() => json({ n: 1 }), () => json({}), () => json({ n: 2 })]);
    await client.get('/x');
    await client.patch('/x', { n: 2 });
    expect(await client.get('/x')).toEqual({ n: 2 });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('turns the API error shape into an ApiError with code and fields', async () => {
    const { client } = setup([
      () =>
        json(
          {
            error: { code: 'validation_failed', message: 'x', fields: { email: 'validation.email_format' } },
          },
          { status: 400 },
        ),
    ]);
    const error = await client.post('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'validation_failed',
      fields: { email: 'validation.email_format' },
    });
    expect((error as ApiError).messageKey).toBe('errors.validation_failed');
  });

  it('reports network failures and foreign error pages as the general error', async () => {
    const offline = createApiClient({ fetch: () => Promise.reject(new TypeError('Failed to fetch')) });
    await expect(offline.get('/x')).rejects.toMatchObject({ code: 'general', status: 0 });
    const proxy = setup([() => new Response('<html>Bad gateway</html>', { status: 502 })]);
    await expect(proxy.client.get('/x')).rejects.toMatchObject({ code: 'general', status: 502 });
  });

  it('does not cache failures', async () => {
    const { client, fetchMock } = setup([
      () => json({ error: { code: 'internal', message: 'x' } }, { status: 500 }),
      () => json({ ok: 1 }),
    ]);
    await expect(client.get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(await client.get('/x')).toEqual({ ok: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('cacheLifetimeMs', () => {
  it.each([
    [null, 300_000],
    ['no-store', 0],
    ['no-cache', 0],
    ['private, max-age=60', 0],
    ['public, max-age=60', 60_000],
    ['max-age=0', 0],
    ['public', 300_000],
  ])('%s → %d ms', (header, expected) => {
    expect(cacheLifetimeMs(header)).toBe(expected);
  });
});

describe('download', () => {
  it('returns the file and the name the server gives it', async () => {
    const { client, fetchMock } = setup([
      () =>
        new Response('a,b\n1,2\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': `attachment; filename="flaring.csv"; filename*=UTF-8''flaring-ca%C3%B1ad%C3%B3n.csv`,
          },
        }),
    ]);
    const file = await client.download('/flaring/exports/world?format=csv');
    expect(file.filename).toBe('flaring-cañadón.csv');
    expect(await file.blob.text()).toBe('a,b\n1,2\n');
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/flaring/exports/world?format=csv');
  });

  it('turns a refusal into the error the screen shows', async () => {
    const { client } = setup([
      () => json({ error: { code: 'no_premium_access', message: 'x' } }, { status: 403 }),
    ]);
    await expect(client.download('/flaring/exports/world')).rejects.toMatchObject({
      status: 403,
      code: 'no_premium_access',
    });
  });
});

describe('filenameOf', () => {
  it('reads the plain parameter when there is no extended one, and nothing from nothing', () => {
    expect(filenameOf('attachment; filename="argentina.xlsx"')).toBe('argentina.xlsx');
    expect(filenameOf('attachment; filename=world.csv')).toBe('world.csv');
    expect(filenameOf(null)).toBeNull();
  });
});

/** Just enough of XMLHttpRequest to see what an upload sends and to answer it. */
class FakeXhr {
  static last: FakeXhr | undefined;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  withCredentials = false;
  responseType = '';
  status = 0;
  responseText = '';
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

describe('upload', () => {
  const client = (apiKey: string | null = null) =>
    createApiClient({
      fetch: vi.fn<typeof fetch>(),
      apiKey: () => apiKey,
      createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
    });

  it('posts the form with the write headers and reports progress', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x']), 'photo.jpg');
    const progress: number[] = [];
    const done = client('key-1').upload<{ ok: boolean }>('/passport/cover', form, {
      onProgress: (fraction) => progress.push(fraction),
    });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.body]).toEqual([
      'POST',
      '/api/passport/cover',
      true,
      form,
    ]);
    expect(xhr.headers).toEqual({
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
      'x-api-key': 'key-1',
    });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.answer(200, { ok: true });
    expect(await done).toEqual({ ok: true });
    expect(progress).toEqual([0.25, 1]);
  });

  it('turns a refusal into an ApiError with its code, and a network failure into general', async () => {
    const refused = client().upload('/passport/cover', new FormData());
    FakeXhr.last!.answer(415, { error: { code: 'image_unsupported_type', message: 'x' } });
    await expect(refused).rejects.toMatchObject({ status: 415, code: 'image_unsupported_type' });

    const lost = client().upload('/passport/cover', new FormData());
    FakeXhr.last!.onerror?.();
    await expect(lost).rejects.toEqual(new ApiError(0, 'general'));
  });

  it('stops when its signal is aborted', async () => {
    const controller = new AbortController();
    const upload = client().upload('/passport/cover', new FormData(), { signal: controller.signal });
    controller.abort();
    await expect(upload).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('call (the typed client of the route contract)', () => {
  const routes = defineRoutes({
    thing: {
      method: 'GET',
      path: '/api/things/:owner/items/:name',
      params: z.object({ owner: z.string(), name: z.string() }),
      query: z.object({ page: z.coerce.number().default(1), q: z.string().optional() }),
      response: z.object({ name: z.string() }),
    },
    rename: {
      method: 'PATCH',
      path: '/api/things/:owner',
      params: z.object({ owner: z.string() }),
      body: z.object({ name: z.string() }),
      response: z.object({ name: z.string() }),
    },
    touch: { method: 'POST', path: '/api/touch', status: 204, response: z.null() },
    upload: {
      method: 'PUT',
      path: '/api/things/:owner/file',
      params: z.object({ owner: z.string() }),
      multipart: true,
      response: z.object({ size: z.number() }),
    },
    remove: {
      method: 'DELETE',
      path: '/api/things/:owner',
      params: z.object({ owner: z.string() }),
      status: 204,
      response: z.null(),
    },
  });

  it('builds the URL from the path, the encoded parameters and the query, and types the answer', async () => {
    const { client, fetchMock } = setup([() => json({ name: 'x' })]);
    const answer = await client.call(routes.thing, {
      params: { owner: 'a/b', name: 'ñ ?' },
      query: { page: 2, q: undefined },
    });
    expectTypeOf(answer).toEqualTypeOf<{ name: string }>();
    expect(answer).toEqual({ name: 'x' });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/things/a%2Fb/items/%C3%B1%20%3F?page=2');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('sends the method and the JSON body; a write without a body sends {}, a DELETE nothing', async () => {
    const { client, fetchMock } = setup([
      () => json({ name: 'y' }),
      () => new Response(null, { status: 204 }),
      () => new Response(null, { status: 204 }),
    ]);
    await client.call(routes.rename, { params: { owner: 'o' }, body: { name: 'y' } });
    expect(await client.call(routes.touch)).toBeNull();
    await client.call(routes.remove, { params: { owner: 'o' } });
    const calls = fetchMock.mock.calls.map(([url, init]) => [url, init?.method, init?.body]);
    expect(calls).toEqual([
      ['/api/things/o', 'PATCH', '{"name":"y"}'],
      ['/api/touch', 'POST', '{}'],
      ['/api/things/o', 'DELETE', undefined],
    ]);
  });

  it('rejects, sending nothing, when a path parameter is empty', async () => {
    const { client, fetchMock } = setup([]);
    const pending = client.call(routes.thing, { params: { owner: 'o', name: '' } });
    await expect(pending).rejects.toThrow(/:name/);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shares the cache and the errors of the other calls', async () => {
    const { client, fetchMock } = setup([
      () => json({ name: 'x' }),
      () => json({ error: { code: 'not_found', message: 'x' } }, { status: 404 }),
    ]);
    const input = { params: { owner: 'o', name: 'n' } };
    await client.call(routes.thing, input);
    expect(await client.get('/things/o/items/n')).toEqual({ name: 'x' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(client.call(routes.thing, { params: { owner: 'o', name: 'm' } })).rejects.toMatchObject({
      status: 404,
      code: 'not_found',
    });
  });

  it('uploads to a multipart route with its method and URL, and links to a route with href', async () => {
    const client = createApiClient({
      fetch: vi.fn<typeof fetch>(),
      createXhr: () => new FakeXhr() as unknown as XMLHttpRequest,
    });
    const done = client.uploadRoute(routes.upload, { params: { owner: 'a b' } }, new FormData());
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url]).toEqual(['PUT', '/api/things/a%20b/file']);
    xhr.answer(200, { size: 3 });
    const answer = await done;
    expectTypeOf(answer).toEqualTypeOf<{ size: number }>();
    expect(answer).toEqual({ size: 3 });
    expect(client.href(routes.thing, { params: { owner: 'o', name: 'n' }, query: { q: 'x y' } })).toBe(
      '/api/things/o/items/n?q=x+y',
    );
  });

  it('asks at compile time for what the route needs', () => {
    const { client } = setup([]);
    const typeOnly = () => {
      // @ts-expect-error the path parameters are required
      void client.call(routes.thing);
      // @ts-expect-error the body is required
      void client.call(routes.rename, { params: { owner: 'o' } });
      // @ts-expect-error this route takes no body
      void client.call(routes.touch, { body: { a: 1 } });
      // @ts-expect-error a multipart route is not sent as JSON
      void client.call(routes.upload, { params: { owner: 'o' } });
      // @ts-expect-error a JSON route is not uploaded
      void client.uploadRoute(routes.rename, { params: { owner: 'o' } }, new FormData());
      // @ts-expect-error a query value of the wrong type
      void client.call(routes.thing, { params: { owner: 'o', name: 'n' }, query: { page: 'two' } });
    };
    expect(typeOnly).toBeTypeOf('function');
  });
});
