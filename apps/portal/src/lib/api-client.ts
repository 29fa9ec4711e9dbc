import { createApiClient } from '@portal/web-kit/api/create-api-client';
import { authStore } from '@portal/web-kit/session/auth-store';
import { paths } from '@/config/paths';
import { takeEarlyAnswer } from './early-requests';
import { currentLocation, navigateTo } from './navigation';
import { refreshSession } from './session';

export type { RequestOptions } from '@portal/web-kit/api/create-api-client';

/** Not signed in any more: to the login page, coming back here afterwards. */
function goToLogin() {
  const here = currentLocation();
  navigateTo(paths.app.login.getHref(here.startsWith('/app/') || here === '/' ? undefined : here), {
    replace: true,
  });
}

/** The portal's one fetch wrapper (the kit's), with index.html's early answers (decision 309). */
export const { request, api, graphql } = createApiClient({
  refreshSession,
  onSessionEnded: goToLogin,
  takeEarlyAnswer,
});

/**
 * The server says this tab's session has ended (the live stream's `session-ended`: signed out
 * elsewhere, a password reset, a deactivation; decision 510): unless a refresh still works, the
 * tab forgets it at once and shows the sign-in page, as after any 401 the refresh cannot cure.
 */
export async function sessionEndedElsewhere(): Promise<void> {
  if (await refreshSession()) return;
  authStore.clear();
  goToLogin();
}
