import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { PageLoader } from '../ui/page-loader';
import { useAuth } from './auth-store';

const restored = new WeakSet<() => Promise<void>>();

/**
 * On app start one refresh restores the session from the cookie (`restore`, the app session's
 * restoreSession), once per page load, StrictMode's second effect run included; a loader shows
 * until the session is known.
 */
export function SessionGate({
  restore,
  children,
}: {
  restore: () => Promise<void>;
  children: ReactNode;
}) {
  const { status } = useAuth();
  useEffect(() => {
    if (restored.has(restore)) return;
    restored.add(restore);
    void restore();
  }, [restore]);
  if (status === 'unknown') return <PageLoader label="Restoring your session" />;
  return children;
}
