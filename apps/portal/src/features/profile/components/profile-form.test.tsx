import { PROFILE_SAVED_MESSAGE } from '@portal/domain/profile/sms-consent';
import {
  DUPLICATE_SNAPCHAT_HANDLE_MESSAGE,
  fieldErrorMessage,
} from '@portal/domain/profile/validation';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { profileFactory } from '@/testing/profile-factory';
import {
  errorBody,
  flagsFactory,
  json,
  meFactory,
  mockApi,
  renderRoutes,
} from '@/testing/test-utils';

const PROFILE_PATH = '/creator/dashboard/profile';

function api(patch: (body: { data: Record<string, unknown> }) => Response) {
  return mockApi({
    'GET /api/v1/me': json(200, meFactory()),
    'GET /api/v1/flags': json(200, { flags: flagsFactory() }),
    'GET /api/v1/users': json(200, { data: profileFactory() }),
    'POST /graphql': json(200, { data: { user: { email: 'creator@demo.test', contacts: [] } } }),
    'PATCH /api/v1/users': (_url, init) => patch(JSON.parse(String(init?.body))),
  });
}

/** The profile form's save (the portal also sends the time zone, to another URL). */
const isProfilePatch = ([url, init]: Parameters<typeof fetch>) =>
  init?.method === 'PATCH' && String(url).startsWith('/api/v1/users');

// The first render loads the lazy route and the form: slow on a busy machine.
const SLOW = 40_000;

describe('profile editor', { timeout: 40_000 }, () => {
  it(
    'saves a changed field: Save, then Saved and the success message',
    async () => {
      const fetchSpy = api((body) => json(200, { data: profileFactory(body.data as never) }));
      const { user } = renderRoutes(routes, { path: PROFILE_PATH, signedIn: {} });
      const save = await screen.findByRole('button', { name: 'Save' }, { timeout: 15_000 });
      expect(save).toBeDisabled();
      const firstName = screen.getByRole('textbox', { name: /first name/i });
      await user.clear(firstName);
      await user.type(firstName, 'Mia');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(PROFILE_SAVED_MESSAGE)).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Saved' })).toBeDisabled();
      const patch = fetchSpy.mock.calls.find(isProfilePatch);
      expect(JSON.parse(String(patch?.[1]?.body)).data.first_name).toBe('Mia');
    },
    SLOW,
  );

  it(
    'does not submit an invalid change and shows the field message and Error! Try again.',
    async () => {
      const fetchSpy = api(() => json(500, {}));
      const { user } = renderRoutes(routes, {
        path: `${PROFILE_PATH}?panel=payment`,
        signedIn: {},
      });
      const paypal = await screen.findByRole('textbox', { name: /paypal/i }, { timeout: 15_000 });
      await user.clear(paypal);
      await user.type(paypal, 'maya@nowhere');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(fieldErrorMessage('PayPal Email'));
      expect(screen.getByRole('button', { name: 'Error! Try again.' })).toBeEnabled();
      expect(fetchSpy.mock.calls.some(isProfilePatch)).toBe(false);
    },
    SLOW,
  );

  it(
    'saves the PayPal e-mail alone on an empty profile: empty required fields are not invalid (issue 31)',
    async () => {
      const empty = profileFactory({
        first_name: null,
        last_name: null,
        city: null,
        address: null,
        zip_code: null,
        state: null,
        paypal_account: null,
        phone_number: null,
      } as never);
      const fetchSpy = mockApi({
        'GET /api/v1/me': json(200, meFactory()),
        'GET /api/v1/flags': json(200, { flags: flagsFactory() }),
        'GET /api/v1/users': json(200, { data: empty }),
        'POST /graphql': json(200, {
          data: { user: { email: 'creator@demo.test', contacts: [] } },
        }),
        'PATCH /api/v1/users': (_url, init) =>
          json(200, {
            data: { ...empty, ...(JSON.parse(String(init?.body)).data as object) },
          }),
      });
      const { user } = renderRoutes(routes, {
        path: `${PROFILE_PATH}?panel=payment`,
        signedIn: {},
      });
      const paypal = await screen.findByRole('textbox', { name: /paypal/i }, { timeout: 15_000 });
      await user.type(paypal, 'maya@pay.example.com');
      await user.click(screen.getByRole('button', { name: 'Save' }));
      expect(
        await screen.findByText(PROFILE_SAVED_MESSAGE, {}, { timeout: 10_000 }),
      ).toBeInTheDocument();
      expect(screen.queryByText(/field is invalid/)).not.toBeInTheDocument();
      const patch = fetchSpy.mock.calls.find(isProfilePatch);
      expect(JSON.parse(String(patch?.[1]?.body)).data).toEqual({
        paypal_account: 'maya@pay.example.com',
      });
    },
    SLOW,
  );

  it('tells the account connection apart from the typed handle shown to brands', async () => {
    mockApi({
      'GET /api/v1/me': json(200, meFactory()),
      'GET /api/v1/flags': json(200, { flags: flagsFactory() }),
      'GET /api/v1/users': json(200, {
        data: profileFactory({
          tiktok_handle: 'maya.makes',
          access_tokens: [{ platform: 'instagram', username: 'maya.ig', avatarUrl: null }],
        } as never),
      }),
      'POST /graphql': json(200, { data: { user: { email: 'creator@demo.test', contacts: [] } } }),
    });
    renderRoutes(routes, { path: `${PROFILE_PATH}?panel=social`, signedIn: {} });
    const connected = await screen.findByRole(
      'region',
      { name: 'Connected accounts' },
      { timeout: 15_000 },
    );
    expect(connected).toHaveTextContent(
      'Connect your social accounts to increase eligibility for future campaigns.',
    );
    expect(connected).toHaveTextContent('Instagram · @maya.ig · connected');
    expect(connected).toHaveTextContent('TikTok · not connected');
    const handles = screen.getByRole('region', { name: 'Handles' });
    expect(handles).toHaveTextContent(
      'Shown to brands with your profile. Typing a handle does not connect the account.',
    );
    expect(within(handles).getByRole('textbox', { name: 'TikTok (optional)' })).toHaveValue(
      'maya.makes',
    );
    expect(within(connected).queryByRole('textbox')).not.toBeInTheDocument();
  });

  it("places the server's duplicate Snapchat handle message", async () => {
    api(() =>
      json(
        400,
        errorBody('validation_failed', DUPLICATE_SNAPCHAT_HANDLE_MESSAGE, {
          fields: { snapchat_handle: DUPLICATE_SNAPCHAT_HANDLE_MESSAGE },
          errors: ['duplicate_snapchat_handle'],
        }),
      ),
    );
    const { user } = renderRoutes(routes, { path: `${PROFILE_PATH}?panel=social`, signedIn: {} });
    await user.type(
      await screen.findByRole('textbox', { name: /snapchat \(optional\)/i }, { timeout: 15_000 }),
      '@@taken',
    );
    expect(screen.getByRole('textbox', { name: /snapchat \(optional\)/i })).toHaveValue('taken');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getAllByText(DUPLICATE_SNAPCHAT_HANDLE_MESSAGE).length).toBeGreaterThan(0),
    );
  });
});
