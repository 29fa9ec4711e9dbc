import { Alert, Text } from '@mantine/core';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { Navigate, useNavigate } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { useNewContentData } from '@/features/content-submission/api/get-new-content-data';
import { GenericUploadForm } from '@/features/content-submission/components/generic-upload-form';
import { LoadError } from '@/features/content-submission/components/load-error';
import { SubmissionFrame } from '@/features/content-submission/components/submission-frame';
import { useInviteId } from '@/features/content-submission/components/use-invite-id';
import { useFlags } from '@/features/flags/api/get-flags';

/** /creator/dashboard/submit_generic_content?inviteId=…: the two-step upload. */
export default function SubmitGenericContentRoute() {
  const inviteId = useInviteId();
  const navigate = useNavigate();
  const data = useNewContentData(inviteId ?? 0);
  const flags = useFlags();
  if (inviteId === null)
    return <Navigate to={paths.creator.dashboard.campaigns.getHref()} replace />;
  return (
    <SubmissionFrame title="Submit your content">
      {data.error ? (
        <LoadError error={data.error} />
      ) : !data.data || !flags.data ? (
        <PageLoader />
      ) : (
        <>
          <Text>
            {data.data.brand.name} · {data.data.campaign.name}
          </Text>
          {data.data.submission_refusal ? (
            <Alert color="yellow" role="alert">
              {data.data.submission_refusal}
            </Alert>
          ) : (
            <GenericUploadForm
              data={data.data}
              typeSelectorEnabled={flags.data['uploading-content-type-selector']}
              onCreated={(mediaId) => navigate(paths.creator.content.getHref(mediaId))}
            />
          )}
        </>
      )}
    </SubmissionFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
