import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { AuthLayout } from '@/features/auth/components/auth-layout';
import { ForgotPasswordForm } from '@/features/auth/components/forgot-password-form';

export default function ForgotPasswordRoute() {
  return (
    <AuthLayout
      title="Forgot Password"
      subtitle="Enter your email and we will send you a link to reset your password."
    >
      <ForgotPasswordForm />
      <Text size="sm" ta="center">
        <Anchor component={Link} to={paths.app.login.getHref()}>
          Back to sign in
        </Anchor>
      </Text>
    </AuthLayout>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
