import { funnelHeader } from '@portal/domain/content/funnel-header';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { useParams } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { useCampaignType } from '@/features/content-status/api/get-campaign-type';
import { useContentStatus } from '@/features/content-status/api/get-content-status';
import {
  ContentStatusView,
  StatusFrame,
  StatusLoadError,
} from '@/features/content-status/components/content-status-view';
import { StatusHeader } from '@/features/content-status/components/status-header';

/**
 * /creator/content/{mediaId}: the content status screen (spec part 2 section 2). A spinner until
 * the status and the campaign type are loaded; the status refreshes itself (decision 200).
 */
export default function ContentStatusRoute() {
  const raw = useParams().mediaId;
  const mediaId = raw && /^\d+$/.test(raw) ? Number(raw) : 0;
  const status = useContentStatus(mediaId);
  const campaignType = useCampaignType(status.data?.campaign_post.campaign.id);
  if (mediaId === 0) {
    return (
      <StatusFrame>
        <StatusHeader header={funnelHeader(null)} banner={false} />
      </StatusFrame>
    );
  }
  if (status.isError) return <StatusLoadError error={status.error} />;
  if (campaignType.isError) return <StatusLoadError error={campaignType.error} />;
  if (!status.data || !campaignType.data) return <PageLoader />;
  return <ContentStatusView status={status.data} campaignType={campaignType.data.campaign_type} />;
}

export const ErrorBoundary = RouteErrorBoundary;
