import type { CampaignDetail } from '@portal/domain/campaigns/campaign-api';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

function renderFlow() {
  return renderRoutes(
    [
      {
        path: '/',
        element: (
          <RequestFlow
            campaign={campaign}
            options={{
              campaign_id: CAMPAIGN_ID,
              enable_requested_invites_auto_assign: false,
              requested_invites_flight_id: null,
              smart_questions: [],
            }}
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
        return json(200, { created: true, success: true, invite: { id: 1 } });
      },
    });
    // The 'Evaluating campaign match…' bar ticks on setInterval; everything else runs for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { user } = renderFlow();

    await user.click(screen.getByRole('button', { name: 'ACCEPT GUIDELINES TO REQUEST INVITE' }));
    act(() => vi.advanceTimersByTime(5_000));
    await user.click(await screen.findByRole('radio', { name: 'Dec 1 – Dec 8' }));
    await user.click(screen.getByRole('button', { name: 'CONTINUE' }));

    expect(await screen.findByText('Invite request received')).toBeInTheDocument();
    // A refetch would start within a render or two; give its 404 and toast time to show.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(flightFetches).toBe(1);
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    expect(screen.queryByText('The campaign was not found.')).not.toBeInTheDocument();
  });
});
