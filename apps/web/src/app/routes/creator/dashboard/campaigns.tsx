import { Stack, Title } from '@mantine/core';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';

// The campaigns list (spec part 1 section 2 'Campaigns list') is filled in by the campaigns work next.
export default function CampaignsRoute() {
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Active Campaigns
      </Title>
    </Stack>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
