import { NotFoundContent } from '@/components/ui/not-found-content';
import { RouteErrorBoundary } from '@/components/ui/route-error-boundary';

export default function NotFoundRoute() {
  return <NotFoundContent />;
}

export const ErrorBoundary = RouteErrorBoundary;
