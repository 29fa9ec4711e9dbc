import type { ErrorDetails } from '@portal/domain/errors/app-error';
import { describeFailure } from '@portal/domain/errors/error-catalogue';
import { authStore } from '../session/auth-store';
import { notifyAuthError } from '../ui/notify';
import { ApiError } from './api-error';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Query parameters; undefined, null and '' are left out. */
  params?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** The app's silent refresh (its session's refreshSession): resolves whether it worked. */
  refreshSession(): Promise<boolean>;
  /**
   * The session has ended (a 401 the refresh could not cure): the session is already forgotten;
   * the app goes to its sign-in page, keeping the way back to where the user was.
   */
  onSessionEnded(): void;
  /** An answer the page already asked for before the app loaded (the portal's early GETs). */
  takeEarlyAnswer?(url: string): Promise<Response | undefined>;
}

const AUTH_PREFIX = '/api/v1/auth/';

function withParams(url: string, params: RequestOptions['params']) {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `${url}${url.includes('?') ? '&' : '?'}${s}` : url;
}

function send(url: string, options: RequestOptions) {
  const token = authStore.get().accessToken;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  // A file (a Blob: a logo) goes as its own bytes, typed as the browser typed it; the server
  // sniffs the type from the bytes anyway. Anything else goes as JSON.
  const file = typeof Blob !== 'undefined' && options.body instanceof Blob ? options.body : null;
  if (file) headers['Content-Type'] ??= file.type || 'application/octet-stream';
  else if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(withParams(url, options.params), {
    method: options.method ?? 'GET',
    headers,
    body: file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    credentials: url.startsWith(AUTH_PREFIX) ? 'include' : 'same-origin',
    signal: options.signal,
  });
}

async function readBody(res: Response): Promise<unknown> {
  const text = await res.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** GraphQL answers `{ errors: [{ message, extensions }] }`; REST answers the error envelope. */
function asEnvelope(body: unknown): unknown {
  const errors = (body as { errors?: { message?: string; extensions?: { code?: string } }[] })
    ?.errors;
  if (!Array.isArray(errors) || errors.length === 0) return body;
  return { error: { code: errors[0]?.extensions?.code, message: errors[0]?.message } };
}

function failure(status: number | undefined, body: unknown): ApiError {
  const envelope = asEnvelope(body) as
    | { error?: { code?: string; message?: string; details?: ErrorDetails } }
    | undefined;
  const outcome = describeFailure(status, envelope);
  if (outcome.kind === 'auth') {
    console.warn('403 from the API:', outcome.message);
    notifyAuthError(outcome.message);
  }
  return new ApiError({
    status,
    code: typeof envelope === 'object' ? envelope?.error?.code : undefined,
    message: outcome.message,
    details: typeof envelope === 'object' ? envelope?.error?.details : undefined,
    kind: outcome.kind,
  });
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

/**
 * An app's one fetch wrapper for REST and GraphQL: bearer token, JSON in and out, one silent
 * refresh on a 401 (then the app's sign-in page, with the way back), and every failure turned
 * into an `ApiError` with the error catalogue's message (spec part 1 section 8).
 */
export function createApiClient(client: ApiClientOptions) {
  /** Sends, with one silent refresh on a 401; a 401 the refresh cannot cure ends the session. */
  async function exchange(url: string, options: RequestOptions): Promise<Response> {
    let res: Response;
    try {
      const plainGet = (options.method ?? 'GET') === 'GET' && !options.params;
      res =
        (plainGet ? await client.takeEarlyAnswer?.(url) : undefined) ?? (await send(url, options));
      if (res.status === 401 && !url.startsWith(AUTH_PREFIX)) {
        if (await client.refreshSession()) res = await send(url, options);
        if (res.status === 401) {
          authStore.clear();
          client.onSessionEnded();
          throw failure(401, await readBody(res));
        }
      }
    } catch (error) {
      if (error instanceof ApiError) throw error;
      if ((error as Error)?.name === 'AbortError') throw error;
      throw failure(undefined, undefined);
    }
    return res;
  }

  async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
    const res = await exchange(url, options);
    const body = await readBody(res);
    if (!res.ok) throw failure(res.status, body);
    if (url === '/graphql' && (body as { errors?: unknown[] })?.errors?.length) {
      throw failure(400, body);
    }
    return body as T;
  }

  const api = {
    get: <T>(url: string, options?: Options) => request<T>(url, { ...options, method: 'GET' }),
    post: <T>(url: string, body?: unknown, options?: Options) =>
      request<T>(url, { ...options, method: 'POST', body }),
    patch: <T>(url: string, body?: unknown, options?: Options) =>
      request<T>(url, { ...options, method: 'PATCH', body }),
    put: <T>(url: string, body?: unknown, options?: Options) =>
      request<T>(url, { ...options, method: 'PUT', body }),
    delete: <T>(url: string, options?: Options) =>
      request<T>(url, { ...options, method: 'DELETE' }),
  };

  /** A GraphQL operation through the same wrapper; resolves to `data`. */
  async function graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
    const body = await request<{ data: T }>('/graphql', {
      method: 'POST',
      body: { query, variables },
    });
    return body.data;
  }

  /**
   * Downloads what the API answers (a CSV export) with the bearer token, and hands it to the
   * browser to save as `filename`, as a link with `download` would.
   */
  async function download(url: string, filename: string, options: Options = {}): Promise<void> {
    const res = await exchange(url, { ...options, method: 'GET' });
    if (!res.ok) throw failure(res.status, await readBody(res));
    const href = URL.createObjectURL(await res.blob());
    const link = document.createElement('a');
    link.href = href;
    link.download = filename;
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(href);
  }

  return { request, api, graphql, download };
}
