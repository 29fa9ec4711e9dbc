import {
  isSimplifiedSignupComplete,
  progressImageIndex,
  progressPercent,
} from '@portal/domain/profile/progress';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { Navigate, Outlet, useNavigate } from 'react-router';
import { DashboardShell } from '@/components/shell/dashboard-shell';
import type { ShellUser } from '@/components/shell/types';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { useMe } from '@/features/auth/api/get-me';
import { useLogout } from '@/features/auth/api/logout';
import { useFlags } from '@/features/flags/api/get-flags';
import type { Me } from '@/types/api';

function shellUser(me: Me): ShellUser {
  const fullName = [me.first_name, me.last_name].filter(Boolean).join(' ');
  return {
    name: fullName || me.username || me.email,
    handle: me.social_un || me.instagram_un || null,
    pictureUrl: me.profile_picture_url,
    progressPercent: progressPercent(me.profile_progress),
    progressImageIndex: progressImageIndex(me.profile_progress),
  };
}

/** The dashboard shell around the CAMPAIGNS / PROFILE / ANALYTICS tabs. */
export default function DashboardLayout() {
  const me = useMe();
  const flags = useFlags();
  const logout = useLogout();
  const navigate = useNavigate();

  // The creator root has loaded both before rendering this route.
  if (!me.data || !flags.data) return <PageLoader />;

  const setupUser = {
    email: me.data.email,
    profile: { first_name: me.data.first_name, last_name: me.data.last_name },
  };
  if (flags.data['simplified-signup'] && !isSimplifiedSignupComplete(setupUser)) {
    return <Navigate to={paths.creator.setup.information.getHref()} replace />;
  }

  const signOut = async () => {
    await logout.mutateAsync();
    navigate(paths.app.login.getHref(), { replace: true });
  };

  return (
    <DashboardShell
      user={shellUser(me.data)}
      instagramConnectionExpired={
        flags.data['social-connection-enabled'] && me.data.instagram_connection_expired
      }
      onSignOut={signOut}
    >
      <Outlet />
    </DashboardShell>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
