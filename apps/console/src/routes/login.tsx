import { Anchor, Container, Stack, Title } from '@mantine/core';
import type { Session } from '@portal/domain/users/me-api';
import { LoginForm } from '@portal/web-kit/auth/login-form';
import { safeReturnTo } from '@portal/web-kit/navigation/return-to';
import { authStore, useAuth } from '@portal/web-kit/session/auth-store';
import { useMutation } from '@tanstack/react-query';
import { Link, Navigate, useSearchParams } from 'react-router';
import { api } from '../lib/api';
import { acceptSession } from '../lib/session';

/** The console's own sign-in (issue 16): ops and brand users in, creators refused. */
export function Component() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const login = useMutation({
    mutationFn: async (body: { email: string; password: string }) =>
      acceptSession(await api.post<Session>('/api/v1/auth/login', body)),
    meta: { errorNotification: false },
  });
  if (auth.status === 'authenticated') {
    // Only a page of the console (router paths sit below its /review basename).
    const to = safeReturnTo(params.get('returnTo'), { area: '/', fallback: '/' });
    return <Navigate to={to} replace />;
  }

  return (
    <Container size={420} py="xl" component="main" id="main">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Review Console
        </Title>
        <LoginForm
          pending={login.isPending}
          message={login.error?.message ?? auth.notice}
          onSubmit={(credentials) => {
            authStore.clearNotice();
            login.mutate(credentials);
          }}
          below={
            <Anchor component={Link} to="/forgot-password" size="sm">
              Forgot your password?
            </Anchor>
          }
        />
      </Stack>
    </Container>
  );
}
