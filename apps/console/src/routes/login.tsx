import { Alert, Button, Container, PasswordInput, Stack, TextInput, Title } from '@mantine/core';
import type { Session } from '@portal/domain/users/me-api';
import { authStore, useAuth } from '@portal/web-kit/session/auth-store';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { post } from '../lib/api';
import { acceptConsoleSession } from '../lib/session';

/** Only a path inside the console; anything else goes to the queue. */
const safeReturn = (to: string | null) => (to?.startsWith('/') && !to.startsWith('//') ? to : '/');

/** The console's own sign-in (issue 16): ops and brand users in, creators refused. */
export function Component() {
  const auth = useAuth();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useMutation({
    mutationFn: async (body: { email: string; password: string }) =>
      acceptConsoleSession(await post<Session>('/api/v1/auth/login', body), true),
    meta: { errorNotification: false },
  });
  if (auth.status === 'authenticated')
    return <Navigate to={safeReturn(params.get('returnTo'))} replace />;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    authStore.clearNotice();
    login.mutate({ email: email.trim(), password });
  };
  const message = login.error?.message ?? auth.notice;

  return (
    <Container size={420} py="xl" component="main" id="main">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Review Console
        </Title>
        <form onSubmit={onSubmit} aria-label="Sign in">
          <Stack gap="md">
            {message && (
              <Alert color="red" role="alert" title="Not signed in">
                {message}
              </Alert>
            )}
            <TextInput
              label="Email"
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
            />
            <Button type="submit" loading={login.isPending}>
              Sign In
            </Button>
          </Stack>
        </form>
      </Stack>
    </Container>
  );
}
