import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { useMe } from '@/features/auth/api/get-me';
import { useInvite } from '@/features/invites/api/get-invite';
import { OnboardingFrame } from '@/features/invites/components/onboarding-frame';
import { useIdParam } from '@/features/invites/components/use-id-param';
import { WhatsNext } from '@/features/invites/components/whats-next';

/** /creator/onboarding/invite/{inviteId}/whats_next: after accepting or declining. */
export default function InviteWhatsNextRoute() {
  const invite = useInvite(useIdParam('inviteId'));
  const me = useMe();
  if (invite.error) throw invite.error;
  return (
    <OnboardingFrame>
      {invite.data && me.data ? (
        <WhatsNext page={invite.data} profileProgress={me.data.profile_progress} />
      ) : (
        <PageLoader label="Loading" />
      )}
    </OnboardingFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
