import { Alert, Anchor, Button, Container, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NewPasswordFields, newPasswordReady } from '../features/account/new-password-fields';
import { api } from '../lib/api';

/** A staff password reset link (issue 28): a new password typed twice, every session ended. */
export function Component() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const reset = useMutation({
    mutationFn: () => api.post<void>('/api/v1/auth/password-reset/confirm', { token, password }),
    meta: { errorNotification: false },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (newPasswordReady(password, confirm)) reset.mutate();
  };
  return (
    <Container size={420} py="xl" component="main" id="main">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Set a new password
        </Title>
        {reset.isSuccess ? (
          <Alert color="green" role="status">
            Your password is changed and every session was signed out.{' '}
            <Anchor component={Link} to="/login">
              Sign in
            </Anchor>
          </Alert>
        ) : (
          <form onSubmit={onSubmit} aria-label="Set a new password" noValidate>
            <Stack gap="md">
              {reset.error && (
                <Alert color="red" role="alert" title="This link does not work">
                  {reset.error.message}{' '}
                  <Anchor component={Link} to="/forgot-password">
                    Ask for a new link
                  </Anchor>
                </Alert>
              )}
              <NewPasswordFields
                password={password}
                confirm={confirm}
                onPassword={setPassword}
                onConfirm={setConfirm}
                submitted={submitted}
              />
              <Button type="submit" loading={reset.isPending}>
                Save the new password
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
