import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  campaignFactory,
  campaignsPageFactory,
  inviteFactory,
} from '@/testing/campaigns-factories';
import { renderRoutes } from '@/testing/test-utils';

// Five active invites, two upcoming campaigns and a past one.
const page = campaignsPageFactory({
  invites: {
    active: [1, 2, 3, 4, 5].map((n) =>
      inviteFactory({ id: n, campaign: campaignFactory({ id: n, name: `Active ${n}` }) }),
    ),
    extended: [],
    full: [],
    rejected: [],
    failed_smart_questions: [],
    expired: [inviteFactory({ id: 9, campaign: campaignFactory({ id: 9, name: 'Past one' }) })],
  },
  upcoming_campaigns: [
    campaignFactory({ id: 21, name: 'Upcoming 1', status: 1 }),
    campaignFactory({ id: 22, name: 'Upcoming 2', status: 1 }),
  ],
});

// Which list is the page load's first is state of the module: each test loads it afresh.
async function freshList() {
  vi.resetModules();
  return (await import('./campaigns-list')).CampaignsList;
}

/** Runs the list's tasks one by one, letting React draw after each, until none is left. */
async function runAllTasks() {
  while (vi.getTimerCount() > 0) await act(() => vi.advanceTimersToNextTimerAsync());
}

const cardNames = () => screen.queryAllByRole('heading', { level: 3 }).map((h) => h.textContent);

describe('CampaignsList, the first list of a page load', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));

  it('draws one card first, then a few per task in the order of the list', async () => {
    const CampaignsList = await freshList();
    renderRoutes([{ path: '/', element: <CampaignsList page={page} /> }]);
    expect(cardNames()).toEqual(['Active 1']);
    expect(screen.queryByRole('heading', { name: 'Upcoming Campaigns' })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(cardNames()).toEqual(['Active 1', 'Active 2', 'Active 3']);

    await runAllTasks();
    expect(cardNames()).toEqual([
      'Active 1',
      'Active 2',
      'Active 3',
      'Active 4',
      'Active 5',
      'Upcoming 1',
      'Upcoming 2',
      'Past one',
    ]);
    vi.useRealTimers();
  });

  it('draws a list drawn again whole at once, so a restored scroll position is there', async () => {
    const CampaignsList = await freshList();
    const first = renderRoutes([{ path: '/', element: <CampaignsList page={page} /> }]);
    await runAllTasks();
    first.unmount();

    renderRoutes([{ path: '/', element: <CampaignsList page={page} /> }]);
    expect(cardNames()).toHaveLength(8);
    vi.useRealTimers();
  });
});
