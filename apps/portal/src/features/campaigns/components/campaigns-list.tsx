import { Stack, Title } from '@mantine/core';
import type { CampaignsPage } from '@portal/domain/campaigns/campaign-api';
import {
  CAMPAIGNS_LIST_TITLES,
  campaignsListEmptyState,
  campaignsListSections,
  endOfListPrompt,
} from '@portal/domain/invites/invite-groups';
import { lazy, memo, Suspense, useEffect, useMemo, useState } from 'react';
import { CampaignCard as CampaignCardDrawn } from './campaign-card';
import { CompletedTile } from './completed-tile';
import { InviteCard as InviteCardDrawn } from './invite-card';
import { MoneyLine } from './money-line';
import type { MoreInvitesProps } from './more-invites';
import { CampaignsEmptyState, EndOfListPrompt, WantMoreCampaigns } from './prompts';
import { UpNext as UpNextDrawn } from './up-next';
import { UpcomingCard as UpcomingCardDrawn } from './upcoming-card';

// The list is drawn again after its first frame and on each refetch: memo skips the cards whose
// data did not change (TanStack Query keeps unchanged objects as they were).
const CampaignCard = memo(CampaignCardDrawn);
const InviteCard = memo(InviteCardDrawn);
const UpNext = memo(UpNextDrawn);
const UpcomingCard = memo(UpcomingCardDrawn);

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

/** Cards in the list's first task: under Up next, one card fills the rest of a phone's screen. */
export const FIRST_TASK_CARDS = 1;
/** Cards each later task adds: a few, so no task is long enough to hold up a tap (decision 311). */
export const CARDS_PER_TASK = 2;

let listDrawnBefore = false;

/**
 * How many of the list's items to draw now. The first list a page load draws starts with Up next
 * and FIRST_TASK_CARDS, so a phone shows the creator's next step sooner, then grows by
 * CARDS_PER_TASK a task at a time until `total`: each step is a task of its own (a timer), so
 * the browser paints and answers taps in between instead of building ~40 cards in one long task
 * (decisions 310 and 311). A list drawn again (back to the tab) is whole at once, so the scroll
 * position it restores is there.
 */
function useDrawnCount(total: number): number {
  const [drawn, setDrawn] = useState(listDrawnBefore ? Number.POSITIVE_INFINITY : FIRST_TASK_CARDS);
  useEffect(() => {
    listDrawnBefore = true;
    if (drawn >= total) return;
    const timer = setTimeout(() => setDrawn((n) => n + CARDS_PER_TASK), 0);
    return () => clearTimeout(timer);
  }, [drawn, total]);
  return drawn;
}

/** Hands out the drawn count in the list's order: each part takes what is left of it. */
function drawBudget(drawn: number) {
  let left = drawn;
  return <T,>(items: readonly T[]): { shown: readonly T[]; whole: boolean } => {
    const shown = left >= items.length ? items : items.slice(0, Math.max(0, left));
    left -= items.length;
    return { shown, whole: shown.length === items.length };
  };
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
  const currentNotActive = [...sections.full, ...sections.rejected, ...sections.failedQuestions];
  const hasPast =
    sections.past.length > 0 ||
    page.summary.completed_campaigns > 0 ||
    page.recently_ended_campaigns.length > 0;
  const currentAll = [...sections.active, ...currentNotActive];
  // Due labels ('today', '2 days late') are as of this answer: the same in every drawing task.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer is a new moment
  const now = useMemo(() => Math.floor(Date.now() / 1000), [page]);
  // The first card's picture is the largest on the first screen: it alone loads eagerly.
  const firstInviteId = currentAll[0]?.id;
  const total =
    currentAll.length +
    page.upcoming_campaigns.length +
    (hasPast ? 1 + sections.past.length + page.recently_ended_campaigns.length : 0);
  const drawn = useDrawnCount(total);
  const take = drawBudget(drawn);
  const currentDrawn = take(currentAll);
  const upcoming = take(page.upcoming_campaigns);
  const pastTile = take(hasPast ? [true] : []);
  const past = take(sections.past);
  const ended = take(page.recently_ended_campaigns);
  const whole = drawn >= total;
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
      <UpNext upNext={page.up_next} now={now} />
      <MoneyLine money={page.money} />
      {empty && <CampaignsEmptyState state={empty} />}
      {currentAll.length > 0 && (
        <Stack gap="md" component="section" aria-labelledby="active-campaigns">
          <Title order={1} size="h2" id="active-campaigns">
            {CAMPAIGNS_LIST_TITLES.active}
          </Title>
          {currentDrawn.shown.map(card)}
          {currentDrawn.whole && (
            <PartRest
              part="current"
              total={page.list_totals.current}
              shownIds={currentAll.map((i) => i.id)}
              card={card}
            />
          )}
        </Stack>
      )}
      {upcoming.shown.length > 0 && (
        <Stack gap="md" component="section" aria-labelledby="upcoming-campaigns">
          <Title order={2} size="h3" id="upcoming-campaigns">
            Upcoming Campaigns
          </Title>
          {upcoming.shown.map((campaign, index) => (
            <UpcomingCard
              key={campaign.id}
              campaign={campaign}
              priority={firstInviteId === undefined && index === 0}
            />
          ))}
        </Stack>
      )}
      {pastTile.shown.length > 0 && (
        <Stack gap="md" component="section" aria-labelledby="past-campaigns">
          <Title order={2} size="h3" id="past-campaigns">
            {CAMPAIGNS_LIST_TITLES.past}
          </Title>
          <CompletedTile
            count={page.summary.completed_campaigns}
            image={page.summary.most_recent_campaign_image}
          />
          {past.shown.map(card)}
          {past.whole && (
            <PartRest
              part="past"
              total={page.list_totals.past}
              shownIds={sections.past.map((i) => i.id)}
              card={card}
            />
          )}
          {ended.shown.map((campaign) => (
            <CampaignCard key={`ended-${campaign.id}`} campaign={campaign} payoutAmount={null} />
          ))}
        </Stack>
      )}
      {whole && page.show_want_more_campaigns && <WantMoreCampaigns />}
      {whole && endPrompt && <EndOfListPrompt text={endPrompt} />}
    </Stack>
  );
}
