import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { useMe } from '@/features/auth/api/get-me';
import { useInvite } from '@/features/invites/api/get-invite';
import { InviteGuidelines } from '@/features/invites/components/invite-guidelines';
import { OnboardingFrame } from '@/features/invites/components/onboarding-frame';
import { useIdParam } from '@/features/invites/components/use-id-param';

/** /creator/onboarding/invite/{inviteId}/guidelines: guidelines and the call to action. */
export default function InviteGuidelinesRoute() {
  const invite = useInvite(useIdParam('inviteId'));
  const me = useMe();
  if (invite.error) throw invite.error;
  return (
    <OnboardingFrame>
      {invite.data && me.data ? (
        <InviteGuidelines page={invite.data} creator={me.data} />
      ) : (
        <PageLoader label="Loading guidelines" />
      )}
    </OnboardingFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
