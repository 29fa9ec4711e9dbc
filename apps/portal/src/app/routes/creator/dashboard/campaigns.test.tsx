import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '@/app/router';
import { campaignsPageFactory } from '@/testing/campaigns-factories';
import { flagsFactory, json, meFactory, mockApi, renderRoutes } from '@/testing/test-utils';
import type { Me } from '@/types/api';

const DIALOG = 'Get campaign invites by text';

function renderCampaigns(me: Partial<Me>) {
  mockApi({
    'GET /api/v1/me': json(200, meFactory(me)),
    'GET /api/v1/flags': json(200, { flags: flagsFactory({ 'creator-consents-to-sms': true }) }),
    'GET /api/v1/creator/campaigns': json(200, campaignsPageFactory()),
  });
  return renderRoutes(routes, { path: '/creator/dashboard/campaigns', signedIn: meFactory(me) });
}

describe('/creator/dashboard/campaigns text-messaging promotion', () => {
  it("offers 'Ignore' or 'Update Number' to a creator with a pending invite who never consented", async () => {
    const { user } = renderCampaigns({
      consents_to_sms_messaging: false,
      tcpa_count_consents_given: 0,
    });
    const dialog = await screen.findByRole('dialog', { name: DIALOG });
    expect(dialog).toHaveTextContent('Update Number');
    await user.click(screen.getByRole('button', { name: 'Ignore' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DIALOG })).not.toBeInTheDocument(),
    );
  });

  it('does not bother a creator who consents to texts', async () => {
    renderCampaigns({ consents_to_sms_messaging: true, tcpa_count_consents_given: 1 });
    expect(await screen.findByRole('heading', { name: 'Active Campaigns' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: DIALOG })).not.toBeInTheDocument();
  });
});

describe('/creator/dashboard/campaigns drawn by the server first (decision 313)', () => {
  it("gives the server's drawing way once the app has drawn the list, not before", async () => {
    const drawn = document.createElement('div');
    drawn.id = 'first-screen';
    drawn.inert = true;
    document.body.prepend(drawn);
    let answer!: (response: Response) => void;
    const campaigns = new Promise<Response>((resolve) => {
      answer = resolve;
    });
    mockApi({
      'GET /api/v1/me': json(200, meFactory()),
      'GET /api/v1/flags': json(200, { flags: flagsFactory() }),
      'GET /api/v1/creator/campaigns': () => campaigns.then((r) => r.clone()),
    });
    renderRoutes(routes, { path: '/creator/dashboard/campaigns', signedIn: meFactory() });
    expect(await screen.findByText('Loading campaigns')).toBeInTheDocument();
    expect(drawn.isConnected).toBe(true);

    answer(json(200, campaignsPageFactory()));
    expect(await screen.findByRole('heading', { name: 'Active Campaigns' })).toBeInTheDocument();
    expect(drawn.isConnected).toBe(false);
  });
});
