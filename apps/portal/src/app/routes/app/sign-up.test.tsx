import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { errorBody, json, mockApi, renderRoutes } from '@/testing/test-utils';

describe('/app/sign-up', () => {
  it("says 'That email is already in use.' for an e-mail already used", async () => {
    mockApi({
      'POST /api/v1/auth/sign-up': json(
        400,
        errorBody('email_in_use', 'Email taken', { errors: ['credentials'] }),
      ),
    });
    const { user } = renderRoutes(routes, { path: '/app/sign-up' });

    await user.type(await screen.findByLabelText(/^first name/i), 'Casey');
    await user.type(screen.getByLabelText(/^last name/i), 'Creator');
    await user.type(screen.getByLabelText(/^email/i), 'creator@demo.test');
    await user.type(screen.getByLabelText(/^password/i), 'long-enough-pass');
    await user.click(screen.getByRole('button', { name: 'Create Account' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('That email is already in use.');
  });

  it("fills in the address an invitation's link names, and it can still be changed", async () => {
    mockApi({});
    const { user } = renderRoutes(routes, {
      path: '/app/sign-up?email=olive%40breakfast.example.com',
    });
    const email = await screen.findByLabelText(/^email/i);
    expect(email).toHaveValue('olive@breakfast.example.com');
    await user.clear(email);
    await user.type(email, 'other@example.com');
    expect(email).toHaveValue('other@example.com');
  });
});
