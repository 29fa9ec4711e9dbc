import { Box } from '@mantine/core';
import { isApiError } from '@portal/web-kit/api/api-error';
import { Suspense, useRef } from 'react';
import { Navigate } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { meKeys, useMe } from '@/features/auth/api/get-me';
import { useRequestOptions } from '@/features/invite-request/api/get-request-options';
import { useUpcomingCampaigns } from '@/features/invite-request/api/get-upcoming-campaigns';
import { AlreadyAsked } from '@/features/invite-request/components/already-asked';
import { RequestFlow } from '@/features/invite-request/components/request-flow';
import { useCampaign } from '@/features/invites/api/get-campaign';
import { useCampaignTerms } from '@/features/invites/api/get-campaign-terms';
import { agreeToCustomTerms } from '@/features/invites/api/update-invite';
import { CampaignDetails } from '@/features/invites/components/campaign-details';
import { OnboardingFrame } from '@/features/invites/components/onboarding-frame';
import { useIdParam } from '@/features/invites/components/use-id-param';
import { useProfile } from '@/features/profile/api/get-profile';
import { useUpdateProfile } from '@/features/profile/api/update-profile';
import { lazyNamed } from '@/lib/lazy-named';

// The profile questions come at the last step, after the request: their inputs (Select and its
// popover) load then, not with the guidelines (decision 500).
const MissingItemsForm = lazyNamed(
  () => import('@/features/invite-request/components/missing-items-form'),
  'MissingItemsForm',
);

/**
 * /creator/campaigns/opt-in/{id}/guidelines: request an invite to an upcoming campaign. A
 * campaign the creator already asked for (or is invited to) says so, with the way to that invite
 * (issue 31: it used to land silently on the dashboard); any other id not among the upcoming
 * campaigns goes back to the campaigns list; a blank area shows while the list or the user loads.
 */
export default function OptInGuidelinesRoute() {
  const id = useIdParam('id');
  const upcoming = useUpcomingCampaigns();
  const me = useMe();
  const admitted = useRef(false);
  const listed = upcoming.data?.upcoming_campaigns.some((c) => c.id === id) ?? false;
  if (listed) admitted.current = true;
  const campaign = useCampaign(id);
  // Asked even for a campaign not listed: its answer says whether the creator already asked.
  const options = useRequestOptions(id, upcoming.data !== undefined);
  const already = isApiError(options.error) && options.error.status === 409 ? options.error : null;
  const terms = useCampaignTerms(id, admitted.current);
  const profile = useProfile();
  const save = useUpdateProfile({ invalidate: [meKeys.all] });
  if (upcoming.error) throw upcoming.error;
  if (!upcoming.data || !me.data) return <Box mih="100vh" aria-busy="true" />;
  if (already) {
    return (
      <OnboardingFrame>
        <AlreadyAsked
          message={already.message}
          inviteId={
            typeof already.details?.invite_id === 'number' ? already.details.invite_id : null
          }
          step={typeof already.details?.step === 'string' ? already.details.step : null}
        />
      </OnboardingFrame>
    );
  }
  if (!admitted.current) {
    if (options.isPending) return <Box mih="100vh" aria-busy="true" />;
    return <Navigate to={paths.creator.dashboard.campaigns.getHref()} replace />;
  }
  if (campaign.error) throw campaign.error;
  if (options.error) throw options.error;
  return (
    <OnboardingFrame>
      {campaign.data && options.data ? (
        <RequestFlow
          campaign={campaign.data.campaign}
          options={options.data}
          details={<CampaignDetails campaign={campaign.data.campaign} view={null} />}
          terms={{
            customTerms: terms.data?.customTerms ?? null,
            loading: terms.isPending,
            error: terms.isError,
          }}
          agreeToTerms={agreeToCustomTerms}
          profileProgress={me.data.profile_progress}
          profileForm={
            profile.data ? (
              <Suspense fallback={<Box mih={240} aria-busy="true" />}>
                <MissingItemsForm
                  profile={profile.data}
                  saving={save.isPending}
                  onSave={(values) => save.mutate(values)}
                />
              </Suspense>
            ) : null
          }
        />
      ) : (
        <Box mih="60vh" aria-busy="true" />
      )}
    </OnboardingFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
