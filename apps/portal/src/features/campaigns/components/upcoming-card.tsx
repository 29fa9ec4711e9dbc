import { Button } from '@mantine/core';
import type { CampaignSummary } from '@portal/domain/campaigns/campaign-api';
import { upcomingCampaignCard, upcomingCampaignFacts } from '@portal/domain/invites/invite-card';
import { formatDay } from '@portal/web-kit/format/dates';
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
  const facts = upcomingCampaignFacts(campaign);
  return (
    <CampaignCard
      campaign={campaign}
      payoutAmount={null}
      priority={priority}
      status={
        <div className={classes.status}>
          <span className={classes.money}>{facts.compensation}</span>
          {facts.window && (
            <span>
              Posting {formatDay(facts.window.start)} – {formatDay(facts.window.end)}
            </span>
          )}
        </div>
      }
    >
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
