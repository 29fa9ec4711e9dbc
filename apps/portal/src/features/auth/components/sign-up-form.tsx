import { Button, PasswordInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { hasLength, isEmail, isNotEmpty, useForm } from '@mantine/form';
import { fieldErrors } from '@portal/web-kit/api/api-error';
import { FormError } from '@portal/web-kit/ui/form-error';
import { useEffect } from 'react';
import { useSignUp } from '../api/sign-up';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * A sign-up request makes a creator account; 'That email is already in use.' comes from the
 * catalogue. `email` fills the address in (an invitation's link: issue 28).
 */
export function SignUpForm({ email = '' }: { email?: string }) {
  const signUp = useSignUp();
  const form = useForm({
    mode: 'uncontrolled',
    initialValues: { first_name: '', last_name: '', email, password: '' },
    validate: {
      first_name: isNotEmpty('Please enter your first name.'),
      last_name: isNotEmpty('Please enter your last name.'),
      email: isEmail('Please enter a valid email address.'),
      password: hasLength(
        { min: PASSWORD_MIN_LENGTH },
        `Your password needs at least ${PASSWORD_MIN_LENGTH} characters.`,
      ),
    },
  });

  // Field problems the server found go next to their fields.
  const { setErrors } = form;
  useEffect(() => {
    const fields = fieldErrors(signUp.error);
    if (Object.keys(fields).length > 0) setErrors(fields);
  }, [signUp.error, setErrors]);

  const onSubmit = form.onSubmit((values) =>
    signUp.mutate({
      first_name: values.first_name.trim(),
      last_name: values.last_name.trim(),
      email: values.email.trim(),
      password: values.password,
    }),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Sign up">
      <Stack gap="md">
        <FormError message={signUp.error?.message} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          <TextInput
            label="First Name"
            autoComplete="given-name"
            required
            key={form.key('first_name')}
            {...form.getInputProps('first_name')}
          />
          <TextInput
            label="Last Name"
            autoComplete="family-name"
            required
            key={form.key('last_name')}
            {...form.getInputProps('last_name')}
          />
        </SimpleGrid>
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label="Password"
          description={`At least ${PASSWORD_MIN_LENGTH} characters`}
          autoComplete="new-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        <Button type="submit" fullWidth loading={signUp.isPending} disabled={signUp.isPending}>
          Create Account
        </Button>
      </Stack>
    </form>
  );
}
