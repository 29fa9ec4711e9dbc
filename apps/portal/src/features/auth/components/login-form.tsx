import { Anchor, Group } from '@mantine/core';
import { LoginForm as KitLoginForm } from '@portal/web-kit/auth/login-form';
import { authStore } from '@portal/web-kit/session/auth-store';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useLogin } from '../api/login';

/** The creators' sign-in: the kit's form, with the way to reset a forgotten password. */
export function LoginForm({ notice }: { notice?: string | null }) {
  const login = useLogin();
  return (
    <KitLoginForm
      pending={login.isPending}
      message={login.error?.message ?? notice}
      onSubmit={(credentials) => {
        authStore.clearNotice();
        login.mutate(credentials);
      }}
      below={
        <Group justify="flex-end">
          <Anchor component={Link} to={paths.app.forgotPassword.getHref()} size="sm">
            Forgot your password?
          </Anchor>
        </Group>
      }
    />
  );
}
