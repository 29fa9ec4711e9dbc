import { Alert, Anchor, Button, Container, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { api } from '../lib/api';

/** Staff ask for a password reset link (issue 28): the same as creators, the link opens here. */
export function Component() {
  const [email, setEmail] = useState('');
  const ask = useMutation({
    mutationFn: (address: string) =>
      api.post<void>('/api/v1/auth/password-reset', { email: address }),
    meta: { errorNotification: false },
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate(email.trim());
  };
  return (
    <Container size={420} py="xl" component="main" id="main">
      <Stack gap="lg">
        <Title order={1} size="h2">
          Reset your password
        </Title>
        {ask.isSuccess ? (
          <Alert color="green" role="status">
            If an account uses {email.trim()}, we e-mailed it a link to set a new password. The link
            works for an hour.
          </Alert>
        ) : (
          <form onSubmit={onSubmit} aria-label="Reset your password">
            <Stack gap="md">
              <Text>We will e-mail you a link to set a new password.</Text>
              {ask.error && (
                <Alert color="red" role="alert">
                  {ask.error.message}
                </Alert>
              )}
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                required
                value={email}
                onChange={(e) => setEmail(e.currentTarget.value)}
              />
              <Button type="submit" loading={ask.isPending}>
                Send the link
              </Button>
            </Stack>
          </form>
        )}
        <Anchor component={Link} to="/login">
          Back to sign in
        </Anchor>
      </Stack>
    </Container>
  );
}
