import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormError } from '../ui/form-error';

export interface Credentials {
  email: string;
  password: string;
}

type Field = keyof Credentials;

function validate({ email, password }: Credentials): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  if (!/^\S+@\S+$/.test(email)) errors.email = 'Please enter a valid email address.';
  if (!password) errors.password = 'Please enter your password.';
  return errors;
}

/**
 * Email and password, for both apps' sign-in pages. Blocks an empty or malformed submit with a
 * message on the field (focused); a refused sign-in (`message`) shows above the fields. Plain
 * state rather than @mantine/form: the portal's login route is the first page most people load,
 * and two fields do not need a form library.
 */
export function LoginForm({
  onSubmit,
  pending,
  message,
  below,
}: {
  /** Called with the trimmed e-mail and the password once both look right. */
  onSubmit(credentials: Credentials): void;
  pending: boolean;
  /** Why signing in failed, or why the user was signed out. */
  message?: string | null;
  /** Shown between the fields and the button (the portal's "Forgot your password?"). */
  below?: ReactNode;
}) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const credentials = { email: email.trim(), password };
    const found = validate(credentials);
    setErrors(found);
    const firstInvalid = (['email', 'password'] as const).find((field) => found[field]);
    if (firstInvalid) {
      (event.currentTarget.elements.namedItem(firstInvalid) as HTMLInputElement | null)?.focus();
      return;
    }
    onSubmit(credentials);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <FormError message={message} />
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
        {below}
        <Button type="submit" fullWidth loading={pending} disabled={pending}>
          Sign In
        </Button>
      </Stack>
    </form>
  );
}
