import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isApiError } from '@portal/web-kit/api/api-error';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { DEFAULT_CREATOR_HOME } from '@/config/paths';
import { useHandOverFirstScreen } from '@/lib/first-screen';
import { NotFoundContent } from './not-found-content';

/** The ErrorBoundary of every route module: what failed, and a way on. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useHandOverFirstScreen(true);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  // A malformed id in the path (useIdParam throws a 404 Response while rendering).
  if (error instanceof Response && error.status === 404) return <NotFoundContent />;
  // An id that names nothing the creator may see (a deleted invite, a mistyped link): trying
  // again cannot help, so it is the not-found page, not a retry.
  if (isApiError(error) && error.status === 404) return <NotFoundContent />;

  const message = isApiError(error)
    ? error.message
    : 'Sorry, something went wrong. Please try again.';
  return (
    <Container component="main" size="sm" py="xl">
      <Stack gap="md" role="alert">
        <Title order={1} size="h2">
          Something went wrong
        </Title>
        <Text>{message}</Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Try again</Button>
          <Button component={Link} to={DEFAULT_CREATOR_HOME} variant="default">
            Back to Campaigns
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
