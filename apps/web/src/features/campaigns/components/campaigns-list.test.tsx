import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import {
  campaignFactory,
  campaignsPageFactory,
  inviteFactory,
} from '../testing/campaigns-factories';
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
});
