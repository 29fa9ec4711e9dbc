import type {
  GenericSubmission,
  SubmissionCard,
  Submissions,
  SubmittedPost,
} from '@portal/domain/content/submission-api';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes, toRouteObjects } from '@/app/router';
import {
  errorBody,
  flagsFactory,
  json,
  meFactory,
  mockApi,
  renderRoutes,
} from '@/testing/test-utils';
import { contentSubmissionPages } from './routes';

const base = {
  'GET /api/v1/me': json(200, meFactory()),
  'GET /api/v1/flags': json(200, { flags: flagsFactory() }),
};

const flags = {
  postNeedsFix: false,
  approved: false,
  post: false,
  doNotDistribute: false,
  rejected: false,
  needsFix: false,
  pendingReview: false,
};
const card = (id: number, over: Partial<SubmissionCard> = {}): SubmissionCard => ({
  id,
  mediaId: 100 + id,
  imageUrl: null,
  content_type: 'image',
  content_funnel_state: 'CONTENT_IN_REVIEW',
  ...flags,
  flightEndDate: null,
  has_campaign_distribution: false,
  ...over,
});
const submissions = (cards: SubmissionCard[], canSubmit = true): Submissions => ({
  invite: {
    id: 7,
    campaign: { id: 1, name: 'Summer Glow' },
    brand: { name: 'Glow Botanics' },
    payment_status: 1,
    submission_kind: 'generic',
    can_submit: canSubmit,
  },
  submissions: cards,
});

describe('submissions page', () => {
  it('lists cards with their status text, linking to the content screen', async () => {
    mockApi({
      ...base,
      'GET /api/v1/creator/invites/7/submissions': json(
        200,
        submissions([
          card(1, { rejected: true }),
          card(2, { needsFix: true }),
          card(3, { pendingReview: true }),
          card(4, { approved: true, doNotDistribute: true }),
          card(5, { approved: true, post: true, has_campaign_distribution: true }),
          card(6, { approved: true, post: true, postNeedsFix: true }),
        ]),
      ),
    });
    renderRoutes(routes, { path: '/creator/dashboard/campaigns/7/submissions', signedIn: {} });
    expect(
      await screen.findByRole('heading', { name: 'Your Content Submissions' }, { timeout: 5000 }),
    ).toBeVisible();
    const link = await screen.findByRole('link', { name: 'Rejected Content Rejected' });
    expect(link).toHaveAttribute('href', '/creator/content/101');
    for (const text of [
      'Changes Requested',
      'Reviewing...',
      'Content Approved, Do Not Post',
      'Post Confirmed',
      'Post Changes Requested',
    ]) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Add Content' })).toHaveAttribute(
      'href',
      '/creator/dashboard/submit_generic_content?inviteId=7',
    );
    expect(screen.getByRole('link', { name: 'Back to Campaigns' })).toBeVisible();
  });

  it('says when there are no submissions', async () => {
    mockApi({
      ...base,
      'GET /api/v1/creator/invites/7/submissions': json(200, submissions([], false)),
    });
    renderRoutes(routes, { path: '/creator/dashboard/campaigns/7/submissions', signedIn: {} });
    expect(await screen.findByText('You have no submissions', {}, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Add Content' })).toBeNull();
  });
});

describe('YouTube video page', () => {
  it('refuses a link that is not a YouTube video without calling the server', async () => {
    const api = mockApi(base);
    const { user } = renderRoutes(routes, {
      path: '/creator/dashboard/submit_youtube_video?inviteId=7',
      signedIn: {},
    });
    await user.type(await screen.findByLabelText(/YouTube video URL/), 'https://vimeo.com/1');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Please paste the link of a YouTube video/)).toBeVisible();
    expect(api.mock.calls.some(([url]) => String(url).includes('youtube-videos'))).toBe(false);
  });

  it('submits a valid link once and shows the success page with the payment notice', async () => {
    const submitted: SubmittedPost = {
      id: 3,
      media_id: 9,
      invite_id: 7,
      imageUrl: null,
      payment_status_id: 1,
      payout_turnaround_days: 7,
    };
    const api = mockApi({
      ...base,
      'POST /api/v1/creator/invites/7/youtube-videos': json(201, submitted),
    });
    const { user, router } = renderRoutes(routes, {
      path: '/creator/dashboard/campaigns/7/submit_youtube_video',
      signedIn: {},
    });
    await user.type(
      await screen.findByLabelText(/YouTube video URL/),
      'https://youtu.be/dQw4w9WgXcQ',
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      await screen.findByRole('heading', { name: 'Your video has been submitted!' }),
    ).toBeVisible();
    expect(screen.getByText(/via PayPal within 7 business days/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'VIEW DASHBOARD' })).toHaveAttribute(
      'href',
      '/creator/dashboard/campaigns',
    );
    expect(router.state.location.pathname).toBe('/creator/dashboard/submit_youtube_video_success');
    const call = api.mock.calls.find(([url]) => String(url).includes('youtube-videos'));
    const headers = (call?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers['Idempotency-Key']).toMatch(/^web-/);
  });
});

describe('success pages', () => {
  /** My routes under the real dashboard paths, with a stand-in campaigns page. */
  const submitRoutes = [
    {
      path: '/creator/dashboard',
      children: [
        ...toRouteObjects(contentSubmissionPages),
        { path: 'campaigns', element: <p>Campaigns page</p> },
      ],
    },
  ];

  it('redirect to the campaigns when nothing was submitted', async () => {
    mockApi(base);
    renderRoutes(submitRoutes, {
      path: '/creator/dashboard/submit_post_success?inviteId=7',
      signedIn: {},
    });
    expect(await screen.findByText('Campaigns page', {}, { timeout: 5000 })).toBeVisible();
  });

  const generic = (
    workflow: GenericSubmission['campaign_content_workflow'],
  ): GenericSubmission => ({
    id: 5,
    media_id: 9,
    invite_id: 7,
    content_type: 'image',
    campaign_content_workflow: workflow,
    requires_caption: true,
    hashtags: ['glow'],
    screenNames: ['glowbotanics'],
    caption: 'Hi #glow @glowbotanics',
    content_funnel_state: 'CONTENT_IN_REVIEW',
    media: { thumbnail: null, url: null },
    image: {
      attemptNumber: 0,
      contentApprovalPreviewUrl: null,
      content_metadata_id: 5,
      expected_content_approval_preview_url: null,
    },
  });

  it.each([
    ['CONTENT_PREAPPROVAL', 'Great!', /do not post this content until it has been approved/],
    ['CONTENT_ONLY', 'Great Job!', /via PayPal within 14 business days/],
  ] as const)('generic success for %s says %s', async (workflow, title, line) => {
    mockApi({ ...base, 'GET /api/v1/creator/submissions/5': json(200, generic(workflow)) });
    renderRoutes(routes, {
      path: '/creator/dashboard/submit_generic_content/5/success?inviteId=7',
      signedIn: {},
    });
    expect(await screen.findByRole('heading', { name: title }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByText(line)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Done' })).toHaveAttribute(
      'href',
      '/creator/dashboard/campaigns',
    );
  });

  it('caption edit redirects when the submission is missing', async () => {
    mockApi({
      ...base,
      'GET /api/v1/creator/submissions/5': json(404, errorBody('not_found', 'nope')),
    });
    renderRoutes(submitRoutes, {
      path: '/creator/dashboard/submit_generic_content/5/edit?inviteId=7',
      signedIn: {},
    });
    expect(await screen.findByText('Campaigns page', {}, { timeout: 5000 })).toBeVisible();
  });

  it('caption edit redirects when the inviteId param is missing', async () => {
    mockApi(base);
    renderRoutes(submitRoutes, {
      path: '/creator/dashboard/submit_generic_content/5/edit',
      signedIn: {},
    });
    expect(await screen.findByText('Campaigns page', {}, { timeout: 5000 })).toBeVisible();
  });

  it('caption edit shows Content submitted! with a 147 px box and re-enables Next after a failure', async () => {
    mockApi({
      ...base,
      'GET /api/v1/creator/submissions/5': json(200, generic('CONTENT_PREAPPROVAL')),
      'POST /api/v1/creator/invites/7/submissions/5/approval-review': json(
        500,
        errorBody(
          'unexpected_error',
          'The server has encountered an error. Please try again later.',
        ),
      ),
    });
    const { user } = renderRoutes(routes, {
      path: '/creator/dashboard/submit_generic_content/5/edit?inviteId=7',
      signedIn: {},
    });
    expect(
      await screen.findByRole('heading', { name: 'Content submitted!' }, { timeout: 5000 }),
    ).toBeVisible();
    const box = screen.getByLabelText(/Caption/);
    expect(box.style.height).toBe('147px');
    await user.clear(box);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('A caption is required for this campaign')).toBeVisible();
    await user.type(box, 'New #glow @glowbotanics');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      (await screen.findAllByText(/The server has encountered an error/)).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });
});
