import { vi } from 'vitest';
import { api } from '../lib/api-client';

export type ApiCall = { method: string; path: string; search: string; body: unknown };
export type MockReply = { status: number; body?: unknown };
type Handler = MockReply | ((call: ApiCall) => MockReply | Promise<MockReply>);

/** An error answer in the API's shape: `{ error: { code, message, fields?, details? } }`. */
export const apiError = (
  status: number,
  code: string,
  extra: { fields?: Record<string, string>; details?: Record<string, unknown> } = {},
): MockReply => ({ status, body: { error: { code, message: code, ...extra } } });

/**
 * Replaces `fetch` with a table of answers keyed by 'METHOD /api/path'. A key may hold a list:
 * each call takes the next answer, the last one repeats. A request nobody expected fails the test
 * loudly. `calls` records every request with its parsed JSON body.
 */
export const mockApi = (routes: Record<string, Handler | Handler[]>) => {
  const calls: ApiCall[] = [];
  const queues = new Map(Object.entries(routes).map(([key, value]) => [key, [value].flat()]));
  api.clearCache();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path: url.pathname, search: url.search, body };
    calls.push(call);
    const queue = queues.get(`${method} ${url.pathname}`);
    if (!queue || queue.length === 0) throw new Error(`Unexpected request ${method} ${url.pathname}`);
    const handler = queue.length > 1 ? queue.shift()! : queue[0]!;
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    if (reply.status === 0) throw new TypeError('Failed to fetch');
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    /** The requests made to one 'METHOD /api/path'. */
    callsTo: (key: string) => calls.filter((call) => `${call.method} ${call.path}` === key),
  };
};

/** A lost connection: fetch itself fails. */
export const networkDown: MockReply = { status: 0 };
