import type { SubmittedPost } from '@portal/domain/content/submission-api';
import { Navigate, useLocation } from 'react-router';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';
import { paths } from '@/config/paths';
import { SubmittedSuccess } from '@/features/content-submission/components/submitted-success';

/** /creator/dashboard/submit_post_success?inviteId=…: redirects when nothing was submitted. */
export default function SubmitPostSuccessRoute() {
  const submitted = (useLocation().state as { submitted?: SubmittedPost } | null)?.submitted;
  if (!submitted) return <Navigate to={paths.creator.dashboard.campaigns.getHref()} replace />;
  return <SubmittedSuccess submitted={submitted} kind="post" />;
}

export const ErrorBoundary = RouteErrorBoundary;
