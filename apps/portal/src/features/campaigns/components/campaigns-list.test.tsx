import { CAMPAIGNS_LIST_PAGE_SIZES } from '@portal/domain/invites/campaigns-list-pages';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  campaignFactory,
  campaignsPageFactory,
  inviteFactory,
} from '@/testing/campaigns-factories';
import { errorBody, json, mockApi, renderRoutes } from '@/testing/test-utils';
import { CampaignsList } from './campaigns-list';

const EMPTY = {
  active: [],
  extended: [],
  full: [],
  rejected: [],
  failed_smart_questions: [],
  expired: [],
};

function renderList(page = campaignsPageFactory()) {
  return renderRoutes([{ path: '/', element: <CampaignsList page={page} /> }]);
}

const cardOf = (name: string) =>
  screen.getByRole('heading', { name }).closest('article') as HTMLElement;

describe('CampaignsList', () => {
  it('shows a campaign card with brand, payout tier and the status action', async () => {
    renderList();
    const card = cardOf('Summer Glow Serum');
    expect(within(card).getByText('by Glow Botanics')).toBeInTheDocument();
    expect(within(card).getByLabelText('Payout tier 3 of 4')).toHaveTextContent('$$$');
    expect(within(card).getByRole('button', { name: 'View Guidelines To Accept' })).toBeEnabled();
  });

  it("loads the first card's picture eagerly at high priority and the others lazily", () => {
    const { container } = renderList(
      campaignsPageFactory({
        invites: {
          ...EMPTY,
          active: [
            inviteFactory({ campaign: campaignFactory({ name: 'First', image_url: '/a.jpg' }) }),
            inviteFactory({
              id: 11,
              campaign: campaignFactory({ id: 2, name: 'Second', image_url: '/b.jpg' }),
            }),
          ],
        },
      }),
    );
    const first = cardOf('First').querySelector('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    const second = cardOf('Second').querySelector('img');
    expect(second).toHaveAttribute('loading', 'lazy');
    expect(second).not.toHaveAttribute('fetchpriority');
    expect(container.querySelectorAll('img[fetchpriority="high"]')).toHaveLength(1);
  });

  it('labels and targets the submit button by the domain rules', () => {
    renderList(
      campaignsPageFactory({
        invites: {
          ...EMPTY,
          active: [
            inviteFactory({
              status: 'APPROVED',
              campaign_funnel_state: null,
              campaign: campaignFactory({ name: 'Loop', platform: 'youtube_video' }),
            }),
            inviteFactory({
              id: 11,
              status: 'APPROVED',
              campaign_funnel_state: 'post-accepted-payout-pending',
              campaign: campaignFactory({ id: 2, name: 'Paid soon' }),
            }),
          ],
        },
        has_payment_information: false,
      }),
    );
    expect(within(cardOf('Loop')).getByRole('link', { name: 'Submit Video' })).toHaveAttribute(
      'href',
      '/creator/dashboard/campaigns/10/submit_youtube_video',
    );
    const paid = cardOf('Paid soon');
    expect(within(paid).getByRole('link', { name: 'Get Paid' })).toHaveAttribute(
      'href',
      '/creator/dashboard/profile?panel=payment',
    );
    expect(within(paid).getByText('Please supply your payment information.')).toBeInTheDocument();
  });

  it('shows both empty states by profile completeness', () => {
    const empty = { invites: EMPTY, upcoming_campaigns: [] };
    const { unmount } = renderList(campaignsPageFactory({ ...empty, profile_complete: true }));
    expect(screen.getByRole('heading', { name: 'No active campaigns!' })).toBeInTheDocument();
    expect(screen.getByText('Check back later and keep an eye on your inbox.')).toBeInTheDocument();
    unmount();
    renderList(campaignsPageFactory({ ...empty, profile_complete: false }));
    expect(
      screen.getByRole('heading', { name: 'Tell us about yourself to unlock campaign invites' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'COMPLETE MY PROFILE' })).toBeInTheDocument();
    expect(
      screen.getByText('To see more campaigns please update your profile'),
    ).toBeInTheDocument();
  });

  it('shows the want-more prompt and the completed tile when they apply', () => {
    renderList(
      campaignsPageFactory({
        show_want_more_campaigns: true,
        summary: { completed_campaigns: 1, most_recent_campaign_image: null },
      }),
    );
    expect(screen.getByRole('link', { name: 'CONNECT ACCOUNTS' })).toHaveAttribute(
      'href',
      '/creator/dashboard/profile?panel=social-accounts',
    );
    expect(screen.getByText('1 COMPLETED CAMPAIGN')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'VIEW ANALYTICS' })).toHaveAttribute(
      'href',
      '/creator/dashboard/analytics',
    );
  });

  describe('a part longer than one page (decision 106)', () => {
    afterEach(() => vi.restoreAllMocks());
    const PAGE = CAMPAIGNS_LIST_PAGE_SIZES.past;
    const TOTAL = 2 * PAGE + 5;
    const missed = (id: number) =>
      inviteFactory({
        id,
        status: 'APPROVED',
        group: 'expired',
        campaign_funnel_state: null,
        campaign: campaignFactory({ id, name: `Missed ${id}` }),
      });
    const range = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => missed(from + i));
    const pastPage = campaignsPageFactory({
      invites: { ...EMPTY, expired: range(1, PAGE) },
      list_totals: { current: 0, past: TOTAL },
    });

    it('brings the next pages with Show more until the part is whole', async () => {
      const calls: string[] = [];
      mockApi({
        'GET /api/v1/creator/campaigns/parts/past': (url) => {
          calls.push(url);
          const offset = Number(new URL(url, 'http://x').searchParams.get('offset'));
          const next = offset + PAGE < TOTAL ? offset + PAGE : null;
          return json(200, {
            invites: range(offset + 1, next ? PAGE : 5),
            total: TOTAL,
            next_offset: next,
          });
        },
      });
      const { user } = renderList(pastPage);
      expect(screen.getAllByRole('heading', { name: /^Missed / })).toHaveLength(PAGE);
      await user.click(await screen.findByRole('button', { name: `Show ${PAGE} more` }));
      expect(
        await screen.findByRole('heading', { name: `Missed ${2 * PAGE}` }),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Show 5 more' }));
      expect(await screen.findByRole('heading', { name: `Missed ${TOTAL}` })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { name: /^Missed / })).toHaveLength(TOTAL);
      expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
      expect(calls.map((u) => new URL(u, 'http://x').search)).toEqual([
        `?offset=${PAGE}`,
        `?offset=${2 * PAGE}`,
      ]);
    });

    it('says so when a page cannot be loaded, and tries again', { timeout: 10_000 }, async () => {
      let fail = true;
      mockApi({
        'GET /api/v1/creator/campaigns/parts/past': () =>
          fail
            ? json(500, errorBody('internal', 'Something went wrong.'))
            : json(200, { invites: range(PAGE + 1, PAGE), total: TOTAL, next_offset: 2 * PAGE }),
      });
      const { user } = renderList(pastPage);
      await user.click(await screen.findByRole('button', { name: `Show ${PAGE} more` }));
      // Two retries (lib/query-client) come first.
      expect(await screen.findByRole('alert', {}, { timeout: 6000 })).toHaveTextContent(
        'More campaigns could not be loaded. Please try again.',
      );
      fail = false;
      await user.click(screen.getByRole('button', { name: `Show ${PAGE} more` }));
      expect(
        await screen.findByRole('heading', { name: `Missed ${2 * PAGE}` }),
      ).toBeInTheDocument();
    });

    it('shows no Show more button when the first answer holds the whole part', () => {
      renderList(campaignsPageFactory({ invites: { ...EMPTY, expired: range(1, 3) } }));
      expect(screen.queryByRole('button', { name: /^Show \d+ more$/ })).not.toBeInTheDocument();
    });
  });
});
