import { useCallback, useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Part 1 section 2: leaving with unsaved changes asks first. In-app navigation is held by the
 * router's blocker, which remembers the target; a reload or closing the tab gets the browser's
 * own prompt. A clean form navigates at once.
 */
export function useLeaveGuard(dirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const target = blocker.state === 'blocked' ? blocker.location : null;
  const targetHref = target ? `${target.pathname}${target.search}${target.hash}` : null;
  const stay = useCallback(() => blocker.reset?.(), [blocker]);
  const leave = useCallback(() => blocker.proceed?.(), [blocker]);
  return { prompting: blocker.state === 'blocked', targetHref, stay, leave };
}
