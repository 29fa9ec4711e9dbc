import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { parseYouTubeVideoUrl } from '@portal/domain/content/caption';
import { YOUTUBE_URL_MESSAGE } from '@portal/domain/content/submission-rules';
import { fieldErrors } from '@portal/web-kit/api/api-error';
import { notifyError } from '@portal/web-kit/ui/notify';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { newIdempotencyKey } from '@/features/content-submission/api/content-submission-keys';
import { useSubmitYoutubeVideo } from '@/features/content-submission/api/submit-youtube-video';
import { SubmissionFrame } from '@/features/content-submission/components/submission-frame';
import { useInviteId } from '@/features/content-submission/components/use-invite-id';

/** /creator/dashboard/submit_youtube_video (and campaigns/{inviteId}/…): one video_url field. */
export default function SubmitYoutubeVideoRoute() {
  const inviteId = useInviteId();
  const navigate = useNavigate();
  const [videoUrl, setVideoUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const submit = useSubmitYoutubeVideo();
  if (inviteId === null)
    return <Navigate to={paths.creator.dashboard.campaigns.getHref()} replace />;

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!parseYouTubeVideoUrl(videoUrl)) {
      setError(YOUTUBE_URL_MESSAGE);
      return;
    }
    submit.mutate(
      { inviteId, videoUrl, idempotencyKey },
      {
        onSuccess: (submitted) =>
          navigate(paths.creator.dashboard.submitYoutubeVideoSuccess.getHref(inviteId), {
            state: { submitted },
          }),
        onError: (failure) => {
          const field = fieldErrors(failure).video_url;
          if (field) setError(field);
          else notifyError(failure);
        },
      },
    );
  };

  return (
    <SubmissionFrame title="Submit your YouTube video">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            <Text size="sm">Paste the link of the video you posted for this campaign.</Text>
            <TextInput
              label="YouTube video URL"
              name="video_url"
              placeholder="https://www.youtube.com/watch?v=…"
              value={videoUrl}
              onChange={(event) => {
                setVideoUrl(event.currentTarget.value);
                setError(null);
              }}
              error={error ?? undefined}
              required
              inputMode="url"
              autoComplete="off"
            />
            <Button type="submit" loading={submit.isPending} disabled={submit.isPending}>
              Submit
            </Button>
          </Stack>
        </form>
      </Paper>
    </SubmissionFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
