import { PageLoader } from '@/components/ui/page-loader';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { useCampaigns } from '@/features/campaigns/api/get-campaigns';
import { CampaignsList } from '@/features/campaigns/components/campaigns-list';

/** /creator/dashboard/campaigns: the CAMPAIGNS tab. */
export default function CampaignsRoute() {
  const campaigns = useCampaigns();
  if (campaigns.error) throw campaigns.error;
  if (!campaigns.data) return <PageLoader label="Loading campaigns" />;
  return <CampaignsList page={campaigns.data} />;
}

export const ErrorBoundary = RouteErrorBoundary;
