import { Alert, Button, Paper, Stack } from '@mantine/core';
import type { CampaignType, ContentStatus } from '@portal/domain/content/content-status-api';
import { isContentFunnelState } from '@portal/domain/content/funnel';
import {
  commentSourcesShown,
  creatorActionFor,
  FUNNEL_COPY,
  funnelHeader,
  showApprovedBanner,
} from '@portal/domain/content/funnel-header';
import { isApiError } from '@portal/web-kit/api/api-error';
import { browserTimeZone } from '@portal/web-kit/format/dates';
import { notifyError } from '@portal/web-kit/ui/notify';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { UPDATE_ERROR, useUpdateContent } from '../api/update-content';
import { CaptionEditForm } from './caption-edit-form';
import { ContentMedia } from './content-media';
import { CopyAndPost } from './copy-and-post';
import { MatchSelection } from './match-selection';
import { PaymentPanel } from './payment-panel';
import { CampaignLine, SubmittedCaptionAndHistory } from './review-history';
import { ReviewComments, StatusHeader } from './status-header';

/** Spec part 2 section 8 'Content status load error (unexpected_error)', verbatim. */
export const STATUS_LOAD_ERROR =
  "Something weird happened, and we aren't sure why. Please refresh the page!";

const updateFailed = (error: unknown) =>
  notifyError(
    isApiError(error) && error.code !== 'unexpected_error' && error.status !== undefined
      ? error
      : new Error(UPDATE_ERROR),
  );

/** Frame of the screen: header, media, creator action, 'BACK TO CAMPAIGNS'. */
export function StatusFrame({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw="40rem" mx="auto" w="100%">
      <Stack gap="lg" align="center">
        {children}
        <Button component={Link} to={paths.creator.dashboard.campaigns.getHref()} variant="outline">
          {FUNNEL_COPY.backToCampaigns}
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * Spec part 2 section 2 'Content status screen' in every funnel state of section 4: header,
 * media, the creator-action area, the approved banner (approved content only, decision 011).
 */
export function ContentStatusView({
  status,
  campaignType,
  now = new Date(),
}: {
  status: ContentStatus;
  campaignType: CampaignType['campaign_type'];
  now?: Date;
}) {
  const update = useUpdateContent(status.media_id);
  const state = status.content_funnel_state;
  const { campaign, invite } = status.campaign_post;
  // This content's own step in the invite's view (issue 31): its due moment is the one the card
  // and Up next show, written in the creator's zone.
  const own = status.invite_view.posts.find((p) => p.mediaId === status.media_id);
  const header = funnelHeader({
    state,
    workflow: campaign.campaign_content_workflow,
    flightEnd: own?.due?.at ?? invite.invite_flight.end_date_unix,
    hasCampaignDistribution: status.campaign_distribution !== null,
    payoutAmount: invite.payout_amount,
    now,
    timeZone: browserTimeZone(),
  });
  if (!isContentFunnelState(state)) {
    return (
      <StatusFrame>
        <StatusHeader header={header} banner={false} />
      </StatusFrame>
    );
  }
  const sources = commentSourcesShown(state);
  const comments = status.user_comments.filter((c) => sources.includes(c.comment_source));
  const action = creatorActionFor(state);
  return (
    <StatusFrame>
      <CampaignLine campaign={campaign} />
      <StatusHeader header={header} banner={showApprovedBanner(state)} />
      <ContentMedia
        contentType={status.content_type}
        contentUrl={status.content_url}
        thumbnailUrl={status.thumbnail_url}
      />
      <ReviewComments comments={comments} />
      {action === 'submit_more_content' && (
        <Button
          component={Link}
          to={paths.creator.dashboard.submitGenericContent.getHref(invite.id)}
        >
          {FUNNEL_COPY.submitMoreContent}
        </Button>
      )}
      {action === 'edit_caption' && (
        <CaptionEditForm
          initial={status.caption ?? ''}
          requirements={{
            requires_caption: campaign.requires_caption,
            required_hashtags: campaign.hashtags,
            required_screen_names: campaign.screen_names,
          }}
          saving={update.isPending}
          onSubmit={(caption) =>
            update.mutate(
              { caption, post_state_change_reason: 'CREATOR_UPDATED_CONTENT' },
              { onError: updateFailed },
            )
          }
        />
      )}
      {action === 'copy_and_post' && (
        <CopyAndPost
          caption={status.caption ?? ''}
          campaignId={campaign.id}
          campaignType={campaignType}
          saving={update.isPending}
          onWillPost={() =>
            update.mutateAsync({ creator_will_post: true }).catch((error) => {
              updateFailed(error);
              throw error;
            })
          }
        />
      )}
      {action === 'select_match' && (
        <MatchSelection inviteId={invite.id} contentId={status.id} mediaId={status.media_id} />
      )}
      {action === 'edit_post_on_instagram' && (
        <Button
          component="a"
          href={status.campaign_distribution?.distribution_url ?? 'https://www.instagram.com/'}
          target="_blank"
          rel="noreferrer"
        >
          {FUNNEL_COPY.editPostOnInstagram}
        </Button>
      )}
      {status.payout && <PaymentPanel payout={status.payout} />}
      <SubmittedCaptionAndHistory status={status} showCaption={action !== 'edit_caption'} />
    </StatusFrame>
  );
}

/** The load failure of section 8: the spec's text for unexpected errors, else the server's. */
export function StatusLoadError({ error }: { error: unknown }) {
  const message =
    isApiError(error) && error.code !== 'unexpected_error' && error.status !== undefined
      ? error.message
      : STATUS_LOAD_ERROR;
  return (
    <StatusFrame>
      <Alert color="red" role="alert" w="100%">
        {message}
      </Alert>
    </StatusFrame>
  );
}
