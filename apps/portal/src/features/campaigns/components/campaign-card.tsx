import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { CampaignSummary } from '@portal/domain/campaigns/campaign-api';
import { platformDisplayName } from '@portal/domain/campaigns/workflows';
import type { CardTone } from '@portal/domain/invites/invite-view';
import { payoutTier, payoutTierLabel } from '@portal/domain/money/payout';
import type { ReactNode } from 'react';
import { BorderedCard } from '@/components/ui/bordered-card';
import classes from './campaign-card.module.css';

/**
 * A campaign card (spec part 1 section 2 'Campaign card'): picture, campaign name, 'by' the brand,
 * the payout tier in dollar signs, then whatever the status adds (notices and buttons).
 */
export function CampaignCard({
  campaign,
  payoutAmount,
  tone = 'quiet',
  status,
  priority = false,
  children,
}: {
  campaign: CampaignSummary;
  /** The first card on screen: its picture is the page's largest paint, so it loads first. */
  priority?: boolean;
  /** The invite's payout_amount in dollars; null for campaigns without an invite. */
  payoutAmount: number | null;
  /** Cards that need the creator stand out; the others are quieter (issue 13). */
  tone?: CardTone;
  /** The status chip, due date and money line under the title. */
  status?: ReactNode;
  children?: ReactNode;
}) {
  const tier = payoutTier(payoutAmount);
  return (
    <BorderedCard
      padding={0}
      className={`${classes.card} ${tone === 'action' ? classes.needsYou : ''}`}
      component="article"
    >
      <CardPicture campaign={campaign} priority={priority} />
      <Stack gap="xs" p="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Box>
            <Title order={3} size="h4">
              {campaign.name}
            </Title>
            <Text size="sm" c="dimmed">
              by {campaign.brand.name}
            </Text>
          </Box>
          {tier > 0 && (
            <Text
              fw={700}
              c="green.9"
              aria-label={`Payout tier ${tier} of 4`}
              title={`Payout tier ${tier} of 4`}
            >
              {payoutTierLabel(payoutAmount)}
            </Text>
          )}
        </Group>
        {status}
        <Group gap={6}>
          <div className={classes.platform}>
            <span className={classes.platformLabel}>{platformDisplayName(campaign.platform)}</span>
          </div>
        </Group>
        {children}
      </Stack>
    </BorderedCard>
  );
}

/**
 * The card's picture: the campaign's image; else the brand's logo, whole on a light ground (a
 * round logo cropped by the image box showed as a cut-off circle); else the brand's initial on a
 * colour of its own, never an empty grey block.
 */
function CardPicture({ campaign, priority }: { campaign: CampaignSummary; priority: boolean }) {
  // Below the fold pictures wait until scrolled to; the first card's is eager and high priority
  // (it was the dashboard's LCP element, loaded lazily — decision 303).
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (campaign.image_url) {
    return (
      <img
        src={campaign.image_url}
        alt=""
        className={classes.image}
        loading={loading}
        fetchPriority={fetchPriority}
      />
    );
  }
  if (campaign.brand.logo_url) {
    return (
      <div className={classes.logoBox}>
        <img
          src={campaign.brand.logo_url}
          alt=""
          className={classes.logo}
          loading={loading}
          fetchPriority={fetchPriority}
        />
      </div>
    );
  }
  const hue = [...campaign.brand.name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, 7);
  return (
    <div className={classes.initial} style={{ background: `hsl(${hue} 45% 30%)` }} aria-hidden>
      {campaign.brand.name.slice(0, 1).toUpperCase()}
    </div>
  );
}

/** The buttons row of a card. */
export function CardActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" mt={4} className={classes.actions}>
      {children}
    </Group>
  );
}
