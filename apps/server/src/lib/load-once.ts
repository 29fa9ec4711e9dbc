/**
 * A module (or anything async) loaded on first use instead of at start, then kept: each package
 * an idle server never needs costs tens of milliseconds of every cold start and megabytes of
 * memory (decision 301). Concurrent first callers share one load; a failed load is forgotten,
 * so the next call tries again instead of repeating the failure for the life of the process.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
