import { ApiError } from '@portal/web-kit/api/api-error';
import { authStore } from '@portal/web-kit/session/auth-store';
import { refreshSession } from './session';

/**
 * Bytes to and from the API that are not JSON (a studio image up, a CSV export down), with the
 * bearer token and one silent refresh on a 401, as the kit's client does for JSON.
 */
async function exchange(url: string, init: RequestInit): Promise<Response> {
  const send = () => {
    const token = authStore.get().accessToken;
    const headers = new Headers(init.headers);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return fetch(url, { ...init, headers, credentials: 'same-origin' });
  };
  let res: Response;
  try {
    res = await send();
    if (res.status === 401 && (await refreshSession())) res = await send();
  } catch {
    throw new ApiError({
      message: 'Something went wrong. Please check your connection and try again.',
    });
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as {
      error?: { code?: string; message?: string; details?: ApiError['details'] };
    } | null;
    throw new ApiError({
      status: res.status,
      code: body?.error?.code,
      message: body?.error?.message ?? 'Something went wrong. Please try again.',
      details: body?.error?.details,
    });
  }
  return res;
}

/** Sends a file as the request body; resolves to the JSON answer. */
export async function uploadFile<T>(url: string, file: Blob): Promise<T> {
  const res = await exchange(url, {
    method: 'POST',
    body: file,
    headers: {
      'Content-Type': file.type || 'application/octet-stream',
      Accept: 'application/json',
    },
  });
  return (await res.json()) as T;
}

/** Downloads what the API answers (a CSV export) and hands it to the browser as `filename`. */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const res = await exchange(url, { method: 'GET' });
  const href = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(href);
}
