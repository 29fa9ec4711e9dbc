import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { routes } from '@/app/router';
import type { AnalyticsPost, UserAnalytics } from '@/features/analytics/types';
import { flagsFactory, json, meFactory, mockApi, renderRoutes } from '@/testing/test-utils';

// Whole-page flows with lazy routes: give a loaded CI machine room.
vi.setConfig({ testTimeout: 20_000 });
configure({ asyncUtilTimeout: 5_000 });

const post = (id: number, overrides: Partial<AnalyticsPost> = {}): AnalyticsPost => ({
  id,
  thumbnail_url: `/demo/analytics/post-${id}.svg`,
  post_quality: 10,
  is_featured: false,
  is_top_performer: false,
  brand_name: 'Glow',
  campaign_name: `Campaign ${id}`,
  post_creation_date: '2024-04-02T12:00:00.000Z',
  post_url: `https://www.instagram.com/p/${id}/`,
  platform: 'instagram',
  metadata_engagement_rate: 4.2,
  metadata_earned: 125.5,
  metadata_likes: 1200,
  metadata_comments: 40,
  metadata_impressions: 30000,
  distribution_metadata: { snapshots: { social_engagements: { likes: 1200, replies: 40 } } },
  ...overrides,
});

const analytics = (overrides: Partial<UserAnalytics> = {}): UserAnalytics => ({
  num_posts: 3,
  num_brands: 1000,
  earned: 999_999.5,
  eng_rate: 5.25,
  likes: 1_000_000,
  comments: 999,
  posts: [
    post(1, { post_quality: 5 }),
    post(2, { post_quality: 50, is_featured: true, is_top_performer: true }),
    post(3, { post_quality: 20, post_creation_date: '2024-05-09T12:00:00.000Z' }),
  ],
  timeline: [
    { month: '2024-04', posts: 2, earned: 250, eng_rate: 4.2 },
    { month: '2024-05', posts: 1, earned: 125.5, eng_rate: 6.54 },
  ],
  ...overrides,
});

function renderAnalytics(body: UserAnalytics) {
  mockApi({
    'GET /api/v1/me': json(200, meFactory()),
    'GET /api/v1/flags': json(200, { flags: flagsFactory() }),
    'GET /api/v1/analytics': json(200, body),
  });
  return renderRoutes(routes, { path: '/creator/dashboard/analytics', signedIn: {} });
}

describe('analytics page', () => {
  it('shows each tile with the abbreviation its threshold asks for', async () => {
    renderAnalytics(analytics());
    await screen.findByTestId('tile-numPosts', {}, { timeout: 5000 });
    const tile = async (id: string) => (await screen.findByTestId(`tile-${id}`)).textContent;
    expect(await tile('numPosts')).toBe('Posts3');
    expect(await tile('numBrands')).toBe('Partnerships1K');
    expect(await tile('earned')).toBe('Earned$999,999.50');
    expect(await tile('engRate')).toBe('Engagement Rate5.3%');
    expect(await tile('likes')).toBe('Likes1M');
    expect(await tile('comments')).toBe('Comments999');
    expect(await tile('postedOn')).toBe('Posted On05/09/2024');
  });

  it('lists the posts best first in a grid, with their marks, linking to each post', async () => {
    renderAnalytics(analytics());
    const list = await screen.findByRole('list', {}, { timeout: 5000 });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/creator/dashboard/analytics/post/2',
      '/creator/dashboard/analytics/post/3',
      '/creator/dashboard/analytics/post/1',
    ]);
    expect(links[0]).toHaveAccessibleName(
      'Campaign 2 for Glow, posted 04/02/2024, 1,200 likes, 4.2% engagement, featured, top performer',
    );
    expect(within(list).getByText('Featured')).toBeInTheDocument();
    expect(within(list).getByText('Top performer')).toBeInTheDocument();
  });

  it('puts the chart’s numbers in a table for screen readers', async () => {
    renderAnalytics(analytics());
    const table = await screen.findByRole('table', {
      name: 'Earnings and engagement rate by month of posting',
    });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Apr 20242$2504.2%');
    expect(rows[2]).toHaveTextContent('May 20241$125.506.5%');
    expect(screen.getByTestId('earnings-chart')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows the locked state without posts', async () => {
    renderAnalytics(analytics({ num_posts: 0, posts: [], timeline: [] }));
    expect(
      await screen.findByRole('heading', { name: 'Your analytics are locked' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Campaigns' })).toHaveAttribute(
      'href',
      '/creator/dashboard/campaigns',
    );
    expect(screen.queryByTestId('tile-numPosts')).not.toBeInTheDocument();
  });
});
