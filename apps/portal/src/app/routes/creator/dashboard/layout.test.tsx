import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { campaignsPageFactory } from '@/testing/campaigns-factories';
import { flagsFactory, json, meFactory, mockApi, renderRoutes } from '@/testing/test-utils';
import type { Flags, Me } from '@/types/api';

const WARNING = 'Your Instagram connection has expired, please reconnect asap.';

function renderShell({
  me = {},
  flags = {},
  path = '/creator/dashboard/campaigns',
}: {
  me?: Partial<Me>;
  flags?: Partial<Flags>;
  path?: string;
} = {}) {
  const fetchSpy = mockApi({
    'GET /api/v1/me': json(200, meFactory(me)),
    'GET /api/v1/flags': json(200, { flags: flagsFactory(flags) }),
    'GET /api/v1/creator/campaigns': json(200, campaignsPageFactory()),
    'POST /api/v1/auth/logout': new Response(null, { status: 204 }),
  });
  return { fetchSpy, ...renderRoutes(routes, { path, signedIn: meFactory(me) }) };
}

describe('dashboard shell', () => {
  it('shows the header, tabs, content and footer landmarks', async () => {
    renderShell({ me: { profile_progress: 0.45 } });

    expect(await screen.findByRole('heading', { name: 'Active Campaigns' })).toBeInTheDocument();
    const header = screen.getByRole('banner');
    expect(within(header).getByText('Casey Creator')).toBeInTheDocument();
    expect(within(header).getByText('@casey.creates')).toBeInTheDocument();
    expect(within(header).getByText('Your profile is 45% complete')).toBeInTheDocument();
    expect(within(header).getByRole('progressbar', { name: 'Profile progress' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    expect(screen.getByTestId('profile-progress-image')).toHaveAttribute('data-image-index', '1');

    const tabs = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(within(tabs).getByRole('link', { name: 'CAMPAIGNS' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(tabs).getByRole('link', { name: 'PROFILE' })).toHaveAttribute(
      'href',
      '/creator/dashboard/profile',
    );
    expect(within(tabs).getByRole('link', { name: 'ANALYTICS' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();

    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Privacy' })).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute(
      'href',
      '/creator/terms',
    );
    expect(within(footer).getByRole('link', { name: 'Support' })).toBeInTheDocument();
  });

  it('opens the side menu; Sign Out logs out and closes it', async () => {
    const { user, fetchSpy, router } = renderShell();

    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    for (const name of ['Campaigns', 'Profile', 'Analytics']) {
      expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    }

    await user.click(within(menu).getByRole('button', { name: 'Sign Out' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    expect(fetchSpy).toHaveBeenCalledWith(
      '/api/v1/auth/logout',
      expect.objectContaining({ method: 'POST', credentials: 'include' }),
    );
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/login');
    expect(router.state.location.search).toBe('');
  });

  it('warns about an expired Instagram connection when the flag is on, until closed', async () => {
    const { user } = renderShell({
      me: { instagram_connection_expired: true },
      flags: { 'social-connection-enabled': true },
    });

    const warning = (await screen.findByText(WARNING)).closest('[role="alert"]') as HTMLElement;
    expect(within(warning).getByRole('link', { name: 'Reconnect Instagram' })).toHaveAttribute(
      'href',
      '/creator/connect-account?platform=instagram&returnTo=%2Fcreator%2Fdashboard%2Fcampaigns',
    );

    await user.click(within(warning).getByRole('button', { name: 'Dismiss Instagram warning' }));
    expect(screen.queryByText(WARNING)).toBeNull();
  });

  it.each([
    ['the flag is off', { instagram_connection_expired: true }, {}],
    ['the connection is fine', {}, { 'social-connection-enabled': true }],
  ])('shows no Instagram warning when %s', async (_name, me, flags) => {
    renderShell({ me, flags });
    expect(await screen.findByRole('heading', { name: 'Active Campaigns' })).toBeInTheDocument();
    expect(screen.queryByText(WARNING)).toBeNull();
  });

  it('sends an incomplete simplified sign-up to /creator/setup/information', async () => {
    const { router } = renderShell({
      me: { first_name: null },
      flags: { 'simplified-signup': true },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/setup/information'));
  });
});

describe('creator area', () => {
  it('shows a loader until the user and the flags have arrived', async () => {
    let answerMe: (response: Response) => void = () => {};
    const fetchSpy = mockApi({
      'GET /api/v1/me': () =>
        new Promise<Response>((resolve) => {
          answerMe = resolve;
        }),
      'GET /api/v1/flags': json(200, { flags: flagsFactory() }),
      'GET /api/v1/creator/campaigns': json(200, campaignsPageFactory()),
    });
    renderRoutes(routes, { path: '/creator/dashboard/campaigns', signedIn: {} });

    await waitFor(() =>
      expect(fetchSpy.mock.calls.some(([url]) => url === '/api/v1/me')).toBe(true),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(screen.queryByRole('heading', { name: 'Active Campaigns' })).toBeNull();

    answerMe(json(200, meFactory()));
    expect(await screen.findByRole('heading', { name: 'Active Campaigns' })).toBeInTheDocument();
  });

  it.each(['/creator', '/creator/dashboard'])(
    'redirects %s to the campaigns list',
    async (path) => {
      const { router } = renderShell({ path });
      expect(await screen.findByRole('heading', { name: 'Active Campaigns' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/creator/dashboard/campaigns');
    },
  );

  it('sends a visitor who is not signed in to login, with the way back', async () => {
    mockApi({});
    const { router } = renderRoutes(routes, { path: '/creator/dashboard/campaigns?x=1' });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      `?returnTo=${encodeURIComponent('/creator/dashboard/campaigns?x=1')}`,
    );
  });
});
