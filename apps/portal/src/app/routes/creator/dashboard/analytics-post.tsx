import { Anchor, Group, Stack } from '@mantine/core';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { useAnalyticsPost } from '@/features/analytics/api/get-analytics-post';
import { PostDetail } from '@/features/analytics/components/post-detail';

/** /creator/dashboard/analytics/post/{postId}: the post with its brand and campaign stats. */
export default function AnalyticsPostRoute() {
  const { postId = '' } = useParams();
  const detail = useAnalyticsPost(postId);
  if (detail.error) throw detail.error;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={paths.creator.dashboard.analytics.getHref()} fw={600}>
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden />
          Back to Analytics
        </Group>
      </Anchor>
      {detail.data ? <PostDetail detail={detail.data} /> : <PageLoader />}
    </Stack>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
