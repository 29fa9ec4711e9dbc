import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { CampaignSummary } from '@portal/domain/campaigns/campaign-api';
import { platformDisplayName } from '@portal/domain/campaigns/workflows';
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
  children,
}: {
  campaign: CampaignSummary;
  /** The invite's payout_amount in dollars; null for campaigns without an invite. */
  payoutAmount: number | null;
  children?: ReactNode;
}) {
  const tier = payoutTier(payoutAmount);
  const image = campaign.image_url ?? campaign.brand.logo_url;
  return (
    <BorderedCard padding={0} className={classes.card} component="article">
      <Box>
        {image ? (
          <img src={image} alt="" className={classes.image} loading="lazy" />
        ) : (
          <Box className={classes.image} />
        )}
      </Box>
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

/** The buttons row of a card. */
export function CardActions({ children }: { children: ReactNode }) {
  return (
    <Group gap="xs" mt={4}>
      {children}
    </Group>
  );
}
