import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { campaignsPageFactory } from '@/testing/campaigns-factories';
import {
  errorBody,
  flagsFactory,
  json,
  meFactory,
  mockApi,
  renderRoutes,
  sessionFactory,
} from '@/testing/test-utils';

const creatorApi = {
  'GET /api/v1/me': json(200, meFactory()),
  'GET /api/v1/flags': json(200, { flags: flagsFactory() }),
  'GET /api/v1/creator/campaigns': json(200, campaignsPageFactory()),
};

/**
 * The sign-in form's own announced message. Found inside the form: a notification a request of an
 * earlier test left in flight on a loaded machine is an alert too, and is not this page's.
 */
async function formAlert() {
  const form = (await screen.findByRole('button', { name: 'Sign In' })).closest('form');
  return within(form!).findByRole('alert');
}

describe('/app/login', () => {
  it('labels every field and blocks an empty submit with announced errors', async () => {
    const fetchSpy = mockApi({});
    const { user } = renderRoutes(routes, { path: '/app/login' });

    const email = await screen.findByRole('textbox', { name: /email/i });
    const password = screen.getByLabelText(/^password/i);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(password).toHaveAccessibleDescription('Please enter your password.');
    expect(email).toHaveFocus();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong password", async () => {
    mockApi({
      'POST /api/v1/auth/login': json(
        401,
        errorBody('invalid_credentials', 'Incorrect email or password.'),
      ),
    });
    const { user } = renderRoutes(routes, { path: '/app/login' });

    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'creator@demo.test');
    await user.type(screen.getByLabelText(/^password/i), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await formAlert()).toHaveTextContent('Incorrect email or password.');
  });

  it('goes back to the creator page in returnTo after signing in', async () => {
    const fetchSpy = mockApi({
      'POST /api/v1/auth/login': json(200, sessionFactory()),
      ...creatorApi,
    });
    const { user, router } = renderRoutes(routes, {
      path: '/app/login?returnTo=%2Fcreator%2Fdashboard%2Fcampaigns%3Fx%3D1',
    });

    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'creator@demo.test');
    await user.type(screen.getByLabelText(/^password/i), 'creator-demo-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByRole('heading', { name: 'Active Campaigns' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?x=1');
    const [, init] = fetchSpy.mock.calls.find(([url]) => url === '/api/v1/auth/login')!;
    expect(JSON.parse(String(init?.body))).toEqual({
      email: 'creator@demo.test',
      password: 'creator-demo-pass',
    });
  });

  it('ignores a returnTo outside the creator area', async () => {
    mockApi({ 'POST /api/v1/auth/login': json(200, sessionFactory()), ...creatorApi });
    const { user, router } = renderRoutes(routes, {
      path: '/app/login?returnTo=https%3A%2F%2Fevil.example%2Fcreator',
    });

    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'creator@demo.test');
    await user.type(screen.getByLabelText(/^password/i), 'creator-demo-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/creator/dashboard/campaigns'),
    );
  });

  it('signs a brand user out at once and says the portal is for creators', async () => {
    const fetchSpy = mockApi({
      'POST /api/v1/auth/login': json(200, sessionFactory({ type: 'brand' })),
      'POST /api/v1/auth/logout': new Response(null, { status: 204 }),
      ...creatorApi,
    });
    const { user, router } = renderRoutes(routes, { path: '/app/login' });

    await user.type(await screen.findByRole('textbox', { name: /email/i }), 'brand@demo.test');
    await user.type(screen.getByLabelText(/^password/i), 'brand-demo-pass');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await formAlert()).toHaveTextContent(
      'This portal is for creators. Please sign in with a creator account.',
    );
    expect(router.state.location.pathname).toBe('/app/login');
    expect(screen.getByRole('link', { name: 'open the review console' })).toHaveAttribute(
      'href',
      '/review/login',
    );
    expect(fetchSpy.mock.calls.some(([url]) => url === '/api/v1/auth/logout')).toBe(true);
    expect(fetchSpy.mock.calls.some(([url]) => url === '/api/v1/me')).toBe(false);
  });
});
