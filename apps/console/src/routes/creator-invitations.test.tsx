import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render-routes';
import { Component as CreatorInvitations } from './creator-invitations';

afterEach(() => vi.unstubAllGlobals());

describe('Sign-up invitations', () => {
  it('invites to a campaign chosen by its name, not typed as an id', async () => {
    const posted: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new URL(String(input), 'http://console.test');
        if (init?.method === 'POST') {
          posted.push(JSON.parse(String(init.body)));
          return Response.json({ outcome: 'invited' }, { status: 201 });
        }
        if (url.pathname === '/api/v1/console/me')
          return Response.json({ id: 1, email: 'ops@example.com', role: 'ops', brand: null });
        if (url.pathname === '/api/v1/console/creator-invitations')
          return Response.json({ items: [] });
        if (url.pathname === '/api/v1/studio/campaigns') {
          expect(url.searchParams.get('lifecycle')).toBe('published');
          return Response.json({
            items: [{ id: 7, name: 'Smoothie Week', brand: { id: 3, name: 'Sunny Bowls' } }],
            page: 1,
            page_size: 100,
            total: 1,
          });
        }
        return Response.json({ error: { code: 'not_found', message: 'No.' } }, { status: 404 });
      }),
    );
    renderRoutes([{ path: '/', element: <CreatorInvitations /> }]);
    const user = userEvent.setup();
    // It says what it is for, and where to invite creators who have joined (decision 660).
    expect(screen.getByRole('heading', { level: 1, name: 'Sign-up invitations' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Creators' })).toHaveAttribute('href', '/creators');
    expect(screen.queryByLabelText(/Campaign id/)).not.toBeInTheDocument();
    const campaign = screen.getByRole('combobox', { name: 'Campaign (optional)' });
    await screen.findByRole('option', { name: 'Smoothie Week · Sunny Bowls' });
    await user.selectOptions(campaign, 'Smoothie Week · Sunny Bowls');
    await user.type(screen.getByRole('textbox', { name: /E-mail/ }), 'theo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation e-mailed to theo@example.com.')).toBeInTheDocument();
    expect(posted).toEqual([{ email: 'theo@example.com', campaign_id: 7, note: null }]);
  });
});
