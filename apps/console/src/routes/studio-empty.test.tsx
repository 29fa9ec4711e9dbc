import type { StaffRoleName } from '@portal/domain/staff/staff-api';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleMe } from '../testing/console-me';
import { renderRoutes } from '../testing/render-routes';
import { Component as Campaigns } from './studio-campaigns';
import { Component as Creators } from './studio-creators';

/**
 * What the studio's lists say when there is nothing to list, on a marketplace that starts from
 * an empty database: the way forward, not "start one above" with nothing above, nor "these
 * filters" when none is set.
 */

type Brand = { id: number; name: string };

function serve(role: StaffRoleName, brands: Brand[]) {
  const empty = { items: [], page: 1, page_size: 25, total: 0 };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://console.test').pathname;
      if (path === '/api/v1/console/me') return Response.json(consoleMe(role));
      if (path === '/api/v1/studio/options') return Response.json({ brands, categories: [] });
      if (path === '/api/v1/studio/campaigns') return Response.json(empty);
      if (path === '/api/v1/studio/directory') return Response.json({ ...empty, view: 'full' });
      return Response.json({ error: { code: 'not_found', message: 'Not here.' } }, { status: 404 });
    }),
  );
}

function show(url: string) {
  renderRoutes(
    [
      { path: '/campaigns', element: <Campaigns /> },
      { path: '/creators', element: <Creators /> },
      { path: '/brands', element: <p>Brands page</p> },
    ],
    url,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the campaigns list with no campaign', () => {
  it('sends ops with no brand yet to Brands, since a campaign needs one', async () => {
    serve('ops', []);
    show('/campaigns');
    expect(await screen.findByText(/A campaign belongs to a brand/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Brands' })).toHaveAttribute('href', '/brands');
    expect(screen.queryByText(/Start one above/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start a draft' })).not.toBeInTheDocument();
  });

  it('offers ops with a brand the new-campaign form above', async () => {
    serve('ops', [{ id: 3, name: 'Glow Botanics' }]);
    show('/campaigns');
    expect(await screen.findByText('No campaigns yet. Start one above.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Start a draft' })).toBeInTheDocument();
  });

  it('tells a brand reviewer, who starts none, who does', async () => {
    serve('brand_reviewer', [{ id: 3, name: 'Glow Botanics' }]);
    show('/campaigns');
    expect(
      await screen.findByText('No campaigns yet. Your brand’s admin starts them.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start a draft' })).not.toBeInTheDocument();
  });

  it('says the filters match nothing only when a filter is set', async () => {
    serve('ops', [{ id: 3, name: 'Glow Botanics' }]);
    show('/campaigns?lifecycle=closed');
    expect(await screen.findByText('No campaign matches these filters.')).toBeInTheDocument();
  });
});

describe('the creator directory with no creator', () => {
  it('says nobody has signed up yet, and how to invite people, when no filter is set', async () => {
    serve('ops', [{ id: 3, name: 'Glow Botanics' }]);
    show('/creators');
    expect(await screen.findByText(/^No creator has signed up yet\./)).toHaveTextContent(
      'invite people By e-mail',
    );
    expect(screen.queryByText(/these filters/)).not.toBeInTheDocument();
  });

  it('says the filters match nothing when one is set', async () => {
    serve('ops', [{ id: 3, name: 'Glow Botanics' }]);
    show('/creators?country=US');
    expect(await screen.findByText('No creator matches these filters.')).toBeInTheDocument();
  });
});
