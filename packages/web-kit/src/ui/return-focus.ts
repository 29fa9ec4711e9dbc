import { useEffect, useRef } from 'react';

/**
 * Gives the keyboard back to `target` (the button that opens an overlay) when the overlay closes
 * and leaves the focus on nothing, or still inside the overlay on its way out (Escape, a link that
 * navigates, during the closing transition). Mantine renders overlays in a portal
 * (`data-portal`): that is how "inside" is told. A focus the user moved to the page (a click into
 * a field, which also closes a popover) stays where it is.
 *
 * Mantine's own focus return remembers what had the focus when the overlay opens, so it misses an
 * overlay that is loaded on the first click and mounts already open: it never saw the opening.
 * Its timing is the same (10 ms after closing), so the two agree when both act.
 */
export function useReturnFocusOnClose(
  opened: boolean,
  target: () => HTMLElement | null | undefined,
) {
  const wasOpen = useRef(opened);
  const latestTarget = useRef(target);
  latestTarget.current = target;
  useEffect(() => {
    const closed = wasOpen.current && !opened;
    wasOpen.current = opened;
    if (!closed) return;
    const atClose = document.activeElement;
    const timeout = window.setTimeout(() => {
      const now = document.activeElement;
      const inOverlay = now === atClose && Boolean(now?.closest('[data-portal]'));
      if (!now || now === document.body || inOverlay)
        latestTarget.current()?.focus({ preventScroll: true });
    }, 10);
    return () => window.clearTimeout(timeout);
  }, [opened]);
}
