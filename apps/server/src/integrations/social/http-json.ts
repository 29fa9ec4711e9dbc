import { SocialProviderError } from './social-provider';

const TIMEOUT_MS = 10_000;

/**
 * A JSON call to a provider with a timeout. A non-2xx answer becomes a SocialProviderError
 * carrying the provider's own message when it gives one (never the token).
 */
export async function fetchJson<T>(
  url: string,
  init: RequestInit & { form?: Record<string, string>; json?: unknown } = {},
): Promise<T> {
  const { form, json, ...rest } = init;
  const headers = new Headers(rest.headers);
  let body = rest.body;
  if (form) {
    headers.set('content-type', 'application/x-www-form-urlencoded');
    body = new URLSearchParams(form).toString();
  } else if (json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(json);
  }
  let res: Response;
  try {
    res = await fetch(url, { ...rest, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new SocialProviderError(`Provider unreachable: ${(error as Error).message}`);
  }
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    throw new SocialProviderError(`Provider answered ${res.status} with no JSON`, res.status);
  }
  if (!res.ok) {
    const error = (parsed as { error?: { message?: string } | string; error_message?: string })
      ?.error;
    const message =
      typeof error === 'string'
        ? error
        : (error?.message ?? (parsed as { error_message?: string }).error_message);
    throw new SocialProviderError(message ?? `Provider answered ${res.status}`, res.status);
  }
  return parsed as T;
}
