import { Alert, Button, Stack, Text } from '@mantine/core';
import { PageLoader } from '@/components/ui/page-loader';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { useCampaigns } from '@/features/campaigns/api/get-campaigns';
import { CampaignsList } from '@/features/campaigns/components/campaigns-list';

/** /creator/dashboard/campaigns: the CAMPAIGNS tab. A failed load stays inside the shell. */
export default function CampaignsRoute() {
  const campaigns = useCampaigns();
  if (campaigns.data) return <CampaignsList page={campaigns.data} />;
  if (campaigns.error) {
    return (
      <Alert color="red" variant="light" title="Campaigns could not be loaded">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{campaigns.error.message}</Text>
          <Button size="xs" onClick={() => campaigns.refetch()} loading={campaigns.isFetching}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return <PageLoader label="Loading campaigns" />;
}

export const ErrorBoundary = RouteErrorBoundary;
