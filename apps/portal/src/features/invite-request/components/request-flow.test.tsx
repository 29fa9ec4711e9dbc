import type { CampaignDetail } from '@portal/domain/campaigns/campaign-api';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inviteFactory, viewFactory } from '@/testing/campaigns-factories';
import { errorBody, json, mockApi, renderRoutes } from '@/testing/test-utils';
import { RequestFlow } from './request-flow';

const CAMPAIGN_ID = 7;
const FLIGHTS = `GET /api/v1/creator/campaigns/${CAMPAIGN_ID}/flights`;

// The flow reads only these fields of the campaign.
const campaign = {
  id: CAMPAIGN_ID,
  influencer_compensation_type: 'PAYMENT',
  campaign_content_workflow: 'PRODUCT',
} as CampaignDetail;

const OPTIONS = {
  campaign_id: CAMPAIGN_ID,
  enable_requested_invites_auto_assign: false,
  requested_invites_flight_id: null,
  smart_questions: [] as { id: string; question: string; options: string[] }[],
};

/** The server's answer to a request: the invite with its view (the dashboard's words). */
const answered = (view: Parameters<typeof viewFactory>[0], flightId: number | null = 3) =>
  json(200, {
    created: true,
    success: view?.storedGroup === 'failed_smart_questions' ? false : null,
    invite: inviteFactory({
      id: 1,
      invite_flight: flightId === null ? null : { id: flightId, end_date_unix: 2 },
      view: viewFactory({ id: 1, ...view }),
    }),
  });

function renderFlow(options: typeof OPTIONS = OPTIONS, flowCampaign: CampaignDetail = campaign) {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <RequestFlow
            campaign={flowCampaign}
            options={options}
            details={<p>Guidelines</p>}
            terms={{ customTerms: null, loading: false, error: false }}
            agreeToTerms={async () => {}}
            profileProgress={1}
            profileForm={null}
          />
        ),
      },
    ],
    { signedIn: {} },
  );
}

afterEach(() => vi.useRealTimers());

describe('RequestFlow', () => {
  it('after a request, shows what is next with no refetch of the windows and no error toast', async () => {
    let requested = false;
    let flightFetches = 0;
    mockApi({
      // As the server does: once the creator holds an invite the campaign is not requestable.
      [FLIGHTS]: () => {
        flightFetches += 1;
        return requested
          ? json(404, errorBody('not_found', 'The campaign was not found.'))
          : json(200, {
              requested_invites_flight: null,
              regular_flights: [
                { id: 3, pretty_range: 'Dec 1 – Dec 8', start_date_unix: 1, end_date_unix: 2 },
              ],
            });
      },
      'POST /api/v1/creator/invite_requests': () => {
        requested = true;
        return answered({ status: 'PENDING', requested: true });
      },
    });
    // The 'Evaluating campaign match…' bar ticks on setInterval; everything else runs for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { user } = renderFlow();

    await user.click(screen.getByRole('button', { name: 'ACCEPT GUIDELINES TO REQUEST INVITE' }));
    // The bar starts once the answers are saved (a request, late on a loaded machine): its clock
    // is moved on until the windows show, however late it started.
    const dates = () => screen.queryByRole('radio', { name: 'Dec 1 – Dec 8' });
    for (let waited = 0; !dates() && waited < 3_000; waited += 20) {
      act(() => vi.advanceTimersByTime(1_000));
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    }
    await user.click(dates()!);
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));

    expect(await screen.findByText('Invite request received')).toBeInTheDocument();
    // A refetch would start within a render or two; give its 404 and toast time to show.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(flightFetches).toBe(1);
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.queryByText('The campaign was not found.')).not.toBeInTheDocument();
  });

  it('says a disqualifying answer at once, before any dates, and files it as not a match (issue 31)', async () => {
    const sent: unknown[] = [];
    let flightFetches = 0;
    mockApi({
      [FLIGHTS]: () => {
        flightFetches += 1;
        return json(200, { requested_invites_flight: null, regular_flights: [] });
      },
      [`POST /api/v1/creator/campaigns/${CAMPAIGN_ID}/smart_question_answers/check`]: () =>
        json(200, { success: false }),
      'POST /api/v1/creator/invite_requests': async (_url, init) => {
        sent.push(JSON.parse(String(init?.body)));
        return answered(
          { status: 'PENDING', requested: true, storedGroup: 'failed_smart_questions' },
          null,
        );
      },
    });
    const { user } = renderFlow({
      ...OPTIONS,
      smart_questions: [{ id: 'dog', question: 'Do you have a dog?', options: ['Yes', 'No'] }],
    });
    await user.click(screen.getByRole('radio', { name: 'No' }));
    await user.click(screen.getByRole('button', { name: 'ACCEPT GUIDELINES TO REQUEST INVITE' }));
    expect(
      await screen.findByRole('heading', { name: 'Not a campaign match' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Invite request received')).not.toBeInTheDocument();
    expect(
      screen.queryByText('Which dates would work best for you to post?'),
    ).not.toBeInTheDocument();
    expect(flightFetches).toBe(0);
    expect(sent).toEqual([
      {
        campaign_id: CAMPAIGN_ID,
        flight_id: null,
        smart_question_answers: [{ question_id: 'dog', answer: 'No' }],
        shipping_info: null,
      },
    ]);
  });

  it('requires the address of a product that ships, next to each field, and sends nothing without it', async () => {
    let posts = 0;
    mockApi({
      'POST /api/v1/creator/invite_requests': () => {
        posts += 1;
        return answered({ status: 'PENDING', requested: true });
      },
    });
    const { user } = renderFlow(OPTIONS, {
      ...campaign,
      influencer_compensation_type: 'PRODUCT_AND_PAYMENT',
    } as CampaignDetail);
    // One button for the whole step: no separate save for the address.
    expect(screen.queryByRole('button', { name: /save shipping/i })).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /full name/i }), 'Maya Lopez');
    await user.click(screen.getByRole('button', { name: 'ACCEPT GUIDELINES TO REQUEST INVITE' }));
    expect(
      await screen.findByText('Mailing Address is required.', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('City is required.')).toBeInTheDocument();
    expect(screen.queryByText('Evaluating campaign match…')).not.toBeInTheDocument();
    expect(posts).toBe(0);
  }, 30_000);

  it('with auto-assign, says the creator is in and goes straight to accepting the invite (issue 31)', async () => {
    mockApi({
      'POST /api/v1/creator/invite_requests': () =>
        answered({ status: 'PENDING', requested: false }),
    });
    const { user } = renderFlow({ ...OPTIONS, enable_requested_invites_auto_assign: true });
    await user.click(screen.getByRole('button', { name: 'ACCEPT GUIDELINES TO REQUEST INVITE' }));
    expect(await screen.findByRole('heading', { name: "You're in!" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ACCEPT THE INVITE' })).toHaveAttribute(
      'href',
      '/creator/onboarding/invite/1/guidelines',
    );
    expect(screen.queryByText('Awaiting approval')).not.toBeInTheDocument();
  });
});
