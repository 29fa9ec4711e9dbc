import { Alert } from '@mantine/core';

/** A form's failure, announced to screen readers (role=alert) as it appears. */
export function FormError({ message }: { message: string | null | undefined }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert">
      {message}
    </Alert>
  );
}
