import { ERROR_MESSAGES } from '@portal/domain/errors/error-catalogue';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import { profileFactory } from '@/testing/profile-factory';
import { flagsFactory, json, meFactory, mockApi, renderRoutes } from '@/testing/test-utils';

// The form's checks load on demand (decision 500); here that load fails, as it would offline or
// after a release replaced the file.
vi.mock('./validate-profile-form', () => ({
  get validateProfileForm() {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));

describe('profile editor when its checks cannot load', () => {
  it('says so, sends nothing, and keeps the edit for the next try', async () => {
    const fetchSpy = mockApi({
      'GET /api/v1/me': json(200, meFactory()),
      'GET /api/v1/flags': json(200, { flags: flagsFactory() }),
      'GET /api/v1/users': json(200, { data: profileFactory() }),
      'POST /graphql': json(200, { data: { user: { email: 'creator@demo.test', contacts: [] } } }),
    });
    const { user } = renderRoutes(routes, {
      path: '/creator/dashboard/profile',
      signedIn: {},
    });
    const firstName = await screen.findByRole(
      'textbox',
      { name: /first name/i },
      { timeout: 5000 },
    );
    await user.clear(firstName);
    await user.type(firstName, 'Mia');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(ERROR_MESSAGES.critical);
    expect(screen.getByRole('button', { name: 'Error! Try again.' })).toBeEnabled();
    expect(screen.getByRole('textbox', { name: /first name/i })).toHaveValue('Mia');
    // No profile save (the portal's time-zone PATCH goes to another URL).
    const profileSaves = fetchSpy.mock.calls.filter(
      ([url, init]) => init?.method === 'PATCH' && String(url).startsWith('/api/v1/users'),
    );
    expect(profileSaves).toEqual([]);
  }, 20_000);
});
