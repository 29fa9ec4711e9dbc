import { Alert, Button, Text } from '@mantine/core';

/**
 * What a list shows while it loads or when it could not: "Loading …" for a screen reader and
 * the eye, or the server's message with a way to ask again.
 */
export function ListStatus({
  query,
  loading,
}: {
  query: { error: Error | null; isPending: boolean; refetch: () => unknown };
  loading: string;
}) {
  if (query.error)
    return (
      <Alert color="red" role="alert">
        {query.error.message}{' '}
        <Button size="xs" variant="default" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </Alert>
    );
  if (query.isPending) return <Text role="status">{loading}</Text>;
  return null;
}
