import { useAuth } from '@portal/web-kit/session/auth-store';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths, safeReturnTo } from '@/config/paths';
import {
  type OAuthPlatform,
  startConnection,
} from '@/features/connect-account/api/start-connection';

const isOAuthPlatform = (value: string | null): value is OAuthPlatform =>
  value === 'instagram' || value === 'tiktok';

/**
 * /app/connect_social_accounts?returnTo&socialPlatform: hands the signed-in creator to the
 * platform's consent page through the server, which comes back to `returnTo`.
 */
export default function ConnectSocialAccountsRoute() {
  const [search] = useSearchParams();
  const auth = useAuth();
  const platform = search.get('socialPlatform');
  const returnTo = safeReturnTo(search.get('returnTo') ?? paths.creator.setup.accounts.getHref());
  const started = useRef(false);
  const ready = auth.status === 'authenticated' && isOAuthPlatform(platform);

  useEffect(() => {
    if (!ready || started.current || !isOAuthPlatform(platform)) return;
    started.current = true;
    startConnection({ socialPlatform: platform, returnTo })
      .then(({ authorizeUrl }) => window.location.assign(authorizeUrl))
      .catch(() => {
        window.location.assign(
          `${returnTo}${returnTo.includes('?') ? '&' : '?'}connect_error=exchange_failed`,
        );
      });
  }, [ready, platform, returnTo]);

  if (!isOAuthPlatform(platform)) {
    return <Navigate to={paths.creator.setup.accounts.getHref()} replace />;
  }
  if (auth.status === 'unauthenticated') {
    return (
      <Navigate
        to={paths.app.login.getHref(paths.creator.connectAccount.getHref(platform))}
        replace
      />
    );
  }
  return (
    <PageLoader label={`Taking you to ${platform === 'instagram' ? 'Instagram' : 'TikTok'}`} />
  );
}

export const ErrorBoundary = RouteErrorBoundary;
