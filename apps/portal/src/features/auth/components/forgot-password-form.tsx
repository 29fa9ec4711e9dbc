import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { isEmail, useForm } from '@mantine/form';
import { FormError } from '@portal/web-kit/ui/form-error';
import { useRequestPasswordReset } from '../api/request-password-reset';

export function ForgotPasswordForm() {
  const request = useRequestPasswordReset();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { email: '' },
    validate: { email: isEmail('Please enter a valid email address.') },
  });

  if (request.isSuccess) {
    return (
      <Alert color="green" variant="light" role="status" title="Check your inbox">
        If an account exists for {request.variables}, we have sent it a link to reset the password.
        The link works for a limited time.
      </Alert>
    );
  }

  return (
    <form
      onSubmit={form.onSubmit((values) => request.mutate(values.email.trim()))}
      noValidate
      aria-label="Reset password"
    >
      <Stack gap="md">
        <FormError message={request.error?.message} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <Button type="submit" fullWidth loading={request.isPending} disabled={request.isPending}>
          Send Reset Link
        </Button>
      </Stack>
    </form>
  );
}
