import type { CampaignDetail } from '@portal/domain/campaigns/campaign-api';
import { ERROR_MESSAGES } from '@portal/domain/errors/error-catalogue';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi, renderRoutes } from '@/testing/test-utils';
import { RequestFlow } from './request-flow';

// The shipping schema loads when the creator accepts (decision 500); here that load fails, as it
// would offline or after a release replaced the file.
vi.mock('@portal/domain/campaigns/invite-request', () => ({
  get ShippingInfoSchema() {
    throw new Error('Failed to fetch dynamically imported module');
  },
}));

describe('shipping info when its checks cannot load', () => {
  it('says so, sends nothing, and keeps the address as typed', async () => {
    const fetch = mockApi({});
    const { user } = renderRoutes(
      [
        {
          path: '/',
          element: (
            <RequestFlow
              campaign={
                {
                  id: 7,
                  influencer_compensation_type: 'PRODUCT',
                  campaign_content_workflow: 'PRODUCT',
                } as CampaignDetail
              }
              options={{
                campaign_id: 7,
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
    const typed: [RegExp, string][] = [
      [/full name/i, 'Maya Lopez'],
      [/mailing address/i, '1200 Sunset Blvd'],
      [/^city/i, 'Los Angeles'],
      [/^state/i, 'CA'],
      [/postal code/i, '90026'],
      [/^country/i, 'US'],
    ];
    for (const [name, value] of typed)
      await user.type(screen.getByRole('textbox', { name }), value);
    await user.click(screen.getByRole('button', { name: 'ACCEPT GUIDELINES TO REQUEST INVITE' }));

    expect(await screen.findByRole('alert', {}, { timeout: 10_000 })).toHaveTextContent(
      ERROR_MESSAGES.critical,
    );
    expect(fetch).not.toHaveBeenCalledWith(
      expect.stringContaining('invite_requests'),
      expect.anything(),
    );
    for (const [name, value] of typed) {
      expect(screen.getByRole('textbox', { name })).toHaveValue(value);
    }
  }, 30_000);
});
