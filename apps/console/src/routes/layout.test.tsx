import type { StaffRoleName } from '@portal/domain/staff/staff-api';
import { authStore } from '@portal/web-kit/session/auth-store';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleMe } from '../testing/console-me';
import { renderRoutes } from '../testing/render-routes';
import { ConsoleLayout } from './layout';

// The live stream is not what these tests read; it would hold a fetch open.
vi.mock('../lib/review-live', () => ({ useReviewLive: () => undefined }));

/**
 * A section of the menu opened by a role it is not for (a bookmark, a link pasted by a
 * colleague) says so once, instead of showing the section's screen full of refused reads.
 */
function signedInAs(role: StaffRoleName) {
  authStore.signIn('token', {
    id: 9,
    email: `${role}@example.com`,
    type: role === 'ops' ? 'ops' : 'brand',
  } as Parameters<typeof authStore.signIn>[1]);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://console.test').pathname;
      if (path === '/api/v1/console/me') return Response.json(consoleMe(role));
      return Response.json(
        { error: { code: 'not_found', message: 'Not found.' } },
        { status: 404 },
      );
    }),
  );
}

const routes = [
  {
    path: '/',
    element: <ConsoleLayout />,
    children: [
      { index: true, element: <p>The queue</p> },
      { path: 'payouts', element: <p>The payouts screen</p> },
      { path: 'team', element: <p>The team screen</p> },
      { path: 'campaigns/:id/board', element: <p>The board</p> },
    ],
  },
];

afterEach(() => {
  authStore.reset();
  vi.unstubAllGlobals();
});

describe('the console shell', () => {
  it('tells a brand admin that Payouts is for ops, without the payouts screen', async () => {
    signedInAs('brand_admin');
    renderRoutes(routes, '/payouts');
    expect(
      await screen.findByRole('heading', { name: 'Not open to your role' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Payouts is for ops\./)).toBeInTheDocument();
    expect(screen.queryByText('The payouts screen')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the queue' })).toHaveAttribute('href', '/');
  });

  it('names every role a section is for', async () => {
    signedInAs('brand_reviewer');
    renderRoutes(routes, '/team');
    expect(await screen.findByText(/Team is for ops and brand admins\./)).toBeInTheDocument();
    expect(screen.queryByText('The team screen')).not.toBeInTheDocument();
  });

  it('opens a section for a role it is for', async () => {
    signedInAs('ops');
    renderRoutes(routes, '/payouts');
    expect(await screen.findByText('The payouts screen')).toBeInTheDocument();
  });

  it('finds the section of a page below it by its first segment', async () => {
    signedInAs('brand_reviewer');
    renderRoutes(routes, '/campaigns/5/board');
    expect(await screen.findByText('The board')).toBeInTheDocument();
  });
});
