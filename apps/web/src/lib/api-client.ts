import {
  DEFAULT_CACHE_MS,
  isErrorCode,
  routeUrl,
  type ErrorBody,
  type ErrorCode,
  type FileRoute,
  type JsonRoute,
  type RouteContract,
  type RouteInput,
  type RouteResponse,
} from '@flarescope/shared';
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

export type DownloadedFile = {
  blob: Blob;
  filename: string | null;
  /** The answer's headers (the data room's viewer reads its reading's id in them). */
  headers?: Headers;
};

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

/** The input of a call, optional when the route needs none (no path parameter, no body). */
export type CallArgs<R extends RouteContract> =
  object extends RouteInput<R> ? [input?: RouteInput<R>] : [input: RouteInput<R>];

/** The parameters and query of a route's address (no body: a link or beacon sends its own). */
export type HrefArgs<R extends RouteContract> =
  object extends Omit<RouteInput<R>, 'body'>
    ? [input?: Omit<RouteInput<R>, 'body'>]
    : [input: Omit<RouteInput<R>, 'body'>];

type RouteQueryRecord = Parameters<typeof routeUrl>[2];

type CacheEntry = { expiresAt: number; data: unknown };

export type ApiClientOptions = {
  baseUrl?: string;
  fetch?: typeof fetch;
  now?: () => number;
  /** Reads the personal API key the user configured, if any; never the session, which is HttpOnly. */
  apiKey?: () => string | null;
  /** Makes the request object of uploads (tests pass a fake). */
  createXhr?: () => XMLHttpRequest;
};

export type UploadOptions = {
  method?: 'POST' | 'PUT';
  /** Called as the body goes out: the fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
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

const errorFromBody = (status: number, body: Partial<ErrorBody> | null): ApiError => {
  const code = body?.error?.code;
  return isErrorCode(code)
    ? new ApiError(status, code, body?.error?.fields, body?.error?.details)
    : new ApiError(status, 'general');
};

/** Not our JSON error shape (a proxy's HTML page, say) is the general message. */
const toApiError = async (response: Response): Promise<ApiError> =>
  errorFromBody(response.status, (await response.json().catch(() => null)) as Partial<ErrorBody> | null);

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
    return {
      blob: await response.blob(),
      filename: filenameOf(response.headers.get('content-disposition')),
      headers: response.headers,
    };
  };

  /**
   * A multipart upload (a photo) with progress, through XMLHttpRequest: fetch cannot report an upload's
   * progress. Same headers as every other write (the CSRF guard wants X-Requested-With); the browser sets
   * the multipart Content-Type with its boundary. Clears the cache like any mutation.
   */
  const upload = <T>(path: string, form: FormData, uploadOptions: UploadOptions = {}): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const xhr = options.createXhr?.() ?? new XMLHttpRequest();
      xhr.open(uploadOptions.method ?? 'POST', `${baseUrl}${path}`);
      xhr.withCredentials = true;
      xhr.responseType = 'text';
      xhr.setRequestHeader('X-Requested-With', 'XMLHttpRequest');
      xhr.setRequestHeader('Accept', 'application/json');
      const key = apiKey();
      if (key) xhr.setRequestHeader('x-api-key', key);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) uploadOptions.onProgress?.(event.loaded / event.total);
      };
      const fail = () => reject(new ApiError(0, 'general'));
      xhr.onerror = fail;
      xhr.ontimeout = fail;
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      xhr.onload = () => {
        cache.clear();
        let body: unknown = null;
        try {
          body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
        } catch {
          body = null;
        }
        if (xhr.status >= 200 && xhr.status < 300) {
          uploadOptions.onProgress?.(1);
          resolve(body as T);
        } else {
          reject(errorFromBody(xhr.status, body as Partial<ErrorBody> | null));
        }
      };
      uploadOptions.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    });

  /** The URL of a contract route below `baseUrl`: the path with its encoded parameters, and the query. */
  const urlOf = (route: RouteContract, input: { params?: unknown; query?: unknown } | undefined): string =>
    routeUrl(
      route.path,
      input?.params as Record<string, string> | undefined,
      input?.query as RouteQueryRecord,
    ).slice('/api'.length);

  /**
   * A call of a route of the contract (`@flarescope/shared`'s `contract/`): the URL from its path and
   * parameters (encoded) and query, the body it takes, the answer typed by its response schema. A write
   * without a body sends `{}` (Fastify refuses an empty JSON body). Same headers, errors and cache as the rest.
   * A missing path parameter rejects the promise, as any failure of a call does; nothing is sent.
   */
  const call = async <R extends JsonRoute & { multipart?: never }>(
    route: R,
    ...[input]: CallArgs<R>
  ): Promise<RouteResponse<R>> => {
    const body = (input as { body?: unknown } | undefined)?.body;
    const sent = body ?? (route.method === 'GET' || route.method === 'DELETE' ? undefined : {});
    return request<RouteResponse<R>>(route.method, urlOf(route, input), sent);
  };

  /** A file route of the contract (CSV, XLSX, a document), downloaded: its URL built as `call` builds it. */
  const downloadRoute = async <R extends FileRoute & { method: 'GET' }>(route: R, ...[input]: CallArgs<R>) =>
    download(urlOf(route, input));

  /**
   * The address of a route, built as `call` builds its URL: for a plain link to a file (`<a href
   * download>`: the browser sends the session cookie and saves the file itself), or a `keepalive` beacon.
   */
  const href = <R extends RouteContract>(route: R, ...[input]: HrefArgs<R>): string =>
    `${baseUrl}${urlOf(route, input)}`;

  /**
   * A multipart upload to a route of the contract (its parts are not a JSON schema): the URL from the
   * path and parameters, the method from the route, the answer typed by its response schema.
   */
  const uploadRoute = async <R extends JsonRoute & { method: 'POST' | 'PUT'; multipart: true }>(
    route: R,
    input: Omit<RouteInput<R>, 'body'>,
    form: FormData,
    uploadOptions: Omit<UploadOptions, 'method'> = {},
  ): Promise<RouteResponse<R>> =>
    upload<RouteResponse<R>>(urlOf(route, input), form, { ...uploadOptions, method: route.method });

  return {
    call,
    downloadRoute,
    uploadRoute,
    href,
    download,
    upload,
    get: <T>(path: string) => request<T>('GET', path),
    head: (path: string) => request<null>('HEAD', path),
    post: <T>(path: string, body: unknown = {}) => request<T>('POST', path, body),
    put: <T>(path: string, body: unknown = {}) => request<T>('PUT', path, body),
    patch: <T>(path: string, body: unknown = {}) => request<T>('PATCH', path, body),
    /** A DELETE, with a JSON body when the server asks why (an administrator's reason). */
    delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, body),
    clearCache: () => cache.clear(),
  };
};

export type ApiClient = ReturnType<typeof createApiClient>;

export const api = createApiClient();
