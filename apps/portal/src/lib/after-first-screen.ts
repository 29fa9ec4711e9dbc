/** How long after the first screen deferred work waits before it looks for idle time. */
export const AFTER_FIRST_SCREEN_MS = 1000;

/**
 * Runs `work` once the first screen has had its time: `delayMs` from now, then when the browser
 * is next idle. For what a screen does not show at first (the notifications list, the live news
 * stream, the time-zone sync), so its requests and code never compete with the first screen's
 * own chunks and data on a slow phone. Returns a cancel.
 */
export function afterFirstScreen(work: () => void, delayMs = AFTER_FIRST_SCREEN_MS): () => void {
  let cancelIdle = () => {};
  const timer = window.setTimeout(() => {
    if (window.requestIdleCallback) {
      const handle = window.requestIdleCallback(work);
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(work, 0);
      cancelIdle = () => window.clearTimeout(handle);
    }
  }, delayMs);
  return () => {
    window.clearTimeout(timer);
    cancelIdle();
  };
}
