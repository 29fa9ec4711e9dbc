import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { hasLength, matchesField, useForm } from '@mantine/form';
import { FormError } from '@portal/web-kit/ui/form-error';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useConfirmPasswordReset } from '../api/confirm-password-reset';
import { PASSWORD_MIN_LENGTH } from './sign-up-form';

/** Sets a new password with the token of the e-mailed link. */
export function ResetPasswordForm({ token }: { token: string }) {
  const confirm = useConfirmPasswordReset();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      password: hasLength(
        { min: PASSWORD_MIN_LENGTH },
        `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
      ),
      confirmPassword: matchesField('password', 'The passwords do not match.'),
    },
  });

  if (confirm.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status" title="Password changed">
        Your new password is set.{' '}
        <Anchor component={Link} to={paths.app.login.getHref()}>
          Sign in
        </Anchor>
      </Alert>
    );
  }

  return (
    <form
      onSubmit={form.onSubmit((values) => confirm.mutate({ token, password: values.password }))}
      noValidate
      aria-label="Choose a new password"
    >
      <Stack gap="md">
        <FormError message={confirm.error?.message} />
        <PasswordInput
          label="New Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          required
          key={form.key('confirmPassword')}
          {...form.getInputProps('confirmPassword')}
        />
        <Button type="submit" fullWidth loading={confirm.isPending} disabled={confirm.isPending}>
          Set New Password
        </Button>
      </Stack>
    </form>
  );
}
