import type { QueueItem } from '@portal/domain/review/queue-api';
import { screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { renderRoutes } from '../testing/render-routes';
import { Component as Queue } from './queue';

const item = (id: number, over: Partial<QueueItem>): QueueItem => ({
  content_id: id,
  media_id: id,
  content_funnel_state: 'CONTENT_IN_REVIEW',
  caption: null,
  creator: { id: 1, email: null, name: 'Iris S.', handle: null },
  campaign: {
    id: 7,
    name: 'Glow Lab',
    brand_id: 3,
    brand_name: 'Glow Botanics',
    campaign_content_workflow: 'CONTENT_PREAPPROVAL',
  },
  payout_amount: 50,
  waiting_since: '2026-07-01T10:00:00.000Z',
  review_by: Date.parse('2026-07-02T10:00:00Z') / 1000,
  overdue: true,
  allowed_actions: ['approve_distribute', 'reject'],
  ...over,
});

afterEach(() => vi.unstubAllGlobals());

it('says content waiting on the creator waits on them, with no review-by date nor Overdue', async () => {
  const items = [
    item(1, {}),
    item(2, {
      content_funnel_state: 'CONTENT_CHANGES_REQUESTED',
      review_by: null,
      overdue: false,
      allowed_actions: ['reject'],
    }),
  ];
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ items, page: 1, page_size: 25, total: 2, counts: [] })),
  );
  renderRoutes([{ path: '/queue', element: <Queue /> }], '/queue');
  const waiting = await screen.findByText('Waiting on the creator');
  const asked = waiting.closest('tr')!;
  const inReview = asked.previousElementSibling as HTMLElement;
  expect(within(inReview).getByText('Overdue')).toBeTruthy();
  expect(within(asked).queryByText('Overdue')).toBeNull();
});
