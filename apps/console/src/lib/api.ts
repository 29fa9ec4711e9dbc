import { describeFailure } from '@portal/domain/errors/error-catalogue';
import { ApiError } from '@portal/web-kit/api/api-error';
import { authStore } from '@portal/web-kit/session/auth-store';
import { refreshConsoleSession } from './session';

type Params = Record<string, string | number | undefined | null>;

function withParams(url: string, params?: Params) {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(params ?? {})) {
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  }
  const s = search.toString();
  return s ? `${url}?${s}` : url;
}

function send(
  url: string,
  init: { method: string; body?: unknown; headers?: Record<string, string> },
) {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  const token = authStore.get().accessToken;
  if (token) headers.Authorization = `Bearer ${token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return fetch(url, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: url.startsWith('/api/v1/auth/') ? 'include' : 'same-origin',
  });
}

/**
 * The console's fetch: bearer token, one silent refresh on a 401 (then back to sign-in), and the
 * same error envelope and messages as the portal (domain error catalogue).
 */
export async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  options: { params?: Params; body?: unknown; headers?: Record<string, string> } = {},
): Promise<T> {
  const full = withParams(url, options.params);
  let res: Response;
  try {
    res = await send(full, { method, body: options.body, headers: options.headers });
    if (res.status === 401 && !url.startsWith('/api/v1/auth/')) {
      if (await refreshConsoleSession()) res = await send(full, { method, body: options.body });
      if (res.status === 401) authStore.clear('Your session has ended. Please sign in again.');
    }
  } catch {
    throw new ApiError({ message: describeFailure(undefined).message });
  }
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = text;
  }
  if (!res.ok) {
    const envelope = body as { error?: { code?: string; details?: Record<string, unknown> } };
    throw new ApiError({
      status: res.status,
      code: envelope?.error?.code,
      message: describeFailure(res.status, body).message,
      details: envelope?.error?.details as ApiError['details'],
    });
  }
  return body as T;
}

export const get = <T>(url: string, params?: Params) => call<T>('GET', url, { params });
export const post = <T>(url: string, body?: unknown, headers?: Record<string, string>) =>
  call<T>('POST', url, { body, headers });
