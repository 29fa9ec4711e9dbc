import type { ErrorDetails } from '@portal/domain/errors/app-error';
import { describeFailure } from '@portal/domain/errors/error-catalogue';
import { ApiError } from '@portal/web-kit/api/api-error';
import { authStore } from '@portal/web-kit/session/auth-store';
import { notifyAuthError } from '@portal/web-kit/ui/notify';
import { paths } from '@/config/paths';
import { takeEarlyAnswer } from './early-requests';
import { currentLocation, navigateTo } from './navigation';
import { refreshSession } from './session';

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  params?: Record<string, string | number | boolean | undefined>;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

const AUTH_PREFIX = '/api/v1/auth/';

function withParams(url: string, params: RequestOptions['params']) {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const s = search.toString();
  return s ? `${url}${url.includes('?') ? '&' : '?'}${s}` : url;
}

function send(url: string, options: RequestOptions) {
  const token = authStore.get().accessToken;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(withParams(url, options.params), {
    method: options.method ?? 'GET',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
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

/** Not signed in any more: forget the session and go to login, coming back here afterwards. */
function goToLogin() {
  authStore.clear();
  const here = currentLocation();
  navigateTo(paths.app.login.getHref(here.startsWith('/app/') || here === '/' ? undefined : here), {
    replace: true,
  });
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

/**
 * The one fetch wrapper for REST and GraphQL: bearer token, JSON in and out, one silent refresh
 * on a 401, and every failure turned into an `ApiError` with the catalogue's message.
 */
export async function request<T>(url: string, options: RequestOptions = {}): Promise<T> {
  let res: Response;
  try {
    const plainGet = (options.method ?? 'GET') === 'GET' && !options.params;
    res = (plainGet ? await takeEarlyAnswer(url) : undefined) ?? (await send(url, options));
    if (res.status === 401 && !url.startsWith(AUTH_PREFIX)) {
      if (await refreshSession()) res = await send(url, options);
      if (res.status === 401) {
        goToLogin();
        throw failure(401, await readBody(res));
      }
    }
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if ((error as Error)?.name === 'AbortError') throw error;
    throw failure(undefined, undefined);
  }
  const body = await readBody(res);
  if (!res.ok) throw failure(res.status, body);
  if (url === '/graphql' && (body as { errors?: unknown[] })?.errors?.length) {
    throw failure(400, body);
  }
  return body as T;
}

export const api = {
  get: <T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'GET' }),
  post: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'POST', body }),
  patch: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'PATCH', body }),
  put: <T>(url: string, body?: unknown, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'PUT', body }),
  delete: <T>(url: string, options?: Omit<RequestOptions, 'method' | 'body'>) =>
    request<T>(url, { ...options, method: 'DELETE' }),
};

/** A GraphQL operation through the same wrapper; resolves to `data`. */
export async function graphql<T>(query: string, variables?: Record<string, unknown>): Promise<T> {
  const body = await request<{ data: T }>('/graphql', {
    method: 'POST',
    body: { query, variables },
  });
  return body.data;
}
