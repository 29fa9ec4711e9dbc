import { Stack, Title } from '@mantine/core';
import type { CampaignsPage } from '@portal/domain/campaigns/campaign-api';
import {
  CAMPAIGNS_LIST_TITLES,
  campaignsListEmptyState,
  campaignsListSections,
  endOfListPrompt,
} from '@portal/domain/invites/invite-groups';
import { lazy, Suspense, useEffect, useState } from 'react';
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

/** Cards drawn in the list's first frame: more than a phone's first screen holds below Up next. */
export const FIRST_FRAME_CARDS = 3;
/** Cards added per frame after it: ~60 ms of work each on a mid-range phone. */
const CARDS_PER_FRAME = 4;

let listDrawnBefore = false;

/**
 * How many of the list's `total` cards to draw. The first list a page load draws starts with Up
 * next and a few cards and adds a few per frame: a phone paints the creator's next step before
 * the ~40 cards below it are built, and no frame blocks a tap for long (decision 310). A list
 * drawn again (back to the tab) is whole at once, so the scroll position it restores is there.
 */
function useCardsDrawn(total: number): number {
  const [drawn, setDrawn] = useState(
    listDrawnBefore ? Number.POSITIVE_INFINITY : FIRST_FRAME_CARDS,
  );
  useEffect(() => {
    if (drawn < total) setDrawn(drawn + CARDS_PER_FRAME);
    else listDrawnBefore = true;
  }, [drawn, total]);
  return drawn;
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
  const currentAll = [...sections.active, ...current];
  // The first card's picture is the page's largest paint: it alone loads eagerly.
  const firstInviteId = currentAll[0]?.id;
  // The parts take their cards from what may be drawn so far, in the list's order.
  let left = useCardsDrawn(
    currentAll.length +
      page.upcoming_campaigns.length +
      sections.past.length +
      page.recently_ended_campaigns.length,
  );
  const take = <T,>(items: T[]): T[] => {
    const part = items.slice(0, Math.max(0, left));
    left -= items.length;
    return part;
  };
  const currentShown = take(currentAll);
  const currentComplete = left >= 0;
  const upcomingShown = take(page.upcoming_campaigns);
  const pastReached = left >= 0;
  const pastShown = take(sections.past);
  const endedShown = take(page.recently_ended_campaigns);
  const complete = left >= 0;
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
      {currentAll.length > 0 && (
        <Stack gap="md" component="section" aria-labelledby="active-campaigns">
          <Title order={1} size="h2" id="active-campaigns">
            {CAMPAIGNS_LIST_TITLES.active}
          </Title>
          {currentShown.map(card)}
          {currentComplete && (
            <PartRest
              part="current"
              total={page.list_totals.current}
              shownIds={currentAll.map((i) => i.id)}
              card={card}
            />
          )}
        </Stack>
      )}
      {upcomingShown.length > 0 && (
        <Stack gap="md" component="section" aria-labelledby="upcoming-campaigns">
          <Title order={2} size="h3" id="upcoming-campaigns">
            Upcoming Campaigns
          </Title>
          {upcomingShown.map((campaign, index) => (
            <UpcomingCard
              key={campaign.id}
              campaign={campaign}
              priority={firstInviteId === undefined && index === 0}
            />
          ))}
        </Stack>
      )}
      {pastReached && hasPast && (
        <Stack gap="md" component="section" aria-labelledby="past-campaigns">
          <Title order={2} size="h3" id="past-campaigns">
            {CAMPAIGNS_LIST_TITLES.past}
          </Title>
          <CompletedTile
            count={page.summary.completed_campaigns}
            image={page.summary.most_recent_campaign_image}
          />
          {pastShown.map(card)}
          {complete && (
            <PartRest
              part="past"
              total={page.list_totals.past}
              shownIds={sections.past.map((i) => i.id)}
              card={card}
            />
          )}
          {endedShown.map((campaign) => (
            <CampaignCard key={`ended-${campaign.id}`} campaign={campaign} payoutAmount={null} />
          ))}
        </Stack>
      )}
      {complete && page.show_want_more_campaigns && <WantMoreCampaigns />}
      {complete && endPrompt && <EndOfListPrompt text={endPrompt} />}
    </Stack>
  );
}
