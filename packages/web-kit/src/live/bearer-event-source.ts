import { EventSource } from 'eventsource';
import { authStore } from '../session/auth-store';

/**
 * A server-sent-event stream that carries the signed-in user's bearer token (the browser's own
 * EventSource cannot send headers; the `eventsource` package is the standard one with our own
 * fetch). It reconnects by itself with the last event id, so nothing raised while the connection
 * was down is lost. Each connection reads the current token, and when the server says the token is
 * no longer good it refreshes the session once and asks again. The caller adds its listeners and
 * closes it.
 */
export function openBearerEventSource(url: string, refresh: () => Promise<boolean>): EventSource {
  const withToken = (init: RequestInit | undefined) => {
    const headers = new Headers(init?.headers);
    const token = authStore.get().accessToken;
    if (token) headers.set('Authorization', `Bearer ${token}`);
    return { ...init, headers };
  };
  return new EventSource(url, {
    fetch: async (input, init) => {
      const res = await fetch(input, withToken(init));
      if (res.status !== 401 || !(await refresh())) return res;
      return fetch(input, withToken(init));
    },
  });
}
