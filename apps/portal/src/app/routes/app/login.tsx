import { Anchor, Text } from '@mantine/core';
import { useAuth } from '@portal/web-kit/session/auth-store';
import { Link, Navigate, useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths, safeReturnTo } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { LoginForm } from '@/features/auth/components/login-form';
import { useHandOverFirstScreen } from '@/lib/first-screen';
import { NOT_A_CREATOR_MESSAGE } from '@/lib/session';

export default function LoginRoute() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  // The server may have drawn this form into the page (decision 590): the app's takes its place.
  useHandOverFirstScreen(true);

  if (auth.status === 'authenticated') return <Navigate to={safeReturnTo(returnTo)} replace />;

  return (
    <AuthLayout title="Sign In" subtitle="Welcome back! Sign in to see your campaigns.">
      <LoginForm notice={auth.notice} />
      {auth.notice === NOT_A_CREATOR_MESSAGE && (
        // A different app (its own page load), so a plain link rather than the router's.
        <Text size="sm" ta="center">
          Ops and brand reviewers: <Anchor href="/review/login">open the review console</Anchor>
        </Text>
      )}
      <Text size="sm" ta="center">
        New here?{' '}
        <Anchor component={Link} to={paths.app.signUp.getHref()}>
          Create an account
        </Anchor>
      </Text>
    </AuthLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
