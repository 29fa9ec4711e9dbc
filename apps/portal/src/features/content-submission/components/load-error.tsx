import { Alert } from '@mantine/core';
import { isApiError } from '@portal/web-kit/api/api-error';

/** Spec part 2 section 8 'New content load error (unexpected_error)', verbatim. */
export const NEW_CONTENT_LOAD_ERROR = 'Looks like something went wrong. Please refresh the page.';

/** A failed load: the spec's text for unexpected errors, the server's message otherwise. */
export function LoadError({ error }: { error: unknown }) {
  const message =
    isApiError(error) && error.code !== 'unexpected_error' && error.status !== undefined
      ? error.message
      : NEW_CONTENT_LOAD_ERROR;
  return (
    <Alert color="red" role="alert">
      {message}
    </Alert>
  );
}
