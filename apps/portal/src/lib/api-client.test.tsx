import { ApiError } from '@portal/web-kit/api/api-error';
import { createQueryClient } from '@portal/web-kit/api/query-client';
import { authStore } from '@portal/web-kit/session/auth-store';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { errorBody, json, meFactory, mockApi, sessionFactory } from '@/testing/test-utils';
import { api } from './api-client';
import { setNavigator } from './navigation';

const navigate = vi.fn();

beforeEach(() => {
  authStore.reset();
  authStore.signIn('old-token', meFactory());
  navigate.mockReset();
  setNavigator(navigate);
  window.history.pushState({}, '', '/creator/dashboard/profile?panel=social');
});

afterEach(() => {
  window.history.pushState({}, '', '/');
});

const bearer = (init: RequestInit | undefined) =>
  (init?.headers as Record<string, string> | undefined)?.Authorization;

describe('api client: 401', () => {
  it('refreshes once for concurrent 401s, then retries with the new token', async () => {
    const fetchSpy = mockApi({
      'GET /api/v1/me': (_url, init) =>
        bearer(init) === 'Bearer new-token'
          ? json(200, meFactory({ first_name: 'Fresh' }))
          : json(401, errorBody('unauthenticated', 'Token expired')),
      'POST /api/v1/auth/refresh': () =>
        json(200, { ...sessionFactory(), accessToken: 'new-token' }),
    });

    const [a, b] = await Promise.all([api.get('/api/v1/me'), api.get('/api/v1/me')]);

    expect(a).toMatchObject({ first_name: 'Fresh' });
    expect(b).toMatchObject({ first_name: 'Fresh' });
    const refreshes = fetchSpy.mock.calls.filter(([url]) => url === '/api/v1/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.[1]).toMatchObject({ method: 'POST', credentials: 'include' });
    expect(authStore.get().accessToken).toBe('new-token');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('goes to login with returnTo when the refresh fails, and forgets the session', async () => {
    mockApi({
      'GET /api/v1/me': json(401, errorBody('unauthenticated', 'Token expired')),
      'POST /api/v1/auth/refresh': json(401, errorBody('unauthenticated', 'No session')),
    });

    await expect(api.get('/api/v1/me')).rejects.toMatchObject({ status: 401 });

    expect(navigate).toHaveBeenCalledWith(
      '/app/login?returnTo=%2Fcreator%2Fdashboard%2Fprofile%3Fpanel%3Dsocial',
      { replace: true },
    );
    expect(authStore.get()).toMatchObject({ status: 'unauthenticated', accessToken: null });
  });

  it('does not refresh for a refused sign-in, and passes the server message on', async () => {
    const fetchSpy = mockApi({
      'POST /api/v1/auth/login': json(
        401,
        errorBody('invalid_credentials', 'Incorrect email or password.'),
      ),
    });

    await expect(
      api.post('/api/v1/auth/login', { email: 'a@b.co', password: 'x' }),
    ).rejects.toMatchObject({ status: 401, message: 'Incorrect email or password.' });
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('api client: 403', () => {
  it('shows the auth error as a notification with a labelled close button', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <AppProvider queryClient={createQueryClient()} restore={false} notificationsDelayMs={0}>
        <div />
      </AppProvider>,
    );
    mockApi({ 'GET /api/v1/creator/invites': json(403, errorBody('forbidden', 'Creators only.')) });

    const error = await api.get('/api/v1/creator/invites').catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, kind: 'auth' });
    const alert = (await screen.findByText('Creators only.')).closest('[role="alert"]');
    expect(alert).not.toBeNull();
    expect(
      within(alert as HTMLElement).getByRole('button', { name: 'Close notification' }),
    ).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
  });
});

describe('api client: error catalogue', () => {
  it.each([
    [
      'a 400 with a credentials entry',
      json(400, errorBody('email_in_use', 'Email taken', { errors: ['credentials'] })),
      'That email is already in use.',
    ],
    ['a 400 without text', json(400, {}), 'Sorry there was a problem!  Please try again later.'],
    ['a 409 with text', json(409, errorBody('conflict', 'Invite changed')), 'Invite changed'],
    [
      'a 502 without an envelope',
      new Response('Bad gateway', { status: 502 }),
      'The server has encountered an error. Please try again later.',
    ],
  ])('turns %s into the catalogue message', async (_name, response, message) => {
    mockApi({ 'POST /api/v1/things': response });
    await expect(api.post('/api/v1/things', {})).rejects.toMatchObject({ message });
  });

  it('reports a critical error when no response arrives', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(api.get('/api/v1/me')).rejects.toMatchObject({
      status: undefined,
      message: 'There has been a critical error. Contact us or try again later.',
    });
  });

  it('keeps field details for forms', async () => {
    mockApi({
      'POST /api/v1/auth/sign-up': json(
        400,
        errorBody('validation_failed', 'Check the form', { fields: { email: 'Bad email' } }),
      ),
    });
    await expect(api.post('/api/v1/auth/sign-up', {})).rejects.toMatchObject({
      code: 'validation_failed',
      details: { fields: { email: 'Bad email' } },
    });
  });
});
