import { Center, Loader, VisuallyHidden } from '@mantine/core';

/** Full-area loader while the session or the data the page needs is on its way. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="60vh" role="status" aria-live="polite">
      <Loader aria-hidden />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
