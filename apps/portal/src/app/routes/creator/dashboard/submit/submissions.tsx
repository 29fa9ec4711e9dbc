import { Button, Group, Stack, Text, Title } from '@mantine/core';
import type { Submissions } from '@portal/domain/content/submission-api';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { Link, Navigate } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { useSubmissions } from '@/features/content-submission/api/get-submissions';
import { LoadError } from '@/features/content-submission/components/load-error';
import { SubmissionCard } from '@/features/content-submission/components/submission-card';
import { useInviteId } from '@/features/content-submission/components/use-invite-id';

/** Where 'Add Content' starts the add-content flow for the invite. */
function addContentHref(invite: Submissions['invite']) {
  if (invite.submission_kind === 'youtube') {
    return paths.creator.dashboard.submitYoutubeVideo.getHref(invite.id);
  }
  if (invite.submission_kind === 'post')
    return paths.creator.dashboard.submitPost.getHref(invite.id);
  return paths.creator.dashboard.submitGenericContent.getHref(invite.id);
}

/** /creator/dashboard/campaigns/{inviteId}/submissions: 'Your Content Submissions'. */
export default function SubmissionsRoute() {
  const inviteId = useInviteId();
  const submissions = useSubmissions(inviteId ?? 0);
  if (inviteId === null)
    return <Navigate to={paths.creator.dashboard.campaigns.getHref()} replace />;
  const data = submissions.data;
  const now = new Date();
  return (
    <Stack gap="md" maw="40rem" mx="auto" w="100%">
      <Title order={1} size="h2">
        Your Content Submissions
      </Title>
      {submissions.error ? (
        <LoadError error={submissions.error} />
      ) : !data ? (
        <PageLoader />
      ) : (
        <>
          <Text c="dimmed">
            {data.invite.brand.name} · {data.invite.campaign.name}
          </Text>
          {data.submissions.length === 0 ? (
            <Text>You have no submissions</Text>
          ) : (
            <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
              {data.submissions.map((card) => (
                <li key={card.id}>
                  <SubmissionCard card={card} now={now} />
                </li>
              ))}
            </Stack>
          )}
          <Group>
            {data.invite.can_submit && (
              <Button component={Link} to={addContentHref(data.invite)}>
                Add Content
              </Button>
            )}
            <Button
              component={Link}
              to={paths.creator.dashboard.campaigns.getHref()}
              variant="default"
            >
              Back to Campaigns
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
