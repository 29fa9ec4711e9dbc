import { Stack } from '@mantine/core';
import { ANALYTICS_EVENTS, campaignEventProperties } from '@portal/domain/analytics/event-names';
import type { InvitePage } from '@portal/domain/invites/invite-api';
import { useEffect } from 'react';
import { trackEvent } from '../api/track-event';
import { CallToAction, type Creator } from './call-to-action';
import { CampaignDetails } from './campaign-details';

/** Invite guidelines and accept/decline (spec part 1 section 2). Sends 'Guidelines Viewed'. */
export function InviteGuidelines({ page, creator }: { page: InvitePage; creator: Creator }) {
  const inviteId = page.invite.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: one event per invite shown
  useEffect(() => {
    void trackEvent(ANALYTICS_EVENTS.guidelinesViewed, campaignEventProperties(page.invite));
  }, [inviteId]);
  return (
    <Stack gap="lg">
      <CampaignDetails campaign={page.campaign} view={page.invite.view} />
      <Stack px="md">
        <CallToAction page={page} creator={creator} />
      </Stack>
    </Stack>
  );
}
