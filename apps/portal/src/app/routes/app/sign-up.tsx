import { Anchor, Text } from '@mantine/core';
import { useAuth } from '@portal/web-kit/session/auth-store';
import { Link, Navigate, useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { DEFAULT_CREATOR_HOME, paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { SignUpForm } from '@/features/auth/components/sign-up-form';

export default function SignUpRoute() {
  const auth = useAuth();
  // An invitation's link names the address it was sent to (issue 28): filled in, still editable.
  const [params] = useSearchParams();
  if (auth.status === 'authenticated') return <Navigate to={DEFAULT_CREATOR_HOME} replace />;

  return (
    <AuthLayout title="Create Account" subtitle="Join brand campaigns as a creator.">
      <SignUpForm email={params.get('email')?.slice(0, 320) ?? ''} />
      <Text size="sm" ta="center">
        Already have an account?{' '}
        <Anchor component={Link} to={paths.app.login.getHref()}>
          Sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
