import { DEFAULT_CACHE_MS, isErrorCode, type ErrorBody, type ErrorCode } from '@flarescope/shared';
import { readStorage, STORAGE_KEYS } from './storage';

/** An API failure the screens can show: `t(`errors.${code}`)`. Network failures use code `general`. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode | 'general',
    readonly fields: Record<string, string> = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(code);
  }

  get messageKey(): string {
    return `errors.${this.code}`;
  }
}

export type DownloadedFile = { blob: Blob; filename: string | null };

/** The file name of a `Content-Disposition: attachment` header (RFC 6266: `filename*` first). */
export const filenameOf = (disposition: string | null): string | null => {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // A malformed escape: fall back to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/i.exec(disposition);
  return plain?.[1]?.trim() ?? null;
};

type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type CacheEntry = { expiresAt: number; data: unknown };

export type ApiClientOptions = {
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Reads the personal API key the user configured, if any; never the session, which is HttpOnly. */
  apiKey?: () => string | null;
};

/** The lifetime a response may be cached for: `no-store`/`no-cache` → 0, `max-age=N` → N s, else 5 min. */
export const cacheLifetimeMs = (cacheControl: string | null): number => {
  if (!cacheControl) return DEFAULT_CACHE_MS;
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (directives.some((d) => d === 'no-store' || d === 'no-cache' || d === 'private')) return 0;
  const maxAge = directives.find((d) => d.startsWith('max-age='));
  if (maxAge) {
    const seconds = Number(maxAge.slice('max-age='.length));
    return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : 0;
  }
  return DEFAULT_CACHE_MS;
};

const toApiError = async (response: Response): Promise<ApiError> => {
  try {
    const body = (await response.json()) as Partial<ErrorBody>;
    const code = body.error?.code;
    if (isErrorCode(code))
      return new ApiError(response.status, code, body.error?.fields, body.error?.details);
  } catch {
    // Not our JSON error shape (a proxy's HTML page, say): fall through to the general message.
  }
  return new ApiError(response.status, 'general');
};

/**
 * The one API client (SPEC §7): same-origin `/api`, default headers, personal API key when set,
 * GET/HEAD responses cached (5 min by default, honouring `Cache-Control`), cache cleared by any mutation.
 */
export const createApiClient = (options: ApiClientOptions = {}) => {
  const baseUrl = options.baseUrl ?? '/api';
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const apiKey = options.apiKey ?? (() => readStorage(STORAGE_KEYS.apiKey));
  const cache = new Map<string, CacheEntry>();

  const request = async <T>(method: Method, path: string, body?: unknown): Promise<T> => {
    const isRead = method === 'GET' || method === 'HEAD';
    const cacheKey = `${method} ${path}`;
    if (isRead) {
      const hit = cache.get(cacheKey);
      if (hit && hit.expiresAt > now()) return hit.data as T;
      cache.delete(cacheKey);
    }

    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
    };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const key = apiKey();
    if (key) headers['x-api-key'] = key;

    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch {
      throw new ApiError(0, 'general');
    }

    if (!isRead) cache.clear();
    if (!response.ok) throw await toApiError(response);

    const hasBody = method !== 'HEAD' && response.status !== 204;
    const data = (hasBody ? await response.json().catch(() => null) : null) as T;
    if (isRead) {
      const lifetime = cacheLifetimeMs(response.headers.get('cache-control'));
      if (lifetime > 0) cache.set(cacheKey, { expiresAt: now() + lifetime, data });
    }
    return data;
  };

  /** A file answer (CSV, XLSX): the bytes and the name from Content-Disposition; never cached. */
  const download = async (path: string): Promise<DownloadedFile> => {
    const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest' };
    const key = apiKey();
    if (key) headers['x-api-key'] = key;
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, { method: 'GET', headers, credentials: 'same-origin' });
    } catch {
      throw new ApiError(0, 'general');
    }
    if (!response.ok) throw await toApiError(response);
    return { blob: await response.blob(), filename: filenameOf(response.headers.get('content-disposition')) };
  };

  /** A multipart/form-data POST (file uploads); the browser sets the boundary. Clears the cache. */
  const upload = async <T>(path: string, form: FormData): Promise<T> => {
    const headers: Record<string, string> = {
      'X-Requested-With': 'XMLHttpRequest',
      Accept: 'application/json',
    };
    const key = apiKey();
    if (key) headers['x-api-key'] = key;
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method: 'POST',
        headers,
        credentials: 'same-origin',
        body: form,
      });
    } catch {
      throw new ApiError(0, 'general');
    }
    cache.clear();
    if (!response.ok) throw await toApiError(response);
    return (await response.json().catch(() => null)) as T;
  };

  return {
    download,
    upload,
    get: <T>(path: string) => request<T>('GET', path),
    head: (path: string) => request<null>('HEAD', path),
    post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
    put: <T>(path: string, body: unknown = {}) => request<T>('PUT', path, body),
    patch: <T>(path: string, body: unknown = {}) => request<T>('PATCH', path, body),
    delete: <T>(path: string) => request<T>('DELETE', path),
    clearCache: () => cache.clear(),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();
