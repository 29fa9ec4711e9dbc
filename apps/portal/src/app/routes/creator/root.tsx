import { useAuth } from '@portal/web-kit/session/auth-store';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useLiveNews } from '@/app/use-live-news';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { syncTimeZone } from '@/features/deadlines/api/sync-time-zone';
import { useFlags } from '@/features/flags/api/get-flags';
import { afterFirstScreen } from '@/lib/after-first-screen';

/**
 * The creator area renders only for an authenticated influencer with an access token once the
 * data it needs (me, flags) has arrived; a loader shows meanwhile (spec 'Dashboard shell').
 */
export default function CreatorRoot() {
  const auth = useAuth();
  const location = useLocation();
  const admitted =
    auth.status === 'authenticated' && !!auth.accessToken && auth.user?.type === 'influencer';
  const me = useMe({ enabled: admitted });
  const flags = useFlags({ enabled: admitted });
  useLiveNews(admitted);
  const userId = admitted ? auth.user?.id : undefined;
  useEffect(() => {
    if (userId === undefined) return;
    return afterFirstScreen(() => void syncTimeZone(userId));
  }, [userId]);

  // The area's first draw (the shell and the page, once me and flags are in) is the largest
  // render of a visit: as a deferred value it runs in a transition React splits into short
  // slices, so a phone keeps answering taps meanwhile (decision 307). Already loaded: at once.
  const loaded = useDeferredValue(Boolean(me.data && flags.data));

  if (auth.status === 'unknown') return <PageLoader />;
  if (!admitted) {
    const returnTo = auth.signedOut ? undefined : `${location.pathname}${location.search}`;
    return <Navigate to={paths.app.login.getHref(returnTo)} replace />;
  }
  if (me.error) throw me.error;
  if (flags.error) throw flags.error;
  if (!loaded || !me.data || !flags.data) return <PageLoader />;
  return <Outlet />;
}

export const ErrorBoundary = RouteErrorBoundary;
