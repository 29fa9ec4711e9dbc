import { Alert, Button, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { POST_SUBMISSION_TEXTS } from '@portal/domain/content/post-issues';
import { PageLoader } from '@portal/web-kit/ui/page-loader';
import { useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { newIdempotencyKey } from '@/features/content-submission/api/content-submission-keys';
import { usePosts } from '@/features/content-submission/api/get-posts';
import { useSubmitPost } from '@/features/content-submission/api/submit-post';
import { LoadError } from '@/features/content-submission/components/load-error';
import { PostPicker } from '@/features/content-submission/components/post-picker';
import { SubmissionFrame } from '@/features/content-submission/components/submission-frame';
import { positiveId, useInviteId } from '@/features/content-submission/components/use-invite-id';

/**
 * /creator/dashboard/campaigns/{inviteId}/submit_post: choose a post of the connected account.
 * With contentMetadataId and mediaId the choice becomes the potential distribution of approved
 * content, and the content's status page is loaded afresh.
 */
export default function SubmitPostRoute() {
  const inviteId = useInviteId();
  const [search] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const contentMetadataId = positiveId(search.get('contentMetadataId'));
  const mediaId = positiveId(search.get('mediaId'));
  const isMatch = contentMetadataId !== null && mediaId !== null;
  const posts = usePosts(inviteId ?? 0);
  const submit = useSubmitPost(inviteId ?? 0);
  const [idempotencyKey] = useState(newIdempotencyKey);
  if (inviteId === null)
    return <Navigate to={paths.creator.dashboard.campaigns.getHref()} replace />;

  const onSubmit = (postId: string) =>
    submit.mutate(
      { postId, idempotencyKey, ...(isMatch ? { contentMetadataId } : {}) },
      {
        onSuccess: (result) => {
          if (isMatch) {
            window.location.assign(paths.creator.content.getHref(mediaId));
            return;
          }
          navigate(paths.creator.dashboard.submitPostSuccess.getHref(inviteId), {
            state: { submitted: result },
          });
        },
        onError: () => notifications.show({ color: 'red', message: POST_SUBMISSION_TEXTS.failure }),
      },
    );

  const platformName = posts.data?.platform === 'tiktok' ? 'TikTok' : 'Instagram';
  return (
    <SubmissionFrame title={`Submit Your ${platformName} Post`}>
      {posts.error ? (
        <LoadError error={posts.error} />
      ) : !posts.data ? (
        <PageLoader />
      ) : !posts.data.connected ? (
        <Alert color="yellow" title={`Connect your ${platformName} account`}>
          <Text size="sm">We list your recent posts once your account is connected.</Text>
          <Button
            mt="sm"
            component="a"
            href={paths.app.connectSocialAccounts.getHref({
              returnTo: `${location.pathname}${location.search}`,
              socialPlatform: posts.data.platform,
            })}
          >
            Connect {platformName}
          </Button>
        </Alert>
      ) : posts.data.posts.length === 0 ? (
        <Text>No recent posts were found on your account.</Text>
      ) : (
        <PostPicker posts={posts.data.posts} submitting={submit.isPending} onSubmit={onSubmit} />
      )}
    </SubmissionFrame>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
