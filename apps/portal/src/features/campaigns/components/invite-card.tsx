import { Button, Text } from '@mantine/core';
import type { CardInvite } from '@portal/domain/campaigns/campaign-api';
import {
  type InviteCardAction,
  inviteCard,
  nextActionButton,
} from '@portal/domain/invites/invite-card';
import { submitButton } from '@portal/domain/invites/submit-button';
import { Link, useNavigate } from 'react-router';
import { useRecordGuidelinesView } from '../api/record-guidelines-view';
import { CampaignCard, CardActions } from './campaign-card';
import classes from './campaign-card.module.css';
import { CardStatusLine } from './card-status-line';
import { cardTargetHref, submitTargetHref } from './card-targets';

/** An invite's card: the campaign card plus the notices, buttons and submit button of its status. */
export function InviteCard({
  invite,
  hasPaymentInformation,
  priority = false,
}: {
  invite: CardInvite;
  hasPaymentInformation: boolean;
  /** The first card of the page (its picture loads eagerly). */
  priority?: boolean;
}) {
  const card = inviteCard({
    id: invite.id,
    status: invite.status,
    group: invite.group,
    campaignId: invite.campaign.id,
    view: invite.view,
  });
  const submit = card.showsSubmitButton
    ? submitButton({
        id: invite.id,
        campaign_funnel_state: invite.campaign_funnel_state,
        platform: invite.campaign.platform,
        campaign_content_workflow: invite.campaign.campaign_content_workflow,
        has_payment_information: hasPaymentInformation,
      })
    : ({ visible: false } as const);

  const now = Math.floor(Date.now() / 1000);
  const { view } = invite;
  // The view's next move, when the card's own buttons do not already make it (issue 31).
  const next = nextActionButton(view.next, submit.visible);
  return (
    <CampaignCard
      campaign={invite.campaign}
      payoutAmount={view.money.totalCents / 100}
      priority={priority}
      tone={view.tone}
      status={<CardStatusLine view={view} now={now} />}
    >
      {card.notices.map((notice) => (
        <Text key={notice} size="sm" fw={600}>
          {notice}
        </Text>
      ))}
      {submit.visible && submit.notice && (
        <Text size="sm" className={classes.paymentNotice}>
          {submit.notice}
        </Text>
      )}
      {(card.actions.length > 0 || submit.visible || next) && (
        <CardActions>
          {next && (
            <Button
              component={Link}
              to={cardTargetHref(next.target)}
              size="sm"
              aria-label={`${next.label}: ${invite.campaign.name}`}
            >
              {next.label}
            </Button>
          )}
          {card.actions.map((action) => (
            <CardAction key={action.label} action={action} inviteId={invite.id} />
          ))}
          {submit.visible && (
            <Button component={Link} to={submitTargetHref(submit.target)} size="sm">
              {submit.label}
            </Button>
          )}
        </CardActions>
      )}
    </CampaignCard>
  );
}

function CardAction({ action, inviteId }: { action: InviteCardAction; inviteId: number }) {
  const navigate = useNavigate();
  const recordView = useRecordGuidelinesView();
  const href = cardTargetHref(action.target);
  if (!action.recordsGuidelinesView) {
    return (
      <Button component={Link} to={href} size="sm" variant="default">
        {action.label}
      </Button>
    );
  }
  const open = async () => {
    // Recorded first; a failure is only logged and the guidelines open anyway.
    await recordView.mutateAsync(inviteId).catch(() => undefined);
    navigate(href);
  };
  return (
    <Button size="sm" onClick={open} loading={recordView.isPending}>
      {action.label}
    </Button>
  );
}
