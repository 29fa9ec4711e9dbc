import type { InviteCardTarget } from '@portal/domain/invites/invite-card';
import type { SubmitTarget } from '@portal/domain/invites/submit-button';
import { paths } from '@/config/paths';

/** The URL of a card button's target (domain invite-card). */
export function cardTargetHref(target: InviteCardTarget): string {
  switch (target.kind) {
    case 'invite-guidelines':
      return paths.creator.onboarding.inviteGuidelines.getHref(target.inviteId);
    case 'invite-whats-next':
      return paths.creator.onboarding.inviteWhatsNext.getHref(target.inviteId);
    case 'opt-in-guidelines':
      return paths.creator.campaigns.optInGuidelines.getHref(target.campaignId);
    case 'full-guidelines':
      return paths.creator.campaigns.fullGuidelines.getHref(target.campaignId);
    case 'content':
      return paths.creator.content.getHref(target.mediaId);
  }
}

/** The URL of the submit button's target (domain submit-button). */
export function submitTargetHref(target: SubmitTarget): string {
  switch (target.kind) {
    case 'generic-content':
      return paths.creator.dashboard.submitGenericContent.getHref(target.inviteId);
    case 'submissions':
      return paths.creator.dashboard.submissions.getHref(target.inviteId);
    case 'youtube-video':
      return paths.creator.dashboard.submitYoutubeVideoForInvite.getHref(target.inviteId);
    case 'submit-post':
      return paths.creator.dashboard.submitPost.getHref(target.inviteId);
    case 'profile':
      return paths.creator.dashboard.profile.getHref({ panel: 'payment' });
  }
}
