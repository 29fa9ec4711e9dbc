import { Button } from '@mantine/core';
import type { CampaignSummary } from '@portal/domain/campaigns/campaign-api';
import { upcomingCampaignCard } from '@portal/domain/invites/invite-card';
import { Link } from 'react-router';
import { CampaignCard, CardActions } from './campaign-card';
import classes from './campaign-card.module.css';
import { cardTargetHref } from './card-targets';

/** An upcoming campaign: 'REVIEW GUIDELINES TO REQUEST INVITE' to the opt-in flow. */
export function UpcomingCard({
  campaign,
  priority = false,
}: {
  campaign: CampaignSummary;
  /** The first card of the page (its picture loads eagerly). */
  priority?: boolean;
}) {
  const card = upcomingCampaignCard(campaign);
  return (
    <CampaignCard campaign={campaign} payoutAmount={null} priority={priority}>
      <CardActions>
        {card.actions.map((action) => (
          <Button
            key={action.label}
            component={Link}
            to={cardTargetHref(action.target)}
            size="sm"
            classNames={{ root: classes.wrappingAction, label: classes.wrappingActionLabel }}
          >
            {action.label}
          </Button>
        ))}
      </CardActions>
    </CampaignCard>
  );
}
