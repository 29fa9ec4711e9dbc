import type { StaffRoleName } from '@portal/domain/staff/staff-api';
import { BOARD_STEPS } from '@portal/domain/studio/board';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleMe } from '../testing/console-me';
import { renderRoutes } from '../testing/render-routes';
import { Component as Board } from './studio-board';
import { Component as Creators } from './studio-creators';

/**
 * What each console role sees in the campaign studio (issues 28, 29): ops and a brand admin find
 * the invite actions; a brand reviewer reads, with a line saying so, and still keeps notes.
 */

const me = consoleMe;

const board = {
  campaign: { id: 5, name: 'Night Serum', brand: 'Glow Botanics' },
  counts: Object.fromEntries(BOARD_STEPS.map((s) => [s, 0])),
  waiting_for_sign_up: 0,
  items: [],
  page: 1,
  page_size: 50,
  total: 0,
};

const creator = {
  id: 41,
  name: 'Maya Lopez',
  handles: [{ platform: 'instagram', handle: 'maya' }],
  accounts: [],
  categories: ['Beauty'],
  followers: 12000,
  engagement_rate: 3.2,
  country: 'US',
  city: 'Austin',
  completed_campaigns: 4,
  on_time_rate: 1,
  has_paypal: true,
  invited: false,
  contact: null,
};

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/** A fetch that answers the studio's reads for `role`, plus any `extra` routes (path → answer). */
function serve(role: StaffRoleName, extra: Record<string, Handler> = {}) {
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = new URL(String(input), 'http://console.test').pathname;
    const method = init?.method ?? 'GET';
    const own = extra[`${method} ${path}`];
    if (own) return own(init);
    if (path === '/api/v1/console/me') return Response.json(me(role));
    if (path === '/api/v1/studio/campaigns/5/board') return Response.json(board);
    if (path === '/api/v1/studio/directory')
      return Response.json({
        items: [creator],
        page: 1,
        page_size: 25,
        total: 1,
        view: role === 'ops' ? 'full' : 'public',
      });
    if (path === '/api/v1/studio/campaigns')
      return Response.json({ items: [], page: 1, page_size: 100, total: 0 });
    if (path === '/api/v1/studio/options') return Response.json({ brands: [], categories: [] });
    return Response.json({ error: { code: 'not_found', message: 'Not here.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function show(
  page: 'board' | 'creators',
  url = page === 'board' ? '/campaigns/5/board' : '/creators',
) {
  renderRoutes(
    [
      { path: '/campaigns/:campaignId/board', element: <Board /> },
      { path: '/creators', element: <Creators /> },
      { path: '/campaigns', element: <p>Campaigns page</p> },
    ],
    url,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the campaign board by role', () => {
  it.each(['ops', 'brand_admin'] as const)('%s may invite by e-mail', async (role) => {
    serve(role);
    show('board');
    expect(await screen.findByRole('button', { name: 'Invite by e-mail' })).toBeInTheDocument();
    expect(screen.queryByTestId('review-only')).not.toBeInTheDocument();
  });

  it('a brand reviewer follows the board with no invite action, and is told why', async () => {
    serve('brand_reviewer');
    show('board');
    expect(await screen.findByTestId('review-only')).toHaveTextContent(
      'You can follow this campaign but not invite to it',
    );
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite by e-mail' })).not.toBeInTheDocument();
  });
});

describe('the creator directory by role', () => {
  it.each(['ops', 'brand_admin'] as const)('%s selects creators and invites them', async (role) => {
    serve(role);
    show('creators');
    expect(await screen.findByRole('checkbox', { name: 'Select Maya Lopez' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invite to a campaign' })).toBeInTheDocument();
    expect(screen.getByText(/find them and invite them to a campaign\.$/)).toBeInTheDocument();
    expect(screen.queryByTestId('review-only')).not.toBeInTheDocument();
  });

  it('a brand reviewer reads the directory without selecting or inviting, and is told why', async () => {
    serve('brand_reviewer');
    show('creators');
    expect(await screen.findByTestId('review-only')).toHaveTextContent('but not invite them');
    expect(await screen.findByText('Maya Lopez')).toBeInTheDocument();
    // The platform by its name, not the stored code.
    expect(screen.getByText('@maya (Instagram)')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Invite to a campaign' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Note on Maya Lopez' })).toBeInTheDocument();
  });
});

describe('picking creators in the directory', () => {
  const published = {
    'GET /api/v1/studio/campaigns': () =>
      Response.json({
        items: [{ id: 5, name: 'Night Serum', brand: { id: 3, name: 'Glow Botanics' } }],
        page: 1,
        page_size: 100,
        total: 1,
      }),
  };

  it('waits for a campaign: the boxes are off and say why, and the hint leads to the campaign', async () => {
    serve('brand_admin', published);
    show('creators');
    const maya = await screen.findByRole('checkbox', { name: 'Select Maya Lopez' });
    expect(maya).toBeDisabled();
    expect(maya).toHaveAccessibleDescription('To select creators, choose a campaign first.');
    const all = screen.getByRole('checkbox', { name: /Select every creator/ });
    expect(all).toBeDisabled();
    expect(all).toHaveAccessibleDescription('To select creators, choose a campaign first.');

    await userEvent.click(screen.getByRole('button', { name: 'choose a campaign' }));
    const select = screen.getByRole('combobox', { name: 'Campaign' });
    expect(select).toHaveFocus();
    await screen.findByRole('option', { name: 'Night Serum · Glow Botanics' });
    await userEvent.selectOptions(select, '5');

    expect(maya).toBeEnabled();
    expect(maya).not.toHaveAccessibleDescription();
    expect(screen.queryByText(/choose a campaign first/)).not.toBeInTheDocument();
    await userEvent.click(maya);
    expect(screen.getByRole('button', { name: 'Invite 1 creator' })).toBeEnabled();
  });

  it('with no published campaign, says to publish one first', async () => {
    serve('ops');
    show('creators');
    expect(
      await screen.findByRole('checkbox', { name: 'Select Maya Lopez' }),
    ).toHaveAccessibleDescription('To invite creators, publish a campaign first.');
    expect(screen.getByRole('link', { name: 'publish a campaign' })).toHaveAttribute(
      'href',
      '/campaigns',
    );
  });

  it('a campaign already chosen (from its editor) lets the boxes be ticked at once', async () => {
    serve('ops', published);
    show('creators', '/creators?campaign=5');
    const maya = await screen.findByRole('checkbox', { name: 'Select Maya Lopez' });
    expect(maya).toBeEnabled();
    await userEvent.click(maya);
    expect(await screen.findByRole('button', { name: 'Invite 1 creator' })).toBeEnabled();
  });
});

describe('the team note on a creator', () => {
  it('loads the brand’s own note, saves the edit, and says when it was saved', async () => {
    const saved: string[] = [];
    serve('brand_reviewer', {
      'GET /api/v1/studio/directory/41/note': () =>
        Response.json({ body: 'Great on camera.', updated_at: null }),
      'PUT /api/v1/studio/directory/41/note': (init) => {
        const { body } = JSON.parse(String(init?.body)) as { body: string };
        saved.push(body);
        return Response.json({ body: body.trim(), updated_at: '2026-11-20T15:00:00.000Z' });
      },
    });
    show('creators');
    await userEvent.click(await screen.findByRole('button', { name: 'Note on Maya Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note on Maya Lopez' });
    const field = await within(dialog).findByLabelText('Your team’s note');
    expect(field).toHaveValue('Great on camera.');
    expect(within(dialog).getByText(/Only Glow Botanics reads it/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save note' })).toBeDisabled();

    await userEvent.type(field, ' Fast replies. ');
    expect(within(dialog).getByText('Unsaved changes')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await within(dialog).findByText(/^Saved /)).toBeInTheDocument();
    expect(saved).toEqual(['Great on camera. Fast replies. ']);
    expect(field).toHaveValue('Great on camera. Fast replies.');
  });

  it('keeps the text and says so when saving fails; a note that cannot load offers a retry', async () => {
    let loads = 0;
    serve('ops', {
      'GET /api/v1/studio/directory/41/note': () =>
        ++loads === 1
          ? Response.json({ error: { code: 'internal', message: 'Down.' } }, { status: 500 })
          : Response.json({ body: '', updated_at: null }),
      'PUT /api/v1/studio/directory/41/note': () =>
        Response.json(
          { error: { code: 'validation', message: 'Please check the note.' } },
          { status: 400 },
        ),
    });
    show('creators');
    await userEvent.click(await screen.findByRole('button', { name: 'Note on Maya Lopez' }));
    const dialog = await screen.findByRole('dialog', { name: 'Note on Maya Lopez' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The note could not be loaded',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    const field = await within(dialog).findByLabelText('Ops’ note');
    expect(within(dialog).getByText('No note yet')).toBeInTheDocument();
    await userEvent.type(field, 'Prefers e-mail.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save note' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The note was not saved');
    expect(field).toHaveValue('Prefers e-mail.');
  });
});
