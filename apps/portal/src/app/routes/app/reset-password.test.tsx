import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { errorBody, json, mockApi, renderRoutes } from '@/testing/test-utils';

describe('/app/reset-password', () => {
  it('sets the new password with the token of the e-mailed link', async () => {
    const fetchSpy = mockApi({
      'POST /api/v1/auth/password-reset/confirm': new Response(null, { status: 204 }),
    });
    const { user } = renderRoutes(routes, { path: '/app/reset-password?token=tok-1234567890' });

    await user.type(await screen.findByLabelText(/^new password/i), 'a-new-password');
    await user.type(screen.getByLabelText(/^confirm new password/i), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByText(/Your new password is set/)).toBeInTheDocument();
    const [, init] = fetchSpy.mock.calls[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      token: 'tok-1234567890',
      password: 'a-new-password',
    });
  });

  it("shows the server's message for an expired link", async () => {
    mockApi({
      'POST /api/v1/auth/password-reset/confirm': json(
        400,
        errorBody('bad_request', 'This reset link has expired.'),
      ),
    });
    const { user } = renderRoutes(routes, { path: '/app/reset-password?token=tok-1234567890' });

    await user.type(await screen.findByLabelText(/^new password/i), 'a-new-password');
    await user.type(screen.getByLabelText(/^confirm new password/i), 'a-new-password');
    await user.click(screen.getByRole('button', { name: 'Set New Password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link has expired.');
  });

  it('explains a link without a token', async () => {
    mockApi({});
    renderRoutes(routes, { path: '/app/reset-password' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is incomplete.');
  });
});
