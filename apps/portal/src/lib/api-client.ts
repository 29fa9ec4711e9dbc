import { createApiClient } from '@portal/web-kit/api/create-api-client';
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
