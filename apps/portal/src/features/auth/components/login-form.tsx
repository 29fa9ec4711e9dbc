import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { authStore } from '@portal/web-kit/session/auth-store';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLogin } from '../api/login';
import { FormError } from './form-error';

type Field = 'email' | 'password';

function validate(email: string, password: string): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!/^\S+@\S+$/.test(email)) errors.email = 'Please enter a valid email address.';
  if (!password) errors.password = 'Please enter your password.';
  return errors;
}

/**
 * Email and password. A refused sign-in shows the server's message above the fields. Plain state
 * rather than @mantine/form: the login route is the first page most people load, and two fields
 * do not need a form library (its 6 kB count against the login budget).
 */
export function LoginForm({ notice }: { notice?: string | null }) {
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validate(email.trim(), password);
    setErrors(found);
    const firstInvalid = (['email', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) {
      (event.currentTarget.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    authStore.clearNotice();
    login.mutate({ email: email.trim(), password });
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <FormError message={login.error?.message ?? notice} />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={errors.email}
        />
        <PasswordInput
          label="Password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(e) => setPassword(e.currentTarget.value)}
          error={errors.password}
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.app.forgotPassword.getHref()} size="sm">
            Forgot your password?
          </Anchor>
        </Group>
        <Button type="submit" fullWidth loading={login.isPending} disabled={login.isPending}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
