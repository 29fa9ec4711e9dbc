import { Button, Paper, Stack, Title } from '@mantine/core';
import { CAPTION_MESSAGES, captionEditError, isCaptionValid } from '@portal/domain/content/caption';
import { fieldErrors } from '@portal/web-kit/api/api-error';
import { notifyError } from '@portal/web-kit/ui/notify';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { useSubmission } from '@/features/content-submission/api/get-submission';
import { useSubmitForReview } from '@/features/content-submission/api/submit-for-review';
import { CaptionField } from '@/features/content-submission/components/caption-field';
import { positiveId, useInviteId } from '@/features/content-submission/components/use-invite-id';

/** Spec part 2 section 2: the caption edit box is 147 pixels tall. */
export const CAPTION_EDIT_HEIGHT = 147;

/**
 * /creator/dashboard/submit_generic_content/{contentMetadataId}/edit?inviteId=…: 'Content
 * submitted!' with the caption and 'Next' (submit for approval review). Redirects to the
 * campaigns list when a param or the submission is missing; a failed submit re-enables 'Next'.
 */
export default function SubmitGenericContentEditRoute() {
  const inviteId = useInviteId();
  const contentMetadataId = positiveId(useParams().contentMetadataId);
  const submission = useSubmission(contentMetadataId ?? 0);
  const review = useSubmitForReview();
  const navigate = useNavigate();
  const [caption, setCaption] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (submission.data && caption === null) setCaption(submission.data.caption ?? '');
  }, [submission.data, caption]);

  const missing =
    inviteId === null ||
    contentMetadataId === null ||
    submission.isError ||
    (submission.data && submission.data.invite_id !== inviteId);
  if (missing) return <Navigate to={paths.creator.dashboard.campaigns.getHref()} replace />;
  if (!submission.data || caption === null) return <PageLoader />;
  const data = submission.data;
  const requirements = {
    requires_caption: data.requires_caption,
    required_hashtags: data.hashtags,
    required_screen_names: data.screenNames,
  };

  const onNext = () => {
    const problem =
      captionEditError(caption) ??
      (isCaptionValid(caption, requirements) ? null : CAPTION_MESSAGES.invalidOnSubmit);
    setError(problem);
    if (problem) return;
    review.mutate(
      { inviteId, contentMetadataId, caption },
      {
        onSuccess: () =>
          navigate(
            paths.creator.dashboard.submitGenericContentSuccess.getHref(
              contentMetadataId,
              inviteId,
            ),
          ),
        onError: (failure) => {
          const field = fieldErrors(failure).caption;
          if (field) setError(field);
          else notifyError(failure);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw="40rem" mx="auto" w="100%">
      <Stack gap="md">
        <Title order={1} size="h2">
          Content submitted!
        </Title>
        <CaptionField
          value={caption}
          onChange={(value) => {
            setCaption(value);
            setError(null);
          }}
          requirements={{ ...requirements, requires_caption: true }}
          error={error}
          height={CAPTION_EDIT_HEIGHT}
        />
        <Button onClick={onNext} loading={review.isPending} disabled={review.isPending}>
          Next
        </Button>
      </Stack>
    </Paper>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
