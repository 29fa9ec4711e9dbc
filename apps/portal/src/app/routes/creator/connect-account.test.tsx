import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { flagsFactory, json, meFactory, mockApi, renderRoutes } from '@/testing/test-utils';

// Whole-page flows with lazy routes: give a loaded CI machine room.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const profile = {
  email: 'new@demo.test',
  first_name: 'Noah',
  last_name: 'Reed',
  youtube_handle: 'noahtube',
  twitter_handle: null,
  snapchat_handle: null,
  pinterest_handle: null,
  tiktok_handle: null,
  access_tokens: [],
  leads: { instagram: null },
  authedInstagram: false,
  authedTiktokCreator: false,
  instagram_connection_expired: true,
};

function renderConnect(path: string, flags = {}) {
  const patches: unknown[] = [];
  mockApi({
    'GET /api/v1/me': json(200, meFactory()),
    'GET /api/v1/flags': json(200, { flags: flagsFactory(flags) }),
    'GET /api/v1/social/profile': json(200, profile),
    'PATCH /api/v1/users': (_url, init) => {
      patches.push(JSON.parse(String(init?.body)));
      return json(200, { data: {} });
    },
    'POST /graphql': json(200, { data: { getCreatorCategories: [], categoryList: [] } }),
  });
  return { patches, ...renderRoutes(routes, { path, signedIn: {} }) };
}

describe('connect-account page', () => {
  it.each(['/creator/connect-account', '/creator/connect-account?platform=myspace'])(
    'sends %s to the Accounts route',
    async (path) => {
      const { router } = renderConnect(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/creator/setup/accounts'), {
        timeout: 5000,
      });
    },
  );

  it('connects Instagram through /app/connect_social_accounts with returnTo and socialPlatform', async () => {
    renderConnect('/creator/connect-account?platform=instagram');
    expect(await screen.findByRole('link', { name: 'Connect Instagram' })).toHaveAttribute(
      'href',
      '/app/connect_social_accounts?returnTo=%2Fcreator%2Fsetup%2Faccounts&socialPlatform=instagram',
    );
  });

  it('reconnecting from the dashboard comes back to the dashboard, not to the setup (issue 31)', async () => {
    renderConnect(
      '/creator/connect-account?platform=instagram&returnTo=%2Fcreator%2Fdashboard%2Fcampaigns',
    );
    expect(await screen.findByRole('link', { name: 'Connect Instagram' })).toHaveAttribute(
      'href',
      '/app/connect_social_accounts?returnTo=%2Fcreator%2Fdashboard%2Fcampaigns&socialPlatform=instagram',
    );
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute(
      'href',
      '/creator/dashboard/campaigns',
    );
  });

  it('shows the expired-connection banner only with the flag on', async () => {
    renderConnect('/creator/connect-account?platform=tiktok', {
      'social-connection-enabled': true,
    });
    expect(
      await screen.findByText(/Your Instagram connection has expired, please reconnect asap\./),
    ).toBeInTheDocument();
  });

  it('hides the banner with the flag off', async () => {
    renderConnect('/creator/connect-account?platform=tiktok');
    await screen.findByRole('link', { name: 'Connect TikTok' });
    expect(screen.queryByText(/connection has expired/)).not.toBeInTheDocument();
  });

  it('saves a coming-soon handle trimmed, Save disabled when empty or unchanged', async () => {
    const { user, patches, router } = renderConnect('/creator/connect-account?platform=youtube');
    expect(await screen.findByText('Coming soon')).toBeInTheDocument();
    const input = screen.getByLabelText('YouTube handle');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(input).toHaveValue('noahtube');
    expect(save).toBeDisabled();
    await user.clear(input);
    expect(save).toBeDisabled();
    await user.type(input, '  @noah.videos ');
    expect(screen.getByText('Brands will see @noah.videos')).toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/setup/accounts'));
    expect(patches).toEqual([{ data: { youtube_handle: 'noah.videos' } }]);
  });
});

describe('creator terms page', () => {
  it('shows the terms with navigable headings and goes Back to the previous page', async () => {
    const { user, router } = renderConnect('/creator/connect-account?platform=youtube');
    await screen.findByRole('heading', { name: 'Connect YouTube' });
    await router.navigate('/creator/terms');
    expect(
      await screen.findByRole('heading', { name: 'Creator Terms of Use' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Effective May 2018')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: '7. Copyright complaints and repeat infringers' }),
    ).toHaveAttribute('href', '#copyright');
    expect(screen.getByText(/limited to \$100/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/connect-account'));
  });
});
