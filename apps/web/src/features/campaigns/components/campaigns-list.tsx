import { Stack, Title } from '@mantine/core';
import type { CampaignsPage } from '@portal/domain/campaigns/campaign-api';
import {
  CAMPAIGNS_LIST_TITLES,
  campaignsListEmptyState,
  campaignsListSections,
  endOfListPrompt,
} from '@portal/domain/invites/invite-groups';
import { lazy, Suspense } from 'react';
import { CampaignCard } from './campaign-card';
import { CompletedTile } from './completed-tile';
import { InviteCard } from './invite-card';
import type { MoreInvitesProps } from './more-invites';
import { CampaignsEmptyState, EndOfListPrompt, WantMoreCampaigns } from './prompts';
import { UpNext } from './up-next';
import { UpcomingCard } from './upcoming-card';

// Only creators with more than a page of invites in a part need it.
const MoreInvites = lazy(() => import('./more-invites'));

/** 'Show more' under a part of the list, when the first answer did not hold all of it. */
function PartRest(props: MoreInvitesProps) {
  if (props.total <= props.shownIds.length) return null;
  return (
    <Suspense fallback={null}>
      <MoreInvites {...props} />
    </Suspense>
  );
}

/**
 * The CAMPAIGNS tab (spec part 1 section 2 'Campaigns list'), in the spec's order: Active
 * Campaigns (active and extended), full, rejected, failed questions, upcoming campaigns, Past
 * Campaigns, the social-connections prompt and the end-of-list prompt. Long parts come a page
 * at a time (decision 106).
 */
export function CampaignsList({ page }: { page: CampaignsPage }) {
  const sections = campaignsListSections(page.invites);
  const empty = campaignsListEmptyState({
    sections,
    upcomingCount: page.upcoming_campaigns.length,
    profileComplete: page.profile_complete,
  });
  const endPrompt = endOfListPrompt(page.profile_complete);
  const current = [...sections.full, ...sections.rejected, ...sections.failedQuestions];
  const hasPast =
    sections.past.length > 0 ||
    page.summary.completed_campaigns > 0 ||
    page.recently_ended_campaigns.length > 0;
  // The first card's picture is the page's largest paint: it alone loads eagerly.
  const firstInviteId = [...sections.active, ...current][0]?.id;
  const card = (invite: (typeof sections.active)[number]) => (
    <InviteCard
      key={invite.id}
      invite={invite}
      hasPaymentInformation={page.has_payment_information}
      priority={invite.id === firstInviteId}
    />
  );

  return (
    <Stack gap="xl">
      <UpNext upNext={page.up_next} now={Math.floor(Date.now() / 1000)} />
      {empty && <CampaignsEmptyState state={empty} />}
      {(sections.active.length > 0 || current.length > 0) && (
        <Stack gap="md" component="section" aria-labelledby="active-campaigns">
          <Title order={1} size="h2" id="active-campaigns">
            {CAMPAIGNS_LIST_TITLES.active}
          </Title>
          {sections.active.map(card)}
          {current.map(card)}
          <PartRest
            part="current"
            total={page.list_totals.current}
            shownIds={[...sections.active, ...current].map((i) => i.id)}
            card={card}
          />
        </Stack>
      )}
      {page.upcoming_campaigns.length > 0 && (
        <Stack gap="md" component="section" aria-labelledby="upcoming-campaigns">
          <Title order={2} size="h3" id="upcoming-campaigns">
            Upcoming Campaigns
          </Title>
          {page.upcoming_campaigns.map((campaign, index) => (
            <UpcomingCard
              key={campaign.id}
              campaign={campaign}
              priority={firstInviteId === undefined && index === 0}
            />
          ))}
        </Stack>
      )}
      {hasPast && (
        <Stack gap="md" component="section" aria-labelledby="past-campaigns">
          <Title order={2} size="h3" id="past-campaigns">
            {CAMPAIGNS_LIST_TITLES.past}
          </Title>
          <CompletedTile
            count={page.summary.completed_campaigns}
            image={page.summary.most_recent_campaign_image}
          />
          {sections.past.map(card)}
          <PartRest
            part="past"
            total={page.list_totals.past}
            shownIds={sections.past.map((i) => i.id)}
            card={card}
          />
          {page.recently_ended_campaigns.map((campaign) => (
            <CampaignCard key={`ended-${campaign.id}`} campaign={campaign} payoutAmount={null} />
          ))}
        </Stack>
      )}
      {page.show_want_more_campaigns && <WantMoreCampaigns />}
      {endPrompt && <EndOfListPrompt text={endPrompt} />}
    </Stack>
  );
}
