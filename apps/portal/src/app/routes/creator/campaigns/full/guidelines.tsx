import { Stack } from '@mantine/core';
import { CALL_TO_ACTION_TEXTS } from '@portal/domain/invites/call-to-action';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { useCampaign } from '@/features/invites/api/get-campaign';
import { CampaignFull } from '@/features/invites/components/call-to-action';
import { CampaignDetails } from '@/features/invites/components/campaign-details';
import { OnboardingFrame } from '@/features/invites/components/onboarding-frame';
import { useIdParam } from '@/features/invites/components/use-id-param';

/** /creator/campaigns/full/{id}/guidelines: a full campaign's guidelines, 'CAMPAIGN FULL'. */
export default function FullCampaignGuidelinesRoute() {
  const campaign = useCampaign(useIdParam('id'));
  if (campaign.error) throw campaign.error;
  const data = campaign.data;
  return (
    <OnboardingFrame>
      {data ? (
        <Stack gap="lg">
          <CampaignDetails campaign={data.campaign} view={data.invite?.view ?? null} />
          <Stack px="md">
            <CampaignFull message={CALL_TO_ACTION_TEXTS.noOpenSpots} />
          </Stack>
        </Stack>
      ) : (
        <PageLoader label="Loading guidelines" />
      )}
    </OnboardingFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
