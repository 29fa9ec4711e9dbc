import { Button } from '@mantine/core';
import type { InvitePage } from '@portal/domain/invites/invite-api';
import { InviteIntroView } from '@portal/web-kit/campaign/invite-intro';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The invite intro (spec part 1 section 2 'Invite intro'), drawn by the kit's view. */
export function InviteIntro({ page }: { page: InvitePage }) {
  return (
    <InviteIntroView
      campaign={page.campaign}
      username={page.username}
      brandsLike={page.brands_like}
      recentContent={page.recent_content}
      action={
        <Button
          component={Link}
          to={paths.creator.onboarding.inviteGuidelines.getHref(page.invite.id)}
          size="md"
          fullWidth
        >
          Get Started
        </Button>
      }
    />
  );
}
