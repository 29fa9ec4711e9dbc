import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import type { ContentWorkflow } from '@portal/domain/campaigns/workflows';
import { genericSuccessCopy, SUCCESS_COPY } from '@portal/domain/content/success-copy';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { Link, Navigate, useParams } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { useSubmission } from '@/features/content-submission/api/get-submission';
import { positiveId, useInviteId } from '@/features/content-submission/components/use-invite-id';

/**
 * /creator/dashboard/submit_generic_content/{contentMetadataId}/success?inviteId=…: 'Great!'
 * with the do-not-post warning for pre-approval, 'Great Job!' with payment via PayPal within 14
 * business days for content-only; 'Done' returns to the campaigns. Redirects if data is missing.
 */
export default function SubmitGenericContentSuccessRoute() {
  const inviteId = useInviteId();
  const contentMetadataId = positiveId(useParams().contentMetadataId);
  const submission = useSubmission(contentMetadataId ?? 0);
  const campaigns = paths.creator.dashboard.campaigns.getHref();
  if (inviteId === null || contentMetadataId === null || submission.isError) {
    return <Navigate to={campaigns} replace />;
  }
  if (!submission.data) return <PageLoader />;
  if (submission.data.invite_id !== inviteId) return <Navigate to={campaigns} replace />;
  const copy = genericSuccessCopy(submission.data.campaign_content_workflow as ContentWorkflow);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw="40rem" mx="auto" w="100%">
      <Stack gap="md" align="center" ta="center">
        <IconCircleCheck size={56} color="var(--mantine-color-green-8)" aria-hidden />
        <Title order={1} size="h2">
          {copy.title}
        </Title>
        {copy.lines.map((line) => (
          <Text key={line}>{line}</Text>
        ))}
        {copy.warning && (
          <Alert color="orange" icon={<IconAlertTriangle aria-hidden />} role="alert" ta="left">
            {copy.warning}
          </Alert>
        )}
        <Button component={Link} to={campaigns}>
          {SUCCESS_COPY.done}
        </Button>
      </Stack>
    </Paper>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
