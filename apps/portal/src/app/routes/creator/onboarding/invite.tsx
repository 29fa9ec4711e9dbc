import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { useInvite } from '@/features/invites/api/get-invite';
import { InviteIntro } from '@/features/invites/components/invite-intro';
import { OnboardingFrame } from '@/features/invites/components/onboarding-frame';
import { useIdParam } from '@/features/invites/components/use-id-param';

/** /creator/onboarding/invite/{inviteId}: the invite intro (the default child). */
export default function InviteIntroRoute() {
  const invite = useInvite(useIdParam('inviteId'));
  if (invite.error) throw invite.error;
  return (
    <OnboardingFrame>
      {invite.data ? <InviteIntro page={invite.data} /> : <PageLoader label="Loading invite" />}
    </OnboardingFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
