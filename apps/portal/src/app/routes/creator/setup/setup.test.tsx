import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import type { SetupProfile } from '@/features/setup/types';
import { flagsFactory, json, meFactory, mockApi, renderRoutes } from '@/testing/test-utils';

// Whole-page flows with lazy routes: give a loaded CI machine room.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const categoryList = [
  {
    primaryCategoryID: '1',
    primaryCategoryName: 'Beauty',
    subCategories: [
      { subCategoryID: '11', subCategoryName: 'Makeup' },
      { subCategoryID: '12', subCategoryName: 'Skincare' },
    ],
  },
  {
    primaryCategoryID: '2',
    primaryCategoryName: 'Travel',
    subCategories: [{ subCategoryID: '21', subCategoryName: 'City guides' }],
  },
];

const profileFactory = (overrides: Partial<SetupProfile> = {}): SetupProfile => ({
  email: 'new@demo.test',
  first_name: null,
  last_name: null,
  youtube_handle: null,
  twitter_handle: null,
  snapchat_handle: null,
  pinterest_handle: null,
  tiktok_handle: null,
  access_tokens: [],
  leads: { instagram: null },
  authedInstagram: false,
  authedTiktokCreator: false,
  instagram_connection_expired: false,
  ...overrides,
});

function renderSetup(path: string, { profile = profileFactory(), stored = [] as unknown[] } = {}) {
  const calls: { query: string; variables: unknown }[] = [];
  const patches: unknown[] = [];
  const fetchSpy = mockApi({
    'GET /api/v1/me': json(200, meFactory({ id: 7, first_name: null, last_name: null })),
    'GET /api/v1/flags': json(200, { flags: flagsFactory() }),
    'GET /api/v1/social/profile': () => json(200, profile),
    'PATCH /api/v1/users': (_url, init) => {
      patches.push(JSON.parse(String(init?.body)));
      return json(200, { data: {} });
    },
    'POST /graphql': (_url, init) => {
      const body = JSON.parse(String(init?.body));
      calls.push(body);
      if (body.query.includes('categoryList')) return json(200, { data: { categoryList } });
      if (body.query.includes('getCreatorCategories')) {
        return json(200, { data: { getCreatorCategories: stored } });
      }
      return json(200, { data: { storeCreatorCategories: { wasSuccessful: true, errors: [] } } });
    },
  });
  return { fetchSpy, calls, patches, ...renderRoutes(routes, { path, signedIn: { id: 7 } }) };
}

describe('account setup', () => {
  it('replaces any other setup path with the Information route', async () => {
    const { router } = renderSetup('/creator/setup/whatever');
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/setup/information'), {
      timeout: 5000,
    });
    expect(
      await screen.findByRole('heading', {
        name: 'Start collaborating with the largest brands in 2 easy steps',
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Information/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('needs names and a primary category, applies the disable rules, and saves what changed', async () => {
    const { user, calls, patches, router } = renderSetup('/creator/setup/information');
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');

    await user.type(screen.getByLabelText(/First Name/), 'Noah');
    await user.type(screen.getByLabelText(/Last Name/), 'Reed');
    expect(next).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Choose categories' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose your categories' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Beauty' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Skincare' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Secondary' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Beauty (primary)' })).toBeDisabled();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Travel' }));
    await user.click(within(dialog).getByRole('radio', { name: 'Primary' }));
    expect(within(dialog).getByRole('checkbox', { name: 'Travel (secondary)' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));

    expect(await screen.findByTestId('category-summary')).toHaveTextContent(
      'Primary: Beauty (Skincare)Secondary: Travel',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/setup/accounts'));
    expect(patches).toEqual([{ data: { first_name: 'Noah', last_name: 'Reed' } }]);
    const store = calls.find((c) => c.query.includes('storeCreatorCategories'));
    expect(store?.variables).toEqual({
      input: {
        userId: '7',
        categories: [
          { id: '1', isPrimary: true, subCategories: [{ id: '12' }] },
          { id: '2', isPrimary: false, subCategories: [] },
        ],
      },
    });
  });

  it('saves nothing when nothing changed', async () => {
    const { user, calls, patches, router } = renderSetup('/creator/setup/information', {
      profile: profileFactory({ first_name: 'Noah', last_name: 'Reed' }),
      stored: [{ categoryId: '2', categoryName: 'Travel', isPrimary: true, subCategories: [] }],
    });
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creator/setup/accounts'));
    expect(patches).toEqual([]);
    expect(calls.some((c) => c.query.includes('storeCreatorCategories'))).toBe(false);
  });

  it('shows six tiles and allows Next only once setup is finished', async () => {
    renderSetup('/creator/setup/accounts', {
      profile: profileFactory({ first_name: 'Noah', last_name: 'Reed' }),
      stored: [{ categoryId: '2', categoryName: 'Travel', isPrimary: true, subCategories: [] }],
    });
    expect(await screen.findByTestId('notification-bubble')).toBeInTheDocument();
    for (const name of ['Instagram', 'TikTok', 'YouTube', 'X (Twitter)', 'Snapchat', 'Pinterest']) {
      expect(screen.getByRole('link', { name: `Connect ${name}` })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says Registration complete! with a connected account, and Next goes to the campaigns', async () => {
    const { user, router } = renderSetup('/creator/setup/accounts?connected=instagram', {
      profile: profileFactory({
        first_name: 'Noah',
        last_name: 'Reed',
        leads: { instagram: { social_un: 'noah.r', social_id: '1784', profile_image: null } },
        access_tokens: [
          {
            platform: 'instagram',
            username: 'noah.r',
            avatarUrl: null,
            expires_at: null,
            expired: false,
          },
        ],
      }),
      stored: [{ categoryId: '2', categoryName: 'Travel', isPrimary: true, subCategories: [] }],
    });
    expect(
      await screen.findByRole('heading', { name: 'Registration complete!' }),
    ).toBeInTheDocument();
    // The connect flow's result on the page itself, kept once the address drops its query.
    const said = () => screen.getByText('Instagram connected.').closest('[role="status"]');
    expect(said()).not.toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(said()).not.toBeNull();
    expect(within(screen.getByTestId('tile-instagram')).getByText('@noah.r')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Instagram' })).toHaveAttribute(
      'href',
      '/creator/connect-account?platform=instagram',
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/creator/dashboard/campaigns'),
    );
  });

  it('has Log Out in the side menu', async () => {
    const { user } = renderSetup('/creator/setup/information');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('button', { name: 'Log Out' })).toBeInTheDocument();
  });
});
