import { Stack, Title } from '@mantine/core';
import { toTileProps } from '@portal/domain/analytics/numbers';
import { browserTimeZone } from '@portal/web-kit/format/dates';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { useAnalytics } from '@/features/analytics/api/get-analytics';
import { EarningsChart } from '@/features/analytics/components/earnings-chart';
import { LockedAnalytics } from '@/features/analytics/components/locked-analytics';
import { PostGrid } from '@/features/analytics/components/post-grid';
import { StatsTiles } from '@/features/analytics/components/stats-tiles';

/** Spec part 2 section 2 'Analytics': tiles, the chart, the grid; locked with no posts. */
export default function AnalyticsRoute() {
  const analytics = useAnalytics();
  if (analytics.error) throw analytics.error;
  if (!analytics.data) return <PageLoader />;
  const data = analytics.data;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Analytics
      </Title>
      {data.posts.length === 0 ? (
        <LockedAnalytics />
      ) : (
        <>
          <StatsTiles tiles={toTileProps(data, browserTimeZone())} />
          {data.timeline.length > 0 && <EarningsChart months={data.timeline} />}
          <section aria-labelledby="posts-heading">
            <Title order={2} size="h4" id="posts-heading" mb="sm">
              Your posts
            </Title>
            <PostGrid posts={data.posts} />
          </section>
        </>
      )}
    </Stack>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
