import { Alert, Anchor, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ResetPasswordForm } from '@/features/auth/components/reset-password-form';

export default function ResetPasswordRoute() {
  const [params] = useSearchParams();
  const token = params.get('token');

  return (
    <AuthLayout title="Reset Password" subtitle="Choose a new password for your account.">
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <Alert color="red" variant="light" role="alert">
          This reset link is incomplete.{' '}
          <Anchor component={Link} to={paths.app.forgotPassword.getHref()}>
            Ask for a new link
          </Anchor>
          .
        </Alert>
      )}
      <Text size="sm" ta="center">
        <Anchor component={Link} to={paths.app.login.getHref()}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
