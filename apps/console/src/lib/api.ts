import { createApiClient } from '@portal/web-kit/api/create-api-client';
import { authStore } from '@portal/web-kit/session/auth-store';
import { refreshSession } from './session';

/** Told on the sign-in page when a session has ended under a reviewer's feet. */
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please sign in again.';

/**
 * The console's fetch (the kit's): bearer token, one silent refresh on a 401, the same error
 * envelope and messages as the portal. When the session has ended, the layout sends the reviewer
 * to sign in, with the page they were on as the way back. `download` saves an export (CSV).
 */
export const { api, download } = createApiClient({
  refreshSession,
  onSessionEnded: () => authStore.clear(SESSION_ENDED_MESSAGE),
});
